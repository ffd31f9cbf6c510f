import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A fresh PGlite database costs 3-4 s (initdb inside WASM); copying a ready one and opening it
// costs ~0.6 s. `npm install` (the `prepare` script) therefore builds one migrated, seeded data
// directory, and every new data directory (and every test database) starts as a copy of it.
// The key covers everything the template contains (PGlite version, migrations), so a stale
// template is simply not found and the slow path runs instead; migrations run after either.

const root = fileURLToPath(new URL('../../../', import.meta.url))
const cacheDir = join(root, 'node_modules', '.cache', 'grantwise')

export function templateDir (): string {
  const hash = createHash('sha256')
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version)
  const migrations = join(root, 'drizzle')
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrations, file)))
  }
  return join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}`)
}

/** Copies the template into `dir` when `dir` holds no database yet and a template exists. */
export function copyTemplateIfNew (dir: string): boolean {
  if (existsSync(join(dir, 'PG_VERSION'))) return false
  const template = templateDir()
  if (!existsSync(join(template, 'PG_VERSION'))) return false
  cpSync(template, dir, { recursive: true })
  return true
}

/** Builds the template with `build(dir)` in a scratch directory, then moves it into place. */
export async function writeTemplate (build: (dir: string) => Promise<void>): Promise<string> {
  const target = templateDir()
  const scratch = `${target}.${process.pid}.partial`   // concurrent builders never expose half a template
  rmSync(scratch, { recursive: true, force: true })
  await build(scratch)
  if (existsSync(target)) rmSync(scratch, { recursive: true, force: true })
  else renameSync(scratch, target)
  return target
}

export const hasTemplate = () => existsSync(join(templateDir(), 'PG_VERSION'))
