import { redirect } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { $api, session } from '../api/client'
import type { SessionKind } from '../api/session'

// Who is signed in, for components (`useSessionKind`) and for route guards (`requireSession`):
// a page for users sends a visitor (or a partner) to /login with a way back, and vice versa.

export function useSessionKind (): SessionKind | null {
  return useSyncExternalStore((cb) => session.subscribe(cb), () => session.kind, () => null)
}

/** The signed-in user (`GET /auth/me`), when the session is a user's. */
export function useMe () {
  const kind = useSessionKind()
  return $api.useQuery('get', '/api/v1/auth/me', {}, { enabled: kind === 'user', staleTime: 60_000 })
}

const LOGIN: Record<SessionKind, '/login' | '/partners/login'> = { user: '/login', partner: '/partners/login' }

/** A route's `beforeLoad`: continue only with a session of `kind`, else to its login page. */
export function requireSession (kind: SessionKind) {
  return ({ location }: { location: { href: string } }) => {
    if (session.kind !== kind) throw redirect({ to: LOGIN[kind], search: { redirect: location.href } })
  }
}
