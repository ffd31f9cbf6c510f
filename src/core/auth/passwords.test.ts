import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblems, verifyPassword } from './passwords.js'

describe('passwordProblems', () => {
  it.each([
    ['Aa1!aaaa', []],
    ['Aa1"aaaa', []],
    ['Aa1<>aaa', []],
    ['Aa1!aaa', ['password_too_short']],
    ['aa1!aaaa', ['password_no_uppercase']],
    ['AA1!AAAA', ['password_no_lowercase']],
    ['Aaa!aaaa', ['password_no_digit']],
    ['Aa1_aaaa', ['password_no_special']],    // `_` and `-` are not in the spec's list
    ['', ['password_too_short', 'password_no_uppercase', 'password_no_lowercase', 'password_no_digit', 'password_no_special']],
  ])('%j breaks %j', (password, types) => {
    expect(passwordProblems(password).map((p) => p.type)).toEqual(types)
  })

  it('reports at the given location', () => {
    expect(passwordProblems('x', ['body', 'new_password'])[0]!.loc).toEqual(['body', 'new_password'])
  })
})

describe('hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies only the right password', async () => {
    const hashed = await hashPassword('Correct-Horse-1!')
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hashed, 'Correct-Horse-1!')).toBe(true)
    expect(await verifyPassword(hashed, 'correct-horse-1!')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
  })
})
