import type { DbOrTx } from '../../../core/db/client.js'
import { runOutsideLanes } from '../../../core/db/lanes.js'
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index.js'

const versionNumber = (version: string) => Number(version) || 0

/**
 * The index of the catalogue's current version, built on demand. A search waits for a build at
 * most `waitMs`, and only while the catalogue is small (a few ms, so the index answers at once
 * after a write); a large one is rebuilt while SQL answers. A build for an older version never
 * replaces a newer index.
 */
export function createIndexHolder (db: DbOrTx, { waitMs = 1_000, waitBelow = 5_000 } = {}) {
  let index: CatalogueIndex | null = null
  let building: { version: string; done: Promise<CatalogueIndex | null> } | null = null
  const stopping = new AbortController()
  const build = (version: string) => {
    const run = {
      version,
      // Shared by every later search, whoever's request started it: no lane's pool or timeout.
      done: runOutsideLanes(() => buildCatalogueIndex(db, version, stopping.signal))
        .then((built) => {
          if (built && versionNumber(built.version) >= versionNumber(index?.version ?? '-1')) index = built
          return built
        })
        .finally(() => { if (building === run) building = null }),
    }
    building = run
    return run.done
  }
  return {
    /** The index at `version`, or null while it is being built (or its build failed). */
    async at (version: string): Promise<CatalogueIndex | null> {
      if (index?.version === version) return index
      const done = building?.version === version ? building.done : build(version)
      if (index && index.grants.count >= waitBelow) return null
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), waitMs) })
      try {
        return await Promise.race([done.catch(() => null), late])
      } finally {
        clearTimeout(timer)
      }
    },
    /** Builds the index of `version` now (start-up), resolving to its size. */
    async warm (version: string): Promise<number> {
      if (index?.version !== version) await (building?.version === version ? building.done : build(version))
      return index?.grants.count ?? 0
    },
    stop (): void { stopping.abort() },
  }
}
export type IndexHolder = ReturnType<typeof createIndexHolder>
