import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asUser, callerOf, can } from '../../core/http/auth.js'
import { errorResponses, ref } from '../../core/http/common.schema.js'
import { noStore } from '../../core/http/no-store.js'
import { perMinute } from '../../core/http/rate-limit.js'
import { TokenPair } from '../auth/auth.schema.js'
import type { InvitationsService } from './invitations.service.js'
import {
  AcceptBody,
  Invitation,
  InvitationList,
  InvitationParams,
  InvitationPreview,
  InviteBody,
  InvitedRegisterBody,
  Member,
  MemberList,
  MemberParams,
  RoleBody,
  SwitchBody,
  TransferBody,
  Workspace,
  WorkspaceDelete,
  WorkspaceList,
  WorkspaceUpdate,
} from './workspaces.schema.js'
import type { WorkspacesService } from './workspaces.service.js'

const security = [{ bearerAuth: [] }]
const noContent = { 204: { type: 'null', description: 'Done' } } as const

// Workspaces, members, invitations. The permission each route needs is in its config (see
// core/auth/permissions.ts); rules about whom it is done to are the service's.
export function workspacesRoutes(
  workspaces: WorkspacesService,
  invitations: InvitationsService,
  { rateLimitPerMinute }: { rateLimitPerMinute: number },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['workspaces']
    noStore(app) // token pairs, members' addresses

    app.get(
      '/workspaces',
      {
        config: can('account.own'),
        schema: {
          tags,
          security,
          summary: 'The workspaces you belong to, the current one first',
          response: { 200: ref(WorkspaceList) },
        },
      },
      async (req) => ({ items: await workspaces.list(asUser(req)) }),
    )

    app.post(
      '/auth/switch-workspace',
      {
        config: can('account.own'),
        schema: {
          tags: ['auth', ...tags],
          security,
          body: SwitchBody,
          response: { 200: ref(TokenPair), ...errorResponses(404) },
          summary: 'Sign in to another of your workspaces: a new token pair for it (the current session ends)',
        },
      },
      (req) => workspaces.switchTo(asUser(req), req.body.tenant_id),
    )

    app.get(
      '/workspace',
      {
        config: can('workspace.read'),
        schema: { tags, security, summary: 'The workspace of the token', response: { 200: ref(Workspace) } },
      },
      (req) => workspaces.current(asUser(req)),
    )

    app.patch(
      '/workspace',
      {
        config: can('workspace.settings'),
        schema: {
          tags,
          security,
          summary: 'Rename the workspace',
          body: WorkspaceUpdate,
          response: { 200: ref(Workspace), ...errorResponses(403) },
        },
      },
      async (req) => {
        await workspaces.rename(callerOf(req), req.body.name)
        return workspaces.current(asUser(req))
      },
    )

    app.delete(
      '/workspace',
      {
        config: can('workspace.delete'),
        schema: {
          tags,
          security,
          body: WorkspaceDelete,
          response: { ...noContent, ...errorResponses(403, 422) },
          summary: 'Delete the workspace and everything in it; members keep their accounts and other workspaces',
        },
      },
      async (req, reply) => {
        await workspaces.remove(callerOf(req), req.body.confirm_name)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/workspace/members',
      {
        config: can('workspace.read'),
        schema: {
          tags,
          security,
          summary: 'Members of the workspace with their roles',
          response: { 200: ref(MemberList) },
        },
      },
      async (req) => ({ items: await workspaces.members(callerOf(req).tenant_id) }),
    )

    app.patch(
      '/workspace/members/:user_id',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          params: MemberParams,
          body: RoleBody,
          response: { 200: ref(Member), ...errorResponses(403, 404, 409) },
          summary: "Change a member's role (owners: only by an owner; the last owner stays one)",
        },
      },
      (req) => workspaces.changeRole(callerOf(req), req.params.user_id, req.body.role),
    )

    app.delete(
      '/workspace/members/:user_id',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          params: MemberParams,
          response: { ...noContent, ...errorResponses(403, 404, 409) },
          summary: 'Remove a member: their sessions in this workspace end at once',
        },
      },
      async (req, reply) => {
        await workspaces.removeMember(callerOf(req), req.params.user_id)
        return reply.code(204).send(null)
      },
    )

    app.post(
      '/workspace/leave',
      {
        config: can('account.own'),
        schema: {
          tags,
          security,
          response: { 200: ref(TokenPair), ...errorResponses(409) },
          summary: 'Leave the workspace; answers a token pair for your default workspace',
        },
      },
      (req) => workspaces.leave(asUser(req), callerOf(req)),
    )

    app.post(
      '/workspace/transfer-ownership',
      {
        config: can('owners.manage'),
        schema: {
          tags,
          security,
          body: TransferBody,
          response: { 200: ref(Member), ...errorResponses(403, 404) },
          summary: 'Make a member an owner and yourself an admin',
        },
      },
      (req) => workspaces.transferOwnership(callerOf(req), req.body.user_id),
    )

    app.get(
      '/workspace/invitations',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          summary: 'Pending invitations, newest first',
          response: { 200: ref(InvitationList), ...errorResponses(403) },
        },
      },
      async (req) => ({ items: await invitations.pending(callerOf(req).tenant_id) }),
    )

    app.post(
      '/workspace/invitations',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          body: InviteBody,
          response: { 201: ref(Invitation), ...errorResponses(403, 409, 422, 429) },
          summary: 'Invite someone by e-mail (single-use link, valid 7 days)',
        },
      },
      async (req, reply) => reply.code(201).send(await invitations.invite(callerOf(req), req.body)),
    )

    app.post(
      '/workspace/invitations/:invitation_id/resend',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          params: InvitationParams,
          response: { 200: ref(Invitation), ...errorResponses(403, 404, 429) },
          summary: 'Send the invitation again with a new link, valid 7 days (the old link stops working)',
        },
      },
      (req) => invitations.resend(callerOf(req), req.params.invitation_id),
    )

    app.delete(
      '/workspace/invitations/:invitation_id',
      {
        config: can('members.manage'),
        schema: {
          tags,
          security,
          params: InvitationParams,
          summary: 'Withdraw a pending invitation',
          response: { ...noContent, ...errorResponses(403, 404) },
        },
      },
      async (req, reply) => {
        await invitations.revoke(callerOf(req), req.params.invitation_id)
        return reply.code(204).send(null)
      },
    )

    const open = { access: 'public', ...perMinute(rateLimitPerMinute) } as const

    app.post(
      '/invitations/preview',
      {
        config: open,
        schema: {
          tags,
          body: AcceptBody,
          response: { 200: InvitationPreview, ...errorResponses(400) },
          summary: 'What an invitation link offers: the workspace, the address, and whether it has an account',
        },
      },
      (req) => invitations.preview(req.body.token),
    )

    app.post(
      '/invitations/accept',
      {
        config: can('account.own'),
        schema: {
          tags,
          security,
          body: AcceptBody,
          response: { 200: ref(TokenPair), ...errorResponses(400, 403, 409) },
          summary: 'Join with the signed-in account of the invited address; answers a token pair for the workspace',
        },
      },
      (req) => invitations.accept(asUser(req), req.body.token),
    )

    app.post(
      '/invitations/register',
      {
        config: open,
        schema: {
          tags,
          body: InvitedRegisterBody,
          response: { 201: ref(TokenPair), ...errorResponses(400, 409, 422) },
          summary: 'Create an account for the invited address, in the workspace; answers a token pair for it',
        },
      },
      async (req, reply) => reply.code(201).send(await invitations.register(req.body)),
    )
  }
}
