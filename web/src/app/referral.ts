// A referral link (`/?ref=CODE&utm_source=…`) records the click once (POST /referrals/click) and
// keeps its referral_id for the 90-day attribution window, so a registration days later still
// carries it (decisions.md, "Referral lifecycle"). Shared by the landing page and registration.

const KEY = 'grantwise.referral'
const WINDOW_MS = 90 * 24 * 60 * 60 * 1000

export interface StoredReferral { referral_id: string; partner_company: string; saved_at: number }

export function rememberReferral (referralId: string, partnerCompany: string, now = Date.now()): void {
  const value: StoredReferral = { referral_id: referralId, partner_company: partnerCompany, saved_at: now }
  globalThis.localStorage?.setItem(KEY, JSON.stringify(value))
}

/** The referral to send with a registration, if one was recorded within 90 days. */
export function storedReferral (now = Date.now()): StoredReferral | null {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as StoredReferral | null
    if (value && typeof value.referral_id === 'string' && now - value.saved_at < WINDOW_MS) return value
  } catch { /* a damaged entry is treated as none */ }
  globalThis.localStorage?.removeItem(KEY)
  return null
}
