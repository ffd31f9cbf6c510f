import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

export interface OutboxMessage {
  file: string
  to: string
  subject: string
  template: string
  text: string
  html: string
  messageId: string
  headers: ParsedMail['headers']
  /** A header's raw value, unfolded (mailparser restructures List-* headers). */
  header: (name: string) => string | undefined
}

export const toMessage = (file: string, mail: ParsedMail): OutboxMessage => ({
  file,
  to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text ?? '',
  subject: mail.subject ?? '',
  template: String(mail.headers.get('x-template') ?? ''),
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  messageId: mail.messageId ?? '',
  headers: mail.headers,
  header: (name) => mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n[ \t]+/g, ' '),
})

/** The messages the outbox mailer wrote, oldest first, parsed as a mail client would (MIME, encodings). */
export async function readOutbox (dir: string): Promise<OutboxMessage[]> {
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort()
  } catch {
    return []
  }
  return Promise.all(files.map(async (f) => toMessage(f, await simpleParser(readFileSync(join(dir, f))))))
}

export async function lastMailTo (dir: string, to: string, template: string): Promise<OutboxMessage> {
  const found = (await readOutbox(dir)).filter((m) => m.to.includes(to) && m.template === template).at(-1)
  if (!found) throw new Error(`no ${template} e-mail to ${to} in ${dir}`)
  return found
}

export const tokenFromLink = (message: OutboxMessage) => {
  const token = message.text.match(/[?&]token=([A-Za-z0-9._-]+)/)?.[1]
  if (!token) throw new Error(`no token link in ${message.file}`)
  return token
}
