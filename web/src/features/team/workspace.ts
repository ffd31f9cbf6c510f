import type { QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { $api, api, session, unwrap, type Problem, type Schemas } from '../../api/client'
import { useMe } from '../../app/auth'

// The workspace the session is in: its members and the caller's role, what that role may do, and
// how a session moves to another workspace (switch, accept an invitation, leave).

export type Role = Schemas['Member']['role']
export const ROLES = ['member', 'admin', 'owner'] as const satisfies readonly Role[]
export const INVITE_ROLES = ['member', 'admin'] as const

export const useMembers = () => $api.useQuery('get', '/api/v1/workspace/members', {}, { staleTime: 60_000 })
export const useWorkspaces = () => $api.useQuery('get', '/api/v1/workspaces', {}, { staleTime: 60_000 })

/** The caller's role in the current workspace (from /auth/me), or undefined while loading. */
export function useRole (): Role | undefined {
  return useMe().data?.role
}

/** What a role may do here; the server decides in the end (a 403 is shown as a sentence). */
export function abilities (role: Role | undefined) {
  const admin = role === 'admin' || role === 'owner'
  return {
    manage: admin,            // invite, remove members, change roles below owner, rename, audit log
    own: role === 'owner',    // owners: transfer ownership, delete the workspace, make owners
    /** Whether the caller may change or remove a member with this role. */
    canTouch: (target: Role) => role === 'owner' || (admin && target !== 'owner'),
    /** The roles the caller may give. */
    grantable: (role === 'owner' ? ROLES : admin ? (['member', 'admin'] as const) : []) as readonly Role[],
  }
}

/**
 * A new token pair for another workspace (switch, accepted invitation, leave): stored as sign-in
 * stores it (all tabs follow), and everything cached from the previous workspace dropped.
 */
export function enterWorkspace (queryClient: QueryClient, pair: Schemas['TokenPair']): void {
  session.signIn('user', pair)
  queryClient.clear()
}

export async function switchWorkspace (queryClient: QueryClient, tenantId: string): Promise<void> {
  enterWorkspace(queryClient, unwrap(await api.POST('/api/v1/auth/switch-workspace', { body: { tenant_id: tenantId } })))
}

/**
 * A problem as one plain sentence: a 403 names who may ("Only admins and owners can do this."),
 * anything else is the server's detail.
 */
export function problemSentence (t: TFunction<'team'>, problem: Problem | null | undefined): string {
  if (!problem) return t('errors.network')
  if (problem.status === 403 && problem.required_roles?.length) {
    const roles = problem.required_roles.map((r) => t(`rolesPlural.${r as Role}`))
    const list = new Intl.ListFormat(t('errors.listLocale'), { type: 'conjunction' }).format(roles)
    return t('errors.onlyRoles', { roles: list, role: problem.role ? t(`roles.${problem.role as Role}`) : '' })
  }
  return problem.detail || problem.title
}
