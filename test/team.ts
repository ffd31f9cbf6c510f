import type { TestApp } from './app.js'

// Calls of the teams tests (assignees, comments): JSON in and out, raw rows for what the API does
// not show (audit entries, e-mail bodies), a member's in-app notifications and e-mails of a type.

export type Headers = Record<string, string>
export type Signed = { user: { id: string; email: string; tenant_id: string }; headers: Headers }

export function teamCalls (t: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.body ? res.json() : null }
  }
  return {
    call,
    rows: async (sql: string, params: unknown[]) =>
      (await t.container.database.executeSql(sql, params)).rows as [Record<string, unknown>],
    inbox: async (who: Signed, type: string) =>
      (await call('GET', '/notifications?page_size=100', who.headers)).body.items.filter((n: { type: string }) => n.type === type),
    mails: async (who: Signed, type: string) =>
      (await call('GET', `/notifications/history?notification_type=${type}`, who.headers)).body.items,
  }
}
