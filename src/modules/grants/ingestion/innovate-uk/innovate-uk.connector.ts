import type { GrantSourceConnector } from '../connector.js'
import { readFiles } from './read-files.js'
import { readLive, type LiveOptions } from './read-live.js'

// Innovate UK: open competitions from the Innovation Funding Service (IFS) pages, and what
// Innovate UK has funded from UKRI Gateway to Research (projects, aggregated per funding line).
// See README.md beside this file for formats, mapping and rules.

export function createInnovateUkConnector (options: Partial<LiveOptions> = {}): GrantSourceConnector {
  const live: LiveOptions = { gtrQuery: options.gtrQuery ?? 'Innovate UK' }
  return {
    source: 'innovate_uk',
    readFiles,
    readLive: (ctx) => readLive(ctx, live),
  }
}

export const innovateUkConnector: GrantSourceConnector = createInnovateUkConnector()
