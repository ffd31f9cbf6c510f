import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// Alerts (issue 26): the user's saved searches.

const savedSearchesRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/saved-searches', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./saved-searches.page'), 'SavedSearchesPage'),
})

export const routes = [savedSearchesRoute] as const
