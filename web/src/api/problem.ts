import type { Problem } from './client'

// Maps a 422 problem's `errors[{loc, msg}]` onto form fields: `["body", "email"]` → `email`,
// `["body", "carbon", "scope1"]` → `carbon.scope1` (the path @mantine/form uses), `["query",
// "page"]` → `page`. Errors that name no field the form has go to the summary at the top of the
// form, with the problem's `detail` when there is nothing more specific.

export interface MappedProblem {
  fields: Record<string, string>
  summary: string[]
}

const LOCATIONS = new Set(['body', 'query', 'path', 'params', 'querystring', 'headers'])

export function fieldPath (loc: (string | number)[]): string {
  const parts = LOCATIONS.has(String(loc[0])) ? loc.slice(1) : loc
  return parts.map(String).join('.')
}

export function mapProblem (problem: Problem, formFields: readonly string[]): MappedProblem {
  const known = new Set(formFields)
  const fields: Record<string, string> = {}
  const summary: string[] = []
  for (const error of problem.errors ?? []) {
    const path = fieldPath(error.loc)
    // A nested path belongs to its top-level field when the form has no finer one (`keywords.3`).
    const field = known.has(path) ? path : [...known].find((f) => path.startsWith(`${f}.`))
    if (field && !(field in fields)) fields[field] = error.msg
    else if (!field) summary.push(path ? `${path}: ${error.msg}` : error.msg)
  }
  if (Object.keys(fields).length === 0 && summary.length === 0) summary.push(problem.detail || problem.title)
  return { fields, summary }
}
