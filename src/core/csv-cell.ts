// A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): one starting with
// = + - @, a tab or a carriage return, or with their full-width (＝ ＋ － ＠) or small (﹦ ﹢ ﹣)
// forms, which spreadsheets in East Asian locales read as the same operators. An apostrophe in
// front makes it text again. Every CSV we write passes its text cells through here.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63]/

export const inertCsvText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text)
