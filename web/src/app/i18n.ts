import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { rememberLanguage } from './first-view'

// English and German from the first page. Each area of the app keeps its own namespace file
// (`i18n/en/grants.json`, `i18n/de/grants.json`), so areas are translated independently; a unit
// test checks that both languages have the same keys. Numbers, dates and EUR amounts go through
// Intl in format.ts with the current language.

export const LANGUAGES = ['en', 'de'] as const
export type Language = typeof LANGUAGES[number]
const STORAGE_KEY = 'grantwise.lang'

// English `common` (the shell's strings, and every language's fallback) is in the first load; every
// other namespace, German `common` included, is its own small chunk, fetched with the first page
// that uses it and only in the current language (the app waits for it: main.tsx, pages suspend),
// so the translations of all areas and languages do not weigh on the first visit.
const common = import.meta.glob<Record<string, unknown>>('../i18n/en/common.json', { eager: true, import: 'default' })
const lazy = import.meta.glob<Record<string, unknown>>(['../i18n/*/*.json', '!../i18n/en/common.json'], { import: 'default' })

export function resources (): Record<Language, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = { en: {}, de: {} }
  for (const [path, messages] of Object.entries(common)) {
    const [, lang] = /\/i18n\/(\w+)\/common\.json$/.exec(path) ?? []
    if (lang && out[lang]) out[lang].common = messages
  }
  return out as Record<Language, Record<string, Record<string, unknown>>>
}

/** Every namespace of the app (a first view drawn on the server loads them all: nothing may wait). */
export const NAMESPACES = [...new Set(Object.keys(lazy).map((path) => /\/(\w[\w-]*)\.json$/.exec(path)?.[1] ?? 'common'))]

const chunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read (language, namespace, callback) {
    const load = lazy[`../i18n/${language}/${namespace}.json`]
    if (!load) { callback(null, {}); return }
    load().then((messages) => callback(null, messages as ResourceKey), (error: Error) => callback(error, null))
  },
}

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.includes(value as Language)
const languageInUrl = (): Language | null => {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('lang')
  return isLanguage(fromUrl) ? fromUrl : null
}

/** `?lang=de`, then the stored choice, then the browser's language, then English. */
function initialLanguage (): Language {
  const fromUrl = languageInUrl()
  if (fromUrl) return fromUrl
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
  if (isLanguage(stored)) return stored
  const browser = globalThis.navigator?.language?.slice(0, 2)
  return isLanguage(browser) ? browser : 'en'
}

export const i18n = i18next.createInstance()
void i18n.use(chunks).use(initReactI18next).init({
  resources: resources(),
  partialBundledLanguages: true,   // common is bundled, the other namespaces come from `chunks`
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },   // React escapes
  returnNull: false,
})

// Screen readers pick their voice from <html lang>; axe checks it.
const applyLang = (lng: string) => { if (globalThis.document) document.documentElement.lang = lng }
applyLang(i18n.language)
i18n.on('languageChanged', (lng) => {
  applyLang(lng)
  globalThis.localStorage?.setItem(STORAGE_KEY, lng)
  rememberLanguage(lng)
})

/** The language shown now, as the API names it (sent with a sign-up: the account's e-mails follow it). */
export function currentLanguage (): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en'
}

/**
 * At sign-in the account's stored language (the one its e-mails are written in) becomes the app's,
 * so a person sees the same language on every device; a `?lang=` in the address wins, as it does on
 * first load (a link meant to open in one language).
 */
export async function adoptAccountLanguage (language: string | undefined): Promise<void> {
  if (!isLanguage(language) || languageInUrl() || language === i18n.language) return
  await i18n.changeLanguage(language)
}
