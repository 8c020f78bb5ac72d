import crypto from 'node:crypto'
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { afterAll, describe, expect, test } from 'vitest'
import { createCaptchaChallenge } from '~/contact/captcha.server.ts'
import { loader as rootLoader } from '~/root.tsx'
import { requestStatusLink } from '~/service-requests/status-link.server.ts'
import { databaseProviderOf } from '~/utils/database-url.ts'
import { db } from '~/utils/db.server.ts'
import { pendingAffiliateApplication, REFER_CLIENT_FIELDS, signedInAffiliate, signedInAs } from './accounts-helpers.ts'
import { BASE_URL, getRequest, outcome, routeArgs, sessionCookieFor, TEST_CLIENT_ADDRESS, type Outcome } from './helpers.ts'
import { encryptTotpKey } from '~/accounts/two-factor.server.ts'
import { createRequestWithLeads, createVendor } from './lifecycle-helpers.ts'
import { loadRouteTable, type RouteRow } from './route-table.ts'

// Property-based fuzzing of every action in the route table (issue #14 item 4), at the loader /
// action layer against the migrated database. fast-check builds each input from the route's own
// form: fields kept, dropped, repeated, replaced or made oversized, files where text belongs,
// extra fields with odd names, and the body sent as another content type; values mix Unicode
// edge cases, markup carrying a `<x-fuzz-N>` marker and SQL-looking text. For every input:
//   - the answer is never a 5xx (nor an exception the router would turn into one);
//   - an answer that refuses (4xx), and any input that is invalid by construction, leaves the
//     row count of every table unchanged (tables that record the attempt itself excepted);
//   - the marker never appears raw: not in a Response's body, not in the route's page rendered
//     with the action's answer, not in a thrown error's data; a redirect never leaves the site.
// An action in app/routes.ts without an entry in FUZZ fails the suite. The number of inputs each
// action received is printed at the end.

/** Inputs per action (FUZZ_RUNS scales them: FUZZ_RUNS=400 for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
/** A cap per action, so a slow machine stops generating early instead of stretching CI. */
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 6_000)

/** Tables an attempt is written to whatever its answer: the sign-in audit trail and throttles. */
const ATTEMPT_TABLES = new Set(['AuditEvent', 'LoginThrottle'])

// ── the forms ────────────────────────────────────────────────────────────────────────────────
type Form = {
  /** the form's fields, valid or nearly so, so mutated inputs reach past the first checks */
  fields: Record<string, string>
  /** a field without which the input is invalid (dropping it, or making it huge, must store nothing) */
  required?: string
  /** free-text fields: markup and odd Unicode appended to them can leave the input valid */
  text?: string[]
}
type Context = { cookie: string; path: string; forms: () => Form[] }
type FuzzEntry = {
  multipart?: boolean
  setup: () => Promise<Context>
}

/** An admin who gave the password only (aal1), with a verified TOTP factor or none yet (docs/decisions/0023). */
async function adminAtAal1(path: string, { enrolled }: { enrolled: boolean }): Promise<Context> {
  const user = await db.user.create({ data: { email: email(), name: 'Fuzz Admin', roles: { create: [{ role: 'moderator' }] } } })
  await db.twoFactor.create({
    data: { userId: user.id, encryptedSecret: encryptTotpKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), verifiedAt: enrolled ? new Date() : null },
  })
  const cookie = await sessionCookieFor(user.id, { aal: 'aal1' })
  return { cookie, path, forms: (): Form[] => [{ fields: { code: '123456' }, required: 'code', text: ['code'] }] }
}

const anonymous = (path: string, forms: () => Form[]) => async (): Promise<Context> => ({ cookie: '', path, forms })
const email = () => `fuzz-${crypto.randomUUID().slice(0, 8)}@example.test`
const login = (extra: Record<string, string> = {}): Form => ({
  fields: { email: email(), password: 'not-the-password', redirectTo: '', ...extra },
  required: 'email',
})

const FUZZ: Record<string, FuzzEntry> = {
  'routes/contact': {
    setup: anonymous('/contact', () => {
      const { a, b, token } = createCaptchaChallenge()
      const fields = { name: 'Fuzz Tester', email: email(), role: 'consumer', subject: 'support', message: 'A message from the fuzz suite, long enough.' }
      return [
        { fields: { ...fields, agreedToPrivacy: 'on', captchaAnswer: String(a + b), captchaToken: token }, required: 'message', text: ['name', 'message'] },
      ]
    }),
  },
  'routes/for-vendors': {
    multipart: true,
    setup: anonymous('/for-vendors', () => [
      {
        fields: {
          businessName: 'Fuzz Roofing',
          contactName: 'Fuzz Tester',
          email: email(),
          phone: '(321) 555-0100',
          address: '100 Ocean Blvd, Cocoa Beach, FL 32931',
          servicesOffered: 'Roof repair and replacement.',
          yearsExperience: '5',
          insuranceProvider: 'Fuzz Mutual',
          agreeToTerms: 'on',
          consentToContact: 'on',
        },
        required: 'businessName',
        text: ['businessName', 'contactName', 'servicesOffered', 'insuranceProvider'],
      },
    ]),
  },
  'routes/affiliates': {
    multipart: true,
    setup: anonymous('/affiliates', () => [
      {
        fields: { name: 'Fuzz Tester', email: email(), brokerageName: 'Fuzz Realty', phone: '(321) 555-0101', agreeToTerms: 'on' },
        required: 'email',
        text: ['name', 'brokerageName', 'redirectTo'],
      },
    ]),
  },
  'routes/newsletter': {
    setup: anonymous('/newsletter', () => [
      {
        fields: { source: 'footer', name: 'Fuzz Tester', email: email(), redirectTo: '/blog' },
        required: 'email',
        text: ['name', 'brokerageName', 'redirectTo'],
      },
    ]),
  },
  // a browser posts reports as JSON (tests/integration/csp-reports.test.ts): every form here is refused (415)
  'routes/resources/csp-reports': { setup: anonymous('/csp-reports', () => [{ fields: { 'csp-report': '{"document-uri":"x"}' }, required: 'csp-report' }]) },
  'routes/newsletter.unsubscribe': { setup: anonymous('/newsletter/unsubscribe', () => [{ fields: { token: 'not-a-real-token' }, required: 'token' }]) },
  'routes/vendor-login': { setup: anonymous('/vendor-login', () => [login({ rememberMe: 'on' })]) },
  'routes/admin-auth': { setup: anonymous('/admin-auth', () => [login()]) },
  'routes/admin-auth.verify': { setup: () => adminAtAal1('/admin-auth/verify', { enrolled: true }) },
  'routes/admin-auth.enrol': { setup: () => adminAtAal1('/admin-auth/enrol', { enrolled: false }) },
  'routes/affiliate-auth': {
    setup: anonymous('/affiliate-auth', () => [
      login({ intent: 'login' }),
      {
        fields: { intent: 'signup', name: 'Fuzz Tester', email: email(), password: 'a-long-enough-password' },
        required: 'email',
        text: ['name', 'brokerageName', 'redirectTo'],
      },
    ]),
  },
  'routes/forgot-password': {
    setup: anonymous('/forgot-password', () => [{ fields: { email: email() }, required: 'email', text: ['name', 'brokerageName', 'redirectTo'] }]),
  },
  'routes/affiliate-auth.confirm': {
    setup: anonymous('/affiliate-auth/confirm', () => [{ fields: { token: 'not-a-real-token' }, required: 'token' }]),
  },
  'routes/reset-password': {
    setup: anonymous('/reset-password', () => [
      { fields: { token: 'not-a-real-token', password: 'a-long-enough-password', confirmPassword: 'a-long-enough-password' }, required: 'token' },
    ]),
  },
  'routes/requests.status': {
    async setup() {
      const vendor = await createVendor({ signedIn: false })
      const { request, matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
      const url = new URL(await requestStatusLink(db, { serviceRequestId: request.id, email: request.contactEmail }))
      return {
        cookie: '',
        path: `${url.pathname}${url.search}`,
        forms: (): Form[] => [{ fields: { intent: 'hire', matchId: matches[0].id } }, { fields: { intent: 'cancel' } }],
      }
    },
  },
  'routes/resources/harper.messages': {
    setup: anonymous('/harper/messages', (): Form[] => [
      { fields: { message: 'My roof is leaking in 32931', redirectTo: '/' }, required: 'message', text: ['message', 'redirectTo'] },
      { fields: { intent: 'restart' } },
    ]),
  },
  'routes/logout': {
    async setup() {
      const { cookie } = await signedInAs(['vendor'])
      return { cookie, path: '/logout', forms: (): Form[] => [{ fields: { redirectTo: '/' } }, { fields: { intent: 'everywhere', redirectTo: '/' } }] }
    },
  },
  'routes/not-found': { setup: anonymous('/no-such-page', () => [{ fields: { anything: 'x' } }]) },
  'routes/affiliate-dashboard': {
    async setup() {
      const { cookie } = await signedInAffiliate()
      const fields = { ...REFER_CLIENT_FIELDS, note: 'Fuzz note' }
      return { cookie, path: '/affiliate-dashboard', forms: (): Form[] => [{ fields, required: 'clientName', text: ['clientName', 'note'] }] }
    },
  },
  'routes/vendor-dashboard': {
    async setup() {
      const vendor = await createVendor()
      const { matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
      const matchId = matches[0].id
      return {
        cookie: vendor.cookie,
        path: '/vendor-dashboard',
        forms: (): Form[] => [
          { fields: { intent: 'accept', matchId }, required: 'matchId' },
          { fields: { intent: 'decline', matchId, reason: 'Fully booked', detail: 'Until March' }, required: 'reason', text: ['detail'] },
          { fields: { intent: 'schedule', matchId, scheduledFor: '2099-01-01' }, required: 'scheduledFor' },
          { fields: { intent: 'complete', matchId, jobValue: '5,250.00' }, required: 'jobValue' },
          { fields: { intent: 'update-profile', serviceTypes: 'Roofing', serviceRadiusMiles: '30', available: 'on' }, required: 'serviceRadiusMiles' },
        ],
      }
    },
  },
  'routes/admin-dashboard': {
    async setup() {
      const { cookie } = await signedInAs(['super_admin'])
      const application = await pendingAffiliateApplication()
      return {
        cookie,
        path: '/admin-dashboard',
        forms: (): Form[] => [
          { fields: { intent: 'reject-affiliate', applicationId: application.id }, required: 'applicationId' },
          { fields: { intent: 'approve-vendor', applicationId: 'no-such-application', serviceTypes: 'Roofing', zip: '32931' }, required: 'zip' },
          {
            fields: { intent: 'referral-transition', referralId: 'no-such-referral', transition: 'complete', jobValue: '100', note: 'n' },
            required: 'transition',
            text: ['note'],
          },
        ],
      }
    },
  },
  'routes/admin.requests': {
    async setup() {
      const { cookie } = await signedInAs(['moderator'])
      return { cookie, path: '/admin/requests', forms: (): Form[] => [{ fields: { intent: 'release', requestId: 'no-such-request' }, required: 'requestId' }] }
    },
  },
  'routes/admin.blog': {
    async setup() {
      const { cookie } = await signedInAs(['moderator'])
      const post = { title: 'Fuzz post', excerpt: 'Short', content: '<p>Body</p>', category: 'Roofing', authorName: 'Fuzz', status: 'draft', tags: 'a, b' }
      return {
        cookie,
        path: '/admin/blog',
        forms: (): Form[] => [
          { fields: { intent: 'create', ...post }, required: 'title', text: ['title', 'excerpt', 'content', 'category', 'authorName', 'tags'] },
          { fields: { intent: 'update', id: 'no-such-post', ...post }, required: 'title' },
          { fields: { intent: 'delete', id: 'no-such-post' }, required: 'id' },
        ],
      }
    },
  },
}

// ── the inputs ───────────────────────────────────────────────────────────────────────────────
const MARKER = '<x-fuzz-'
const UNICODE_EDGES = [
  '\u0000',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u200b', // zero-width space
  '\ufeff',
  '\uffff',
  'e\u0301\u0302\u0303\u0304', // stacked combining marks
  '👩🏽‍🚒',
  '🏳️‍🌈',
  '\r\n',
  '\u001b[2J',
]
const SQL = [
  `' OR '1'='1`,
  `'; DROP TABLE "User"; --`,
  `1; SELECT * FROM sqlite_master`,
  `" OR ""="`,
  `%' AND 1=1 --`,
  `admin'--`,
  `1 UNION SELECT password FROM "Password"`,
]
const LITERALS = ['', ' ', 'true', 'null', 'undefined', '[]', '{}', 'NaN', '-1', '0', '1e309', '9'.repeat(40), '__proto__', 'on', 'off']
const markup = fc
  .tuple(
    fc.nat(9_999),
    fc.constantFrom('%s', '"><%s a="', "'><%s>", '<script>/*%s*/</script>', '</textarea></title>%s', '<img src=x onerror=alert(1)>%s', 'javascript:%s'),
  )
  .map(([n, template]) => template.replace('%s', `${MARKER}${n}>`))
const piece = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES),
  markup,
  fc.constantFrom(...SQL),
  fc.constantFrom(...LITERALS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
)
const nasty = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(''))
/** past every field's limit and the 64 KiB form limit */
const OVERSIZED = 'Ω'.repeat(40_000)

type FieldOp = { kind: 'keep' } | { kind: 'drop' } | { kind: 'replace' | 'append' | 'repeat' | 'file'; value: string } | { kind: 'oversize' }
const fieldOp: fc.Arbitrary<FieldOp> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'drop' as const }) },
  { weight: 2, arbitrary: nasty.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 2, arbitrary: nasty.map((value) => ({ kind: 'append' as const, value })) },
  { weight: 1, arbitrary: nasty.map((value) => ({ kind: 'repeat' as const, value })) },
  { weight: 1, arbitrary: nasty.map((value) => ({ kind: 'file' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'oversize' as const }) },
)
/** the form's own encoding, the other form encoding, or a body that is not a form at all */
const ENCODINGS = ['own', 'urlencoded', 'multipart', 'json', 'text/plain', 'no content type', 'multipart without boundary'] as const
type Encoding = (typeof ENCODINGS)[number]
const NOT_A_FORM = new Set<Encoding>(['json', 'text/plain', 'no content type', 'multipart without boundary'])
const encoding = fc.oneof({ weight: 8, arbitrary: fc.constant<Encoding>('own') }, { weight: 4, arbitrary: fc.constantFrom(...ENCODINGS) })
const extraName = fc.oneof(fc.constantFrom('intent', '__intent__', '__proto__', 'constructor', 'a[b][c]', 'id', 'userId', 'role', 'status'), nasty)

const fuzzInput = fc.record({
  form: fc.nat(),
  encoding,
  /** a few fields changed (by their position in the form), the rest sent as they are */
  ops: fc.array(fc.tuple(fc.nat(), fieldOp), { maxLength: 3 }),
  /** appended to the form's free-text fields */
  decoration: fc.option(nasty, { nil: null }),
  extras: fc.array(fc.tuple(extraName, nasty), { maxLength: 3 }),
  streaming: fc.boolean(),
})
type FuzzInput = typeof fuzzInput extends fc.Arbitrary<infer T> ? T : never

type Built = { request: Request; invalid: boolean; notAForm: boolean }

async function build(entry: FuzzEntry, context: Context, input: FuzzInput): Promise<Built> {
  const forms = context.forms()
  const form = forms[input.form % forms.length]
  let invalid = false
  const pairs: [string, string | File][] = []
  const entries = Object.entries(form.fields)
  const opAt = new Map(input.ops.map(([position, op]) => [position % entries.length, op]))
  entries.forEach(([name, field], index) => {
    const value = input.decoration !== null && form.text?.includes(name) ? field + input.decoration : field
    const op = opAt.get(index) ?? { kind: 'keep' as const }
    const required = name === form.required
    switch (op.kind) {
      case 'keep':
        return pairs.push([name, value])
      case 'drop':
        invalid ||= required
        return
      case 'oversize':
        invalid ||= required
        return pairs.push([name, OVERSIZED])
      case 'replace':
        return pairs.push([name, op.value])
      case 'append':
        return pairs.push([name, value + op.value])
      case 'repeat':
        return pairs.push([name, value], [name, op.value])
      case 'file':
        return pairs.push([name, new File([op.value], `${op.value}.pdf`, { type: 'application/pdf' })])
    }
  })
  pairs.push(...input.extras)

  const kind = input.encoding === 'own' ? (entry.multipart ? 'multipart' : 'urlencoded') : input.encoding
  const text = (value: string | File) => (typeof value === 'string' ? value : value.name)
  const urlencoded = () => new URLSearchParams(pairs.map(([name, value]) => [name, text(value)])).toString()
  const headers: Record<string, string> = {
    Origin: BASE_URL,
    [TEST_CLIENT_ADDRESS]: `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`,
    ...(context.cookie ? { Cookie: context.cookie } : {}),
    ...(input.streaming ? { Accept: 'text/event-stream' } : {}),
  }
  let body: BodyInit
  if (kind === 'multipart') {
    const formData = new FormData()
    for (const [name, value] of pairs) formData.append(name, value)
    // serialized up front, as a browser sends it (a FormData body's own stream cannot be cancelled cleanly)
    const encoded = new Response(formData)
    headers['Content-Type'] = encoded.headers.get('Content-Type')!
    body = new Uint8Array(await encoded.arrayBuffer())
  } else if (kind === 'urlencoded') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = urlencoded()
  } else if (kind === 'json') {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(Object.fromEntries(pairs.map(([name, value]) => [name, text(value)])))
  } else {
    if (kind === 'text/plain') headers['Content-Type'] = 'text/plain'
    if (kind === 'multipart without boundary') headers['Content-Type'] = 'multipart/form-data'
    // bytes: a string body would get a text/plain content type of its own
    body = new TextEncoder().encode(urlencoded())
  }
  const notAForm = NOT_A_FORM.has(kind)
  return { request: new Request(`${BASE_URL}${context.path}`, { method: 'POST', body, headers }), invalid: invalid || notAForm, notAForm }
}

// ── what is checked ──────────────────────────────────────────────────────────────────────────
let countQuery: string | null = null

/** The number of rows in every table (attempt records excepted), in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  if (!countQuery) {
    const tables =
      databaseProviderOf(process.env.DATABASE_URL ?? '') === 'postgres'
        ? await db.$queryRawUnsafe<{ name: string }[]>(
            `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
          )
        : await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE type = 'table'`)
    const counted = tables.map((table) => table.name).filter((name) => !name.startsWith('_prisma') && !name.startsWith('sqlite_') && !ATTEMPT_TABLES.has(name))
    expect(counted.length).toBeGreaterThan(20)
    countQuery = `SELECT ${counted.map((name) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`).join(', ')}`
  }
  const [row] = await db.$queryRawUnsafe<Record<string, number | bigint>[]>(countQuery)
  return Object.fromEntries(Object.entries(row).map(([name, count]) => [name, Number(count)]))
}

function changedTables(before: Record<string, number>, after: Record<string, number>) {
  return Object.keys(after).filter((name) => after[name] !== before[name])
}

type Answer = Outcome & { thrown: boolean; body: string | null }

/** The action's answer, returned or thrown, with a Response's body read; a thrown non-Response is a 500. */
async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown
  let thrown = false
  try {
    value = await run()
  } catch (error) {
    value = error
    thrown = true
  }
  const body = value instanceof Response ? await value.text() : null
  const result = await outcome(thrown ? Promise.reject(value) : value)
  return { ...result, thrown, body }
}

/** The route's page rendered with this answer as its action data, as a browser without JavaScript would get it. */
function renderPage(row: RouteRow, rootData: unknown, loaderData: unknown, actionData: unknown) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          id: row.id,
          path: row.path.slice(1) || undefined,
          index: row.path === '/' || undefined,
          Component: row.module.default as never,
          action: () => null,
          loader: () => null,
        },
      ],
    },
  ] as never)
  return renderToString(
    createElement(Stub, {
      initialEntries: [row.path.replace('*', 'no-such-page')],
      hydrationData: { loaderData: { root: rootData, [row.id]: loaderData }, actionData: { [row.id]: actionData } },
    }),
  )
}

const inputsPerAction = new Map<string, { inputs: number; refused: number; stored: number }>()
const table = await loadRouteTable()
const actions = table.filter((row) => row.module.action)

test('every action in app/routes.ts has a fuzz entry, and every entry is an action', () => {
  expect(
    actions.map((row) => row.id).filter((id) => !FUZZ[id]),
    'actions without a fuzz entry',
  ).toEqual([])
  expect(
    Object.keys(FUZZ).filter((id) => !actions.some((row) => row.id === id)),
    'fuzz entries without an action',
  ).toEqual([])
})

describe('fuzz: every action', () => {
  for (const row of actions) {
    const entry = FUZZ[row.id]
    if (!entry) continue
    test(`${row.id} (POST ${row.path})`, { timeout: 60_000 }, async () => {
      const context = await entry.setup()
      const action = row.module.action as (args: unknown) => unknown
      const loader = row.module.loader as ((args: unknown) => unknown) | undefined
      const page = (await outcome(rootLoader(routeArgs(getRequest(context.path, { cookie: context.cookie })) as never))).data
      let loaderData: unknown = null
      if (loader && row.module.default) {
        const loaded = await outcome((async () => loader(routeArgs(getRequest(context.path, { cookie: context.cookie }))))())
        loaderData = loaded.data
      }
      const counts = { inputs: 0, refused: 0, stored: 0 }
      // kept apart from fast-check's report too: a failure must fail the test even when it is the run the time limit interrupted
      let firstFailure: unknown = null
      // the time limit stops fast-check waiting, not the run under way: it is awaited before the next action's counts
      let running: Promise<void> = Promise.resolve()
      const details = await fc.check(
        fc.asyncProperty(fuzzInput, (input) => {
          running = checkOne(input).catch((error: unknown) => {
            firstFailure ??= error
            throw error
          })
          return running
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
      )
      await running.catch(() => {})
      // fast-check's report (seed, shrunk counterexample) when a run failed; a slow machine's early stop is no failure
      if (details.failed && (firstFailure || !details.interrupted)) throw new Error(await fc.asyncDefaultReportMessage(details), { cause: firstFailure })
      expect(firstFailure).toBeNull()
      inputsPerAction.set(row.id, counts)

      async function checkOne(input: FuzzInput) {
        counts.inputs++
        const { request, invalid, notAForm } = await build(entry, context, input)
        const where = `${row.id}: ${request.headers.get('Content-Type') ?? 'no content type'}`
        const before = await rowCounts()
        const args = routeArgs(request, {})
        const answer = await answerOf(() => action(args))
        const after = await rowCounts()

        // never a 5xx
        expect(answer.status, `${where}: answered ${answer.status}`).toBeLessThan(500)
        const refused = answer.status >= 400
        if (refused) counts.refused++
        if (changedTables(before, after).length > 0) counts.stored++
        if (notAForm) expect(refused, `${where}: a body that is not a form is refused`).toBe(true)
        // never stores anything on a refused or invalid input
        if (refused || invalid) expect(changedTables(before, after), `${where}: answered ${answer.status} but stored rows`).toEqual([])

        // a redirect stays on this site, whatever redirectTo said
        if (answer.location) expect(answer.location, `${where}: redirects off the site`).toMatch(/^\/(?![/\\])/)
        // never echoes the marker raw
        const echoed = echoesMarker(row, answer, { page, loaderData })
        expect(echoed, `${where}: the answer echoes markup unescaped`).toBeNull()
      }
    })
  }
})

/** Where the raw marker shows in what the visitor would receive, or null. */
function echoesMarker(row: RouteRow, answer: Answer, { page, loaderData }: { page: unknown; loaderData: unknown }) {
  if (answer.body !== null) return answer.body.includes(MARKER) ? `response body: ${answer.body.slice(0, 200)}` : null
  if (answer.data === null || answer.data === undefined) return null
  if (answer.thrown) return JSON.stringify(answer.data ?? null).includes(MARKER) ? 'thrown error data' : null
  if (!row.module.default) return JSON.stringify(answer.data).includes(MARKER) ? 'resource route data' : null
  const html = renderPage(row, page, loaderData, answer.data)
  return html.includes(MARKER) ? `page html: …${html.slice(Math.max(0, html.indexOf(MARKER) - 80), html.indexOf(MARKER) + 40)}…` : null
}

afterAll(() => {
  if (inputsPerAction.size === 0) return
  const line = (id: string, inputs: number, refused: number, stored: number) =>
    `  ${id.padEnd(40)} ${String(inputs).padStart(6)} ${String(refused).padStart(8)} ${String(stored).padStart(7)}`
  const rows = [...inputsPerAction].map(([id, count]) => line(id, count.inputs, count.refused, count.stored))
  const sum = (key: 'inputs' | 'refused' | 'stored') => [...inputsPerAction.values()].reduce((total, count) => total + count[key], 0)
  console.log(
    [
      'fuzz: generated inputs per action (refused: answered 4xx; changed: row counts changed, on an accepted input)',
      `  ${'action'.padEnd(40)} inputs  refused  changed`,
      ...rows,
      line('total', sum('inputs'), sum('refused'), sum('stored')),
    ].join('\n'),
  )
})
