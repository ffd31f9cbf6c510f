import { useEffect, useRef, useState, type RefObject } from 'react'

// What a screen-reader or keyboard user needs from a single-page app that a full page load gives
// for free: the window's title names the page (tabs, history and the screen reader's first words),
// and after a navigation focus lands on the new page's h1 and its name is announced.

const SITE = 'Grantwise'
// A lazily loaded page may show its h1 only after its data: wait this long for it.
const SETTLE_MS = 4_000

/** The page's name: its h1's `data-doc-title` (for a heading that counts results), else its text. */
function pageName (main: HTMLElement): string | null {
  const h1 = main.querySelector<HTMLElement>('h1')
  return h1?.dataset.docTitle?.trim() || h1?.textContent?.trim() || null
}

/** Keeps `document.title` as "<page> – Grantwise", following the h1 of `main` as it changes. */
export function useDocumentTitle (main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = main.current
    if (!root) return
    const sync = () => {
      const name = pageName(root)
      const title = name ? `${name} – ${SITE}` : SITE
      if (document.title !== title) document.title = title
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(root, {
      subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-doc-title'],
    })
    return () => observer.disconnect()
  }, [main])
}

/**
 * After each navigation (not the first load), focus moves to the new page's h1 and the page's
 * name goes to a live region; returns that region's text. The h1 may come late (lazy page,
 * loading state) or be replaced (a loading heading, then the grant's title): until SETTLE_MS, or
 * until the user presses a key or a pointer, focus follows to the current h1 — and comes back to
 * it should a closing menu or popover hand focus back to the control that opened it.
 */
export function useFocusOnNavigation (main: RefObject<HTMLElement | null>, path: string | undefined): string {
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(true)
  useEffect(() => {
    const root = main.current
    if (!root || path === undefined) return
    if (first.current) { first.current = false; return }
    let placed: HTMLElement | null = null
    // The user's own moves end the settling: from then on focus is theirs.
    const acted = () => stop()
    const place = () => {
      const h1 = root.querySelector<HTMLElement>('h1')
      if (!h1 || h1 === placed) return
      h1.tabIndex = -1
      h1.focus({ preventScroll: false })
      placed = h1
      setAnnouncement(pageName(root) ?? '')
    }
    // Focus taken outside the page by the app itself (a menu returning focus to its button as it
    // closes, after the h1 had it) goes back to the heading.
    const reclaim = (event: FocusEvent) => {
      if (placed && event.target instanceof Node && !root.contains(event.target)) placed.focus({ preventScroll: true })
    }
    const observer = new MutationObserver(place)
    // No h1 at all in time: main itself takes focus, so the next Tab starts in the new content.
    const timer = setTimeout(() => { if (!placed) root.focus(); stop() }, SETTLE_MS)
    function stop () {
      observer.disconnect()
      clearTimeout(timer)
      document.removeEventListener('keydown', acted, true)
      document.removeEventListener('pointerdown', acted, true)
      document.removeEventListener('focusin', reclaim, true)
    }
    document.addEventListener('keydown', acted, true)
    document.addEventListener('pointerdown', acted, true)
    document.addEventListener('focusin', reclaim, true)
    place()
    observer.observe(root, { subtree: true, childList: true })
    if (!placed) setAnnouncement('')
    return stop
  }, [main, path])
  return announcement
}
