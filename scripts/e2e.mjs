// `npm run test:e2e`: the web app's end-to-end scenarios (web/e2e) in Debian's Chromium against
// the real server. Installs Chromium from Debian's packages when it is missing (never a browser
// download), builds the server and the app, then runs Playwright, which starts the server on a
// fresh data directory (web/playwright.config.ts). Arguments go to Playwright.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  const root = process.getuid?.() === 0
  const sudo = root ? [] : ['sudo', '-n']
  console.log(`Chromium is missing at ${chromium}: installing Debian's package`)
  const install = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], { stdio: 'inherit' })
  if (install(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    install(['update'])
    if (install(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
      console.error('Could not install Chromium: run `apt-get install chromium` (or set CHROMIUM_PATH) and try again')
      process.exit(1)
    }
  }
}

// Both builds are skipped when current: `npm install` (or CI's `npm ci`) has just built the web
// app, and building it again here would add ~10 s to every run; its time is printed when it builds.
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
execFileSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' })
execFileSync(process.execPath, ['scripts/web-size.mjs'], { stdio: 'inherit' })

const run = spawnSync('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(run.status ?? 1)
