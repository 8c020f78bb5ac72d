import http from 'node:http'
import { createSessionCookie, e2eDb, expect, test, visitorAddress, type TestRole, type TestUser } from './fixtures.ts'
import { describe, send, type Outcome, type RawRequest } from './fuzz-client.ts'
import { sessionCookieName } from '../../app/utils/session.server.ts'

// Every public action, tried as an attacker would (issue #7, "Checked by"): malformed, oversized,
// wrong content types, odd intents and names. Whatever arrives, the server answers — never a 5xx,
// never a dropped connection; a body it will not read gets 413; a body it cannot read gets 400;
// anything else gets the form's own answer, and no answer echoes more than a field's limit.
// A fixed list of cases: the same requests on every run.

type Target = {
  /** the URL posted to */
  url: string
  /** the form's fields, valid or nearly so, so a request gets past the first checks */
  fields: Record<string, string>
  /** posted as the browser would: multipart (file uploads) or urlencoded */
  multipart?: boolean
  /** the route has no action: 405 is its normal answer to any POST */
  noAction?: boolean
  /** a login page: its redirectTo cases sign in a new user of this role */
  login?: TestRole
}

const email = (label: string) => `fuzz-${label}@example.test`

const FORMS: Target[] = [
  {
    url: '/contact',
    fields: {
      name: 'Fuzz Tester',
      email: email('contact'),
      role: 'consumer',
      subject: 'support',
      message: 'A message from the fuzz test, long enough to pass.',
      agreedToPrivacy: 'on',
      captchaAnswer: '7',
      captchaToken: 'not-a-token',
    },
  },
  {
    url: '/for-vendors',
    multipart: true,
    fields: {
      businessName: 'Fuzz Roofing',
      contactName: 'Fuzz Tester',
      email: email('vendor'),
      phone: '(321) 555-0100',
      address: '100 Fuzz Street, Cocoa Beach, FL 32931',
      servicesOffered: 'Roof repair and replacement.',
      yearsExperience: '5',
      insuranceProvider: 'Fuzz Mutual',
      agreeToTerms: 'on',
      consentToContact: 'on',
    },
  },
  {
    url: '/affiliates',
    multipart: true,
    fields: { name: 'Fuzz Tester', email: email('affiliate'), brokerageName: 'Fuzz Realty', phone: '(321) 555-0101', agreeToTerms: 'on' },
  },
  { url: '/newsletter', fields: { source: 'footer', name: 'Fuzz Tester', email: email('newsletter'), redirectTo: '/blog' } },
  { url: '/newsletter/unsubscribe', fields: { token: 'not-a-real-token' } },
  { url: '/affiliate-auth', login: 'affiliate', fields: { email: email('login'), password: 'not-the-password', redirectTo: '' } },
  { url: '/admin-auth', login: 'admin', fields: { email: email('login'), password: 'not-the-password', redirectTo: '' } },
  { url: '/vendor-login', login: 'vendor', fields: { email: email('login'), password: 'not-the-password', rememberMe: 'on', redirectTo: '' } },
  { url: '/logout', fields: { redirectTo: '/' } },
  { url: '/find-services', noAction: true, fields: { service: 'Roofing', location: '32931' } },
  { url: '/?index', noAction: true, fields: { email: email('home') } },
]

/** React Router's data URL for a page: what its forms post to when JavaScript runs. */
function dataUrl(url: string) {
  const [path, query] = url.split('?')
  return `${path === '/' ? '/_root' : path}.data${query ? `?${query}` : ''}`
}

/** Every target twice: as a document POST and as React Router's `.data` request. */
const TARGETS: Target[] = FORMS.flatMap((form) => [form, { ...form, url: dataUrl(form.url) }])

// ── bodies ───────────────────────────────────────────────────────────────────────────────────
const BOUNDARY = '----harperFuzzBoundary7MA4YWxkTrZu0gW'
const MIB = 1024 * 1024
const HUGE_BYTES = 80 * MIB
/** the longest value any form field accepts (additionalInfo: 2,000 characters) */
const LONGEST_FIELD = 2000
const LONG_VALUE = 'Ω'.repeat(10_000)

function urlencoded(fields: [string, string][]) {
  return new URLSearchParams(fields).toString()
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: string }

function multipartBody(parts: Part[], { close = true, boundary = BOUNDARY } = {}) {
  let body = ''
  for (const part of parts) {
    body += `--${boundary}\r\n`
    if ('filename' in part) {
      // written raw, as a hand-made client would: a " in the name is not escaped
      body += `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n${part.content}\r\n`
    } else {
      body += `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
    }
  }
  if (close) body += `--${boundary}--\r\n`
  return body
}

const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' }
const MULTIPART_TYPE = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }

/** The fields (as pairs) posted the way the target's form posts them. */
function formRequest(target: Target, pairs: [string, string][]): Omit<RawRequest, 'path'> {
  if (target.multipart) return { headers: MULTIPART_TYPE, body: multipartBody(pairs.map(([name, value]) => ({ name, value }))) }
  return { headers: FORM_TYPE, body: urlencoded(pairs) }
}

const withFields = (target: Target, changes: Record<string, string>) => Object.entries({ ...target.fields, ...changes })
const mapValues = (target: Target, change: (value: string) => string) =>
  Object.entries(target.fields).map(([name, value]) => [name, change(value)] as [string, string])

// ── expectations ─────────────────────────────────────────────────────────────────────────────
/** A body the server cannot read as a form: 400 (a route without an action: 405). */
const UNREADABLE = 'unreadable'
/** A readable but odd form: the form's own answer — anything but a 5xx. */
const FORM_ANSWER = 'form answer'

type Case = { name: string; expect: typeof UNREADABLE | typeof FORM_ANSWER; build: (target: Target) => Omit<RawRequest, 'path'> }

const CASES: Case[] = [
  { name: 'a JSON body', expect: UNREADABLE, build: (t) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(t.fields) }) },
  { name: 'a text/plain body', expect: UNREADABLE, build: (t) => ({ headers: { 'Content-Type': 'text/plain' }, body: urlencoded(Object.entries(t.fields)) }) },
  {
    name: 'multipart whose boundary the body does not use',
    expect: UNREADABLE,
    build: (t) => ({
      headers: MULTIPART_TYPE,
      body: multipartBody(
        Object.entries(t.fields).map(([name, value]) => ({ name, value })),
        { boundary: 'another-boundary' },
      ),
    }),
  },
  {
    name: 'multipart without a boundary parameter',
    expect: UNREADABLE,
    build: (t) => ({
      headers: { 'Content-Type': 'multipart/form-data' },
      body: multipartBody(Object.entries(t.fields).map(([name, value]) => ({ name, value }))),
    }),
  },
  {
    name: 'truncated multipart (no closing boundary, cut inside a part)',
    expect: UNREADABLE,
    build: (t) => ({
      headers: MULTIPART_TYPE,
      body: multipartBody(
        Object.entries(t.fields).map(([name, value]) => ({ name, value })),
        { close: false },
      ).slice(0, -7),
    }),
  },
  {
    name: 'a " in an upload file name',
    expect: FORM_ANSWER,
    build: (t) => ({
      headers: MULTIPART_TYPE,
      body: multipartBody([
        ...Object.entries(t.fields).map(([name, value]) => ({ name, value })),
        {
          name: t.url.startsWith('/for-vendors') ? 'credentials' : 'roster',
          filename: 'team"roster.csv',
          type: 'text/csv',
          content: 'name,email\nAnn,ann@example.test\n',
        },
      ]),
    }),
  },
  {
    name: 'broken percent-escapes',
    expect: FORM_ANSWER,
    build: (t) => ({ headers: FORM_TYPE, body: `${urlencoded(Object.entries(t.fields))}&name=%E0%A4%A&%ZZ=1&email=%` }),
  },
  { name: 'an empty body', expect: FORM_ANSWER, build: () => ({ headers: FORM_TYPE, body: '' }) },
  { name: '__intent__=garbage', expect: FORM_ANSWER, build: (t) => formRequest(t, withFields(t, { __intent__: 'garbage' })) },
  { name: '__intent__={"type":"x"}', expect: FORM_ANSWER, build: (t) => formRequest(t, withFields(t, { __intent__: '{"type":"x"}' })) },
  {
    name: '__intent__ validate of a field that does not exist',
    expect: FORM_ANSWER,
    build: (t) => formRequest(t, withFields(t, { __intent__: '{"type":"validate","payload":{"name":"__proto__"}}' })),
  },
  { name: 'an unknown intent', expect: FORM_ANSWER, build: (t) => formRequest(t, withFields(t, { intent: 'no-such-intent' })) },
  {
    name: 'control characters in every field',
    expect: FORM_ANSWER,
    build: (t) =>
      formRequest(
        t,
        mapValues(t, (v) => `${v}\u0000\u0001\u0008\u001b[2J\u007f\r\n`),
      ),
  },
  {
    name: 'U+FFFF and lone surrogates in every field',
    expect: FORM_ANSWER,
    build: (t) =>
      formRequest(
        t,
        mapValues(t, (v) => `${v}\uffff\ufffe\ud800`),
      ),
  },
  {
    name: '10,000-character values in every field',
    expect: FORM_ANSWER,
    build: (t) =>
      formRequest(
        t,
        mapValues(t, () => LONG_VALUE),
      ),
  },
  {
    name: 'every field twice, with different values',
    expect: FORM_ANSWER,
    build: (t) => formRequest(t, [...Object.entries(t.fields), ...mapValues(t, (v) => `${v}-second`)]),
  },
  {
    name: 'a field named __proto__ and constructor',
    expect: FORM_ANSWER,
    build: (t) => formRequest(t, withFields(t, { ['__proto__']: 'x', constructor: 'y', 'a[b][c]': 'z' })),
  },
]

/** Sends `request` to `target`, as its own visitor (per-address rate limits count it alone). */
function post(baseURL: string, target: Target, caseName: string, request: Omit<RawRequest, 'path'>) {
  return send(baseURL, {
    ...request,
    path: target.url,
    headers: { 'X-Forwarded-For': visitorAddress(`fuzz:${caseName}:${target.url}`), ...request.headers },
  })
}

function isServerFailure(outcome: Outcome) {
  return outcome.kind === 'dropped' || outcome.status >= 500
}

for (const fuzzCase of CASES) {
  test(`fuzz: ${fuzzCase.name}`, async ({ baseURL }) => {
    test.setTimeout(120_000)
    for (const target of TARGETS) {
      const outcome = await post(baseURL!, target, fuzzCase.name, fuzzCase.build(target))
      const where = `POST ${target.url} with ${fuzzCase.name}: ${describe(outcome)}`
      expect.soft(isServerFailure(outcome), where).toBe(false)
      if (outcome.kind !== 'answer') continue
      if (fuzzCase.expect === UNREADABLE) expect.soft(outcome.status, where).toBe(target.noAction ? 405 : 400)
      else expect.soft(outcome.status, where).toBeLessThan(500)
      expect.soft(outcome.body.includes(LONG_VALUE.slice(0, LONGEST_FIELD + 1)), `${where}: echoes a value longer than any field allows`).toBe(false)
    }
  })
}

// ── redirectTo with characters above U+00FF ─────────────────────────────────────────────────
// A header cannot carry them as they are: the redirect must be refused (400) or made safe — and
// either way before any work is done, so no session or subscription is left behind unanswered.
const isRedirect = (outcome: Outcome) => outcome.kind === 'answer' && [202, 204, 301, 302, 303, 307, 308].includes(outcome.status)

for (const redirectTo of ['/ü', '/\u4e2d', '/\u4e2d?next=/\u{1F600}']) {
  test(`fuzz: redirectTo=${redirectTo}`, async ({ baseURL, insertNewUser }) => {
    test.setTimeout(120_000)
    const users = new Map<TestRole, TestUser>()
    for (const target of TARGETS) {
      let fields: Record<string, string> = { ...target.fields, redirectTo }
      let user: TestUser | undefined
      if (target.login) {
        if (!users.has(target.login)) users.set(target.login, await insertNewUser({ role: target.login }))
        user = users.get(target.login)!
        fields = { ...fields, email: user.email, password: user.password }
      }
      const subscriber =
        target.url.startsWith('/newsletter') && !target.url.startsWith('/newsletter/')
          ? email(
              `redirect-${Buffer.from(redirectTo + target.url)
                .toString('hex')
                .slice(0, 24)}`,
            )
          : undefined
      if (subscriber) fields.email = subscriber
      const sessionsBefore = user ? await e2eDb.session.count({ where: { userId: user.id } }) : 0

      const outcome = await post(baseURL!, target, `redirectTo ${redirectTo}`, formRequest(target, Object.entries(fields)))
      const where = `POST ${target.url} with redirectTo=${redirectTo}: ${describe(outcome)}`
      expect.soft(isServerFailure(outcome), where).toBe(false)
      if (outcome.kind !== 'answer') continue
      expect.soft(outcome.status, where).toBeLessThan(500)
      if (user) {
        const created = (await e2eDb.session.count({ where: { userId: user.id } })) - sessionsBefore
        const cookieSet = [outcome.headers['set-cookie'] ?? []].flat().some((c) => c.startsWith(`${sessionCookieName()}=`))
        if (isRedirect(outcome)) expect.soft(cookieSet, `${where}: a sign-in that succeeds sets its session cookie`).toBe(true)
        else expect.soft(created, `${where}: a refused sign-in leaves no session row behind`).toBe(0)
      }
      if (subscriber && !isRedirect(outcome)) {
        expect.soft(await e2eDb.newsletterSubscriber.count({ where: { email: subscriber } }), `${where}: a refused subscription stores nothing`).toBe(0)
      }
    }
  })
}

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
      expect.soft(isServerFailure(outcome), where).toBe(false)
      if (outcome.kind !== 'answer') continue
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

// ── uploads: parsing that stops early still answers ──────────────────────────────────────────
const UPLOAD_LIMIT_CASES: Case[] = [
  {
    name: 'a multipart text field of 2 MiB',
    expect: FORM_ANSWER,
    build: (t) => ({
      headers: MULTIPART_TYPE,
      body: multipartBody([...Object.entries(t.fields).map(([name, value]) => ({ name, value })), { name: 'notes', value: 'n'.repeat(2 * MIB) }]),
    }),
  },
  {
    name: '1,000 multipart parts',
    expect: FORM_ANSWER,
    build: () => ({ headers: MULTIPART_TYPE, body: multipartBody(Array.from({ length: 1000 }, (_, index) => ({ name: `part${index}`, value: 'x' }))) }),
  },
]

for (const fuzzCase of UPLOAD_LIMIT_CASES) {
  test(`fuzz: ${fuzzCase.name}`, async ({ baseURL }) => {
    test.setTimeout(120_000)
    for (const target of TARGETS) {
      const outcome = await post(baseURL!, target, fuzzCase.name, fuzzCase.build(target))
      const where = `POST ${target.url} with ${fuzzCase.name}: ${describe(outcome)}`
      expect.soft(isServerFailure(outcome), where).toBe(false)
      if (outcome.kind === 'answer') expect.soft(outcome.bodyBytes, `${where}: the answer is a short page`).toBeLessThan(200_000)
    }
  })
}

test('the fuzz client tells an answer from a dropped connection', async ({ baseURL }) => {
  // the client must be able to report both outcomes, or the tests above could not fail
  const answered = await send(baseURL!, { method: 'GET', path: '/healthz' })
  expect(answered).toMatchObject({ kind: 'answer', status: 200 })
  const server = http.createServer((req) => req.socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as { port: number }
    expect(await send(`http://127.0.0.1:${port}`, { path: '/', headers: FORM_TYPE, body: 'a=1' })).toMatchObject({ kind: 'dropped' })
  } finally {
    server.close()
  }
})

// a signed-in POST gets the same treatment: the session's cookie does not change the answer's shape
test('fuzz: __intent__=garbage from a signed-in affiliate', async ({ baseURL, insertNewUser }) => {
  const { cookieHeader } = await createSessionCookie((await insertNewUser({ role: 'affiliate' })).id, baseURL!)
  for (const target of TARGETS) {
    const request = formRequest(target, withFields(target, { __intent__: 'garbage' }))
    const outcome = await post(baseURL!, target, 'signed-in intent', { ...request, headers: { ...request.headers, Cookie: cookieHeader } })
    const where = `POST ${target.url} signed in with __intent__=garbage: ${describe(outcome)}`
    expect.soft(isServerFailure(outcome), where).toBe(false)
  }
})
