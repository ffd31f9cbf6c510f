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
    projects: [
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: DB_TESTS, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
})
