import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// Alerts (issue 26): the user's saved searches and followed calls.

const savedSearchesRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/saved-searches', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./saved-searches.page'), 'SavedSearchesPage'),
})

const followedRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/followed', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./followed.page'), 'FollowedPage'),
})

export const routes = [savedSearchesRoute, followedRoute] as const
