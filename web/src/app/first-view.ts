import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Session } from '../api/session'

// The browser's half of a visitor's first view (drawn on the server: src/core/http/first-view.ts).
// The page carries the query cache the server rendered with, so the app starts from the same data
// and does not ask for it again; two cookies tell the server what it cannot see in a page request:
// the stored language choice, and that this browser is signed in (its pages are then left to the
// app, which knows who is signed in). Neither cookie is a credential.

const YEAR = 365 * 24 * 60 * 60
let drawnByServer = false

function setCookie (name: string, value: string | null): void {
  if (!globalThis.document) return
  document.cookie = value === null
    ? `${name}=; path=/; max-age=0; samesite=lax`
    : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; samesite=lax`
}

/** Mirrors the stored language choice for the server (names as in first-view.ts). */
export const rememberLanguage = (language: string) => setCookie('gw_lang', language)

/** Keeps the signed-in mark in step with the session, in this tab and when another tab changes it. */
export function markSignedIn (session: Session): void {
  const mark = () => setCookie('gw_signed_in', session.kind === null ? null : '1')
  mark()
  session.subscribe(mark)
}

/**
 * Fills the query cache with the data the server's first view was drawn with. Returns the
 * translation namespaces that view used (to load before taking it over), or null when the page
 * has no first view.
 */
export function adoptFirstView (queryClient: QueryClient): string[] | null {
  const script = globalThis.document?.getElementById('gw-state')
  if (!script?.textContent) return null
  script.remove()
  try {
    const { namespaces, ...state } = JSON.parse(script.textContent) as DehydratedState & { namespaces?: string[] }
    hydrate(queryClient, state)
    drawnByServer = true
    return namespaces ?? []
  } catch {
    // Data that does not parse: the app asks for it and draws the page anew.
    return null
  }
}

/**
 * Marks the page as the app's (`<html data-ready>`): a drawn page looks the same before, but acts
 * only from then on (the end-to-end scenarios wait for it). The shell marks pages the server did
 * not draw; a page the server can draw marks itself, being the last part React takes over (the
 * router's Suspense boundary around it hydrates after the shell).
 */
export function useMarkReady (by: 'shell' | 'page'): void {
  useEffect(() => {
    if (by === 'page' || !drawnByServer) document.documentElement.dataset.ready = ''
  }, [by])
}
