import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { maybe, trimmed } from '../../app/url-schema'
import { rootRoute } from '../../app/root'
import { searchSchema } from './search-schema'

// The grants area: the landing page, the search (all its state in the URL) and a grant's detail.
// Pages are lazy; only the search schemas load with the shell.

const text = maybe(trimmed(1, 200))

export const landingSearchSchema = z.object({
  ref: maybe(trimmed(1, 64)),
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
})

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: landingSearchSchema,
  component: lazyRouteComponent(() => import('./landing.page'), 'LandingPage'),
})

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/grants',
  validateSearch: searchSchema,
  component: lazyRouteComponent(() => import('./search.page'), 'SearchPage'),
})

const grantDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/grants/$grantId',
  component: lazyRouteComponent(() => import('./grant-detail.page'), 'GrantDetailPage'),
})

export const routes = [landingRoute, searchRoute, grantDetailRoute] as const
