import { StringEnum } from './http/common.schema.js'

// The languages people read Grantwise in: the web app's and the e-mails'. Stored per user and per
// partner (`language` columns, a plain text without a check constraint): adding one is a matter of
// this list, the e-mail templates of templates/<language>/ and the web app's i18n files, with no
// migration. A stored value the code no longer knows is read as English by the e-mail renderer.

export const LANGUAGES = ['en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/** The API's `language` field. */
export const LanguageField = StringEnum(LANGUAGES, {
  description: 'Language of the e-mails and of the web app for this account: en or de (default en)',
})
