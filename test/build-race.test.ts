import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

// Several processes start from one checkout at once (`npm start` twice and `npm run worker`), and
// each runs scripts/build.mjs first: they must queue on the build, and none may see a half-written
// output (issue 27). Builds into a temporary --outdir: dist/ and dist-test/ stay untouched.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)
const parent = mkdtempSync(join(tmpdir(), 'gw-build-race-'))
const outdir = join(parent, 'out')
afterAll(() => rmSync(parent, { recursive: true, force: true }))

const build = (...args: string[]) =>
  run(process.execPath, ['scripts/build.mjs', '--outdir', outdir, ...args], { cwd: ROOT, timeout: 60_000 })

/** Every file a complete build holds: a module and its map per source, and the data directories. */
function expectComplete (): void {
  const src = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  for (const file of src) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      const js = file.replace(/\.ts$/, '.js')
      expect(existsSync(join(outdir, js)), js).toBe(true)
      expect(existsSync(join(outdir, `${js}.map`)), `${js}.map`).toBe(true)
    } else if (file.split('/').includes('data') && statSync(join(ROOT, 'src', file)).isFile()) {
      expect(existsSync(join(outdir, file)), file).toBe(true)
    }
  }
  expect(readFileSync(join(outdir, '.build-stamp'), 'utf8')).toMatch(/^[0-9a-f]{64}$/)
  // No temporary tree, replaced tree or lock is left beside it.
  expect(readdirSync(parent)).toEqual(['out'])
}

describe('scripts/build.mjs run by concurrent starters', () => {
  it('builds once into an empty place while the other waits, and both succeed', async () => {
    await Promise.all([build(), build()])
    expectComplete()
    // Current now: a third run builds nothing (the stamp is not rewritten).
    const stamped = statSync(join(outdir, '.build-stamp')).mtimeMs
    await build()
    expect(statSync(join(outdir, '.build-stamp')).mtimeMs).toBe(stamped)
  })

  it('replaces an existing build whole when two rebuild it at once', async () => {
    await Promise.all([build('--force'), build('--force')])
    expectComplete()
  })
})
