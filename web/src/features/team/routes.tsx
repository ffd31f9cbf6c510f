import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { requireSession } from '../../app/auth'
import { maybe, orElse, pageNumber } from '../../app/url-schema'
import { rootRoute } from '../../app/root'

// Working as a team: the workspace's members and invitations, the invitation link's page (public:
// the invited person may have no account yet) and the audit log (admins and owners, the API decides).

const day = maybe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))

const auditSearch = z.object({
  action: maybe(z.string().check(z.regex(/^[a-z_]+(\.[a-z_]*)?$/))),
  from: day,
  to: day,
  page: orElse(pageNumber, 1),
})

const membersRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/settings/members', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./members.page'), 'MembersPage'),
})
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/invite', validateSearch: z.object({ token: maybe(z.string()) }),
  component: lazyRouteComponent(() => import('./invite.page'), 'InvitePage'),
})
const auditRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/audit', validateSearch: auditSearch, beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./audit.page'), 'AuditPage'),
})

export const routes = [membersRoute, inviteRoute, auditRoute] as const
