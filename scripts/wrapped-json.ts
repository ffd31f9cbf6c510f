import { readFileSync } from 'node:fs'

// The evaluation sets keep long texts (graders' reasons, titles, profiles' needs and descriptions,
// queries) as arrays of lines of at most about 100 characters, so each line of the file reads at once;
// reading joins a text's lines with the spaces they were cut at.
const WRAPPED = new Set(['reason', 'title', 'needs', 'description', 'method', 'intent', 'q'])

/** A JSON file whose wrapped texts come back as the strings they were. */
export function readWrappedJson<T>(file: URL): T {
  return JSON.parse(readFileSync(file, 'utf8'), (key, value: unknown) =>
    WRAPPED.has(key) && Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' ') : value) as T
}
