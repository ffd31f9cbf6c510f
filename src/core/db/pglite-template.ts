import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A fresh PGlite database costs 3-4 s (initdb inside WASM); copying a ready one and opening it
// costs ~1 s. `npm install` (the `prepare` script) therefore builds one migrated, seeded data
// directory, and every new data directory (and every test database) starts as a copy of it.
// What a copy costs is mostly creating files (about 1 ms each on some virtual disks), so the
// template keeps only the database PGlite opens, `postgres`: template0 and template1 exist for
// CREATE DATABASE, which an embedded database never runs, and were half the files (1,225 files
// copied in 1.2 s there, 625 in 0.6 s). Copying in a worker thread while the server loads its
// modules gained nothing there: both wait on the file system.
// The key covers everything the template contains (PGlite version, migrations), so a stale
// template is simply not found and the slow path runs instead; migrations run after either.

const root = fileURLToPath(new URL('../../../', import.meta.url))
const cacheDir = join(root, 'node_modules', '.cache', 'grantwise')
// Part of the key: a change to how the template is made (not only to what goes in) makes a new one.
const FORMAT = '2: without template0 and template1'

export function templateDir (): string {
  const hash = createHash('sha256').update(FORMAT)
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version)
  const migrations = join(root, 'drizzle')
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrations, file)))
  }
  return join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}`)
}

// A copy is made beside the data directory and renamed into place, so a start killed mid-copy
// leaves a `.partial` directory (removed by the next start), never half a database. Callers hold
// the data directory's lock (open-container.ts), so any `.partial` found is abandoned.
const partialSuffix = '.copy.partial'

/** Makes `dir` a copy of the template when it holds no database yet and a template exists. */
export function copyTemplateIfNew (dir: string): boolean {
  const copy = `${dir}${partialSuffix}`
  rmSync(copy, { recursive: true, force: true })
  if (existsSync(join(dir, 'PG_VERSION'))) return false
  const template = templateDir()
  if (!existsSync(join(template, 'PG_VERSION'))) return false
  cpSync(template, copy, { recursive: true })
  try {
    renameSync(copy, dir)   // an empty `dir` is replaced too
  } catch {
    // `dir` holds files but no database (a data directory someone prepared): copy over them.
    cpSync(copy, dir, { recursive: true })
    rmSync(copy, { recursive: true, force: true })
  }
  return true
}

/** Builds the template with `build(dir)` in a scratch directory, then moves it into place. */
export async function writeTemplate (build: (dir: string) => Promise<void>): Promise<string> {
  const target = templateDir()
  const scratch = `${target}.${process.pid}.partial`   // concurrent builders never expose half a template
  rmSync(scratch, { recursive: true, force: true })
  await build(scratch)
  await dropTemplateDatabases(scratch)
  if (existsSync(target)) rmSync(scratch, { recursive: true, force: true })
  else renameSync(scratch, target)
  // Templates of earlier versions (41 MB each) are never read again.
  for (const name of readdirSync(cacheDir)) {
    const dir = join(cacheDir, name)
    if (/^pglite-[0-9a-f]{16}$/.test(name) && dir !== target) rmSync(dir, { recursive: true, force: true })
  }
  return target
}

async function dropTemplateDatabases (dir: string): Promise<void> {
  // Loaded here: only the install step makes a template.
  const [{ PGlite }, { pg_trgm: pgTrgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  const client = new PGlite(dir, { extensions: { pg_trgm: pgTrgm } })
  try {
    // A template database cannot be dropped; DROP DATABASE runs outside a transaction, one each.
    for (const name of ['template0', 'template1']) {
      await client.exec(`alter database ${name} is_template false`)
      await client.exec(`drop database ${name}`)
    }
    await client.exec('checkpoint')
  } finally {
    await client.close()
  }
}

export const hasTemplate = () => existsSync(join(templateDir(), 'PG_VERSION'))
