// Mantine's global styles; each component's own come with the modules that use it
// (web/mantine-css.ts), all in `@layer mantine`, so app.css overrides them in any order.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/notifications/styles.layer.css'
import './app/app.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { session } from './api/client'
import { App } from './app/app'
import { adoptFirstView, markSignedIn } from './app/first-view'
import { i18n } from './app/i18n'
import { queryClient } from './app/query'
import { loadRoute, router } from './app/router'

// Only English is in the first load: another language's shell strings arrive first (one request,
// started as the shell runs), so no page flashes in English.
// (Not a top-level await: with one, Rollup split the shell into dozens of chunks.)
// A visitor's page may arrive already drawn by the server, with its data (app/first-view.ts): the
// app then starts from that data and takes over the page as it is (hydration: no element is
// replaced, so nothing a quick visitor clicked or typed is lost); otherwise it draws the page.
// To take it over, its first render must be the server's, all at once: the route loaded first (its
// data is in the cache, its code was announced with the page), its words too, and, as on the
// server, no Suspense of the router's own around the routes (`router.ssr`, which TanStack Router's
// own SSR also sets).
const drawn = adoptFirstView(queryClient)
markSignedIn(session)
void Promise.all([i18n.loadNamespaces(['common', ...drawn ?? []]), drawn && loadRoute(router)]).then(() => {
  const root = document.getElementById('root')!
  const app = <StrictMode><App /></StrictMode>
  if (drawn) {
    router.ssr = { manifest: undefined }
    hydrateRoot(root, app)
  } else {
    createRoot(root).render(app)
  }
})
