import { describe, expect, it } from 'vitest'
import { fieldPath, mapProblem } from './problem'

const problem = (errors: { loc: (string | number)[]; msg: string; type?: string }[], detail = 'Validation failed') =>
  ({ type: 'about:blank', title: 'Unprocessable', status: 422, detail, errors: errors.map((e) => ({ type: 'x', ...e })) })

describe('mapProblem', () => {
  it.each([
    [['body', 'email'], 'email'],
    [['body', 'carbon', 'scope1'], 'carbon.scope1'],
    [['query', 'page'], 'page'],
    [['body', 'keywords', 3], 'keywords.3'],
    [['email'], 'email'],
  ] as const)('names %j as %s', (loc, path) => {
    expect(fieldPath([...loc])).toBe(path)
  })

  it('puts errors on the form fields they name, the first one per field', () => {
    const mapped = mapProblem(problem([
      { loc: ['body', 'email'], msg: 'Invalid e-mail' },
      { loc: ['body', 'password'], msg: 'Needs a digit' },
      { loc: ['body', 'password'], msg: 'Needs an uppercase letter' },
    ]), ['email', 'password', 'full_name'])
    expect(mapped).toEqual({ fields: { email: 'Invalid e-mail', password: 'Needs a digit' }, summary: [] })
  })

  it('maps a nested path to its field, and unknown fields to the summary', () => {
    const mapped = mapProblem(problem([
      { loc: ['body', 'keywords', 2], msg: 'Too long' },
      { loc: ['body', 'tenant_id'], msg: 'Not allowed' },
    ]), ['keywords'])
    expect(mapped).toEqual({ fields: { keywords: 'Too long' }, summary: ['tenant_id: Not allowed'] })
  })

  it('falls back to the detail when the problem names no field', () => {
    expect(mapProblem({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Email already registered' }, ['email']))
      .toEqual({ fields: {}, summary: ['Email already registered'] })
  })

  it('says a schema\'s complaint in the app\'s words, per field where it has them; keeps the server\'s own', () => {
    const mapped = mapProblem(problem([
      { loc: ['body', 'website'], msg: 'must match pattern "^https?://\\S+$"', type: 'pattern' },
      { loc: ['body', 'name'], msg: 'must NOT have more than 200 characters', type: 'maxLength' },
      { loc: ['body', 'email'], msg: 'An account with this e-mail address already exists', type: 'conflict' },
    ]), ['website', 'name', 'email'])
    expect(mapped.fields).toEqual({
      website: 'Enter a web address, such as https://www.example.com.',
      name: 'This is too long.',
      email: 'An account with this e-mail address already exists',
    })
  })
})
