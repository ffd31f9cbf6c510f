import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { z } from 'zod'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// Working as a team: the workspace's members and invitations, the invitation link's page (public:
// the invited person may have no account yet) and the audit log (admins and owners, the API decides).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined)

const auditSearch = z.object({
  action: z.string().regex(/^[a-z_]+(\.[a-z_]*)?$/).optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).default(1).catch(1),
})

const membersRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/settings/members', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./members.page'), 'MembersPage'),
})
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/invite', validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('./invite.page'), 'InvitePage'),
})
const auditRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/audit', validateSearch: auditSearch, beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./audit.page'), 'AuditPage'),
})

export const routes = [membersRoute, inviteRoute, auditRoute] as const
