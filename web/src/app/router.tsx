import { createRouter } from '@tanstack/react-router'
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

export const router = createRouter({
  routeTree,
  context: { queryClient },
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  scrollRestoration: true,
})

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
