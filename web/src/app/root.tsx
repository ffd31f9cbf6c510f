import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { Layout, NotFound } from './layout'

export interface RouterContext { queryClient: QueryClient }

// The root of every route: features attach their routes to it (features/<area>/routes.tsx).
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFound,
})
