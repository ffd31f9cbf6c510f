import { ensurePgliteTemplate } from '../src/container.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Test databases start as copies of the PGlite template; build it once if `npm install` has not.
export default async function setup (): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-template-'))
  try {
    await ensurePgliteTemplate(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'template-only' }), createLogger('warn'))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
