import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The admin area's routes. Placeholders until its pages land.

const adminHomeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: () => <PageTitle>AdminHome</PageTitle> })
const adminPartnersRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin/partners', component: () => <PageTitle>AdminPartners</PageTitle> })
const adminPartnerDetailRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin/partners/$partnerId', component: () => <PageTitle>AdminPartnerDetail</PageTitle> })
const adminConversionsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin/conversions', component: () => <PageTitle>AdminConversions</PageTitle> })
const adminCommissionsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin/commissions', component: () => <PageTitle>AdminCommissions</PageTitle> })
const adminIngestionRunsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin/ingestion-runs', component: () => <PageTitle>AdminIngestionRuns</PageTitle> })

export const routes = [adminHomeRoute, adminPartnersRoute, adminPartnerDetailRoute, adminConversionsRoute, adminCommissionsRoute, adminIngestionRunsRoute] as const
