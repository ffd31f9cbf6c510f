import { eq } from 'drizzle-orm'
import type { DbOrTx } from './client.js'
import { appMeta } from './meta.tables.js'

export async function getMeta (db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1)
  return row?.value
}

export async function setMeta (db: DbOrTx, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } })
}
