// People type web addresses as they see them on a card or in a browser bar ("www.beckertech.de"),
// and the API wants a full URL: the scheme is added rather than the address refused.

/** "www.beckertech.de" → "https://www.beckertech.de"; blank → null; a full URL stays as it is. */
export function webAddress (value: string): string | null {
  const v = value.trim()
  if (!v) return null
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`
}
