import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

// The e-mails the e2e server sent: without SMTP it writes each one to DATA_DIR/outbox/*.eml
// (src/core/email/mailer.ts), and the test run shares that directory (playwright.config.ts).

const outbox = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox')

interface Mail {
  to: string
  subject: string
  text: string
  template: string
}

async function mails(): Promise<Mail[]> {
  const names = await readdir(outbox()).catch(() => [] as string[])
  return Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const parsed = await simpleParser(await readFile(join(outbox(), name)))
        const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '')
        return {
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          template: String(parsed.headers.get('x-template') ?? ''),
        }
      }),
  )
}

/**
 * The path of the newest invitation link e-mailed to `to` (`/invite?token=…`), optionally for one
 * workspace (named in the subject). Waits for the delivery worker, which sends within seconds.
 */
export async function invitationPath(to: string, workspace?: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const mine = (await mails()).filter(
          (m) => m.template === 'invitation' && m.to.includes(to) && (!workspace || m.subject.includes(workspace)),
        )
        const link = /https?:\/\/[^\s]+(\/invite\?token=[A-Za-z0-9_\-.%]+)/.exec(mine.at(-1)?.text ?? '')
        found = link?.[1]
        return found ? 'sent' : 'waiting'
      },
      { message: `an invitation e-mail to ${to}`, timeout: 45_000, intervals: [250, 500, 1000] },
    )
    .toBe('sent')
  return found!
}

/** The token of an invitation link's path. */
export const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!

/** The newest e-mail of `template` to `to`, once the delivery worker has sent it. */
export async function mailTo(to: string, template: string): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mails()).filter((m) => m.template === template && m.to.includes(to)).at(-1)
        return found ? 'sent' : 'waiting'
      },
      { message: `a ${template} e-mail to ${to}`, timeout: 45_000, intervals: [250, 500, 1000] },
    )
    .toBe('sent')
  return found!
}
