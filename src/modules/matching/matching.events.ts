import type { Logger } from '../../core/logger.js'

// What matching tells the rest of the service. The notifications module implements this port
// (an in-app `match_refresh`, `new_match` e-mails above the user's threshold); until it does, the
// events are logged.

export interface MatchRefreshed { tenant_id: string; user_id: string; company_id: string; total: number; new_matches: number }
export interface NewMatches { tenant_id: string; user_id: string; company_id: string; matches: { match_id: string; grant_id: string; score: number }[] }

export interface MatchEvents {
  refreshed (event: MatchRefreshed): Promise<void>
  newMatches (event: NewMatches): Promise<void>
}

export const loggedMatchEvents = (log: Logger): MatchEvents => ({
  async refreshed (event) { log.info({ event: 'match_refresh', ...event }, 'matches recalculated') },
  async newMatches (event) { log.info({ event: 'new_match', company_id: event.company_id, count: event.matches.length }, 'new matches') },
})
