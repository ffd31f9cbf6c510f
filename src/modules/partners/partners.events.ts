import type { DbOrTx } from '../../core/db/client.js'
import type { Language } from '../../core/language.js'
import type { CommissionStatus, PartnerStatus } from './partners.tables.js'

// What the referral programme tells its partners: the notifications module implements it with
// e-mails written in the transaction of the change (an e-mail exists exactly when its cause does).

export interface PartnerAddressee {
  id: string; email: string; contact_name: string; company_name: string; referral_code: string; language: Language
}

export interface PartnerEvents {
  /** A new application (status pending): its receipt, in the transaction that created the partner. */
  applied (tx: DbOrTx, partner: PartnerAddressee): Promise<void>
  /** An operator moved the partner to `status` (approved = active). */
  statusChanged (tx: DbOrTx, partner: PartnerAddressee, status: PartnerStatus, notes: string | null): Promise<void>
  /** Commissions of one partner moved to approved or paid together (one e-mail for a batch). */
  commissionsChanged (tx: DbOrTx, partner: PartnerAddressee, status: Extract<CommissionStatus, 'approved' | 'paid'>, items: { period: string; amount: number }[]): Promise<void>
}

/** A recorded conversion (customer revenue) and the commission it earned. */
export interface ReferralConverted {
  referral_id: string; partner_id: string; revenue_id: string; amount: number; currency: 'EUR'; occurred_at: string
  external_id: string | null
  /** The referral's first revenue (signed up → converted). */
  first_conversion: boolean
  commission: { amount: number; status: CommissionStatus; rate: number }
}

/** Commissions moved to one status together (one operator action). */
export interface CommissionsStatusChanged {
  status: CommissionStatus
  commissions: { id: string; partner_id: string; from: CommissionStatus; amount: number; period: string }[]
}

// What the programme tells the platform operator's systems (the operator's webhook endpoints),
// in the transaction of the change.
export interface ProgrammeEvents {
  referralConverted (tx: DbOrTx, event: ReferralConverted): Promise<void>
  commissionsStatusChanged (tx: DbOrTx, event: CommissionsStatusChanged): Promise<void>
}
