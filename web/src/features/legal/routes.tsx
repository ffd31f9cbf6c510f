import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router'
import { requireSession } from '../../app/auth'
import { rootRoute } from '../../app/root'

// The operator's legal pages (imprint, privacy notice, terms), linked from every page's footer,
// and the operator's page that publishes them.

export const LEGAL_KINDS = ['imprint', 'privacy', 'terms'] as const
export type LegalKind = typeof LEGAL_KINDS[number]

const legalRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/legal/$kind',
  params: {
    parse: ({ kind }) => {
      if (!LEGAL_KINDS.includes(kind as LegalKind)) throw notFound()
      return { kind: kind as LegalKind }
    },
    stringify: ({ kind }) => ({ kind }),
  },
  component: lazyRouteComponent(() => import('./legal.page'), 'LegalPage'),
})
const adminLegalRoute = createRoute({
  getParentRoute: () => rootRoute, path: '/admin/legal', beforeLoad: requireSession('user'),
  component: lazyRouteComponent(() => import('./admin-legal.page'), 'AdminLegalPage'),
})

export const routes = [legalRoute, adminLegalRoute] as const
