import { defineConfig } from 'vitest/config'

// Every test runs on PGlite; tests that touch the database run on PostgreSQL as well when
// DATABASE_URL names a server (each test file gets its own database there, see test/db.ts).
const DB_TESTS = ['src/**/*.http.test.ts', 'src/**/*.db.test.ts', 'test/**/*.test.ts']

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // where the suite then ran file after file (15 min). Files are mostly waiting on one
    // single-threaded database or process each, so one worker per core halves the wall time.
    maxWorkers: '100%',
    // Test files share a worker's module cache instead of re-importing the app (~2 s a file, a third
    // of the suite's time). Safe here: every file builds its own app and database (test/app.ts),
    // and what modules keep (reference data, stem and formatter caches) is what one server process
    // shares between all its requests anyway. Both databases: 665 s → 321 s.
    isolate: false,
    projects: [
      // The web app's own logic (token refresh, URL state, problem mapping, translations): plain
      // functions over fetch, Request and Response, which Node has; the pages are proved end to end.
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: DB_TESTS, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
})
