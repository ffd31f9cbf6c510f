import { fileURLToPath } from 'node:url'
import type { Logger } from '../../../../core/logger.js'
import type { ConnectorContext, ConnectorItem } from '../connector.js'

// Shared by this connector's tests: fixture/sample locations, a silent context, item collection.

export const FIXTURES = fileURLToPath(new URL('../data/fixtures/innovate_uk/', import.meta.url))
export const SAMPLES = fileURLToPath(new URL('../data/sample/innovate_uk/', import.meta.url))
export const SNAPSHOT = new Date('2026-11-15T00:00:00Z')

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined }

export function context (overrides: Partial<ConnectorContext> = {}): ConnectorContext {
  return {
    fetch: () => Promise.reject(new Error('no network in tests')),
    retry: (_what, call) => call(),
    since: null,
    log: quiet,
    ...overrides,
  }
}

export async function collect (items: AsyncIterable<ConnectorItem>): Promise<ConnectorItem[]> {
  const out: ConnectorItem[] = []
  for await (const item of items) out.push(item)
  return out
}

export const grants = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'grant' ? [i] : []))
export const projects = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'project' ? [i.project] : []))
export const skips = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'skip' ? [i] : []))
