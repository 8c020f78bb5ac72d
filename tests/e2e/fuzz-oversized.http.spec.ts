import http from 'node:http'
import { expect, test, visitorAddress } from './fixtures.ts'
import { describe, send } from './fuzz-client.ts'
import { BOUNDARY, FORM_TYPE, FORMS, HUGE_BYTES, MIB, multipartBody, MULTIPART_TYPE, urlencoded, type Target } from './fuzz-targets.ts'

// Oversized bodies to every public action (issue #7: one 80 MiB POST grew the server by 1 GB).
// One at a time, in this order (each is 80 MiB; together they would measure the machine, not the
// server): `default` mode runs this file's tests in order in one worker, and a failure does not
// skip the rest.
test.describe.configure({ mode: 'default' })

// ── oversized bodies ─────────────────────────────────────────────────────────────────────────
// 80 MiB: more than any form or upload accepts. Refused with 413 early (without reading it all),
// with a short page, and the connection is either closed or still usable for the next request.
const DOCUMENT_TARGETS = FORMS.filter((form) => !form.noAction)

function hugeBody(target: Target): { headers: Record<string, string>; chunk: Buffer; prefix: string } {
  if (target.multipart) {
    const prefix =
      multipartBody(
        Object.entries(target.fields).map(([name, value]) => ({ name, value })),
        { close: false },
      ) +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${target.url === '/for-vendors' ? 'credentials' : 'roster'}"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`
    return { headers: MULTIPART_TYPE, chunk: Buffer.alloc(MIB, 'a'), prefix }
  }
  return { headers: FORM_TYPE, chunk: Buffer.alloc(MIB, 'a'), prefix: `${urlencoded(Object.entries(target.fields))}&message=` }
}

for (const contentLength of [true, false]) {
  const label = contentLength ? 'with Content-Length' : 'chunked, without Content-Length'
  test(`fuzz: an 80 MiB body ${label} is refused with 413`, async ({ baseURL }) => {
    test.setTimeout(600_000)
    for (const target of DOCUMENT_TARGETS) {
      const { headers, chunk, prefix } = hugeBody(target)
      const first = Buffer.concat([Buffer.from(prefix), chunk.subarray(prefix.length)])
      const outcome = await sendStream(baseURL!, target, `huge ${label}`, headers, first, chunk, contentLength)
      const where = `POST ${target.url} with 80 MiB ${label}: ${describe(outcome)}`
      if (outcome.kind !== 'answer') {
        expect.soft(outcome.kind, where).toBe('answer')
        continue
      }
      expect.soft(outcome.status, where).toBe(413)
      expect.soft(outcome.bodyBytes, `${where}: the refusal is a short page`).toBeLessThan(200_000)
    }
  })
}

test('fuzz: after a refused 80 MiB upload, the same keep-alive connection still answers', async ({ baseURL }) => {
  test.setTimeout(600_000)
  for (const target of DOCUMENT_TARGETS) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const { headers, chunk, prefix } = hugeBody(target)
      const first = Buffer.concat([Buffer.from(prefix), chunk.subarray(prefix.length)])
      // a client that sends its whole body before reading the answer, on a kept-alive socket
      const refused = await sendStream(baseURL!, target, 'keep-alive', headers, first, chunk, true, agent)
      const next = await send(baseURL!, { method: 'GET', path: '/healthz', agent, timeoutMs: 15_000 })
      const where = `POST ${target.url} with 80 MiB (${describe(refused)}), then GET /healthz on the same connection: ${describe(next)}`
      expect.soft(next.kind === 'answer' && next.status === 200, where).toBe(true)
    } finally {
      agent.destroy()
    }
  }
})

function sendStream(
  baseURL: string,
  target: Target,
  caseName: string,
  headers: Record<string, string>,
  first: Buffer,
  filler: Buffer,
  contentLength: boolean,
  agent?: http.Agent,
) {
  return send(baseURL, {
    path: target.url,
    headers: { 'X-Forwarded-For': visitorAddress(`fuzz:${caseName}:${target.url}`), ...headers },
    stream: { first, chunk: filler, totalBytes: HUGE_BYTES, contentLength },
    agent,
    completeUpload: Boolean(agent),
    timeoutMs: 120_000,
  })
}
