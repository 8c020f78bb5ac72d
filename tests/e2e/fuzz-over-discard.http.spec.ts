import net from 'node:net'
import { expect, test, visitorAddress } from './fixtures.ts'
import { describe, send } from './fuzz-client.ts'
import { BOUNDARY, MIB, multipartBody, MULTIPART_TYPE } from './fuzz-targets.ts'

// Uploads declaring more than the server ever reads to throw away (128 MiB, server/request-handler.ts):
// the refusal (413) is delivered as a page before the connection closes, whether the client waits
// for the answer after its first bytes or keeps sending (issue #22 item 8).
test.describe.configure({ mode: 'default' })

const DECLARED = 200 * MIB
const prefix =
  multipartBody([{ name: 'businessName', value: 'Edge Roofing' }], { close: false }) +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="credentials"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`

test('fuzz: a client that declares 200 MiB, sends 1 MiB and waits gets the 413 page', async ({ baseURL }) => {
  const url = new URL(baseURL!)
  const head =
    `POST /for-vendors HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${MULTIPART_TYPE['Content-Type']}\r\n` +
    `Content-Length: ${DECLARED}\r\nX-Forwarded-For: ${visitorAddress('fuzz:over-discard:wait')}\r\n\r\n`
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname)
    const received: Buffer[] = []
    const done = (note: string) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(Buffer.concat(received).toString('latin1') + note)
    }
    const timer = setTimeout(() => done('[no answer within 15 s]'), 15_000)
    socket.on('data', (chunk) => {
      received.push(chunk)
      // the head and some of the page are enough
      if (Buffer.concat(received).includes('</html>')) done('')
    })
    socket.on('error', (error: NodeJS.ErrnoException) => done(`[${error.code ?? error.message}]`))
    socket.on('end', () => done('[closed]'))
    socket.write(head + prefix)
    socket.write(Buffer.alloc(MIB, 'a'))
  })
  expect(answer.split('\r\n')[0], answer.slice(0, 300)).toBe('HTTP/1.1 413 Payload Too Large')
  expect(answer).toMatch(/\r\nconnection: close\r\n/i)
})

test('fuzz: a client that declares and keeps sending 200 MiB gets the 413 page, not a reset', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const outcome = await send(baseURL!, {
    path: '/for-vendors',
    headers: { 'X-Forwarded-For': visitorAddress('fuzz:over-discard:send'), ...MULTIPART_TYPE },
    stream: {
      first: Buffer.concat([Buffer.from(prefix), Buffer.alloc(MIB - prefix.length, 'a')]),
      chunk: Buffer.alloc(MIB, 'a'),
      totalBytes: DECLARED,
      contentLength: true,
    },
    completeUpload: true,
    timeoutMs: 60_000,
  })
  expect(outcome.kind, describe(outcome)).toBe('answer')
  if (outcome.kind === 'answer') expect(outcome.status).toBe(413)
})
