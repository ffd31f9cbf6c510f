// Shared by build.mjs and build-web.mjs: rebuild an output directory only when its sources
// changed, and never let a process see half of one. Several processes start from one checkout
// (`npm start` twice and `npm run worker`, all at once); each runs the build first, and a build
// that emptied dist/ and rewrote it lost one of them in 1 of 5 trials (issue 27).
//   - Up to date: the output holds a stamp, a hash of every source file's path, size and mtime
//     (as make sees it: a touch rebuilds, and so does a deleted or restored file). Checking it
//     costs a few milliseconds and loads neither esbuild nor Vite.
//   - Otherwise the build runs under a lock (`<outdir>.lock`, proper-lockfile), so concurrent
//     starters queue: the first builds, the others wait, then find the stamp current and go on.
//   - It builds into `<outdir>.tmp-<pid>`, a sibling (same depth, so the relative paths in source
//     maps and the src/-relative lookups hold; same file system, so rename is atomic), writes the
//     stamp into it last, and renames it into place.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export const STAMP = '.build-stamp'
// A builder refreshes its lock every STALE_MS / 2; one that died leaves a lock the others take over
// after STALE_MS. Generous, because brotli at best quality blocks the event loop for seconds.
const STALE_MS = 30_000
// How long a starter waits for another's build: the web app takes ~10 s, more on a busy machine.
const WAIT_MS = 180_000

/** A hash of the path, size and mtime of every file under `paths` (missing paths count as such). */
export function fingerprint (paths) {
  const hash = createHash('sha256')
  const visit = (path) => {
    let stat
    try { stat = statSync(path) } catch { hash.update(`${path}\0missing\n`); return }
    if (!stat.isDirectory()) { hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`); return }
    for (const name of readdirSync(path).sort()) visit(join(path, name))
  }
  for (const path of paths) visit(path)
  return hash.digest('hex')
}

const current = (outdir, stamp) => {
  try { return readFileSync(join(outdir, STAMP), 'utf8') === stamp } catch { return false }
}

/**
 * Runs `build(tmpdir)` unless `outdir` is current with `sources` (or `force`), then moves the
 * result into place. Returns true when this process built.
 */
export async function freshBuild ({ outdir, sources, build, force = false }) {
  if (!force && current(outdir, fingerprint(sources))) return false
  // Loaded only when a build may be due: the up-to-date path stays a few stats.
  const { default: lockfile } = await import('proper-lockfile')
  mkdirSync(dirname(outdir), { recursive: true })
  const release = await lockfile.lock(outdir, {
    realpath: false, // the output may not exist yet
    lockfilePath: `${outdir}.lock`,
    stale: STALE_MS,
    retries: { retries: Math.ceil(WAIT_MS / 250), minTimeout: 50, maxTimeout: 250, factor: 1.5 },
    // The lock outlived its refresh (a stalled machine): the rename below is still atomic, so at
    // worst two builders each put a complete tree in place. Say so rather than crash mid-build.
    onCompromised: (err) => console.warn(`build lock for ${outdir} lost: ${err.message}`),
  })
  try {
    // Sources may have changed while we waited, and a waiter finds the build another just made.
    const stamp = fingerprint(sources)
    if (!force && current(outdir, stamp)) return false
    removeLeftovers(outdir)
    const tmp = `${outdir}.tmp-${process.pid}`
    try {
      await build(tmp)
      writeFileSync(join(tmp, STAMP), stamp)
      swap(tmp, outdir)
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
    return true
  } finally {
    await release().catch(() => {})
  }
}

// Two renames: a process resolving `outdir` in the microseconds between them finds nothing (and
// fails loudly), never a half-written tree. Processes already running keep the files they opened.
function swap (tmp, outdir) {
  const old = `${outdir}.old-${process.pid}`
  if (existsSync(outdir)) renameSync(outdir, old)
  renameSync(tmp, outdir)
  rmSync(old, { recursive: true, force: true })
}

/** Temporary trees of builders that died (under the lock nobody else is building). */
function removeLeftovers (outdir) {
  const parent = dirname(outdir)
  const base = basename(outdir)
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${base}.tmp-`) || name.startsWith(`${base}.old-`)) {
      rmSync(join(parent, name), { recursive: true, force: true })
    }
  }
}
