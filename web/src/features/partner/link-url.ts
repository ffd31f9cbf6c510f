// Building a partner's referral link. Kept free of React so the rules are easy to read and test.

export type Landing = 'home' | 'search' | 'grant'
export interface Utm { utm_source: string; utm_medium: string; utm_campaign: string }

export const UTM_PRESETS = {
  linkedin: { utm_source: 'linkedin', utm_medium: 'social' },
  newsletter: { utm_source: 'newsletter', utm_medium: 'email' },
  signature: { utm_source: 'email', utm_medium: 'signature' },
} as const satisfies Record<string, Partial<Utm>>
export type Preset = keyof typeof UTM_PRESETS

/**
 * The path of a pasted grant address, when it is one of ours: same origin (or a bare path) and
 * `/grants/<id>`. Anything else is null, so a partner cannot wrap someone else's site in our link.
 */
export function grantPath (pasted: string, origin: string): string | null {
  const value = pasted.trim()
  if (!value) return null
  let url: URL
  try { url = new URL(value, origin) } catch { return null }
  if (url.origin !== origin) return null
  return /^\/grants\/[A-Za-z0-9_-]+\/?$/.test(url.pathname) ? url.pathname.replace(/\/$/, '') : null
}

/** `${origin}${path}?ref=CODE&utm_source=…` with the empty UTM fields left out. */
export function referralUrl (origin: string, path: string, code: string, utm: Utm): string {
  const params = new URLSearchParams({ ref: code })
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = utm[key].trim()
    if (value) params.set(key, value)
  }
  return `${origin}${path}?${params.toString()}`
}
