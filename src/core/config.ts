import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import cronParser from 'cron-parser'
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'

// The one place that reads the environment. Everything else receives the frozen Config.
// Parsed by hand: a schema library here would cost a tenth of the start-up time.

type Parsed<T> = { value: T } | { problem: string }
type Parser<T> = (raw: string) => Parsed<T>
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const integer = (min: number, max = Number.MAX_SAFE_INTEGER): Parser<number> => (raw) =>
  /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? { value: Number(raw) } : { problem: `must be an integer from ${min} to ${max}` }
const oneOf = <T extends string>(values: readonly T[]): Parser<T> => (raw) =>
  (values as readonly string[]).includes(raw) ? { value: raw as T } : { problem: `must be one of ${values.join(', ')}` }
const matching = (pattern: RegExp, what: string): Parser<string> => (raw) =>
  pattern.test(raw) ? { value: raw } : { problem: `must be ${what}` }
const text: Parser<string> = (raw) => ({ value: raw })
const iban: Parser<string> = (raw) => {
  const value = electronicFormatIBAN(raw) ?? ''
  return isValidIBAN(value) ? { value } : { problem: 'must be a valid IBAN' }
}
const bic: Parser<string> = (raw) => (isValidBIC(raw.toUpperCase()) ? { value: raw.toUpperCase() } : { problem: 'must be a valid BIC' })
const FIVE_FIELDS = /^\S+( \S+){4}$/
// Checked with the parser pg-boss schedules with (already loaded by the scheduler), so a value it
// would refuse after start-up (minute 99, "x") is a configuration error naming the variable.
const cronOrOff: Parser<string> = (raw) => {
  const problem = { problem: 'must be a five-field cron expression or off' }
  if (raw === 'off') return { value: raw }
  if (!FIVE_FIELDS.test(raw)) return problem
  try { cronParser.parseExpression(raw, { tz: 'UTC' }) } catch { return problem }
  return { value: raw }
}

const ENV = {
  NODE_ENV: oneOf(['development', 'test', 'production'] as const),
  PORT: integer(0, 65535),
  HOST: text,
  PUBLIC_URL: matching(/^https?:\/\/\S+$/, 'an http(s) URL'),
  DATA_DIR: text,
  DATABASE_URL: matching(/^postgres(ql)?:\/\//, 'a postgres:// URL'),
  JWT_SECRET: text,
  LOG_LEVEL: oneOf(LEVELS),
  TRUST_PROXY: text,
  WEB_DIR: text,
  FIRST_VIEW_TIMEOUT_MS: integer(0, 60_000),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(0),
  OPERATOR_EMAIL: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address'),
  OPERATOR_PASSWORD: text,
  OPERATOR_FULL_NAME: text,
  SEARCH_ENGINE: oneOf(['postgres', 'none'] as const),
  SEARCH_DATABASE_URL: matching(/^postgres(ql)?:\/\//, 'a postgres:// URL'),
  SEARCH_TIMEOUT_MS: integer(1, 600_000),
  BUNDLED_DATA: oneOf(['auto', 'on', 'off'] as const),
  INGESTION_SCHEDULE: cronOrOff,
  MATCH_WEIGHTS: matching(/^(rule|semantic|recency|collaborative|carbon)=\d+(\.\d+)?(,(rule|semantic|recency|collaborative|carbon)=\d+(\.\d+)?)*$/, 'name=weight pairs, e.g. rule=0.42,semantic=0.26,recency=0.11,collaborative=0.11,carbon=0.1'),
  INGESTION_SCHEDULE_EU_PORTAL: cronOrOff,
  INGESTION_SCHEDULE_CORDIS: cronOrOff,
  INGESTION_SCHEDULE_COHESION: cronOrOff,
  INGESTION_SCHEDULE_INNOVATE_UK: cronOrOff,
  SMTP_URL: matching(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL'),
  MAIL_FROM: text,
  EMAIL_RATE_PER_MINUTE: integer(1, 100_000),
  EMAIL_DELIVERY: oneOf(['on', 'off'] as const),
  NOTIFICATIONS_SCHEDULE: cronOrOff,
  COMMISSION_HOLD_DAYS: integer(0, 365),
  CLICK_RATE_PER_MINUTE: integer(0),
  SEPA_DEBTOR_NAME: text,
  SEPA_DEBTOR_IBAN: iban,
  SEPA_DEBTOR_BIC: bic,
  HTTP_REQUEST_TIMEOUT_MS: integer(100, 3_600_000),
  HTTP_IDLE_TIMEOUT_MS: integer(100, 3_600_000),
  PUBLIC_RATE_PER_MINUTE: integer(0),
  PUBLIC_CONCURRENCY: integer(0, 1000),
  DB_STATEMENT_TIMEOUT_MS: integer(0, 86_400_000),
  DB_POOL_MAX: integer(1, 1000),
  CACHE_COHERENCE_MS: integer(0, 60_000),
  CACHE_MAX_MB: integer(1, 100_000),
  DB_PUBLIC_POOL_MAX: integer(0, 1000),
  DB_PUBLIC_STATEMENT_TIMEOUT_MS: integer(0, 86_400_000),
  WEBHOOK_ALLOW_PRIVATE: oneOf(['on', 'off'] as const),
  WEBHOOK_ALLOW_HTTP: oneOf(['on', 'off'] as const),
  WEBHOOK_TIMEOUT_MS: integer(100, 60_000),
  WEBHOOK_DELIVERY: oneOf(['on', 'off'] as const),
}
type Env = { -readonly [K in keyof typeof ENV]?: typeof ENV[K] extends Parser<infer T> ? T : never }

function parseEnv (source: NodeJS.ProcessEnv, problems: string[]): Env {
  const env: Record<string, unknown> = {}
  for (const [name, parse] of Object.entries(ENV) as [string, Parser<unknown>][]) {
    const raw = source[name]?.trim()
    if (raw === undefined || raw === '') continue
    const parsed = parse(raw)
    if ('problem' in parsed) problems.push(`${name}: ${parsed.problem}`)
    else env[name] = parsed.value
  }
  return env as Env
}

export type DatabaseConfig =
  | { driver: 'pglite'; dir: string | null }  // null: in memory (tests)
  /**
   * statementTimeoutMs: the longest any one statement of the main pool may run (0: no limit).
   * publicLane: the pool anonymous catalogue requests read through (null: the main pool), with
   * its own, shorter timeout (src/core/db/lanes.ts). Migrations use a connection of their own.
   */
  | {
    driver: 'postgres'; url: string; statementTimeoutMs?: number; poolMax?: number
    publicLane?: { max: number; statementTimeoutMs: number } | null
  }

export interface Config {
  env: 'development' | 'test' | 'production'
  version: string
  http: {
    host: string; port: number; publicUrl: string; trustProxy: boolean | number | string[]
    /** Time a client has to send a whole request, headers and body (Node answers 408 and closes). */
    requestTimeoutMs: number
    /** A connection with no traffic either way for this long is closed (a stalled reader of an export). */
    idleTimeoutMs: number
    /** Requests per client per minute to each expensive public grant route (search, export, calendar); 0: off. */
    publicRatePerMinute: number
    /** Catalogue requests handled at once per process (the rest wait, then 503); null: no gate. */
    publicGate: { concurrency: number; queue: number; maxWaitMs: number } | null
  }
  /** The built web app (`web/dist`) served at `/`; null: none (API only). */
  webDir: string | null
  /** A visitor's first view drawn on the server within this, else the plain shell; 0: never drawn. */
  firstViewTimeoutMs: number
  log: { level: string }
  dataDir: string
  db: DatabaseConfig
  auth: {
    jwtSecret: string
    rateLimitPerMinute: number
    operator: { email: string; password: string; fullName: string } | null
  }
  mail: {
    outboxDir: string
    /** SMTP in production; null = the local outbox (DATA_DIR/outbox). */
    smtpUrl: string | null
    from: string
    /** Messages handed to the provider per minute, across all processes. */
    ratePerMinute: number
    /** Whether this process drains the outbox on its own (off in tests: they drain explicitly). */
    delivery: boolean
  }
  /** Cron (UTC) of the reminder, digest and batch scan; null = not scheduled. */
  notifications: { schedule: string | null }
  partners: {
    /** Days after the revenue before its commission may be approved (refunds come first). */
    holdDays: number
    /** Referral clicks per client per minute; 0 turns the limit off. */
    clickRatePerMinute: number
    /** The platform's account that pays partners (the SEPA file's debtor); null: not configured. */
    sepaDebtor: { name: string; iban: string; bic: string | null } | null
  }
  search: { engine: 'postgres' | 'none'; databaseUrl: string | null; timeoutMs: number }
  webhooks: {
    /** Endpoints may resolve to loopback, private, link-local… addresses (refused in production: SSRF). */
    allowPrivate: boolean
    /** Endpoints may use plain http (https only in production). */
    allowHttp: boolean
    /** The longest one delivery attempt may take, connection to last byte. */
    timeoutMs: number
    /** Whether this process delivers pending webhooks (off in tests: they drain explicitly). */
    delivery: boolean
  }
  /**
   * coherenceMs: how stale a process's caches may be after another process's write (versions.ts);
   * maxBytes: what the caches of derived data may hold in all (catalogue 3/4, real-time scores 1/4).
   */
  cache: { coherenceMs: number; maxBytes: number }
  /** Weights of the five matching sub-scores (normalised to sum 1 by the engine). */
  matching: { weights: Record<'rule' | 'semantic' | 'recency' | 'collaborative' | 'carbon', number> }
  ingestion: {
    /** Load the bundled dataset into an empty database at start-up. */
    bundled: boolean
    /** Cron (UTC) of each source's scheduled live import; null = not scheduled. */
    schedule: Record<'eu_portal' | 'cordis' | 'cohesion' | 'innovate_uk', string | null>
  }
}

export class ConfigError extends Error {
  constructor (readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
}

// Values copied from tutorials and .env.example files that must never sign production tokens.
const PLACEHOLDER_SECRETS = /change.?me|secret|password|placeholder|example|your.?jwt|^x+$|^0+$/i
const MIN_SECRET_LENGTH = 32

export function loadConfig (source: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const env = parseEnv(source, problems)
  if (problems.length > 0) throw new ConfigError(problems)

  const nodeEnv = env.NODE_ENV ?? 'development'
  const port = env.PORT ?? 8000
  const dataDir = resolve(env.DATA_DIR ?? './data')
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, nodeEnv, dataDir, problems)
  if ((env.OPERATOR_EMAIL === undefined) !== (env.OPERATOR_PASSWORD === undefined)) {
    problems.push('OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together')
  }
  if ((env.SEPA_DEBTOR_NAME === undefined) !== (env.SEPA_DEBTOR_IBAN === undefined)) {
    problems.push('SEPA_DEBTOR_NAME and SEPA_DEBTOR_IBAN must be set together (SEPA_DEBTOR_BIC is optional)')
  }
  if (problems.length > 0) throw new ConfigError(problems)

  return deepFreeze({
    env: nodeEnv,
    version: readVersion(),
    http: {
      host: env.HOST ?? 'localhost',
      port,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS ?? 30_000,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS ?? 120_000,
      publicRatePerMinute: env.PUBLIC_RATE_PER_MINUTE ?? 300,
      // 0: no gate. 100 waiting, 10 s each: beyond that a client is better told to come back.
      publicGate: env.PUBLIC_CONCURRENCY === 0
        ? null
        : { concurrency: env.PUBLIC_CONCURRENCY ?? 2, queue: 100, maxWaitMs: 10_000 },
    },
    // Tests serve no app unless they name a directory, so their 404s do not depend on a build.
    webDir: env.WEB_DIR === 'off' ? null : env.WEB_DIR ?? (nodeEnv === 'test' ? null : fileURLToPath(new URL('../../web/dist', import.meta.url))),
    firstViewTimeoutMs: env.FIRST_VIEW_TIMEOUT_MS ?? 1_500,
    log: { level: env.LOG_LEVEL ?? 'info' },
    dataDir,
    db: env.DATABASE_URL
      ? {
          driver: 'postgres',
          url: env.DATABASE_URL,
          statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? 60_000,
          poolMax: env.DB_POOL_MAX ?? 10,
          publicLane: env.DB_PUBLIC_POOL_MAX === 0
            ? null
            : { max: env.DB_PUBLIC_POOL_MAX ?? 2, statementTimeoutMs: env.DB_PUBLIC_STATEMENT_TIMEOUT_MS ?? 15_000 },
        }
      : { driver: 'pglite', dir: join(dataDir, 'pglite') },
    auth: {
      jwtSecret,
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30,
      operator: env.OPERATOR_EMAIL && env.OPERATOR_PASSWORD
        ? { email: env.OPERATOR_EMAIL, password: env.OPERATOR_PASSWORD, fullName: env.OPERATOR_FULL_NAME ?? 'Platform operator' }
        : null,
    },
    mail: {
      outboxDir: join(dataDir, 'outbox'),
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? 'Grantwise <no-reply@grantwise.local>',
      ratePerMinute: env.EMAIL_RATE_PER_MINUTE ?? 30,
      delivery: (env.EMAIL_DELIVERY ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on',
    },
    notifications: { schedule: cronOrNull(env.NOTIFICATIONS_SCHEDULE ?? (nodeEnv === 'test' ? 'off' : '5 * * * *')) },
    partners: {
      holdDays: env.COMMISSION_HOLD_DAYS ?? 30,
      clickRatePerMinute: env.CLICK_RATE_PER_MINUTE ?? 60,
      sepaDebtor: env.SEPA_DEBTOR_NAME && env.SEPA_DEBTOR_IBAN
        ? { name: env.SEPA_DEBTOR_NAME, iban: env.SEPA_DEBTOR_IBAN, bic: env.SEPA_DEBTOR_BIC ?? null }
        : null,
    },
    cache: { coherenceMs: env.CACHE_COHERENCE_MS ?? 1_000, maxBytes: (env.CACHE_MAX_MB ?? 128) * 1024 * 1024 },
    search: { engine: env.SEARCH_ENGINE ?? 'postgres', databaseUrl: env.SEARCH_DATABASE_URL ?? null, timeoutMs: env.SEARCH_TIMEOUT_MS ?? 5000 },
    ingestion: ingestionConfig(env, nodeEnv),
    // Local receivers (a developer's tunnel, the tests' loopback server) are normal outside
    // production; in production they are how a tenant would reach our internal network.
    webhooks: {
      allowPrivate: (env.WEBHOOK_ALLOW_PRIVATE ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
      allowHttp: (env.WEBHOOK_ALLOW_HTTP ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
      timeoutMs: env.WEBHOOK_TIMEOUT_MS ?? 10_000,
      delivery: (env.WEBHOOK_DELIVERY ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on',
    },
    matching: { weights: { ...DEFAULT_MATCH_WEIGHTS, ...Object.fromEntries((env.MATCH_WEIGHTS ?? '').split(',').filter(Boolean).map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])])) } },
  })
}

// docs/matching.md explains them ("Weights"); MATCH_WEIGHTS overrides any of them. Chosen on the
// relevance set's tune half, checked on its held-out half.
export const DEFAULT_MATCH_WEIGHTS = { rule: 0.42, semantic: 0.26, recency: 0.11, collaborative: 0.11, carbon: 0.1 }

const cronOrNull = (value: string) => (value === 'off' ? null : value)

// The bundled dataset fills the embedded default (PGlite) on its first start; tests and PostgreSQL
// deployments start empty unless asked. Scheduled imports run daily at 03:00 UTC, off in tests.
function ingestionConfig (env: Env, nodeEnv: Config['env']): Config['ingestion'] {
  const bundled = env.BUNDLED_DATA ?? 'auto'
  const every = env.INGESTION_SCHEDULE ?? (nodeEnv === 'test' ? 'off' : '0 3 * * *')
  const cron = (value: string | undefined) => ((value ?? every) === 'off' ? null : value ?? every)
  return {
    bundled: bundled === 'on' || (bundled === 'auto' && nodeEnv !== 'test' && !env.DATABASE_URL),
    schedule: {
      eu_portal: cron(env.INGESTION_SCHEDULE_EU_PORTAL),
      cordis: cron(env.INGESTION_SCHEDULE_CORDIS),
      cohesion: cron(env.INGESTION_SCHEDULE_COHESION),
      innovate_uk: cron(env.INGESTION_SCHEDULE_INNOVATE_UK),
    },
  }
}

// In production the secret must come from the environment and be strong. Elsewhere a missing
// secret is generated once and kept in DATA_DIR, so tokens survive restarts with zero set-up.
function resolveJwtSecret (given: string | undefined, nodeEnv: string, dataDir: string, problems: string[]): string {
  if (given !== undefined) {
    if (nodeEnv === 'production') {
      if (given.length < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET: must be at least ${MIN_SECRET_LENGTH} characters in production`)
      else if (PLACEHOLDER_SECRETS.test(given) || new Set(given).size < 10) problems.push('JWT_SECRET: looks like a placeholder; generate one with `openssl rand -base64 48`')
    }
    return given
  }
  if (nodeEnv === 'production') {
    problems.push('JWT_SECRET: required when NODE_ENV=production')
    return ''
  }
  const file = join(dataDir, 'jwt-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

function parseTrustProxy (value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)          // number of hops to trust
  return value.split(',').map((s) => s.trim()).filter(Boolean)  // addresses / CIDRs
}

function readVersion (): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return pkg.version
}

function deepFreeze<T> (value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
