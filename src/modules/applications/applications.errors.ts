import { defineError } from '../../core/http/errors.js'

export const applicationNotFound = defineError({ status: 404, code: 'applications.not_found', title: 'Application not found' })
export const forbiddenTransition = defineError({ status: 409, code: 'applications.forbidden_transition', title: 'Status change not allowed' })
export const applicationExists = defineError({ status: 409, code: 'applications.already_open', title: 'An application is already in progress' })
