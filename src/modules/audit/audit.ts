import type { DbOrTx } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { auditEvents } from './audit.tables.js'

// The one writer of the audit log. Modules call it with the transaction of the change they make,
// so an entry exists exactly when its change does. The actor is the caller (null for the system).

export interface AuditEntry {
  /** `<subject>.<verb>`: member.invited, member.role_changed, company.created, match.saved… */
  action: string
  subject_type: string
  subject_id?: string | null
  details?: Record<string, unknown>
}

export async function recordAudit (
  tx: DbOrTx, actor: Pick<Caller, 'tenant_id' | 'user_id' | 'email'> | { tenant_id: string; user_id: null; email: null },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditEvents).values({
    tenant_id: actor.tenant_id, actor_id: actor.user_id, actor_email: actor.email,
    action: entry.action, subject_type: entry.subject_type, subject_id: entry.subject_id ?? null, details: entry.details ?? {},
  })
}
