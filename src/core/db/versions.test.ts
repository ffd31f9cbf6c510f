import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { createVersions } from './versions.js'

// Two `createVersions` on one database stand for two processes: each has its own memory.
const t = useTestApp()

describe('versions shared through the database', () => {
  it('a bump in one process is seen by another once its reading is maxAgeMs old, and calls its listeners', async () => {
    let now = 0
    const writer = createVersions(t.container.database.db)
    const reader = createVersions(t.container.database.db, { maxAgeMs: 1_000, now: () => now })
    let changes = 0
    reader.onChange('match_interactions_version', () => changes++)
    const first = await reader.current('match_interactions_version')
    changes = 0
    const bumped = await writer.bump('match_interactions_version')
    expect(Number(bumped)).toBe(Number(first) + 1)
    now = 999
    expect(await reader.current('match_interactions_version')).toBe(first)   // still within its second
    now = 1_000
    expect(await reader.current('match_interactions_version')).toBe(bumped)
    expect(changes).toBe(1)
    now = 2_000
    await reader.current('match_interactions_version')
    expect(changes).toBe(1)   // no change, no call
  })

  it('the writing process sees its own bump at once', async () => {
    const versions = createVersions(t.container.database.db, { maxAgeMs: 60_000 })
    const before = await versions.current('match_interactions_version')
    let changed = false
    versions.onChange('match_interactions_version', () => { changed = true })
    const after = await versions.bump('match_interactions_version')
    expect([await versions.current('match_interactions_version'), changed]).toEqual([after, true])
    expect(after).not.toBe(before)
  })
})
