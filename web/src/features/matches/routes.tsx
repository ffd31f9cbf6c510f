import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { z } from 'zod'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'
import { APPLICATION_STATUSES, HISTORY_STATUSES, HISTORY_TYPES } from './constants'

// The matches area: matches, their detail, applications, the in-app inbox with e-mail history,
// and notification preferences. Tabs, filters and pages live in the URL (bad values are dropped).

const page = z.coerce.number().int().min(1).default(1).catch(1)

const matchesSearch = z.object({
  company_id: z.guid().optional().catch(undefined),
  status: z.enum(['active', 'saved', 'dismissed']).default('active').catch('active'),
  // Same scale as the API (0–1), shown as a percent.
  min_score: z.coerce.number().min(0).max(1).optional().catch(undefined),
  // Only the caller's: the API's assigned_to=me.
  assigned: z.enum(['me']).optional().catch(undefined),
  page,
})

const applicationsSearch = z.object({
  company_id: z.guid().optional().catch(undefined),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  assigned: z.enum(['me']).optional().catch(undefined),
})

const notificationsSearch = z.object({
  tab: z.enum(['inbox', 'email']).default('inbox').catch('inbox'),
  filter: z.enum(['all', 'unread']).default('all').catch('all'),
  page,
  notification_type: z.enum(HISTORY_TYPES).optional().catch(undefined),
  delivery: z.enum(HISTORY_STATUSES).optional().catch(undefined),
  hpage: page,
})

const matchesRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/matches', validateSearch: matchesSearch, beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./matches.page'), 'MatchesPage'),
})
const matchDetailRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/matches/$matchId', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./match-detail.page'), 'MatchDetailPage'),
})
const applicationsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/applications', validateSearch: applicationsSearch, beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./applications.page'), 'ApplicationsPage'),
})
const applicationDetailRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/applications/$applicationId', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./application-detail.page'), 'ApplicationDetailPage'),
})
const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/notifications', validateSearch: notificationsSearch, beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./notifications.page'), 'NotificationsPage'),
})
const notificationSettingsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/settings/notifications', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./notification-settings.page'), 'NotificationSettingsPage'),
})

export const routes = [matchesRoute, matchDetailRoute, applicationsRoute, applicationDetailRoute, notificationsRoute, notificationSettingsRoute] as const
