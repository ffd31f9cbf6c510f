import { defineError } from '../../core/http/errors.js'

export const workspaceNotFound = defineError({
  status: 404,
  code: 'workspaces.not_found',
  title: 'Workspace not found',
})
export const memberNotFound = defineError({
  status: 404,
  code: 'workspaces.member_not_found',
  title: 'Member not found',
})
export const lastOwner = defineError({
  status: 409,
  code: 'workspaces.last_owner',
  title: 'A workspace keeps at least one owner',
})
export const alreadyMember = defineError({ status: 409, code: 'workspaces.already_member', title: 'Already a member' })
export const invitationPending = defineError({
  status: 409,
  code: 'workspaces.invitation_pending',
  title: 'An invitation is pending',
})
export const invitationNotFound = defineError({
  status: 404,
  code: 'workspaces.invitation_not_found',
  title: 'Invitation not found',
})
export const invitationInvalid = defineError({
  status: 400,
  code: 'workspaces.invitation_invalid',
  title: 'Invalid invitation',
})
export const wrongAccount = defineError({
  status: 403,
  code: 'workspaces.wrong_account',
  title: 'Invitation for another address',
})
export const confirmationMismatch = defineError({
  status: 422,
  code: 'workspaces.confirmation_mismatch',
  title: 'Confirmation does not match',
})
export const tooManyInvitations = defineError({
  status: 429,
  code: 'workspaces.too_many_invitations',
  title: 'Too many invitations',
})
