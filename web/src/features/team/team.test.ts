import { describe, expect, it } from 'vitest'
import { tenantOf } from '../../api/session'
import { dayStart } from './audit-filters'
import { mentionQuery } from './comment-composer'
import { abilities } from './workspace'

// The pure parts of the team pages: what a role may do, the "@name" being typed, the audit
// filter's days as instants, and the workspace a token names.

describe('abilities', () => {
  it('lets members only read, admins manage everyone but owners, owners everything', () => {
    expect(abilities('member')).toMatchObject({ manage: false, own: false, grantable: [] })
    const admin = abilities('admin')
    expect([
      admin.manage,
      admin.own,
      admin.canTouch('member'),
      admin.canTouch('admin'),
      admin.canTouch('owner'),
    ]).toEqual([true, false, true, true, false])
    expect(admin.grantable).toEqual(['member', 'admin'])
    const owner = abilities('owner')
    expect([owner.own, owner.canTouch('owner')]).toEqual([true, true])
    expect(owner.grantable).toEqual(['member', 'admin', 'owner'])
    expect(abilities(undefined).manage).toBe(false)
  })
})

describe('mentionQuery', () => {
  it('finds the "@part" just before the caret, at the start or after a space', () => {
    expect(mentionQuery('Hi @Eri', 7)).toEqual({ start: 3, query: 'Eri' })
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionQuery('Hi @Erika Mustermann and', 24)).toBeNull()
    expect(mentionQuery('mail@example', 12)).toBeNull()
    expect(mentionQuery('Hi @Eri more', 7)).toEqual({ start: 3, query: 'Eri' })
  })
})

describe('dayStart', () => {
  it('turns a local day into the instant it starts, or the next day for an exclusive end', () => {
    const from = dayStart('2026-03-05')!
    expect(new Date(from).getDate()).toBe(5)
    expect(new Date(dayStart('2026-03-05', true)!).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(
      23 * 3600_000,
    )
    expect(dayStart(undefined)).toBeUndefined()
    expect(dayStart('not a day')).toBeUndefined()
  })
})

describe('tenantOf', () => {
  const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`
  it('reads the workspace of a user token, null otherwise', () => {
    expect(tenantOf(token({ tenant_id: 'a1', exp: 1 }))).toBe('a1')
    expect(tenantOf(token({ exp: 1 }))).toBeNull()
    expect(tenantOf('garbage')).toBeNull()
    expect(tenantOf(null)).toBeNull()
  })
})
