import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

// PGlite allows exactly one process per data directory: a second one raises no error and
// silently loses committed rows. Every entry point takes this lock before opening the directory.

export class DataDirLockedError extends Error {
  constructor (readonly dataDir: string) {
    super(`The data directory ${dataDir} is in use by another Grantwise process (usually the running server). ` +
      'Stop it first, or point DATABASE_URL at PostgreSQL so several processes can share the data.')
    this.name = 'DataDirLockedError'
  }
}

export async function lockDataDir (dataDir: string, { waitMs = 0 } = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true })
  // A lock left by a killed process goes stale after 10 s (the holder refreshes it every 2 s).
  const retries = waitMs > 0 ? { retries: Math.ceil(waitMs / 1000), minTimeout: 1000, maxTimeout: 1000 } : 0
  try {
    return await lockfile.lock(dataDir, { lockfilePath: join(dataDir, 'grantwise.lock'), stale: 10_000, update: 2_000, retries })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir)
    throw err
  }
}
