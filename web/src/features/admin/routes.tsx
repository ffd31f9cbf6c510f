import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'
import { commissionsSearch, conversionsSearch, partnersSearch, runsSearch } from './search'

// The operator console. Every page needs a user session; whether the user is an operator is the
// API's call (403 → "not allowed" through QueryState), so a company user never sees a broken page.

const guard = requireSession('user')

const adminHomeRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin', beforeLoad: guard,
  component: lazyRouteComponent(() => import('./home.page'), 'AdminHomePage'),
})
const adminPartnersRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/partners', beforeLoad: guard, validateSearch: partnersSearch,
  component: lazyRouteComponent(() => import('./partners.page'), 'AdminPartnersPage'),
})
const adminPartnerDetailRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/partners/$partnerId', beforeLoad: guard,
  component: lazyRouteComponent(() => import('./partner-detail.page'), 'AdminPartnerDetailPage'),
})
const adminConversionsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/conversions', beforeLoad: guard, validateSearch: conversionsSearch,
  component: lazyRouteComponent(() => import('./conversions.page'), 'AdminConversionsPage'),
})
const adminCommissionsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/commissions', beforeLoad: guard, validateSearch: commissionsSearch,
  component: lazyRouteComponent(() => import('./commissions.page'), 'AdminCommissionsPage'),
})
const adminPartnerTiersRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/partner-tiers', beforeLoad: guard,
  component: lazyRouteComponent(() => import('./partner-tiers.page'), 'AdminPartnerTiersPage'),
})
const adminIngestionRunsRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/ingestion-runs', beforeLoad: guard, validateSearch: runsSearch,
  component: lazyRouteComponent(() => import('./ingestion-runs.page'), 'AdminIngestionRunsPage'),
})

export const routes = [adminHomeRoute, adminPartnersRoute, adminPartnerDetailRoute, adminConversionsRoute,
  adminCommissionsRoute, adminIngestionRunsRoute,
  adminPartnerTiersRoute] as const
