import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  template: string    // e.g. `welcome`, `password_reset`; recorded in the X-Template header
}

export interface Mailer {
  readonly backend: string
  send(message: MailMessage): Promise<{ message_id: string }>
}

export const DEFAULT_FROM = 'Grantwise <no-reply@grantwise.local>'

// The embedded default: each message is composed as a real RFC 5322 message by nodemailer and
// written to DATA_DIR/outbox/*.eml, where a person (or a test) can open it. Nothing to configure.
export function createOutboxMailer ({ dir, clock, from = DEFAULT_FROM }: { dir: string; clock: Clock; from?: string }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let created: Promise<unknown> | undefined
  let sequence = 0   // keeps names in sending order when the clock stands still (tests)
  return {
    backend: 'outbox',
    async send (message) {
      created ??= mkdir(dir, { recursive: true })
      await created
      const info = await composer.sendMail({
        from, to: message.to, subject: message.subject, text: message.text, html: message.html,
        date: clock.now(), headers: { 'X-Template': message.template },
      })
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${message.template}-${info.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 24)}.eml`
      await writeFile(join(dir, name), info.message as Buffer)
      return { message_id: info.messageId }
    },
  }
}
