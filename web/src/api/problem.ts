import { i18n } from '../app/i18n'
import type { Problem } from './client'

// Maps a 422 problem's `errors[{loc, msg}]` onto form fields: `["body", "email"]` → `email`,
// `["body", "carbon", "scope1"]` → `carbon.scope1` (the path @mantine/form uses), `["query",
// "page"]` → `page`. Errors that name no field the form has go to the summary at the top of the
// form, with the problem's `detail` when there is nothing more specific. A schema's complaint (the
// API names its keyword in `type`) is said in the app's words, per field where it has better ones
// (`validation.website.pattern`), never as the schema's text (`must match pattern "^https?://…"`);
// the server's own sentences (a taken e-mail, a password rule) are kept.

export interface MappedProblem {
  fields: Record<string, string>
  summary: string[]
}

const LOCATIONS = new Set(['body', 'query', 'path', 'params', 'querystring', 'headers'])

export function fieldPath (loc: (string | number)[]): string {
  const parts = LOCATIONS.has(String(loc[0])) ? loc.slice(1) : loc
  return parts.map(String).join('.')
}

const SCHEMA_KEYWORDS = new Set([
  'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'enum', 'type', 'required', 'minItems', 'maxItems',
])

type FieldError = NonNullable<Problem['errors']>[number]

function message (error: FieldError): string {
  if (!SCHEMA_KEYWORDS.has(error.type)) return error.msg
  const field = fieldPath(error.loc).split('.')[0]
  return i18n.t([`validation.${field}.${error.type}`, `validation.${error.type}`], { ns: 'common', defaultValue: error.msg })
}

export function mapProblem (problem: Problem, formFields: readonly string[]): MappedProblem {
  const known = new Set(formFields)
  const fields: Record<string, string> = {}
  const summary: string[] = []
  for (const error of problem.errors ?? []) {
    const path = fieldPath(error.loc)
    // A nested path belongs to its top-level field when the form has no finer one (`keywords.3`).
    const field = known.has(path) ? path : [...known].find((f) => path.startsWith(`${f}.`))
    if (field && !(field in fields)) fields[field] = message(error)
    else if (!field) summary.push(path ? `${path}: ${message(error)}` : message(error))
  }
  if (Object.keys(fields).length === 0 && summary.length === 0) summary.push(problem.detail || problem.title)
  return { fields, summary }
}
