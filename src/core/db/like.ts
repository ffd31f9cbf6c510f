/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it taken literally
 * (backslash is PostgreSQL's default LIKE escape): a user's "50%" never becomes a wildcard.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
