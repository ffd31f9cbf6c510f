import * as z from 'zod/mini'

// Building blocks of the routes' URL schemas, on zod's tree-shaken "mini" build: the full build
// was 87 kB of the first load's JavaScript for a few dozen URL parameters. A parameter that is
// missing or invalid is dropped (or takes its default), so a hand-edited or outdated link still
// opens the page.

/** Absent or invalid → undefined. */
export const maybe = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** Absent or invalid → `value`. */
export const orElse = <T extends z.ZodMiniType>(schema: T, value: Exclude<z.output<T>, undefined>) =>
  z.catch(z._default(schema, value), value)

/** A whole number ≥ 1 from the URL's text. */
export const pageNumber = z.coerce.number().check(z.refine(Number.isInteger), z.gte(1))

/** Text trimmed, then `min`-`max` characters long. */
export const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max))
