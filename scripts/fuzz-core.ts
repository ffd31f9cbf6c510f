import { randomUUID } from 'node:crypto'
import { int, mulberry32, pick } from '../src/core/seeded-random.js'
import { deep, hostileHeader, hostileJson, hostileRawBody, hostileUrlValue, serialise, wide } from './fuzz-values.js'

// The fuzzer's core: reads the OpenAPI document the app serves and sends every operation hostile
// values in each parameter and body field, as anonymous and signed-in callers. It needs only a
// `send` function, so the same loop runs over app.inject (the test suite) or a real socket
// (scripts/fuzz.ts --url). Anything 5xx is a failure; so is /health not answering 200.

export interface FuzzRequest { method: string; url: string; headers: Record<string, string>; body?: string }
export interface FuzzResponse { status: number; body: string }
export type Send = (request: FuzzRequest) => Promise<FuzzResponse>

export interface FuzzOptions {
  send: Send
  requests: number
  seed: number
  /** Credentials of a platform operator, when the target has one. */
  operator?: { email: string; password: string }
  /** Where the app serves its OpenAPI document. */
  specPath?: string
  healthEvery?: number
}

export interface FuzzFailure { request: FuzzRequest; status: number; body: string }
export interface FuzzReport {
  requests: number
  operations: Record<string, { requests: number; statuses: Record<number, number> }>
  failures: FuzzFailure[]
  healthFailures: { afterRequest: number; status: number }[]
}

type Schema = {
  [key: string]: unknown; type?: string | string[]; $ref?: string; properties?: Record<string, Schema>; required?: string[]
}
interface Parameter { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: Schema }
interface Operation {
  key: string; method: string; path: string; secured: boolean; parameters: Parameter[]
  body?: { schema: Schema; types: string[] }
}
type Caller = 'anonymous' | 'bad-token' | 'user' | 'partner' | 'operator'
interface Account { email: string; password: string; login: string; register?: { url: string; body: object } }

const PASSWORD = 'Fuzz-Tester-2026!'
const PATTERN_SAMPLES = ['fuzz', 'C', 'c', 'https://example.com/x', '+49 30 123456', '2026-03', '2026-03-02', 'C25', 'C25.1',
  '62.01', 'DE', 'de', '1', 'FUZZ-1', 'fuzz-1', 'a1', '#ffffff', 'EUR']
const BAD_TOKENS = ['Bearer ', 'Bearer x.y.z', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Basic YTpi', 'bearer\u0000x']

export async function fuzz (options: FuzzOptions): Promise<FuzzReport> {
  const { send, seed, requests, healthEvery = 250 } = options
  const r = mulberry32(seed)
  const spec = JSON.parse((await send({ method: 'GET', url: options.specPath ?? '/docs/json', headers: {} })).body) as {
    paths: Record<string, Record<string, {
      parameters?: Parameter[]; security?: unknown[]; requestBody?: { content: Record<string, { schema: Schema }> }
    }>>
    components?: { schemas?: Record<string, Schema> }
  }
  const components = spec.components?.schemas ?? {}
  const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => {
    const content = op.requestBody?.content
    const json = content?.['application/json'] ?? Object.values(content ?? {})[0]
    return {
      key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, secured: Boolean(op.security?.length),
      parameters: op.parameters ?? [], ...(json ? { body: { schema: json.schema, types: Object.keys(content!) } } : {}),
    }
  }))
  const report: FuzzReport = { requests: 0, operations: {}, failures: [], healthFailures: [] }
  const ids = new Map<string, Set<string>>()   // ids seen in answers, by field name, for path parameters
  const tokens = new Map<Caller, string>()
  const suffix = seed.toString(36)
  const accounts: Partial<Record<Caller, Account>> = {
    user: { email: `fuzz-user-${suffix}@example.com`, password: PASSWORD, login: '/api/v1/auth/login',
      register: { url: '/api/v1/auth/register', body: { full_name: 'Fuzz User' } } },
    partner: { email: `fuzz-partner-${suffix}@example.com`, password: PASSWORD, login: '/api/v1/partners/login',
      register: {
        url: '/api/v1/partners/register', body: { company_name: 'Fuzz Ltd', contact_name: 'Fuzz', partner_type: 'accountant' },
      } },
    ...(options.operator ? { operator: { ...options.operator, login: '/api/v1/auth/login' } } : {}),
  }

  const signIn = async (caller: Caller, fresh = false) => {
    const account = accounts[caller]
    if (!account) return
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await send({ method: 'POST', url: account.login, headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: account.email, password: account.password }).toString() })
      if (res.status === 200) { tokens.set(caller, (JSON.parse(res.body) as { access_token: string }).access_token); return }
      if (!account.register) return
      // First use, or the fuzzer deleted or locked the account: a new one.
      if (attempt > 0 || fresh) account.email = `fuzz-${caller}-${suffix}-${randomUUID().slice(0, 8)}@example.com`
      await send({ method: 'POST', url: account.register.url, headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...account.register.body, email: account.email, password: account.password }) })
    }
  }
  for (const caller of ['user', 'partner', 'operator'] as const) await signIn(caller)

  const refFor = (schema: Schema): Schema => {
    let s = schema
    for (let i = 0; s.$ref && i < 10; i++) s = components[s.$ref.replace('#/components/schemas/', '')] ?? {}
    return s
  }
  const idFor = (name: string): string => {
    const known = [...(ids.get(name) ?? []), ...(r() < 0.3 ? ids.get('id') ?? [] : [])]
    return known.length && r() < 0.8 ? pick(r, known) : randomUUID()
  }

  /** A value the schema accepts (as far as the fuzzer can tell): the base a mutation starts from. */
  const valid = (raw: Schema, name = '', depth = 0): unknown => {
    const schema = refFor(raw)
    const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
    if (choices?.length) return valid(choices.find((c) => refFor(c).type !== 'null') ?? choices[0]!, name, depth)
    if (schema.const !== undefined) return schema.const
    if (Array.isArray(schema.enum)) return pick(r, schema.enum as unknown[])
    if (schema.default !== undefined && r() < 0.3) return schema.default
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
    switch (type) {
      case 'integer': case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : 0
        const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100
        const top = Math.min(max, min + 1000)
        return type === 'integer' ? int(r, Math.ceil(min), Math.floor(top)) : min + r() * (top - min)
      }
      case 'boolean': return r() < 0.5
      case 'array': return depth > 4 ? [] : Array.from({ length: Math.max(Number(schema.minItems ?? 0), int(r, 0, 2)) },
        () => valid((schema.items as Schema | undefined) ?? {}, name, depth + 1))
      case 'object': {
        const props = schema.properties ?? {}
        return Object.fromEntries(Object.entries(props)
          .filter(([key]) => (schema.required ?? []).includes(key) || r() < 0.5)
          .map(([key, value]) => [key, depth > 4 ? null : valid(value, key, depth + 1)]))
      }
      case 'string': return validString(schema, name)
      default: return 'x'
    }
  }
  const validString = (schema: Schema, name: string): string => {
    switch (schema.format) {
      case 'uuid': return idFor(name)
      case 'email': return `fuzz-${randomUUID().slice(0, 8)}@example.com`
      case 'date': return pick(r, ['2026-03-02', '2026-12-31', '2025-01-15'])
      case 'date-time': return pick(r, ['2026-03-02T09:00:00Z', '2026-03-01T00:00:00.000Z'])
      case 'uri': return 'https://example.com/x'
    }
    if (typeof schema.pattern === 'string') return fromPattern(schema.pattern)
    if (name.includes('password')) return PASSWORD
    if (/country/.test(name)) return pick(r, ['DE', 'FR', 'PL'])
    if (/nace/.test(name)) return pick(r, ['C25', 'C25.1', '62.01', 'J'])
    if (/period/.test(name)) return '2026-03'
    if (/_id$/.test(name)) return idFor(name)
    const min = Number(schema.minLength ?? 1)
    return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.max(min, Number(schema.maxLength ?? 64)))
  }

  // Comma lists of names (`^(a|b)(,(a|b))*$`) give one or two of the names; other patterns the first
  // sample that matches.
  const fromPattern = (pattern: string): string => {
    const list = /^\^\(([\w|]+)\)\(,\(\1\)\)\*\$$/.exec(pattern)
    if (list) {
      const names = list[1]!.split('|')
      return r() < 0.7 ? pick(r, names) : `${pick(r, names)},${pick(r, names)}`
    }
    const regex = new RegExp(pattern, 'u')
    return PATTERN_SAMPLES.find((sample) => regex.test(sample)) ?? 'fuzz'
  }

  /** Replaces one leaf (or the whole value) with something hostile. */
  const mutate = (value: unknown, depth = 0): unknown => {
    if (depth > 0 && r() < 0.35) return hostileJson(r)
    if (Array.isArray(value)) return value.length && r() < 0.6
      ? value.map((v, i) => (i === 0 ? mutate(v, depth + 1) : v))
      : pick(r, [hostileJson(r), value[0] ?? 'x'])
    if (value && typeof value === 'object') {
      const entries = Object.entries(value)
      if (!entries.length || r() < 0.1) {
        return { ...value, [pick(r, ['__proto__', 'constructor', 'id', 'tenant_id', 'is_platform_admin', 'extra'])]: hostileJson(r) }
      }
      const [key] = pick(r, entries)
      return { ...value, [key]: mutate((value as Record<string, unknown>)[key], depth + 1) }
    }
    return hostileJson(r)
  }

  const urlValue = (value: unknown) => encodeURIComponent(Array.isArray(value) ? String(value[0] ?? '') : String(value))
  const build = (op: Operation): FuzzRequest => {
    const headers: Record<string, string> = {}
    if (r() < 0.1) {
      const [name, value] = hostileHeader(r)
      headers[name] = value
    }
    const mode = pick(r, ['param', 'param', 'body', 'body', 'raw', 'all'] as const)
    const hostileParam = mode === 'all' ? undefined : op.parameters.length ? pick(r, op.parameters).name : undefined
    let path = op.path
    const query: string[] = []
    for (const p of op.parameters) {
      const hostile = mode === 'all' ? r() < 0.5 : mode === 'param' && p.name === hostileParam
      if (p.in === 'path') {
        path = path.replace(`{${p.name}}`, hostile ? hostileUrlValue(r) : urlValue(valid(p.schema ?? {}, p.name)))
      } else if (p.in === 'query' && (hostile || p.required || r() < 0.4)) {
        const value = hostile ? hostileUrlValue(r) : urlValue(valid(p.schema ?? {}, p.name))
        query.push(`${p.name}=${value}`)
        // Duplicated parameters: arrays where a scalar goes.
        if (r() < 0.15) query.push(`${p.name}=${hostile ? urlValue(valid(p.schema ?? {}, p.name)) : hostileUrlValue(r)}`)
      }
    }
    if (r() < 0.05) query.push(pick(r, ['__proto__[x]=1', 'constructor=1', `${'q'.repeat(5000)}=1`, 'a[b][c]=1', '=1', '&&']))
    // Now and then another method on the same path: HEAD of a stream, OPTIONS, a verb not routed.
    const method = r() < 0.04 ? pick(r, ['HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST']) : op.method
    const request: FuzzRequest = { method, url: query.length ? `${path}?${query.join('&')}` : path, headers }
    if ((op.body && method !== 'GET' && method !== 'HEAD') || (r() < 0.1 && method !== 'GET' && method !== 'HEAD')) {
      if (mode === 'raw' || !op.body) {
        const raw = hostileRawBody(r)
        request.body = raw.body
        if (raw.contentType) headers['content-type'] = raw.contentType
      } else {
        const base = valid(op.body.schema)
        const form = op.body.types.includes('application/x-www-form-urlencoded') && r() < 0.5
        const body = mode === 'body' || mode === 'all' ? mutate(base) : r() < 0.1 ? pick(r, [deep(40), wide(1200)]) : base
        headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
        request.body = form && body && typeof body === 'object'
          ? Object.entries(body).map(([k, v]) => `${encodeURIComponent(k)}=${
            typeof v === 'string' ? encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '')) : hostileUrlValue(r)}`).join('&')
          : serialise(body)
      }
    }
    return request
  }

  const callerFor = (op: Operation): Caller => {
    if (r() < 0.1) return 'bad-token'
    if (!op.secured) return r() < 0.7 ? 'anonymous' : 'user'
    if (r() < 0.1) return 'anonymous'
    if (op.path.includes('/admin/') && tokens.has('operator')) return r() < 0.85 ? 'operator' : 'user'
    if (op.path.startsWith('/api/v1/partners/')) return r() < 0.85 ? 'partner' : 'user'
    return 'user'
  }

  // `id` in an answer of /companies… is a company_id (of /admin/partners… a partner_id, and so on).
  const resourceOf = (url: string) => {
    const segment = url.split('?')[0]!.replace(/^\/api\/v1\/(admin\/)?/, '').split('/')[0] ?? ''
    return `${segment.replace(/ies$/, 'y').replace(/(ch)es$/, '$1').replace(/s$/, '')}_id`
  }
  const harvest = (body: string, url: string) => {
    let data: unknown
    try { data = JSON.parse(body) } catch { return }
    const walk = (value: unknown, depth: number): void => {
      if (depth > 3 || !value || typeof value !== 'object') return
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && /(^|_)id$/.test(key) && /^[0-9a-f-]{36}$/.test(inner)) {
          for (const name of key === 'id' ? [key, resourceOf(url)] : [key]) {
            const known = ids.get(name) ?? new Set<string>()
            if (known.size < 50) ids.set(name, known.add(inner))
          }
        } else walk(inner, depth + 1)
      }
    }
    walk(data, 0)
  }

  for (let i = 0; i < requests; i++) {
    const op = pick(r, operations)
    const request = build(op)
    const caller = callerFor(op)
    const token = tokens.get(caller)
    if (caller === 'bad-token') request.headers.authorization = pick(r, BAD_TOKENS)
    else if (token) request.headers.authorization = `Bearer ${token}`
    const res = await send(request)
    report.requests++
    const stats = report.operations[op.key] ??= { requests: 0, statuses: {} }
    stats.requests++
    stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1
    if (res.status >= 500) {
      const shown = { ...request, ...(request.body ? { body: request.body.slice(0, 300) } : {}) }
      report.failures.push({ request: shown, status: res.status, body: res.body.slice(0, 500) })
    }
    if (res.status < 300) harvest(res.body, request.url)
    // Logout, deletion and the like end a session: sign in again so later requests stay signed in.
    if (res.status === 401 && token) await signIn(caller, true)
    if ((i + 1) % healthEvery === 0 || i + 1 === requests) {
      const health = await send({ method: 'GET', url: '/health', headers: {} })
      if (health.status !== 200) report.healthFailures.push({ afterRequest: i + 1, status: health.status })
    }
  }
  return report
}

/** The summary printed by scripts/fuzz.ts and on a failing test. */
export function formatReport (report: FuzzReport): string {
  const totals: Record<number, number> = {}
  const lines = Object.entries(report.operations).sort(([a], [b]) => a.localeCompare(b)).map(([key, { requests, statuses }]) => {
    for (const [status, count] of Object.entries(statuses)) totals[Number(status)] = (totals[Number(status)] ?? 0) + count
    return `${String(requests).padStart(6)}  ${key.padEnd(62)} ${Object.entries(statuses).map(([s, c]) => `${s}×${c}`).join(' ')}`
  })
  return [
    ...lines,
    '',
    `${report.requests} requests over ${lines.length} operations; statuses: ` +
      Object.entries(totals).map(([s, c]) => `${s}×${c}`).join(' '),
    `5xx: ${report.failures.length}; /health not 200: ${report.healthFailures.length}`,
    ...report.failures.slice(0, 30).map((f) => `  ${f.status} ${f.request.method} ${f.request.url.slice(0, 300)} ` +
      `${JSON.stringify(f.request.headers)} ${f.request.body ?? ''}\n     → ${f.body}`),
  ].join('\n')
}
