import { connect, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { useTestApp } from './app.js'

// Security review (issue 23): 2,000 sockets trickling a request body a byte at a time all stayed
// open, since Fastify turns Node's request timeout off. A request must now arrive whole within
// HTTP_REQUEST_TIMEOUT_MS; after that Node answers 408 and closes the connection.
const t = useTestApp({ env: { HTTP_REQUEST_TIMEOUT_MS: '600' } })

it('closes the connection of a body that trickles in past the request timeout', async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = t.app.server.address() as AddressInfo
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => { received += chunk.toString() })
  socket.write('POST /api/v1/auth/forgot-password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{')
  const trickle = setInterval(() => socket.write(' '), 100)
  const started = performance.now()
  const closed = await new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true))
    setTimeout(() => resolve(false), 5000)
  })
  clearInterval(trickle)
  socket.destroy()
  expect(closed).toBe(true)
  expect(received).toMatch(/^HTTP\/1\.1 408/)
  // The deadline is checked every quarter of the timeout: closed soon after it, not 30 s later.
  expect(performance.now() - started).toBeLessThan(2000)
})

it('still serves a request that arrives in time', async () => {
  const res = await fetch(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/health`)
  expect(res.status).toBe(200)
})
