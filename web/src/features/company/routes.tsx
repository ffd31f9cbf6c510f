import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The company area's routes. Placeholders until its pages land.

const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', component: () => <PageTitle>Dashboard</PageTitle> })
const companiesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/companies', component: () => <PageTitle>Companies</PageTitle> })
const companyNewRoute = createRoute({ getParentRoute: () => rootRoute, path: '/companies/new', component: () => <PageTitle>CompanyNew</PageTitle> })
const companyDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: '/companies/$companyId', component: () => <PageTitle>CompanyDetail</PageTitle> })
const carbonProfileRoute = createRoute({ getParentRoute: () => rootRoute, path: '/companies/$companyId/carbon', component: () => <PageTitle>CarbonProfile</PageTitle> })
const accountRoute = createRoute({ getParentRoute: () => rootRoute, path: '/account', component: () => <PageTitle>Account</PageTitle> })

export const routes = [dashboardRoute, companiesRoute, companyNewRoute, companyDetailRoute, carbonProfileRoute, accountRoute] as const
