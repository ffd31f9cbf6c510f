import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseCookie } from 'cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../language.js'

// A visitor's first view of the pages people land on (home, search, a grant), rendered by the web
// app's own components on the server (web/src/entry-server.tsx, built into web/dist/.ssr) and
// written into index.html: on a slow phone the page can be read once the HTML and its style sheet
// are in, instead of after the app's JavaScript has loaded and run (docs/benchmarks.md). The app
// then takes over, starting from the same data (the query cache is in the page as JSON).
//
// Only for visitors: a signed-in person's pages depend on who they are, which the server does not
// know from a page request (the tokens live in the browser), so the app marks a signed-in browser
// with a cookie and those requests get the plain shell. A render that fails or takes longer than
// FIRST_VIEW_TIMEOUT_MS also falls back to the plain shell: the first view is an acceleration,
// never a requirement.

export interface FirstView { html: string; state: string }
interface Renderer {
  renderFirstView (request: { url: string; language: Language; transport: typeof fetch }): Promise<FirstView | null>
}

/** Cookies the web app sets (web/src/app/first-view.ts); neither is a credential. */
export const LANGUAGE_COOKIE = 'gw_lang'
export const SIGNED_IN_COOKIE = 'gw_signed_in'

/**
 * The language the app will start in, by its own rule (web/src/app/i18n.ts): `?lang=`, the stored
 * choice (mirrored in a cookie), the browser's first language, English.
 */
export function languageOf (request: FastifyRequest, cookies: Record<string, string | undefined>): Language {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')
  if (isLanguage(query)) return query
  if (isLanguage(cookies[LANGUAGE_COOKIE])) return cookies[LANGUAGE_COOKIE]
  const browser = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE
}

/** The app's API requests, answered by the server's own routes in this process (no network). */
function transportTo (app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const call = new Request(input, init)
    const url = new URL(call.url)
    const res = await app.inject({
      method: call.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
      remoteAddress: request.ip,   // the visitor's own rate limits, not the server's
    })
    const type = String(res.headers['content-type'] ?? '')
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': type } })
  }
}

/** Loads the renderer from a build that has one; null otherwise (an older build, or none). */
export async function firstViews (app: FastifyInstance, dir: string, timeoutMs: number) {
  const file = join(dir, '.ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  const renderer = await import(pathToFileURL(file).href) as Renderer
  return async (request: FastifyRequest): Promise<{ view: FirstView; language: Language } | null> => {
    const cookies = parseCookie(request.headers.cookie ?? '')
    if (cookies[SIGNED_IN_COOKIE]) return null
    const language = languageOf(request, cookies)
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), timeoutMs) })
    try {
      const rendered = renderer.renderFirstView({ url: request.url, language, transport: transportTo(app, request) })
      const view = await Promise.race([rendered, late])
      return view ? { view, language } : null
    } catch (err) {
      request.log.warn({ err, url: request.url }, 'first view not rendered; serving the plain shell')
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

const json = (s: string) => s.replace(/</g, '\\u003c')

/** index.html with the first view in its root element, the query cache beside it, and its language. */
export function withFirstView (shell: string, { view, language }: { view: FirstView; language: Language }): string {
  return shell
    .replace('<html lang="en"', () => `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${view.html}</div>\n` +
      `<script type="application/json" id="gw-state">${json(view.state)}</script>`)
}
