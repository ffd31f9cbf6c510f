import { defineError } from '../../core/http/errors.js'

export const matchNotFound = defineError({ status: 404, code: 'matches.not_found', title: 'Match not found' })
// The spec answers an unknown action with 400 (not 422): the request is well-formed JSON.
export const invalidMatchAction = defineError({ status: 400, code: 'matches.invalid_action', title: 'Invalid match action' })
