import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import type { Namespace } from 'i18next'
import type { ReportNamespaces } from 'react-i18next'
import { SERVER_ORIGIN, setTransport } from './api/client'
import { App } from './app/app'
import { i18n, LANGUAGES, NAMESPACES, type Language } from './app/i18n'
import { createQueryClient } from './app/query'
import { createAppRouter, loadRoute } from './app/router'

// A visitor's first view, rendered on the server (built by scripts/build-web.mjs into
// web/dist/.ssr, called by src/core/http/web-app.ts): the page as the app draws it, with its data,
// in the HTML itself. On a slow phone the page is readable when the HTML and the style sheet have
// arrived, seconds before the app's JavaScript has run; the browser's app then takes over with the
// same data (the query cache travels with the page), so it does not ask for it again.

export interface FirstView {
  /** What goes inside `<div id="root">`. */
  html: string
  /** The query cache, dehydrated, and the i18n namespaces used: what the browser's app starts from. */
  state: string
}

export interface RenderRequest {
  /** Path and query string, as the browser asked for them. */
  url: string
  language: Language
  /** Answers the app's API requests (the server's own routes, in the same process). */
  transport: typeof fetch
}

// The app's router, query cache and i18n instance are per render, but i18n's language and the API
// transport are module state: renders take turns.
let queue: Promise<unknown> = Promise.resolve()

/** The first view of `url`, or null when the page is not one to render (redirect, not found). */
export function renderFirstView (request: RenderRequest): Promise<FirstView | null> {
  const next = queue.then(() => render(request))
  queue = next.catch(() => undefined)
  return next
}

async function render ({ url, language, transport }: RenderRequest): Promise<FirstView | null> {
  setTransport(transport)
  await i18n.changeLanguage(LANGUAGES.includes(language) ? language : 'en')
  await i18n.loadNamespaces(NAMESPACES)
  // The namespaces the page uses, for the browser to load before it takes the page over (a part
  // still waiting for its words would stay inert meanwhile). react-i18next reports them here.
  const used = new Set<string>()
  ;(i18n as { reportNamespaces?: ReportNamespaces }).reportNamespaces = {
    addUsedNamespaces: (namespaces: Namespace) => { for (const ns of [namespaces].flat()) used.add(ns) },
    getUsedNamespaces: () => [...used],
  }
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) })
  await loadRoute(router)
  await settled(queryClient)
  // A page that sends the visitor elsewhere (sign-in first, or the same page at a cleaned-up address:
  // `?status=bogus` is dropped, and the browser's app says so) or that the app does not know.
  // (The router leaves a page it redirects from unresolved.)
  const { resolvedLocation, matches } = router.state
  if (resolvedLocation?.pathname !== new URL(url, SERVER_ORIGIN).pathname) return null
  if (matches.some((m) => m.status !== 'success')) return null
  // progressiveChunkSize: React otherwise sends a large part (the page inside the router's Suspense)
  // hidden, to be revealed by an inline script, which the CSP forbids and which needs JavaScript.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode><App router={router} queryClient={queryClient} /></StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  // A part that waited for something (a boundary shown later by React's inline script, which the
  // page's CSP forbids, and which needs JavaScript anyway): no first view rather than a hidden one.
  if (html.includes('<template id="B:')) return null
  return { html, state: JSON.stringify({ ...dehydrate(queryClient), namespaces: [...used] }) }
}

/** Once every request the route loaders started has its answer. */
function settled (queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    check()
  })
}
