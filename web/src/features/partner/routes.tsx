import { createRoute } from '@tanstack/react-router'
import { PageTitle } from '../../app/page'
import { rootRoute } from '../../app/root'

// The partner area's routes. Placeholders until its pages land.

const partnerRegisterRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/register', component: () => <PageTitle>PartnerRegister</PageTitle> })
const partnerLoginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/login', component: () => <PageTitle>PartnerLogin</PageTitle> })
const partnerDashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners', component: () => <PageTitle>PartnerDashboard</PageTitle> })
const linkBuilderRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/links', component: () => <PageTitle>LinkBuilder</PageTitle> })
const referralsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/referrals', component: () => <PageTitle>Referrals</PageTitle> })
const commissionsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/commissions', component: () => <PageTitle>Commissions</PageTitle> })
const partnerProfileRoute = createRoute({ getParentRoute: () => rootRoute, path: '/partners/profile', component: () => <PageTitle>PartnerProfile</PageTitle> })

export const routes = [partnerRegisterRoute, partnerLoginRoute, partnerDashboardRoute, linkBuilderRoute, referralsRoute, commissionsRoute, partnerProfileRoute] as const
