import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { requireSession } from '../../app/auth'
import { maybe, pageNumber } from '../../app/url-schema'
import { rootRoute } from '../../app/root'
import { COMMISSION_STATUSES, REFERRAL_STATUSES } from './shared'

// The partner portal: registration and sign-in are public; everything else needs a partner
// session. Filters and pages live in the URL, and bad values are dropped (`.catch`).

// Page 1 is left out of the URL (undefined), so the plain list has a plain address.
const page = maybe(pageNumber)

const partnerRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/register',
  component: lazyRouteComponent(() => import('./register.page'), 'PartnerRegisterPage'),
})

const partnerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/login',
  validateSearch: z.object({ redirect: maybe(z.string()) }),
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
  validateSearch: z.object({ status: maybe(z.enum(REFERRAL_STATUSES)), page }),
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./referrals.page'), 'ReferralsPage'),
})

const commissionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/commissions',
  validateSearch: z.object({ status: maybe(z.enum(COMMISSION_STATUSES)), page }),
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./commissions.page'), 'CommissionsPage'),
})

const programmeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/programme',
  component: lazyRouteComponent(() => import('./programme.page'), 'PartnerProgrammePage'),
})

const payoutDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/payout-details',
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./payout-details.page'), 'PayoutDetailsPage'),
})

const partnerProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/profile',
  beforeLoad: requireSession('partner'),
  component: lazyRouteComponent(() => import('./profile.page'), 'PartnerProfilePage'),
})

export const routes = [partnerRegisterRoute, partnerLoginRoute, partnerDashboardRoute, linkBuilderRoute, referralsRoute,
  commissionsRoute, partnerProfileRoute,
  programmeRoute, payoutDetailsRoute] as const
