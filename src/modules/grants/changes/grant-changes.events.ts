import type { DbOrTx } from '../../../core/db/client.js'
import type { FieldChange } from './grant-changes.tables.js'

// What the announcer tells the outside, in the transaction that claims a change: the
// notifications module (in-app + e-mail per follower) and, through `onAnnounced`, webhooks.

/** One follower of a call: the user and the workspace they followed it in. */
export interface Follower { user_id: string; tenant_id: string }

export interface GrantChangeAnnounced {
  change_id: number
  grant_id: string
  changes: FieldChange[]
  urgent: boolean
  followers: Follower[]
}

/** The notifications module's side: writes each follower's notice (dedupe key `grant_changed:<change_id>`). */
export interface GrantChangeEvents {
  changed (tx: DbOrTx, event: GrantChangeAnnounced): Promise<void>
}

/** The webhooks' port: the workspaces of the followers of a change just announced. */
export type OnAnnounced = (tx: DbOrTx, event: {
  change_id: number; grant_id: string; tenant_ids: string[]; changes: FieldChange[]; urgent: boolean
}) => Promise<void>
