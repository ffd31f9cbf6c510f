// The hourly deadline-reminder scan at scale (issue 6): USERS users (10,000), each the only user of
// a tenant whose company saved SAVED grants (20), on PostgreSQL. The grants' cut-offs are spread
// over the next 60 days, and some users keep their own reminder days or switches, so the scan has
// real work to filter. The expected records are computed here independently, and the run must
// write exactly them; a second run must write nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reminders.ts
//   (env USERS, SAVED, GRANTS, BENCH_KEEP_DB=1)

import { openContainer } from '../src/open-container.js'
import { fixedClock, DAY_MS } from '../src/core/clock.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { createBenchDatabase, fmt, machine, runBenchmark, STAMP, tempDir, writeResult } from './lib.js'

const USERS = Number(process.env.USERS ?? 10_000)
const SAVED = Number(process.env.SAVED ?? 20)
const GRANTS = Number(process.env.GRANTS ?? 600)
const NOW = new Date('2026-03-02T09:10:00Z')
const HOUR_MS = 3_600_000

/** Each user's preferences: most keep the defaults (no row); every 10th its own days, every 20th the switch off. */
const prefsOf = (i: number) => (i % 20 === 7 ? { days: [7, 3, 1], deadline_on: false } : i % 10 === 3 ? { days: [14, 2], deadline_on: true } : { days: [7, 3, 1], deadline_on: true })
/** Cut-off of grant g: spread over 60 days, a few hours past the whole day so "days left" is unambiguous. */
const cutOffOf = (g: number) => new Date(NOW.getTime() + (g % 60) * DAY_MS + (1 + (g % 7)) * HOUR_MS)
const savedBy = (i: number) => Array.from({ length: SAVED }, (_, k) => (i * 7 + k * 31) % GRANTS)

async function main (): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (PostgreSQL) is required: the target is on PostgreSQL')
  const url = await createBenchDatabase(process.env.DATABASE_URL, { prefix: 'gw_bench_reminders', keep: process.env.BENCH_KEEP_DB === '1' })
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: tempDir(), LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789' })
  const clock = fixedClock(NOW)
  const { container, close } = await openContainer(config, createLogger('warn'), { drivers: { clock, mailer: { backend: 'none', send: async () => ({ message_id: '' }), verify: async () => {}, close () {} } } })
  try {
    console.log(`${fmt(USERS, 0)} users × ${SAVED} saved of ${GRANTS} grants; seeding…`)
    const seedStarted = performance.now()
    await container.grants.importGrants(Array.from({ length: GRANTS }, (_, g) => ({
      source: 'eu_portal' as const, external_id: `bench-${g}`, title: `Bench grant ${g}`, description: 'Energy efficiency in manufacturing.',
      source_url: 'https://example.eu', funding_amount_max: 100_000, currency: 'EUR',
      publication_date: new Date(NOW.getTime() - 30 * DAY_MS), start_date: new Date(NOW.getTime() - 20 * DAY_MS),
      deadline: cutOffOf(g), deadlines: [cutOffOf(g)], countries: ['DE'], nace_codes: [], company_sizes: [], thematic_areas: [],
      is_carbon_focused: false, carbon_categories: [],
    })))
    const run = (statement: string, params: unknown[] = []) => container.database.executeSql(statement, params)
    // Set-based seeding: tenants, users, one company each, the saved matches, the custom preferences.
    await run(`insert into tenants (id, name) select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Bench ' || i from generate_series(0, ${USERS - 1}) i`)
    await run(`insert into users (id, email, full_name, password_hash, tenant_id)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'bench-' || i || '@example.com', 'Bench User ' || i, 'x',
             ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid from generate_series(0, ${USERS - 1}) i`)
    await run(`insert into memberships (tenant_id, user_id, role) select tenant_id, id, 'owner' from users`)
    await run(`insert into companies (id, tenant_id, name, country, company_size)
      select ('00000000-0000-4000-a000-' || lpad(i::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Company ' || i, 'DE', 'small'
        from generate_series(0, ${USERS - 1}) i`)
    await run(`insert into matches (tenant_id, company_id, grant_id, score, rule_score, semantic_score, recency_score, collaborative_score, carbon_score, score_breakdown, is_saved)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad(i::text, 12, '0'))::uuid, g.id,
             0.5, 0.5, 0.5, 0.5, 0.5, 0.5, '{}'::jsonb, true
        from generate_series(0, ${USERS - 1}) i cross join generate_series(0, ${SAVED - 1}) k
        join grants g on g.external_id = 'bench-' || ((i * 7 + k * 31) % ${GRANTS})`)
    await run(`insert into notification_preferences (user_id, deadline_reminder_days, deadline_notifications)
      select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
             case when i % 20 = 7 then '{7,3,1}'::int[] else '{14,2}'::int[] end, i % 20 <> 7
        from generate_series(0, ${USERS - 1}) i where i % 20 = 7 or i % 10 = 3`)
    await run('analyze')
    const seedSeconds = (performance.now() - seedStarted) / 1000

    // What the scan must write, computed without it.
    let expectedReminders = 0
    let expectedInApp = 0
    for (let i = 0; i < USERS; i++) {
      const prefs = prefsOf(i)
      for (const g of new Set(savedBy(i))) {
        const days = Math.floor((cutOffOf(g).getTime() - NOW.getTime()) / DAY_MS)
        if (prefs.deadline_on && prefs.days.includes(days)) expectedReminders++
        if (days <= 14) expectedInApp++
      }
    }

    const timed = async () => {
      const started = performance.now()
      const result = await container.scheduledMail.deadlineReminders()
      return { ...result, seconds: (performance.now() - started) / 1000 }
    }
    console.log(`seeded in ${fmt(seedSeconds, 1)} s; expected ${expectedReminders} reminders, ${expectedInApp} in-app`)
    const first = await timed()
    const second = await timed()
    const { rows: [stored] } = await container.database.executeSql(`select
        (select count(*)::int from notification_history where notification_type = 'deadline_reminder') as reminders,
        (select count(*)::int from notifications where type = 'deadline_approaching') as in_app`) as { rows: { reminders: number; in_app: number }[] }
    const exact = stored!.reminders === expectedReminders && stored!.in_app === expectedInApp && first.reminders === expectedReminders && second.reminders === 0 && second.in_app === 0
    const markdown = [`## Deadline reminders, run of ${STAMP}`, '',
      `${machine()}, PostgreSQL; ${fmt(USERS, 0)} users × ${SAVED} saved grants (${fmt(USERS * SAVED, 0)} saved matches) over ${GRANTS} grants with cut-offs spread over 60 days; every 10th user reminder days [14, 2], every 20th deadline e-mails off. ` +
      '`notifications.send-deadline-reminders` called directly (what the hourly job runs), rendering every e-mail (HTML + text) into the outbox table.', '',
      '| run | seconds | reminder e-mails written | in-app deadline_approaching | target |', '|---|---:|---:|---:|---|',
      `| first | ${fmt(first.seconds)} | ${fmt(first.reminders, 0)} (expected ${fmt(expectedReminders, 0)}) | ${fmt(first.in_app, 0)} (expected ${fmt(expectedInApp, 0)}) | ≤ 20 s and exact: ${first.seconds <= 20 && exact ? 'met' : '**not met**'} |`,
      `| second (same hour) | ${fmt(second.seconds)} | ${second.reminders} | ${second.in_app} | nothing twice: ${second.reminders === 0 && second.in_app === 0 ? 'met' : '**not met**'} |`, '',
      `Stored afterwards: ${fmt(stored!.reminders, 0)} reminder records, ${fmt(stored!.in_app, 0)} in-app notifications. Seeding took ${fmt(seedSeconds, 1)} s.`, '']
    console.log(`\n${markdown.join('\n')}`)
    console.log(`Written to ${writeResult(markdown.join('\n'), '-reminders')}`)
    if (!exact) process.exitCode = 1
  } finally {
    await close()
  }
}

await runBenchmark(main)
