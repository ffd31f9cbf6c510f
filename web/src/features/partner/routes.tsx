import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { z } from 'zod'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'
import { COMMISSION_STATUSES, REFERRAL_STATUSES } from './shared'

// The partner portal: registration and sign-in are public; everything else needs a partner
// session. Filters and pages live in the URL, and bad values are dropped (`.catch`).

// Page 1 is left out of the URL (undefined), so the plain list has a plain address.
const page = z.coerce.number().int().min(1).optional().catch(undefined)

const partnerRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/register',
  component: lazyRouteComponent(() => import('./register.page'), 'PartnerRegisterPage'),
})

const partnerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/login',
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('./login.page'), 'PartnerLoginPage'),
})

const partnerDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners',
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./dashboard.page'), 'PartnerDashboardPage'),
})

const linkBuilderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/links',
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./links.page'), 'LinkBuilderPage'),
})

const referralsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/referrals',
  validateSearch: z.object({ status: z.enum(REFERRAL_STATUSES).optional().catch(undefined), page }),
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./referrals.page'), 'ReferralsPage'),
})

const commissionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/commissions',
  validateSearch: z.object({ status: z.enum(COMMISSION_STATUSES).optional().catch(undefined), page }),
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./commissions.page'), 'CommissionsPage'),
})

const partnerProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/profile',
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./profile.page'), 'PartnerProfilePage'),
})

export const routes = [partnerRegisterRoute, partnerLoginRoute, partnerDashboardRoute, linkBuilderRoute, referralsRoute, commissionsRoute, partnerProfileRoute] as const
