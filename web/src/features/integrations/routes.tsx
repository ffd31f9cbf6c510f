import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// Integrations (admins and owners; the API decides): the workspace's webhook endpoints with their
// delivery logs, and its API keys.

const integrationsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/settings/integrations', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./integrations.page'), 'IntegrationsPage'),
})

export const routes = [integrationsRoute] as const
