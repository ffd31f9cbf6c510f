import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { vi } from 'vitest'
import { Webhook } from 'standardwebhooks'

// A real HTTP receiver on loopback for the webhook tests: records every request, answers with
// the status the test sets (200 unless told), and verifies signatures with the reference library.

export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
  json: { type: string; timestamp: string; data: Record<string, unknown> }
}

export async function startReceiver() {
  const received: Received[] = []
  let status = 200
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ path: req.url ?? '', headers: req.headers, body, json: JSON.parse(body) })
      res.statusCode = status
      res.end(status < 300 ? 'thanks' : `nope ${status}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    respondWith: (code: number) => {
      status = code
    },
    ofType: (type: string, path?: string) =>
      received.filter((r) => r.json.type === type && (path === undefined || r.path === path)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Verifies with `standardwebhooks` as a receiver would, at the moment of the attempt (the library
 * checks the timestamp against its own clock; the tests' clock stands still elsewhere).
 */
export function verify(secret: string, r: Received): unknown {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Number(r.headers['webhook-timestamp']) * 1000)
  try {
    return new Webhook(secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    })
  } finally {
    vi.useRealTimers()
  }
}
