// `DATABASE_URL=postgres://… npx tsx bench/partners.ts`: the referral programme under load, on
// PostgreSQL (a fresh database, dropped at the end). An active partner gets REFERRALS referrals
// (default 100,000: 90 % clicked, 6 % signed up, 4 % converted with a commission each, spread
// over two years), written with SQL as the service's own tables hold them; then autocannon
// measures GET /partners/dashboard as that partner, and POST /referrals/click with a new client
// per request (the server trusts the loopback proxy, and each request names another
// X-Forwarded-For address), so every click is a new referral. BENCH_KEEP_DB=1 keeps the database
// (for EXPLAIN ANALYZE afterwards). Method: docs/benchmarks.md.
import pg from 'pg'
import {
  build, CONNECTIONS, createBenchDatabase, fmt, machine, measure, runBenchmark, SECONDS, STAMP, startServer, tempDir, WARMUP_SECONDS, writeResult,
  type Measure,
} from './lib.js'

const REFERRALS = Number(process.env.REFERRALS ?? 100_000)
const TARGETS = { click: { rps: 1500, p99: 30 }, dashboard: { p99: 50 } }
const OPERATOR = { email: 'bench-operator@example.com', password: 'Bench-Operator-2026!' }
const PARTNER = { email: 'bench-partner@example.com', password: 'Bench-Partner-2026!' }
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

async function call<T> (base: string, method: string, path: string, body?: object | URLSearchParams, headers: Record<string, string> = {}): Promise<T> {
  const json = body && !(body instanceof URLSearchParams)
  const response = await fetch(base + path, { method, headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: json ? JSON.stringify(body) : body } : {}) })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<T>
}

const token = async (base: string, path: string, who: { email: string; password: string }) =>
  (await call<{ access_token: string }>(base, 'POST', path, new URLSearchParams({ username: who.email, password: who.password }))).access_token

/** The partner's history, as clicks, sign-ups and revenue would have left it. */
async function seed (databaseUrl: string, partnerId: string, code: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`
      insert into referrals (partner_id, referral_code, utm_source, status, signed_up_at, converted_at, created_at, updated_at)
      select $1, $2, 'newsletter',
             case when i % 25 = 0 then 'converted' when i % 100 between 1 and 6 then 'signed_up' else 'clicked' end,
             case when i % 25 = 0 or i % 100 between 1 and 6 then at + interval '2 days' end,
             case when i % 25 = 0 then at + interval '20 days' end,
             at, at
        from (select i, now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second' as at from generate_series(1, $3::int) i) s`,
    [partnerId, code, REFERRALS])
    // Each customer a tenant of its own, as registration makes it.
    await client.query(`
      with customers as (
        insert into tenants (name) select 'bench ' || id from referrals where partner_id = $1 and status <> 'clicked' returning id, name)
      update referrals r set tenant_id = c.id from customers c where c.name = 'bench ' || r.id`, [partnerId])
    await client.query(`
      with revenue as (
        insert into referral_revenue (referral_id, kind, amount, occurred_at, created_at)
        select id, 'conversion', 990, converted_at, converted_at from referrals where partner_id = $1 and status = 'converted'
        returning id, referral_id, occurred_at)
      insert into commissions (partner_id, referral_id, revenue_id, amount, rate, rate_kind, status, period, approvable_at, created_at, updated_at)
      select $1, referral_id, id, 198, 0.2, 'first_year',
             case when occurred_at < now() - interval '90 days' then 'paid' when occurred_at < now() - interval '30 days' then 'approved' else 'pending' end,
             to_char(occurred_at at time zone 'UTC', 'YYYY-MM'), occurred_at + interval '30 days', occurred_at, occurred_at
        from revenue`, [partnerId])
    await client.query('vacuum analyze referrals')
    await client.query('vacuum analyze commissions')
    await client.query('vacuum analyze referral_revenue')
  } finally { await client.end() }
}

const octet = () => Math.floor(Math.random() * 254) + 1

async function main (): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL: the targets are on PostgreSQL')
  build()
  const databaseUrl = await createBenchDatabase(process.env.DATABASE_URL, { prefix: 'gw_bench_partners', keep: process.env.BENCH_KEEP_DB === '1' })
  const app = await startServer('postgres server', ['dist/server.js'], {
    DATABASE_URL: databaseUrl, DATA_DIR: tempDir(), LOG_LEVEL: 'warn', BUNDLED_DATA: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0',
    CLICK_RATE_PER_MINUTE: '0', TRUST_PROXY: '127.0.0.1', OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password,
  })
  const results: Measure[] = []
  let counts = ''
  try {
    const partner = await call<{ id: string; referral_code: string }>(app.url, 'POST', '/api/v1/partners/register',
      { ...PARTNER, company_name: 'Bench Ledger Advisors', contact_name: 'Bench', partner_type: 'accountant' })
    const operator = { authorization: `Bearer ${await token(app.url, '/api/v1/auth/login', OPERATOR)}` }
    await call(app.url, 'PATCH', `/api/v1/admin/partners/${partner.id}/status`, { status: 'active' }, operator)
    console.log(`\nseeding ${REFERRALS.toLocaleString('en-US')} referrals`)
    await seed(databaseUrl, partner.id, partner.referral_code)
    const auth = { authorization: `Bearer ${await token(app.url, '/api/v1/partners/login', PARTNER)}` }
    const dashboard = await call<Record<string, number>>(app.url, 'GET', '/api/v1/partners/dashboard', undefined, auth)
    counts = JSON.stringify(dashboard)
    console.log(`dashboard: ${counts}`)

    results.push(await measure(app.url, '/api/v1/partners/dashboard', auth, `GET /partners/dashboard (${REFERRALS.toLocaleString('en-US')} referrals)`))
    results.push(await measure(app.url, '/api/v1/referrals/click', { 'content-type': 'application/json', 'user-agent': BROWSER }, 'POST /referrals/click (a new client each)', {
      method: 'POST',
      body: JSON.stringify({ referral_code: partner.referral_code, utm_source: 'bench', landing_page: '/' }),
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } }) }],
    }))
    const after = await call<Record<string, number>>(app.url, 'GET', '/api/v1/partners/dashboard', undefined, auth)
    console.log(`after the clicks: ${after.total_referrals} referrals`)
  } finally { await app.stop() }

  const [dashboard, click] = results as [Measure, Measure]
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**')
  const markdown = [
    `## Partner referral programme — ${STAMP}`, '',
    `${machine()}, PostgreSQL, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route; latencies in ms.`, '',
    '| route | req/s | p50 ms | p99 ms | failed |', '|---|---:|---:|---:|---:|',
    ...results.map((m) => `| ${m.route} | ${fmt(m.rps, 0)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.failures} |`), '',
    `Seeded dashboard: \`${counts}\``, '', 'Targets:',
    `- POST /referrals/click ≥ ${TARGETS.click.rps} req/s and p99 ≤ ${TARGETS.click.p99} ms: ${fmt(click.rps, 0)} req/s, p99 ${fmt(click.p99)} ms — ${verdict(click.rps >= TARGETS.click.rps && click.p99 <= TARGETS.click.p99 && click.failures === 0)}`,
    `- GET /partners/dashboard p99 ≤ ${TARGETS.dashboard.p99} ms: ${fmt(dashboard.p99)} ms — ${verdict(dashboard.p99 <= TARGETS.dashboard.p99 && dashboard.failures === 0)}`, '',
  ].join('\n')
  console.log(`\n${markdown}`)
  console.log(`Written to ${writeResult(markdown, '-partners')}`)
}

await runBenchmark(main)
