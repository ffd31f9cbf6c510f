import { defineError } from '../http/errors.js'

// Failures of the token check shared by every caller kind (users, partners, operators).
export const missingToken = defineError({ status: 401, code: 'auth.missing_token', title: 'Not authenticated' })
export const invalidToken = defineError({ status: 401, code: 'auth.invalid_token', title: 'Invalid token' })
export const tokenExpired = defineError({ status: 401, code: 'auth.token_expired', title: 'Token expired' })
export const tokenRevoked = defineError({ status: 401, code: 'auth.token_revoked', title: 'Token revoked' })
export const forbidden = defineError({ status: 403, code: 'auth.forbidden', title: 'Forbidden' })
