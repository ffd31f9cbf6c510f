import { defineError } from '../../core/http/errors.js'

export const emailTaken = defineError({ status: 400, code: 'auth.email_taken', title: 'Email already registered' })
export const invalidCredentials = defineError({ status: 401, code: 'auth.invalid_credentials', title: 'Incorrect email or password' })
export const accountDisabled = defineError({ status: 403, code: 'auth.account_disabled', title: 'Account disabled' })
export const invalidLinkToken = defineError({ status: 400, code: 'auth.invalid_link_token', title: 'Invalid or expired link' })
export const userNotFound = defineError({ status: 404, code: 'auth.user_not_found', title: 'User not found' })
export const tooManyEmails = defineError({ status: 429, code: 'auth.too_many_emails', title: 'Too many e-mails' })
