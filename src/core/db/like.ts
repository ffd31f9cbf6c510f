const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it taken literally
 * (backslash is PostgreSQL's default LIKE escape): a user's "50%" never becomes a wildcard.
 */
export const containsPattern = (text: string) => `%${literal(text)}%`

/** A LIKE pattern for values starting with `text`, taken literally (an index range with text_pattern_ops). */
export const likePrefix = (text: string) => `${literal(text)}%`
