import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// End-to-end scenarios (e2e/*.spec.ts) in Debian's Chromium against the real server, started on a
// fresh data directory with the bundled grant data and an operator account. Run by `npm run
// test:e2e` (which builds the server and the app first). Never downloads a browser.

export const PORT = Number(process.env.E2E_PORT ?? 8765)
// Set once in the runner; the workers inherit the environment, so all share one server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gw-e2e-'))

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without the background-networking flags Chromium floods the machine's closed network.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'en-GB',
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    bypassCSP: true,
  },
  projects: [
    // First, what every scenario finds on the server: the operator's published terms of use.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, dependencies: ['setup'] },
    {
      name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, dependencies: ['setup'],
      testMatch: /(search|partner-approval)\.spec\.ts$/,
    },
  ],
  webServer: {
    // The bundled grant data is loaded by the CLI first, with the server not yet running (two
    // processes on one embedded database would lose data): the health check passes only once the
    // catalogue is complete, so no scenario sees a partial one.
    command: ['eu_portal', 'cordis', 'cohesion', 'innovate_uk'].map((s) => `node dist/cli.js ingest ${s}`).concat('node dist/server.js').join(' && '),
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',   // the CLI's run summaries
    stderr: 'pipe',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      CLICK_RATE_PER_MINUTE: '0',
      PUBLIC_RATE_PER_MINUTE: '0',
      // The scenarios check what the server draws, not how fast: on a loaded machine the first
      // render took longer than the production budget (1.5 s) and the plain shell came instead.
      // The budget's fallback has its own test (test/first-view.test.ts).
      FIRST_VIEW_TIMEOUT_MS: '15000',
      COMMISSION_HOLD_DAYS: '0',
      INGESTION_SCHEDULE: 'off',
      OPERATOR_EMAIL: 'operator@grantwise.test',
      OPERATOR_PASSWORD: 'Operator-2026!',
      // The platform's paying account of the SEPA file (a test IBAN of the Bundesbank's examples).
      SEPA_DEBTOR_NAME: 'Grantwise GmbH',
      SEPA_DEBTOR_IBAN: 'DE02120300000000202051',
      SEPA_DEBTOR_BIC: 'BYLADEM1001',
      // A build elsewhere than web/dist (parallel runs); unset: the default.
      ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
  },
})
