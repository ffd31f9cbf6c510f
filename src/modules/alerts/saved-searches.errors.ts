import { defineError } from '../../core/http/errors.js'

export const savedSearchNotFound = defineError({ status: 404, code: 'alerts.saved_search_not_found', title: 'Saved search not found' })
export const tooManySavedSearches = defineError({ status: 409, code: 'alerts.too_many_saved_searches', title: 'Too many saved searches' })
