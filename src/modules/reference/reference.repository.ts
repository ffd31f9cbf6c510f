import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import type { Country, NaceCode } from './reference.data.js'
import { countries, naceCodes } from './reference.tables.js'

export function createReferenceRepository (db: DbOrTx) {
  return {
    /** Idempotent: rows are replaced by the bundled data. */
    async upsertAll (nace: NaceCode[], list: Country[]): Promise<void> {
      await db.insert(naceCodes).values(nace).onConflictDoUpdate({
        target: naceCodes.code,
        set: Object.fromEntries(['level', 'section', 'division', 'group', 'class', 'parent', 'description', 'position']
          .map((c) => [c, sql.raw(`excluded."${c}"`)])),
      })
      await db.insert(countries).values(list).onConflictDoUpdate({
        target: countries.code,
        set: Object.fromEntries(['name', 'flag_emoji', 'is_eu_member', 'is_eea_member', 'group']
          .map((c) => [c, sql.raw(`excluded."${c}"`)])),
      })
    },
  }
}
