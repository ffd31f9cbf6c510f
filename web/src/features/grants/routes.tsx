import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { maybe, trimmed } from '../../app/url-schema'
import { rootRoute } from '../../app/root'
import { $api } from '../../api/client'
import { prefetchSearch } from './search-queries'
import { searchSchema } from './search-schema'

// The grants area: the landing page, the search (all its state in the URL) and a grant's detail.
// Pages are lazy; only the search schemas load with the shell. Each page's first requests start
// in its loader, as soon as the URL is read, while the page's chunks still load (the same query
// options as the page's, so it finds them in the cache): on a first visit that is a round trip
// sooner, half a second on a slow network.

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
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/grants/stats', {}))
    const closing = { params: { query: { days: 30, limit: 6 } } }
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/grants/deadlines', closing))
  },
  component: lazyRouteComponent(() => import('./landing.page'), 'LandingPage'),
})

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/grants',
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => { prefetchSearch(context.queryClient, deps) },
  component: lazyRouteComponent(() => import('./search.page'), 'SearchPage'),
})

const grantDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/grants/$grantId',
  loader: ({ context: { queryClient }, params: { grantId } }) => {
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/grants/{grant_id}', { params: { path: { grant_id: grantId } } }))
  },
  component: lazyRouteComponent(() => import('./grant-detail.page'), 'GrantDetailPage'),
})

export const routes = [landingRoute, searchRoute, grantDetailRoute] as const
