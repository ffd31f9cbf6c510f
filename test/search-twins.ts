import type { GrantSearchEngine } from '../src/modules/grants/search/engine.js'

// Stand-ins for an outside search engine that fails or never answers (fallback tests).

export const failingEngine = (): GrantSearchEngine => ({
  name: 'failing',
  search: async () => { throw new Error('connection refused (twin)') },
  refresh: async () => {},
  close: async () => {},
})

export const hangingEngine = (): GrantSearchEngine => ({
  name: 'hanging',
  search: () => new Promise(() => {}),
  refresh: async () => {},
  close: async () => {},
})
