import { ensurePgliteTemplate } from '../src/open-container.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Test databases start as copies of the PGlite template; build it once if `npm install` has not.
// The processes tests spawn (server, worker, CLI) run the current source as esbuild output in
// dist-test/ (test/built.ts): starting through tsx cost ~1.2 s more per process.
export default async function setup (): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', 'dist-test'], { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-template-'))
  try {
    await ensurePgliteTemplate(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'template-only' }), createLogger('warn'))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
