import { expect, test } from 'vitest'
import { z } from 'zod'
import { FORM_BODY_LIMIT, parseSubmission, readFormData, REQUEST_MESSAGES } from './form-action.server.ts'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** What a thrown `data()` refusal carries. */
async function refusal(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (thrown) {
    const { data, init } = thrown as { data: { error: string }; init: ResponseInit }
    return { status: init.status, error: data.error }
  }
  throw new Error('expected a refusal')
}

test('a url-encoded or multipart form within the limit is read', async () => {
  const form = await readFormData(post(new URLSearchParams({ name: 'Dana', message: 'hello' })))
  expect(Object.fromEntries(form)).toEqual({ name: 'Dana', message: 'hello' })
  const multipart = new FormData()
  multipart.set('name', 'Luis')
  expect((await readFormData(post(multipart))).get('name')).toBe('Luis')
})

test('a declared length over the limit is refused with 413 before anything is read', async () => {
  let pulled = 0
  const body = new ReadableStream({
    pull(controller) {
      pulled += 1
      controller.enqueue(new Uint8Array(1024))
    },
  })
  const request = post(body, {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(80 * 1024 * 1024),
  })
  expect(await refusal(readFormData(request))).toEqual({ status: 413, error: REQUEST_MESSAGES.tooLarge })
  expect(pulled).toBeLessThanOrEqual(1) // the stream's first pull may be eager; nothing is read on purpose
})

test('an undeclared (chunked) body is cut off as soon as it crosses the limit', async () => {
  let sent = 0
  const body = new ReadableStream({
    pull(controller) {
      sent += 16 * 1024
      controller.enqueue(new TextEncoder().encode('a'.repeat(16 * 1024)))
    },
  })
  const request = post(body, { 'Content-Type': 'application/x-www-form-urlencoded' })
  expect((await refusal(readFormData(request))).status).toBe(413)
  expect(sent).toBeLessThan(FORM_BODY_LIMIT + 64 * 1024)
})

test.each([
  ['JSON', '{"name":"x"}', 'application/json'],
  ['plain text', 'name=x', 'text/plain'],
  ['no content type', 'name=x', ''],
  ['malformed multipart', '--nope\r\nbroken', 'multipart/form-data; boundary=B'],
])('%s is a 400 with a plain message, not a 500', async (_name, body, contentType) => {
  const request = post(body, contentType ? { 'Content-Type': contentType } : {})
  if (!contentType) request.headers.delete('Content-Type')
  expect(await refusal(readFormData(request))).toEqual({ status: 400, error: REQUEST_MESSAGES.unreadable })
})

const Schema = z.object({ message: z.string().max(10, 'Message must be less than 10 characters'), note: z.string().optional() })

test.each(['garbage', '{"type":"x"}', '{"type":"reset"}', '{"type":"insert","payload":{"name":"message"}}'])(
  'a crafted __intent__ %s is a 400, not a 500',
  async (intent) => {
    const form = new FormData()
    form.set('message', 'hi')
    form.set('__intent__', intent)
    expect((await refusal(() => parseSubmission(form, { schema: Schema }))).status).toBe(400)
  },
)

test.each([
  ['in a value', 'message', 'hi\u0000there'],
  ['in a field name', 'no\u0000te', 'x'],
])('a NUL %s is a 400 (PostgreSQL could not store it)', (_where, name, value) => {
  const form = new FormData()
  form.set('message', 'hi')
  form.set(name, value)
  return refusal(() => parseSubmission(form, { schema: Schema })).then((refused) =>
    expect(refused).toEqual({ status: 400, error: REQUEST_MESSAGES.unreadable }),
  )
})

test('a reply never echoes more than one character over a field’s maximum, and validation sees the whole value', () => {
  const form = new FormData()
  form.set('message', 'x'.repeat(60_000))
  form.set('note', 'y'.repeat(60_000))
  const submission = parseSubmission(form, { schema: Schema })
  expect(submission.status).toBe('error')
  const reply = submission.reply()
  expect(reply.error?.message).toEqual(['Message must be less than 10 characters'])
  expect((reply.initialValue as Record<string, string>).message).toHaveLength(11)
  // a field with no maximum of its own echoes at most 2,000 characters
  expect((reply.initialValue as Record<string, string>).note).toHaveLength(2_000)
  expect(submission.payload.note).toHaveLength(60_000)
})
