import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { z } from 'zod'
import { truncateText } from './misc.ts'

// The edges every form action shares (docs/decisions/0006-form-pattern.md): a bounded body, a bad
// request of any shape answered 400 with a plain message before anything is written, and replies
// that never echo more than a field may hold. Uploads read their bodies with their own limits
// (uploads.server.ts) and use the same answers.

/** A form without files fits in this many bytes; more is answered 413 before it is read. */
export const FORM_BODY_LIMIT = 64 * 1024

export const REQUEST_MESSAGES = {
  tooLarge: 'This form is too large to send. Please shorten what you entered and try again.',
  unreadable: 'This form could not be read. Please reload the page and try again.',
} as const

/** What a route's ErrorBoundary shows for a refused request. */
export type RefusedRequest = { error: string }

/** Throws the plain 400 (or 413) answer for a request that is not a form this action can read. */
export function refuseRequest(status: 400 | 413 = 400, message?: string): never {
  throw data<RefusedRequest>({ error: message ?? (status === 413 ? REQUEST_MESSAGES.tooLarge : REQUEST_MESSAGES.unreadable) }, { status })
}

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * The posted form, read within `maxBytes`: a declared length over the limit is refused before a
 * byte is read, an undeclared (chunked) one as soon as it crosses it. Not a form → 400.
 */
export async function readFormData(request: Request, { maxBytes = FORM_BODY_LIMIT } = {}): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!FORM_CONTENT_TYPE.test(contentType)) refuseRequest(400)
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) refuseRequest(413)
  const body = await readBodyWithin(request, maxBytes)
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    refuseRequest(400)
  }
}

/** The request body as bytes, refused with a 413 as soon as it crosses `maxBytes`. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // the server discards the rest of the body after answering (server/request-handler.ts)
      await reader.cancel().catch(() => {})
      refuseRequest(413)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The longest value a reply echoes for a field that declares no maximum of its own. */
const UNDECLARED_FIELD_ECHO = 2_000

/**
 * Conform's `parseWithZod`, with the edges closed: an intent Conform does not know (a crafted
 * `__intent__`) and a NUL character anywhere are a 400, not a 500; and `submission.reply()` never
 * echoes more of a value than one character over its field's declared maximum (2,000 characters
 * for a field without one). Validation always sees the whole value.
 */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, { schema }: { schema: Schema }) {
  // no form a person fills in holds a NUL, and PostgreSQL cannot store one in a text column: refused
  // here, the same on both databases, rather than failing at the insert (found by the fuzz suite)
  for (const [name, value] of formData) {
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) refuseRequest(400)
  }
  let submission
  try {
    submission = parseWithZod(formData, { schema })
  } catch {
    refuseRequest(400)
  }
  const maxLengths = maxLengthsOf(schema)
  const reply = submission.reply.bind(submission)
  submission.reply = ((options) => {
    const result = reply(options)
    if (!result.initialValue) return result
    const initialValue = Object.fromEntries(
      Object.entries(result.initialValue).map(([name, value]) => [name, cut(value, (maxLengths[name] ?? UNDECLARED_FIELD_ECHO - 1) + 1)]),
    )
    return { ...result, initialValue }
  }) as typeof submission.reply
  return submission
}

function cut(value: unknown, max: number): unknown {
  if (typeof value === 'string') return truncateText(value, max)
  if (Array.isArray(value)) return value.map((item) => cut(item, max))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item, max)]))
  return value
}

const maxLengthCache = new WeakMap<z.ZodType, Record<string, number>>()

/** Each top-level field's maximum length, as the schema declares it (its JSON Schema, input side). */
function maxLengthsOf(schema: z.ZodType): Record<string, number> {
  let lengths = maxLengthCache.get(schema)
  if (!lengths) {
    lengths = {}
    try {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, { maxLength?: number }>
      }
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        if (typeof property.maxLength === 'number') lengths[name] = property.maxLength
      }
    } catch {
      // a schema JSON Schema cannot describe: every field gets the general cap
    }
    maxLengthCache.set(schema, lengths)
  }
  return lengths
}
