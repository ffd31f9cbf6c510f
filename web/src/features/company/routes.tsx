import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// The company user's own area: dashboard, company profiles with their carbon profile, account.

const user = requireSession('user')

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/dashboard', beforeLoad: user,
  component: lazyRouteComponent(() => import('./dashboard.page'), 'DashboardPage'),
})
const companiesRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/companies', beforeLoad: user,
  component: lazyRouteComponent(() => import('./companies.page'), 'CompaniesPage'),
})
const companyNewRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/companies/new', beforeLoad: user,
  component: lazyRouteComponent(() => import('./company-new.page'), 'CompanyNewPage'),
})
const companyDetailRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/companies/$companyId', beforeLoad: user,
  component: lazyRouteComponent(() => import('./company-edit.page'), 'CompanyEditPage'),
})
const carbonProfileRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/companies/$companyId/carbon', beforeLoad: user,
  component: lazyRouteComponent(() => import('./carbon.page'), 'CarbonPage'),
})
const accountRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/account', beforeLoad: user,
  component: lazyRouteComponent(() => import('./account.page'), 'AccountPage'),
})

export const routes = [dashboardRoute, companiesRoute, companyNewRoute, companyDetailRoute, carbonProfileRoute, accountRoute] as const
