import { int, pick, type Rng } from '../src/core/seeded-random.js'

// Hostile values for the fuzzer (scripts/fuzz.ts): what a careless client, a broken proxy or an
// attacker might send in place of each parameter or field. Kept in one place so a new kind of
// input that once caused a 500 is added here and then tried against every operation.

/** A JSON token spliced into a serialised body as is: values JSON.stringify cannot produce. */
export class RawJson {
  constructor (readonly text: string) {}
}

const HUGE = 'a'.repeat(100_000)

/** Strings that try parsers, SQL, text search, dates, numbers and encodings. */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\t\n', HUGE, `${'é'.repeat(50_000)}`, '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '\uFFFF', '\uFEFF',
  '😀', 'e\u0301', '\u202E\u202D', 'ǅ', 'İ', 'ß', 'ﬃ', '\u00A0', '\r\n', 'Ω'.repeat(2000),
  "'", '"', '\\', "'; drop table grants; --", '%', '_', '%%', '[a-', '(', ')', '*', ':*', '&', '|', '!', '<->', 'a & !b | c:*',
  "a' | 'b", '!!!', '::', 'null', 'undefined', 'true', 'false', '[]', '{}', '{"a":1}', 'NaN', '-NaN', 'Infinity',
  '-Infinity', '1e309', '-1e309', '-0', '0', '1', '-1', '1.5', '0x10', '1e3', ' 1 ', '+1', '2147483647', '2147483648',
  '-2147483649', '9007199254740993', '1'.repeat(400), '2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31',
  '+275760-09-13', '-000001-01-01', '2026-03-02T09:00:00Z', '2026-03-02T25:61:61Z', '1970-01-01T00:00:00.000+14:00',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '0000000-0000-0000-0000-000000000000',
  'not-a-uuid', '../../../etc/passwd', '<script>alert(1)</script>', '=cmd|" /C calc"!A0', 'C25', 'C25.1', 'A', 'Z99.99',
  'DE', 'XX', 'eu', 'a@b', 'a@b.c', '@', 'user@exa mple.com', `${'a'.repeat(300)}@example.com`, 'open', 'closed',
]

export const HOSTILE_NUMBERS: readonly (number | RawJson)[] = [
  0, -1, 1, 1.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE,
  1e-7, 100_000, 10_001, new RawJson('1e309'), new RawJson('-1e309'), new RawJson('-0'), new RawJson('1E400'),
  new RawJson('0.0000000000000000000000000000001'), new RawJson('123456789012345678901234567890'),
]

/** Any JSON value of the wrong shape for most fields. */
export function hostileJson (r: Rng): unknown {
  switch (int(r, 0, 9)) {
    case 0: case 1: case 2: return pick(r, HOSTILE_STRINGS)
    case 3: case 4: return pick(r, HOSTILE_NUMBERS)
    case 5: return pick(r, [null, true, false])
    case 6: return pick(r, [[], [null], [[]], [pick(r, HOSTILE_STRINGS)], Array.from({ length: 1001 }, (_, i) => i)])
    case 7: return pick(r, [{}, { a: 1 }, JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: {} } }])
    case 8: return deep(int(r, 20, 40))
    default: return wide(int(r, 900, 1100))
  }
}

export const deep = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value }
  return value
}
export const wide = (members: number) => Object.fromEntries(Array.from({ length: members }, (_, i) => [`k${i}`, i]))

/**
 * Raw query or path text, already percent-encoded or deliberately not: lone surrogates cannot be
 * encoded by encodeURIComponent, so their (invalid) UTF-8 and %u forms are written out by hand.
 */
export const RAW_URL_VALUES: readonly string[] = [
  '%ED%A0%80', '%uD800', '%', '%zz', '%C0%80', '%FF%FE', '%00', 'a%00b', '%E2%80%AE', '%2e%2e%2f', '..', '.', '%2F', '%252F',
  'a+b', '+', '%20', '&', '=', '%26%3D', '#', '%23', '?', ';',
]

/** One hostile value for a query or path parameter, as the text that goes into the URL. */
export function hostileUrlValue (r: Rng): string {
  if (r() < 0.2) return pick(r, RAW_URL_VALUES)
  const value = r() < 0.85 ? pick(r, HOSTILE_STRINGS) : String(pick(r, HOSTILE_NUMBERS.filter((n) => typeof n === 'number')))
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, 'x'))
}

/** Serialises a body that may hold RawJson tokens (placeholders are swapped after stringify). */
export function serialise (body: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawJson) {
      raws.push(value.text)
      return `\u0001raw${raws.length - 1}\u0001`
    }
    return value
  })
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!)
}

/** Bodies that are not the JSON the route expects at all. */
export function hostileRawBody (r: Rng): { body: string; contentType?: string } {
  const contentType = pick(r, [undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded',
    'application/json; charset=utf-16', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'])
  const body = pick(r, [
    '', '{', '}', '[', 'null', 'true', '0', '"x"', '{"a":', '{"a":1,}', '{a:1}', "{'a':1}", 'NaN', 'Infinity', '1e309',
    '\u0000', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":1}{"b":2}', '[1,2', 'a=1&a=2&b[c]=3',
    '{"__proto__":{"isAdmin":true}}', '['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
    JSON.stringify(wide(5000)), `"${HUGE}"`, `[${'1,'.repeat(50_000)}1]`,
  ])
  return contentType ? { body, contentType } : { body }
}

/** Headers the app reads (request id, agent, accept, cookies, proxies, caching), with odd values. */
export function hostileHeader (r: Rng): [string, string] {
  const value = pick(r, ['', ' ', 'x'.repeat(8000), '\u00ff\u00fe', '*/*;q=NaN', 'null', '../', '%00', '"', ',,,', '1e309'])
  const name = pick(r, ['x-request-id', 'user-agent', 'accept', 'accept-language', 'cookie', 'x-forwarded-for',
    'x-forwarded-proto', 'if-none-match', 'if-modified-since', 'range', 'accept-encoding', 'origin', 'referer'])
  const special: Record<string, string[]> = {
    accept: ['text/csv', 'application/xml', 'text/calendar', 'application/json;q=0', '*/*;q=0'],
    'x-forwarded-for': ['999.999.999.999', '::ffff:1.2.3.4, , ,', 'unknown'],
    'if-none-match': ['*', 'W/"x"', '"' + 'a'.repeat(500) + '"'],
    range: ['bytes=0-0', 'bytes=-1', 'bytes=9999999999-'],
  }
  return [name, r() < 0.5 && special[name] ? pick(r, special[name]) : value]
}
