import type { DbOrTx } from '../../core/db/client.js'
import type { ApplicationStatus } from './applications.tables.js'

// What the applications module tells the rest of the service. The notifications module implements
// it (the in-app `application_status` notification and e-mail, subject to preferences). It gets
// the transaction of the change, so what it writes commits or rolls back with it.

export interface ApplicationStatusChanged {
  tenant_id: string
  /** Who made the change. */
  user_id: string
  application_id: string
  company_id: string
  grant_id: string
  from: ApplicationStatus
  to: ApplicationStatus
}

export interface ApplicationEvents {
  statusChanged (tx: DbOrTx, event: ApplicationStatusChanged): Promise<void>
}
