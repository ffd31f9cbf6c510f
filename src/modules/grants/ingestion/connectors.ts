import type { GrantSource } from '../grants.tables.js'
import type { ConnectorContext, GrantSourceConnector } from './connector.js'

/**
 * A connector loaded at its first read: the parsers behind the connectors (HTML, XML, streamed
 * JSON, ZIP) are a quarter of a second of module loading that a server should not pay before it
 * answers; the first ingestion (the bundled dataset runs after the server listens) pays it once.
 */
function loadedOnUse (source: GrantSource, load: () => Promise<GrantSourceConnector>): GrantSourceConnector {
  return {
    source,
    async * readFiles (path: string, ctx: ConnectorContext) { yield * (await load()).readFiles(path, ctx) },
    async * readLive (ctx: ConnectorContext) { yield * (await load()).readLive(ctx) },
  }
}

export const connectors: Record<GrantSource, GrantSourceConnector> = {
  eu_portal: loadedOnUse('eu_portal', async () => (await import('./eu-portal/eu-portal.connector.js')).euPortalConnector),
  cordis: loadedOnUse('cordis', async () => (await import('./cordis/cordis.connector.js')).cordisConnector),
  cohesion: loadedOnUse('cohesion', async () => (await import('./cohesion/cohesion.connector.js')).cohesionConnector),
  innovate_uk: loadedOnUse('innovate_uk', async () => (await import('./innovate-uk/innovate-uk.connector.js')).innovateUkConnector),
}
