import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { requireSession } from '../../app/auth'
import { maybe, orElse, pageNumber } from '../../app/url-schema'
import { rootRoute } from '../../app/root'
import { APPLICATION_STATUSES, HISTORY_STATUSES, HISTORY_TYPES } from './constants'

// The matches area: matches, their detail, applications, the in-app inbox with e-mail history,
// and notification preferences. Tabs, filters and pages live in the URL (bad values are dropped).

const page = orElse(pageNumber, 1)

const matchesSearch = z.object({
  company_id: maybe(z.guid()),
  status: orElse(z.enum(['active', 'saved', 'dismissed']), 'active'),
  // Same scale as the API (0–1), shown as a percent.
  min_score: maybe(z.coerce.number().check(z.gte(0), z.lte(1))),
  // Only the caller's: the API's assigned_to=me.
  assigned: maybe(z.enum(['me'])),
  page,
})

const applicationsSearch = z.object({
  company_id: maybe(z.guid()),
  status: maybe(z.enum(APPLICATION_STATUSES)),
  assigned: maybe(z.enum(['me'])),
})

const notificationsSearch = z.object({
  tab: orElse(z.enum(['inbox', 'email']), 'inbox'),
  filter: orElse(z.enum(['all', 'unread']), 'all'),
  page,
  notification_type: maybe(z.enum(HISTORY_TYPES)),
  delivery: maybe(z.enum(HISTORY_STATUSES)),
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
