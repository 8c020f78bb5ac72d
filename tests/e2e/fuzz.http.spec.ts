import http from 'node:http'
import { createSessionCookie, e2eDb, expect, test, type TestRole, type TestUser } from './fixtures.ts'
import { describe, send, type Outcome, type RawRequest } from './fuzz-client.ts'
import {
  BOUNDARY,
  email,
  formRequest,
  LONG_VALUE,
  LONGEST_FIELD,
  mapValues,
  MIB,
  multipartBody,
  MULTIPART_TYPE,
  post,
  serverFailure,
  TARGETS,
  urlencoded,
  withFields,
  FORM_TYPE,
  type Target,
} from './fuzz-targets.ts'
import { sessionCookieName } from '~/utils/session.server.ts'

// Every public action, tried as an attacker would (issue #7, "Checked by"): malformed bodies,
// wrong content types, odd intents and names (oversized bodies: fuzz-oversized.http.spec.ts).
// Whatever arrives, the server answers — never a 5xx, never a dropped connection; a body it
// cannot read gets 400; anything else gets the form's own answer, and no answer echoes more than
// a field's limit. Each test sends one case to every target and reports every target that fails.

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
    name: 'multipart in charsets nobody decodes (charset=utf-16 on the request, utf-7 on a part)',
    expect: FORM_ANSWER,
    build: (t) => ({
      headers: { 'Content-Type': `${MULTIPART_TYPE['Content-Type']}; charset=utf-16` },
      body:
        Object.entries(t.fields)
          .map(
            ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=utf-7\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${BOUNDARY}--\r\n`,
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

for (const fuzzCase of CASES) {
  test(`fuzz: ${fuzzCase.name}`, async ({ baseURL }) => {
    test.setTimeout(120_000)
    for (const target of TARGETS) {
      const outcome = await post(baseURL!, target, fuzzCase.name, fuzzCase.build(target))
      const where = `POST ${target.url} with ${fuzzCase.name}: ${describe(outcome)}`
      if (outcome.kind !== 'answer') {
        expect.soft(outcome.kind, where).toBe('answer')
        continue
      }
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
      expect.soft(serverFailure(outcome), where).toBe(false)
      if (outcome.kind !== 'answer') continue
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
      expect.soft(serverFailure(outcome), where).toBe(false)
      if (outcome.kind === 'answer') expect.soft(outcome.bodyBytes, `${where}: the answer is a short page`).toBeLessThan(200_000)
    }
  })
}

test('the fuzz client tells an answer from a dropped connection', async () => {
  // the client must be able to report both outcomes, or the tests above could not fail
  const server = http.createServer((req, res) => (req.url === '/drop' ? req.socket.destroy() : res.end('ok')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    expect(await send(origin, { path: '/ok', headers: { 'Content-Type': 'text/plain' }, body: 'a=1' })).toMatchObject({ kind: 'answer', status: 200 })
    expect(await send(origin, { path: '/drop', headers: { 'Content-Type': 'text/plain' }, body: 'a=1' })).toMatchObject({ kind: 'dropped' })
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
    expect.soft(serverFailure(outcome), where).toBe(false)
  }
})
