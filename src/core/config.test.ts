import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

const dirs: string[] = []
const tempDir = () => { const d = mkdtempSync(join(tmpdir(), 'gw-config-')); dirs.push(d); return d }
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }) })

const STRONG = 'k3J9-xQ2mV7pL0aZ8rT4wE6yU1iO5sD3fG'

describe('loadConfig', () => {
  it('has the documented defaults and is frozen', () => {
    const config = loadConfig({ DATA_DIR: tempDir() })
    expect(config).toMatchObject({
      env: 'development', http: { host: 'localhost', port: 8000, publicUrl: 'http://localhost:8000', trustProxy: false },
      log: { level: 'info' }, db: { driver: 'pglite' }, auth: { rateLimitPerMinute: 30, operator: null },
    })
    expect(Object.isFrozen(config.http)).toBe(true)
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h:5432/d' }).db).toEqual({
      driver: 'postgres', url: 'postgres://u@h:5432/d', statementTimeoutMs: 60_000,
      poolMax: 10, publicLane: { max: 2, statementTimeoutMs: 15_000 },
    })
  })

  it('sizes the pools from the environment; a public pool of 0 means no lane of its own', () => {
    const db = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h:5432/d', ...env }).db
    expect(db({ DB_POOL_MAX: '20', DB_PUBLIC_POOL_MAX: '6', DB_PUBLIC_STATEMENT_TIMEOUT_MS: '5000' }))
      .toMatchObject({ poolMax: 20, publicLane: { max: 6, statementTimeoutMs: 5000 } })
    expect(db({ DB_PUBLIC_POOL_MAX: '0' })).toMatchObject({ publicLane: null })
    expect(() => db({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
  })

  it('reads the statement timeout and the HTTP limits, with their defaults', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h:5432/d',
      DB_STATEMENT_TIMEOUT_MS: '0', HTTP_REQUEST_TIMEOUT_MS: '5000',
    })
    expect(config.db).toMatchObject({ statementTimeoutMs: 0 })
    expect(config.http).toMatchObject({ requestTimeoutMs: 5000, idleTimeoutMs: 120_000, publicRatePerMinute: 300 })
    expect(() => loadConfig({ DATA_DIR: tempDir(), HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/)
  })

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dir = tempDir()
    const first = loadConfig({ DATA_DIR: dir }).auth.jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(64)
    expect(loadConfig({ DATA_DIR: dir }).auth.jwtSecret).toBe(first)
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first)
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600)
  })

  it.each([
    [{}, /JWT_SECRET: required/],
    [{ JWT_SECRET: 'short' }, /at least 32/],
    [{ JWT_SECRET: 'changeme-changeme-changeme-changeme' }, /placeholder/],
    [{ JWT_SECRET: 'a'.repeat(40) }, /placeholder/],
  ])('refuses a missing or weak secret in production: %j', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...env })).toThrow(message)
  })

  it('accepts a strong secret in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: STRONG }).auth.jwtSecret).toBe(STRONG)
  })

  it('names every bad value at once', () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', AUTH_RATE_LIMIT_PER_MINUTE: '-1' })
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'AUTH_RATE_LIMIT_PER_MINUTE'])
    }
  })

  it('parses TRUST_PROXY and the operator bootstrap pair', () => {
    const base = { DATA_DIR: tempDir() }
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).http.trustProxy).toBe(true)
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).http.trustProxy).toBe(2)
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).http.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(() => loadConfig({ ...base, OPERATOR_EMAIL: 'ops@example.com' })).toThrow(/set together/)
    expect(loadConfig({ ...base, OPERATOR_EMAIL: 'ops@example.com', OPERATOR_PASSWORD: 'x' }).auth.operator)
      .toEqual({ email: 'ops@example.com', password: 'x', fullName: 'Platform operator' })
  })

  it('reads the SEPA debtor account, none by default, refusing a bad IBAN or BIC and a name without an IBAN', () => {
    const base = { DATA_DIR: tempDir() }
    expect(loadConfig(base).partners.sepaDebtor).toBeNull()
    expect(loadConfig({ ...base, SEPA_DEBTOR_NAME: 'Grantwise GmbH', SEPA_DEBTOR_IBAN: 'de89 3704 0044 0532 0130 00' }).partners.sepaDebtor)
      .toEqual({ name: 'Grantwise GmbH', iban: 'DE89370400440532013000', bic: null })
    expect(loadConfig({ ...base, SEPA_DEBTOR_NAME: 'G', SEPA_DEBTOR_IBAN: 'DE89370400440532013000', SEPA_DEBTOR_BIC: 'cobadeffxxx' })
      .partners.sepaDebtor?.bic).toBe('COBADEFFXXX')
    expect(() => loadConfig({ ...base, SEPA_DEBTOR_NAME: 'G' })).toThrow(/SEPA_DEBTOR_NAME and SEPA_DEBTOR_IBAN/)
    expect(() => loadConfig({ ...base, SEPA_DEBTOR_NAME: 'G', SEPA_DEBTOR_IBAN: 'DE89370400440532013001' }))
      .toThrow(/SEPA_DEBTOR_IBAN: must be a valid IBAN/)
    expect(() => loadConfig({ ...base, SEPA_DEBTOR_NAME: 'G', SEPA_DEBTOR_IBAN: 'DE89370400440532013000', SEPA_DEBTOR_BIC: 'X' }))
      .toThrow(/SEPA_DEBTOR_BIC/)
  })

  it('loads the bundled data only with the embedded database outside tests, unless told', () => {
    const dir = tempDir()
    expect(loadConfig({ DATA_DIR: dir }).ingestion.bundled).toBe(true)
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).ingestion.bundled).toBe(false)
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x' }).ingestion.bundled).toBe(false)
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x', BUNDLED_DATA: 'on' }).ingestion.bundled).toBe(true)
    expect(loadConfig({ DATA_DIR: dir, BUNDLED_DATA: 'off' }).ingestion.bundled).toBe(false)
  })

  it('schedules every source daily by default, off in tests, with per-source overrides', () => {
    const dir = tempDir()
    expect(loadConfig({ DATA_DIR: dir }).ingestion.schedule).toEqual({ eu_portal: '0 3 * * *', cordis: '0 3 * * *', cohesion: '0 3 * * *', innovate_uk: '0 3 * * *' })
    expect(Object.values(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).ingestion.schedule)).toEqual([null, null, null, null])
    expect(loadConfig({ DATA_DIR: dir, INGESTION_SCHEDULE: 'off', INGESTION_SCHEDULE_CORDIS: '30 4 * * 1' }).ingestion.schedule)
      .toEqual({ eu_portal: null, cordis: '30 4 * * 1', cohesion: null, innovate_uk: null })
  })

  it('takes any subset of the match weights, keeping the defaults for the rest', () => {
    const dir = tempDir()
    expect(loadConfig({ DATA_DIR: dir }).matching.weights).toEqual({ rule: 0.42, semantic: 0.26, recency: 0.11, collaborative: 0.11, carbon: 0.1 })
    expect(loadConfig({ DATA_DIR: dir, MATCH_WEIGHTS: 'carbon=0.5,rule=1' }).matching.weights).toMatchObject({ rule: 1, carbon: 0.5, semantic: 0.26 })
  })

  it.each([
    ['INGESTION_SCHEDULE', 'daily'], ['INGESTION_SCHEDULE_EU_PORTAL', '* * *'], ['INGESTION_SCHEDULE_CORDIS', '99 3 * * *'],
    ['INGESTION_SCHEDULE_COHESION', 'x x x x x'], ['BUNDLED_DATA', 'yes'],
    ['MATCH_WEIGHTS', 'rule=high'], ['MATCH_WEIGHTS', 'luck=0.5'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(new RegExp(`${name}: must`))
  })
})
