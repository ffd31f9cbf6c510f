import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router'
import { session } from '../api/client'
import { routes as account } from '../features/account/routes'
import { routes as admin } from '../features/admin/routes'
import { routes as alerts } from '../features/alerts/routes'
import { routes as legal } from '../features/legal/routes'
import { routes as company } from '../features/company/routes'
import { routes as grants } from '../features/grants/routes'
import { routes as integrations } from '../features/integrations/routes'
import { routes as matches } from '../features/matches/routes'
import { routes as partner } from '../features/partner/routes'
import { routes as team } from '../features/team/routes'
import { queryClient } from './query'
import { rootRoute } from './root'
import { parseSearch, stringifySearch } from './url-state'

// Code-based route tree (no generated route file): each area of the app lists its routes in
// features/<area>/routes.tsx, each with a zod-validated search schema where it has URL state.
const routeTree = rootRoute.addChildren([...grants, ...account, ...company, ...matches, ...partner, ...admin, ...team,
  ...integrations, ...alerts, ...legal])

/**
 * The app's router. The server draws a first view with its own history and query cache, and
 * without scroll restoration, which it would write as an inline script (the browser's router
 * restores scrolling itself).
 */
export const createAppRouter = (options: { queryClient: QueryClient; history?: RouterHistory }) => createRouter({
  routeTree,
  context: { queryClient: options.queryClient },
  history: options.history,
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  scrollRestoration: !options.history,
})

export const router = createAppRouter({ queryClient })
type AppRouter = typeof router

/**
 * Loads the current location's route: its loaders, and its pages' code, which a render would
 * otherwise wait for (the server's first view, and the browser taking that view over, render once).
 */
export async function loadRoute (target: AppRouter): Promise<void> {
  await target.load()
  const routes = target.routesById as Record<string, AnyRoute>
  await Promise.all(target.state.matches.map((m) => routes[m.routeId]?.options.component?.preload?.()))
}

// A session that ends or changes hands, in this tab or another (sign-out, a refused refresh, another
// account signed in): the previous account's data leaves the screen and the cache at once, and the
// route guards run again, so a private page sends the visitor to sign in with a way back. A switch
// to another workspace (a new pair whose token names another tenant) clears the cache the same way,
// so no list of the previous workspace stays on screen in any tab.
let signedIn = session.kind
let workspace = session.workspace
session.subscribe(() => {
  const now = session.kind
  const nowWorkspace = session.workspace
  const otherWorkspace = workspace !== null && nowWorkspace !== null && nowWorkspace !== workspace
  if ((signedIn !== null && now !== signedIn) || otherWorkspace) {
    queryClient.clear()
    void router.invalidate()
  }
  signedIn = now
  if (nowWorkspace !== null || now === null) workspace = nowWorkspace
})

declare module '@tanstack/react-router' {
  interface Register { router: typeof router }
}
