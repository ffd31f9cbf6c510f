import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface OutboxMessage { file: string; to: string; subject: string; template: string; text: string }

// Enough of RFC 5322 / quoted-printable to read what nodemailer writes for plain-text mail.
function parse (file: string, raw: string): OutboxMessage {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/)
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? ''
  let text = bodyParts.join('\n\n')
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    text = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
  }
  return { file, to: header('To'), subject: header('Subject'), template: header('X-Template'), text }
}

export function readOutbox (dir: string): OutboxMessage[] {
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort()
  } catch {
    return []
  }
  return files.map((f) => parse(f, readFileSync(join(dir, f), 'utf8')))
}

export function lastMailTo (dir: string, to: string, template: string): OutboxMessage {
  const found = readOutbox(dir).filter((m) => m.to.includes(to) && m.template === template).at(-1)
  if (!found) throw new Error(`no ${template} e-mail to ${to} in ${dir}`)
  return found
}

export const tokenFromLink = (message: OutboxMessage) => {
  const token = message.text.match(/[?&]token=([A-Za-z0-9._-]+)/)?.[1]
  if (!token) throw new Error(`no token link in ${message.file}`)
  return token
}
