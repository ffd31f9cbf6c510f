import type { DbOrTx } from '../../core/db/client.js'

// What matching tells the rest of the service: the notifications module implements it (the in-app
// `match_refresh`, `new_match` alerts above each user's threshold). It gets the transaction that
// stored the matches, so what it writes commits or rolls back with them.

export interface MatchesCalculated {
  tenant_id: string
  /** Who asked for the calculation. */
  user_id: string
  company_id: string
  total: number
  /** Matches stored for the first time. */
  new_matches: { match_id: string; grant_id: string; score: number }[]
}

export interface MatchEvents {
  calculated (tx: DbOrTx, event: MatchesCalculated): Promise<void>
}
