import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import { resolveSafely, UnsafeUrl, type UrlRules } from './ssrf-guard.js'

// The one place a webhook leaves the service: a POST with a deadline, to the address the SSRF
// guard checked. The address is pinned through the socket's `lookup`, so the request never asks
// DNS again; TLS still verifies the certificate against the URL's host name.

export interface SendResult {
  status_code: number | null
  error: string | null
  duration_ms: number
  /** The first characters of the response body, for the delivery log. */
  excerpt: string | null
}

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>

const EXCERPT_CHARS = 500
const MAX_READ_BYTES = 4096

export function createWebhookSender({ rules, timeoutMs }: { rules: UrlRules; timeoutMs: number }): WebhookSender {
  return async (url, headers, body) => {
    const started = performance.now()
    const took = () => Math.round(performance.now() - started)
    try {
      const target = await resolveSafely(url, rules)
      const pinned: LookupFunction = (_host, options, callback) => {
        // Node asks for every address when autoSelectFamily is on: answer in the form it asked for.
        if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }])
        else callback(null, target.address, target.family)
      }
      const response = await post(url, pinned, headers, body, timeoutMs)
      return { status_code: response.status, error: null, duration_ms: took(), excerpt: response.excerpt }
    } catch (err) {
      const message = err instanceof UnsafeUrl ? `refused: ${err.message}` : (err as Error).message
      return { status_code: null, error: message.slice(0, 500), duration_ms: took(), excerpt: null }
    }
  }
}

function post(url: string, lookup: LookupFunction, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<{ status: number; excerpt: string | null }>((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Grantwise-Webhooks/1',
        },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = []
        let read = 0
        response.on('data', (chunk: Buffer) => {
          // Only the start of the body is kept: a receiver answering megabytes costs us nothing.
          if (read < MAX_READ_BYTES) chunks.push(chunk)
          read += chunk.length
        })
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS)
          resolve({ status: response.statusCode ?? 0, excerpt: text || null })
        })
        response.on('error', reject)
      },
    )
    request.on('error', (err: Error) =>
      reject(err.name === 'AbortError' ? new Error(`timed out after ${timeoutMs} ms`) : err),
    )
    request.end(body)
  })
}
