import { hash, verify } from '@node-rs/argon2'
import type { FieldError } from '../http/errors.js'

// argon2id (the library default) with OWASP's first recommended parameter set:
// 19 MiB memory, 2 iterations, 1 lane (about 9 ms per hash on this class of machine).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, ARGON2)

export async function verifyPassword (hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false   // a corrupt hash never opens an account
  }
}

// Verifying against this keeps an unknown e-mail's login as slow as a known one's.
let dummyHash: Promise<string> | undefined
export async function burnPasswordCheck (password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password')
  await verifyPassword(await dummyHash, password)
}

export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'

const RULES: { test: (p: string) => boolean; msg: string; type: string }[] = [
  { test: (p) => p.length >= 8, msg: 'Password must be at least 8 characters long', type: 'password_too_short' },
  { test: (p) => /[A-Z]/.test(p), msg: 'Password must contain at least one uppercase letter', type: 'password_no_uppercase' },
  { test: (p) => /[a-z]/.test(p), msg: 'Password must contain at least one lowercase letter', type: 'password_no_lowercase' },
  { test: (p) => /\d/.test(p), msg: 'Password must contain at least one digit', type: 'password_no_digit' },
  { test: (p) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)), msg: `Password must contain at least one special character from ${SPECIAL_CHARACTERS}`, type: 'password_no_special' },
]

/** Every rule the password breaks, as field errors at `loc` (empty when it is acceptable). */
export function passwordProblems (password: string, loc: (string | number)[] = ['body', 'password']): FieldError[] {
  return RULES.filter((r) => !r.test(password)).map((r) => ({ loc, msg: r.msg, type: r.type }))
}
