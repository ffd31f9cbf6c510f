import type { Database } from '../../core/db/client.js'

export interface HealthReport { status: 'ok' | 'unavailable'; database: 'ok' | 'unreachable'; version: string }

export function createHealthService ({ database, version }: { database: Pick<Database, 'ping'>; version: string }) {
  return {
    async check (): Promise<HealthReport> {
      try {
        await database.ping(2000)
        return { status: 'ok', database: 'ok', version }
      } catch {
        return { status: 'unavailable', database: 'unreachable', version }
      }
    },
  }
}
export type HealthService = ReturnType<typeof createHealthService>
