import { defineError } from '../../core/http/errors.js'

export const apiKeyNotFound = defineError({ status: 404, code: 'integrations.api_key_not_found', title: 'API key not found' })
