import { defineError, fieldErrors } from '../../core/http/errors.js'

export const webhookNotFound = defineError({ status: 404, code: 'integrations.webhook_not_found', title: 'Webhook endpoint not found' })
export const deliveryNotFound = defineError({ status: 404, code: 'integrations.delivery_not_found', title: 'Webhook delivery not found' })
export const deliveryBusy = defineError({ status: 409, code: 'integrations.delivery_in_progress', title: 'Delivery in progress' })

/** A URL the SSRF rules refuse (scheme, credentials, or a private, loopback or reserved address). */
export const unsafeUrl = (msg: string) => fieldErrors([{ loc: ['body', 'url'], msg, type: 'url_not_allowed' }])
