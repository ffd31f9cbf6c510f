import { describe, expect, it } from 'vitest'
import { fieldPath, mapProblem } from './problem'

const problem = (errors: { loc: (string | number)[]; msg: string }[], detail = 'Validation failed') =>
  ({ type: 'about:blank', title: 'Unprocessable', status: 422, detail, errors: errors.map((e) => ({ ...e, type: 'x' })) })

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
})
