import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import type { PageMeta } from '../../core/http/web-app.js'
import { createTtlCache } from '../../core/ttl-cache.js'
import { createGrantsRepository } from './grants.repository.js'
import type { GrantsService } from './grants.service.js'

// What crawlers and link previews read about the catalogue: robots.txt (everything may be
// crawled; the private pages answer only to a signed-in app, so there is nothing to hide),
// sitemap.xml (the public pages and the grants that are not closed, most recently changed first,
// at most SITEMAP_GRANTS: one file, far under the protocol's 50,000 URLs and 50 MB; built at most
// once an hour, because a crawler may ask often and the list changes with ingestion only), and a
// grant page's title and summary for the Open Graph tags of the app's index.html (web-app.ts).

export const SITEMAP_GRANTS = 10_000
// The pages a visitor without an account can open; sign-in forms are not worth indexing.
export const PUBLIC_PAGES = ['/', '/grants', '/register', '/partners/register']
const HOUR_MS = 3_600_000
const GRANT_PAGE = /^\/grants\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i
// Link previews show about two lines; longer descriptions are cut by the previewer mid-word.
const DESCRIPTION_CHARS = 200

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function shorten (text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

export function createGrantPages (
  { db, clock, grants, publicUrl }: { db: Db; clock: Clock; grants: GrantsService; publicUrl: string },
) {
  const repo = createGrantsRepository(db)
  const cache = createTtlCache<string>({ ttlMs: HOUR_MS, maxEntries: 1, clock })

  async function buildSitemap (): Promise<string> {
    const rows = await repo.sitemapRows(clock.now(), SITEMAP_GRANTS)
    const urls = [
      ...PUBLIC_PAGES.map((path) => `<url><loc>${xml(publicUrl + path)}</loc></url>`),
      ...rows.map((r) =>
        `<url><loc>${xml(`${publicUrl}/grants/${r.id}`)}</loc><lastmod>${r.updated_at.toISOString()}</lastmod></url>`),
    ]
    const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
    return `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}\n${urls.join('\n')}\n</urlset>\n`
  }

  return {
    robots: () => `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`,

    sitemap: () => cache.get('sitemap', buildSitemap),

    /** Title and description of a grant page (`/grants/{id}`), or null for any other path or an unknown grant. */
    async pageMeta (path: string): Promise<PageMeta | null> {
      const id = GRANT_PAGE.exec(path)?.[1]
      if (!id) return null
      const grant = await grants.get(id.toLowerCase()).catch(() => null)
      if (!grant) return null
      const description = shorten(grant.summary || grant.description)
      return { title: grant.title, description, url: `${publicUrl}/grants/${grant.id}` }
    },
  }
}
export type GrantPages = ReturnType<typeof createGrantPages>

export function grantPagesRoutes (pages: GrantPages): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: 'public' } as const
    app.get('/robots.txt', { config, schema: { hide: true } }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(pages.robots()))
    app.get('/sitemap.xml', { config, schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
        .send(await pages.sitemap()))
  }
}
