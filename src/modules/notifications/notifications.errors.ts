import { defineError } from '../../core/http/errors.js'

export const notificationNotFound = defineError({ status: 404, code: 'notifications.not_found', title: 'Notification not found' })
export const invalidNotificationId = defineError({ status: 400, code: 'notifications.invalid_id', title: 'Invalid notification id' })
export const invalidUnsubscribeLink = defineError({ status: 400, code: 'notifications.invalid_unsubscribe_link', title: 'Invalid unsubscribe link' })
export const emailServiceFailed = defineError({ status: 500, code: 'notifications.email_service_error', title: 'E-mail service error' })
export const tooManyTestEmails = defineError({ status: 429, code: 'notifications.too_many_test_emails', title: 'Too many test e-mails' })
