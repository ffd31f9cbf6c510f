import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { toMessage, type OutboxMessage } from './mail.js'

export interface Refusal { code: number; message: string }

export interface TestSmtp {
  url: string
  received: OutboxMessage[]
  /**
   * Decides the reply to the next message: null accepts it; a code (451, 550...) refuses it. A
   * promise holds the reply back (a slow server).
   */
  reply: (to: string) => Refusal | null | Promise<Refusal | null>
  close(): Promise<void>
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it accepts. */
export async function startTestSmtp (): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', received: [], reply: () => null, close: async () => {} }
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 200,
    onData (stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        Promise.resolve(state.reply(to)).then(async (refusal) => {
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
          const mail = await simpleParser(Buffer.concat(chunks))
          state.received.push(toMessage(`smtp-${state.received.length + 1}`, mail))
          callback()
        }).catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  state.url = `smtp://127.0.0.1:${port}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}
