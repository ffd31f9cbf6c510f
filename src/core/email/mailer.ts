import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  template: string    // e.g. `welcome`, `password_reset`; recorded in the X-Template header
  /** The Message-ID header. A retry of the same e-mail carries the same one, so a receiver can drop a duplicate. */
  message_id?: string
  headers?: Record<string, string>
}

export interface Mailer {
  /** Names the provider in /notifications/health: `outbox`, `smtp://host:port`. */
  readonly backend: string
  send(message: MailMessage): Promise<{ message_id: string }>
  /** Throws when the provider cannot be reached (health check). */
  verify(): Promise<void>
  close(): void
}

export const DEFAULT_FROM = 'Grantwise <no-reply@grantwise.local>'

const compose = (from: string, message: MailMessage, date: Date) => ({
  from, to: message.to, subject: message.subject, text: message.text, html: message.html, date,
  ...(message.message_id ? { messageId: message.message_id } : {}),
  headers: { 'X-Template': message.template, ...message.headers },
})

// The embedded default: each message is composed as a real RFC 5322 message by nodemailer and
// written to DATA_DIR/outbox/*.eml, where a person (or a test) can open it. Nothing to configure.
// The messages hold live sign-in and reset links: only the service's own user may read them
// (directory 0700, also when an older version created it open; files 0600).
export function createOutboxMailer ({ dir, clock, from = DEFAULT_FROM }: { dir: string; clock: Clock; from?: string }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let created: Promise<unknown> | undefined
  const ensureDir = () => (created ??= mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700)))
  let sequence = 0   // keeps names in sending order when the clock stands still (tests)
  return {
    backend: 'outbox',
    async send (message) {
      await ensureDir()
      const info = await composer.sendMail(compose(from, message, clock.now()))
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${message.template}-${info.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 24)}.eml`
      await writeFile(join(dir, name), info.message as Buffer, { mode: 0o600 })
      return { message_id: info.messageId }
    },
    async verify () {
      await ensureDir()
    },
    close () {},
  }
}

/** A provider's refusal: `permanent` for a 5xx reply (the address or message will never be accepted). */
export class MailRejected extends Error {
  constructor (message: string, readonly permanent: boolean, readonly responseCode: number | null) {
    super(message)
    this.name = 'MailRejected'
  }
}

// Production: SMTP through a small connection pool (without one, smtp-server's greeting delay
// caps sending near 10 messages per second; see the stack guide). Errors are classified once here.
export function createSmtpMailer ({ url, clock, from = DEFAULT_FROM }: { url: string; clock: Clock; from?: string }): Mailer {
  const transport = nodemailer.createTransport(url.includes('pool=') ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true&maxConnections=5`)
  const { protocol, hostname, port } = new URL(url)
  return {
    // Host and port only: the URL may carry credentials.
    backend: `${protocol}//${hostname}:${port || (protocol === 'smtps:' ? 465 : 25)}`,
    async send (message) {
      try {
        const info = await transport.sendMail(compose(from, message, clock.now())) as { messageId: string }
        return { message_id: info.messageId }
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode ?? null
        throw new MailRejected((err as Error).message, code !== null && code >= 500, code)
      }
    },
    async verify () { await transport.verify() },
    close () { transport.close() },
  }
}
