import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The web app's routes as the router defines them: read from web/src/app/router.tsx and the area
// route files it imports, not from a copied list, so a renamed or removed page is noticed by the
// tests that check the links we send (e-mails, sitemap).

const ROUTER = resolve(dirname(fileURLToPath(import.meta.url)), '../web/src/app/router.tsx')

/** Every route path of the web app, e.g. `/grants/$grantId`. */
export function webRoutePaths (): string[] {
  const router = readFileSync(ROUTER, 'utf8')
  const areas = [...router.matchAll(/from '(\.\.\/features\/[\w-]+\/routes)'/g)].map((m) => m[1]!)
  if (areas.length === 0) throw new Error('no route files found in the router')
  return areas.flatMap((area) => {
    const source = readFileSync(join(dirname(ROUTER), `${area}.tsx`), 'utf8')
    return [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!)
  })
}

/** The route a URL path opens (`/grants/42` → `/grants/$grantId`), or undefined. */
export function webRouteOf (path: string, routes = webRoutePaths()): string | undefined {
  const clean = path.replace(/\/+$/, '') || '/'
  return routes.find((route) => {
    const pattern = route.split('/')
      .map((part) => part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    return new RegExp(`^${pattern.join('/') || '/'}$`).test(clean)
  })
}
