import { createHmac, randomBytes } from 'node:crypto'

// Standard Webhooks (https://www.standardwebhooks.com) signing, pure. The secret is `whsec_`
// followed by the base64 of the key bytes; the signed content is `${id}.${timestamp}.${body}`
// with the timestamp in unix seconds. During a rotation both secrets sign and the header carries
// both signatures, space-separated, so a receiver holding either secret accepts the message.

const PREFIX = 'whsec_'
// The specification asks for 24 to 64 bytes; 32 is what SHA-256 uses as its block-sized key anyway.
const KEY_BYTES = 32

export const generateSecret = (): string => `${PREFIX}${randomBytes(KEY_BYTES).toString('base64')}`

const keyOf = (secret: string) => Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64')

export function sign (secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given. */
export function signedHeaders (secrets: string[], id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, id, timestamp, body)).join(' '),
  }
}
