import { defineError } from '../../core/http/errors.js'

export const partnerEmailTaken = defineError({ status: 400, code: 'partners.email_taken', title: 'E-mail already registered' })
export const invalidPartnerCredentials = defineError({ status: 401, code: 'partners.invalid_credentials', title: 'Wrong e-mail or password' })
export const partnerNotAllowed = defineError({ status: 403, code: 'partners.account_disabled', title: 'Partner account suspended or inactive' })
export const partnerNotFound = defineError({ status: 404, code: 'partners.not_found', title: 'Partner not found' })
export const referralCodeNotFound = defineError({ status: 404, code: 'partners.referral_code_not_found', title: 'Referral code not found' })
export const partnerNotActive = defineError({ status: 400, code: 'partners.partner_not_active', title: 'Partner not active' })
export const clickThrottled = defineError({
  status: 429, code: 'partners.click_throttled', title: 'Too many new referrals from this address',
})
export const externalIdTaken = defineError({
  status: 409, code: 'partners.external_id_taken', title: 'Invoice number recorded on another referral',
})
export const referralNotFound = defineError({ status: 404, code: 'partners.referral_not_found', title: 'Referral not found' })
export const referralNotSignedUp = defineError({ status: 409, code: 'partners.referral_not_signed_up', title: 'Referral has no customer yet' })
export const conversionNotFound = defineError({ status: 404, code: 'partners.conversion_not_found', title: 'Conversion not found' })
export const refundTooLarge = defineError({ status: 409, code: 'partners.refund_exceeds_revenue', title: 'Refund exceeds the revenue' })
export const idempotencyConflict = defineError({ status: 409, code: 'partners.external_id_reused', title: 'external_id already used with other values' })
export const commissionNotFound = defineError({ status: 404, code: 'partners.commission_not_found', title: 'Commission not found' })
export const forbiddenTransition = defineError({ status: 409, code: 'partners.invalid_transition', title: 'Status change not allowed' })
export const onHold = defineError({ status: 409, code: 'partners.commission_on_hold', title: 'Commission still in its hold period' })
export const sepaNotConfigured = defineError({
  status: 409, code: 'partners.sepa_not_configured', title: 'The platform\'s paying account is not configured',
})
export const nothingToPay = defineError({ status: 409, code: 'partners.nothing_to_pay', title: 'No partner to pay in this period' })
