import type { GrantSource } from '../grants.tables.js'
import type { GrantSourceConnector } from './connector.js'
import { cohesionConnector } from './cohesion/cohesion.connector.js'
import { cordisConnector } from './cordis/cordis.connector.js'
import { euPortalConnector } from './eu-portal/eu-portal.connector.js'
import { innovateUkConnector } from './innovate-uk/innovate-uk.connector.js'

export const connectors: Record<GrantSource, GrantSourceConnector> = {
  eu_portal: euPortalConnector,
  cordis: cordisConnector,
  cohesion: cohesionConnector,
  innovate_uk: innovateUkConnector,
}
