import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { getUserId } from '~/accounts/auth.server.ts'
import { offerNextLead } from '~/service-requests/process.server.ts'
import { requestStatusLink } from '~/service-requests/status-link.server.ts'
import { db } from '~/utils/db.server.ts'
import { uploadRoot } from '~/utils/uploads.server.ts'
import { pendingAffiliateApplication, pendingVendorApplication, REFER_CLIENT_FIELDS, signedInAffiliate, signedInAs } from './accounts-helpers.ts'
import { formRequest, getRequest, outcome, routeArgs, type Outcome } from './helpers.ts'
import { createRequestWithLeads, createVendor } from './lifecycle-helpers.ts'
import { loadRouteTable, type RouteRow } from './route-table.ts'

// The authorisation matrix (issue #14 item 5), generated from the route table: every loader and
// every action of app/routes.ts, under every role, including requests that name another user's
// rows (IDOR). What each role must get is written once per route below; a route in app/routes.ts
// whose loader or action has no entry fails the suite. Sessions come from the shared helpers
// (accounts-helpers.ts), so whatever a role's session needs (e.g. an admin's second factor) is
// made in one place.

type Actor = 'anonymous' | 'affiliate' | 'vendor' | 'moderator' | 'super_admin'
const ACTORS: Actor[] = ['anonymous', 'affiliate', 'vendor', 'moderator', 'super_admin']

type Expectation = { status: number; location?: RegExp }
const OK: Expectation = { status: 200 }
const FORBIDDEN: Expectation = { status: 403 }
const NOT_FOUND: Expectation = { status: 404 }
const BAD_REQUEST: Expectation = { status: 400 }
const REDIRECT = (location: RegExp): Expectation => ({ status: 302, location })
const TO_ADMIN_LOGIN = (path: string) => REDIRECT(new RegExp(`^/admin-auth\\?redirectTo=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`))

const everyone = (expectation: Expectation): Record<Actor, Expectation> => ({
  anonymous: expectation,
  affiliate: expectation,
  vendor: expectation,
  moderator: expectation,
  super_admin: expectation,
})
const signedIn = (anonymous: Expectation, user: Expectation): Record<Actor, Expectation> => ({ ...everyone(user), anonymous })
/** moderators and super admins get `admin`, affiliates and vendors `others` */
const admins = (admin: Expectation, others: Expectation, anonymous: Expectation): Record<Actor, Expectation> => ({
  anonymous,
  affiliate: others,
  vendor: others,
  moderator: admin,
  super_admin: admin,
})
/** super admins get `admin`; moderators are refused what their role lacks (app/accounts/admin-permissions.ts) */
const superAdmins = (admin: Expectation, others: Expectation, anonymous: Expectation): Record<Actor, Expectation> => ({
  ...admins(admin, others, anonymous),
  moderator: FORBIDDEN,
})
/** `role` gets `own`, the other signed-in roles `others` */
const only = (role: Actor, own: Expectation, others: Expectation, anonymous: Expectation): Record<Actor, Expectation> => ({
  ...everyone(others),
  anonymous,
  [role]: own,
})

// ── the people and rows the requests name ────────────────────────────────────────────────────
type Session = { cookie: string; userId: string | null }
type World = Awaited<ReturnType<typeof buildWorld>>

/** Rows that belong to other users: another affiliate's referral, another vendor's lead, … */
async function buildWorld() {
  const otherAffiliate = await signedInAffiliate()
  const otherReferral = await db.referral.create({
    data: { affiliateId: otherAffiliate.profile.id, consumerName: 'Not Yours', serviceType: 'Roofing', earningsCents: 5000 },
  })
  const otherVendor = await createVendor({ signedIn: false })
  const otherRequest = await createRequestWithLeads({ vendorIds: [otherVendor.profile.id] })
  const statusRequest = await createRequestWithLeads({ vendorIds: [otherVendor.profile.id] })
  const heldRequest = await createRequestWithLeads({ vendorIds: [otherVendor.profile.id] })
  await db.serviceRequest.update({ where: { id: heldRequest.request.id }, data: { status: 'held' } })
  const statusUrl = new URL(await requestStatusLink(db, { serviceRequestId: statusRequest.request.id, email: statusRequest.request.contactEmail }))
  const application = await pendingVendorApplication()
  const storedKey = `vendor-documents/${crypto.randomBytes(16).toString('hex')}.pdf`
  const bytes = Buffer.from('%PDF-1.4 another applicant’s licence\n')
  fs.mkdirSync(path.join(uploadRoot(), 'vendor-documents'), { recursive: true })
  fs.writeFileSync(path.join(uploadRoot(), storedKey), bytes)
  const document = await db.vendorDocument.create({
    data: { applicationId: application.id, originalName: 'licence.pdf', storedKey, sizeBytes: bytes.length, mimeType: 'application/pdf', sha256: 'x' },
  })
  const tag = crypto.randomUUID().slice(0, 8)
  const post = (status: string) =>
    db.blogPost.create({
      data: {
        title: `Matrix ${status} ${tag}`,
        slug: `matrix-${status}-${tag}`,
        content: '<p>Body</p>',
        category: 'Roofing',
        status,
        keywords: [],
        tags: [],
        publishedAt: status === 'published' ? new Date(Date.now() - 60_000) : null,
      },
    })
  const [publishedPost, draftPost] = [await post('published'), await post('draft')]
  const emailToken = crypto.randomBytes(32).toString('base64url')
  const email = await db.outboundEmail.create({
    data: {
      to: otherAffiliate.user.email,
      from: 'team@example.test',
      subject: 'Another user’s email',
      text: `Private: http://localhost:3000/reset-password?token=${emailToken}`,
      status: 'sent',
    },
  })
  return {
    otherReferral,
    /** a lead offered to another vendor */
    otherMatchId: otherRequest.matches[0].id,
    /** a homeowner's status link, and a lead of another request */
    statusPath: `${statusUrl.pathname}${statusUrl.search}`,
    document,
    publishedPost,
    draftPost,
    emailId: email.id,
    emailToken,
    /** a request held past a cap (docs/decisions/0032) */
    heldRequestId: heldRequest.request.id,
  }
}

const sessions = new Map<Actor, ActorSession>()

/** The actor's session, made through the shared helpers; made again when a request ended it. */
async function sessionOf(actor: Actor): Promise<ActorSession> {
  if (actor === 'anonymous') return { cookie: '', userId: null }
  const cached = sessions.get(actor)
  if (cached && (await getUserId(getRequest('/', { cookie: cached.cookie })))) return cached
  let session: ActorSession
  if (actor === 'affiliate') {
    const { cookie, user } = await signedInAffiliate()
    session = { cookie, userId: user.id }
  } else if (actor === 'vendor') {
    const vendor = await createVendor()
    const { request, matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
    await db.$transaction((tx) => offerNextLead(tx, request.id, { now: new Date(), reoffer: false, count: 1 }))
    session = { cookie: vendor.cookie, userId: vendor.user!.id, ownMatchId: matches[0].id }
  } else {
    const { cookie, user } = await signedInAs([actor])
    session = { cookie, userId: user!.id }
  }
  sessions.set(actor, session)
  return session
}

// ── the matrix ───────────────────────────────────────────────────────────────────────────────
type ActorSession = Session & { ownMatchId?: string }
/** what a cell's request made, for its `after` check */
type Stash = Record<string, string>
type Cell = {
  name: string
  request: (world: World, session: ActorSession, stash: Stash) => Promise<Request> | Request
  params?: (world: World) => Record<string, string>
  expect: Record<Actor, Expectation>
  /** what else must hold for this actor (rows untouched, data shown) */
  after?: (actor: Actor, world: World, result: Outcome, stash: Stash) => Promise<void> | void
}
type Entry = { loader?: Cell[]; action?: Cell[] }

const get = (url: string | ((world: World) => string)) => (world: World, session: Session) =>
  getRequest(typeof url === 'string' ? url : url(world), { cookie: session.cookie })
const post =
  (url: string | ((world: World) => string), fields: (world: World, session: ActorSession) => Record<string, string>) =>
  (world: World, session: ActorSession) =>
    formRequest(typeof url === 'string' ? url : url(world), fields(world, session), { cookie: session.cookie })
const page = (url: string, expect: Record<Actor, Expectation> = everyone(OK)): Cell[] => [{ name: `GET ${url}`, request: get(url), expect }]
const emptyForm = (url: string, expect: Record<Actor, Expectation> = everyone(BAD_REQUEST)): Cell[] => [
  { name: `POST ${url} (an empty form)`, request: post(url, () => ({})), expect },
]
const wrongPassword = (url: string): Cell[] => [
  {
    name: `POST ${url} (an unknown account)`,
    request: post(url, () => ({ email: `nobody-${crypto.randomUUID()}@example.test`, password: 'not-the-password' })),
    expect: everyone({ status: 401 }),
  },
]

const MATRIX: Record<string, Entry> = {
  'routes/home': { loader: page('/') },
  'routes/how-it-works': {},
  'routes/for-vendors': { action: emptyForm('/for-vendors') },
  'routes/find-services': { loader: page('/find-services?service=Roofing&location=32931') },
  'routes/contact': { loader: page('/contact'), action: emptyForm('/contact') },
  'routes/about-harper': { loader: page('/about-harper') },
  'routes/cipp-pipe-repair': { loader: page('/cipp-pipe-repair') },
  'routes/roofing-services': { loader: page('/roofing-services') },
  'routes/blog': { loader: page('/blog') },
  'routes/blog.$slug': {
    loader: [
      {
        name: 'GET a published post',
        request: get((w) => `/blog/${w.publishedPost.slug}`),
        params: (w) => ({ slug: w.publishedPost.slug }),
        expect: everyone(OK),
      },
      // a draft is previewed by admins only; to anyone else it does not exist
      {
        name: 'GET a draft post',
        request: get((w) => `/blog/${w.draftPost.slug}`),
        params: (w) => ({ slug: w.draftPost.slug }),
        expect: admins(OK, NOT_FOUND, NOT_FOUND),
      },
    ],
  },
  'routes/admin.blog': {
    loader: [{ name: 'GET /admin/blog', request: get('/admin/blog'), expect: admins(OK, REDIRECT(/^\/$/), TO_ADMIN_LOGIN('/admin/blog')) }],
    action: [
      {
        name: 'POST /admin/blog (delete a post)',
        request: post('/admin/blog', (w) => ({ intent: 'delete', id: w.draftPost.id })),
        expect: admins(REDIRECT(/^\/admin\/blog$/), REDIRECT(/^\/$/), TO_ADMIN_LOGIN('/admin/blog')),
        after: async (actor, w) => {
          const exists = (await db.blogPost.count({ where: { id: w.draftPost.id } })) === 1
          if (actor === 'moderator' || actor === 'super_admin') {
            // put it back for the next admin
            if (!exists) await db.blogPost.create({ data: { ...w.draftPost, keywords: [], tags: [] } })
          } else expect(exists, 'a non-admin deleted a post').toBe(true)
        },
      },
    ],
  },
  'routes/vendor-login': { loader: page('/vendor-login', signedIn(OK, REDIRECT(/^\/vendor-dashboard$/))), action: wrongPassword('/vendor-login') },
  'routes/vendor-dashboard': {
    loader: page('/vendor-dashboard', only('vendor', OK, FORBIDDEN, REDIRECT(/^\/vendor-login\?redirectTo=%2Fvendor-dashboard$/))),
    action: [
      {
        name: 'POST /vendor-dashboard (accept its own lead)',
        request: post('/vendor-dashboard', (_w, s) => ({ intent: 'accept', matchId: s.ownMatchId ?? 'none' })),
        expect: only('vendor', REDIRECT(/^\/vendor-dashboard#leads$/), FORBIDDEN, REDIRECT(/^\/vendor-login\?/)),
      },
      {
        // another vendor's lead is answered like one that does not exist, and stays untouched
        name: "POST /vendor-dashboard (accept another vendor's lead)",
        request: post('/vendor-dashboard', (w) => ({ intent: 'accept', matchId: w.otherMatchId })),
        expect: only('vendor', NOT_FOUND, FORBIDDEN, REDIRECT(/^\/vendor-login\?/)),
        after: async (_actor, w) => {
          expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: w.otherMatchId } })).status).toBe('queued')
        },
      },
    ],
  },
  'routes/affiliates': { action: emptyForm('/affiliates') },
  'routes/affiliate-auth': {
    loader: page('/affiliate-auth', signedIn(OK, REDIRECT(/^\/affiliate-dashboard$/))),
    action: [
      ...wrongPassword('/affiliate-auth'),
      { name: 'POST /affiliate-auth (unknown intent)', request: post('/affiliate-auth', () => ({ intent: 'make-admin' })), expect: everyone(BAD_REQUEST) },
    ],
  },
  'routes/affiliate-auth.confirm': {
    // the page shows the link's state to anyone; only its button (a POST) spends a token
    loader: page('/affiliate-auth/confirm?token=not-a-token', everyone(OK)),
    action: [
      {
        name: 'POST /affiliate-auth/confirm (a made-up token)',
        request: post('/affiliate-auth/confirm', () => ({ token: 'not-a-token' })),
        expect: everyone(BAD_REQUEST),
      },
    ],
  },
  'routes/affiliate-dashboard': {
    loader: [
      {
        name: 'GET /affiliate-dashboard',
        request: get('/affiliate-dashboard'),
        expect: signedIn(REDIRECT(/^\/affiliate-auth\?redirectTo=%2Faffiliate-dashboard$/), OK),
        after: (actor, _w, result) => {
          if (actor === 'anonymous') return
          // only an affiliate with a profile sees a dashboard; everyone else sees 'No affiliate profile found'
          expect((result.data as { dashboard: unknown }).dashboard === null).toBe(actor !== 'affiliate')
        },
      },
      {
        name: "GET /affiliate-dashboard?referral=<another affiliate's referral>",
        request: get((w) => `/affiliate-dashboard?referral=${w.otherReferral.id}`),
        expect: signedIn(REDIRECT(/^\/affiliate-auth\?/), NOT_FOUND),
      },
    ],
    action: [
      {
        name: 'POST /affiliate-dashboard (refer a client)',
        request: post('/affiliate-dashboard', () => ({ ...REFER_CLIENT_FIELDS })),
        expect: only('affiliate', REDIRECT(/^\/affiliate-dashboard#referrals$/), FORBIDDEN, REDIRECT(/^\/affiliate-auth\?/)),
      },
    ],
  },
  'routes/admin-auth': {
    // non-admins are signed out and sent back to the login with the access-denied message
    loader: page('/admin-auth', admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), OK)),
    action: wrongPassword('/admin-auth'),
  },
  // the admin's second step (docs/decisions/0023): the shared helpers' admin sessions are at aal2
  'routes/admin-auth.verify': {
    loader: page('/admin-auth/verify', admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), TO_ADMIN_LOGIN('/admin-dashboard'))),
    action: [
      {
        name: 'POST /admin-auth/verify',
        request: post('/admin-auth/verify', () => ({ code: '123456' })),
        expect: admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), TO_ADMIN_LOGIN('/admin-dashboard')),
      },
    ],
  },
  'routes/admin-auth.enrol': {
    // anonymous: the page says the session has ended (it is also what a no-JS confirmation's loader sees)
    loader: page('/admin-auth/enrol', admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), OK)),
    action: [
      {
        name: 'POST /admin-auth/enrol',
        request: post('/admin-auth/enrol', () => ({ code: '123456' })),
        expect: admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), TO_ADMIN_LOGIN('/admin-dashboard')),
      },
    ],
  },
  // the admin area's shell: any admin; each page below checks its own permission as well
  'routes/admin-layout': { loader: page('/admin-dashboard', admins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin-dashboard'))) },
  'routes/admin-dashboard': {
    loader: page('/admin-dashboard', admins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin-dashboard'))),
    action: [
      {
        name: 'POST /admin-dashboard (approve an application)',
        request: async (_w, s, stash) => {
          const application = await pendingAffiliateApplication()
          stash.applicationId = application.id
          return formRequest('/admin-dashboard', { intent: 'approve-affiliate', applicationId: application.id }, { cookie: s.cookie })
        },
        expect: admins(REDIRECT(/^\/admin-dashboard$/), FORBIDDEN, REDIRECT(/^\/admin-auth$/)),
        after: async (actor, _w, _result, stash) => {
          const { status } = await db.affiliateApplication.findUniqueOrThrow({ where: { id: stash.applicationId } })
          expect(status).toBe(actor === 'moderator' || actor === 'super_admin' ? 'approved' : 'pending')
        },
      },
      {
        name: "POST /admin-dashboard (move another affiliate's referral)",
        request: post('/admin-dashboard', (w) => ({ intent: 'referral-transition', referralId: w.otherReferral.id, transition: 'no-such-transition' })),
        expect: admins(BAD_REQUEST, FORBIDDEN, REDIRECT(/^\/admin-auth$/)),
      },
    ],
  },
  'routes/privacy': {},
  'routes/terms': {},
  'routes/forgot-password': { action: emptyForm('/forgot-password') },
  'routes/reset-password': { loader: page('/reset-password?token=not-a-token'), action: emptyForm('/reset-password') },
  'routes/requests.status': {
    loader: [
      // the link is the homeowner's key: whoever holds it sees the request, whatever their role
      { name: 'GET the status page with its link', request: get((w) => w.statusPath), expect: everyone(OK) },
      { name: 'GET the status page with a made-up token', request: get('/requests/status?token=not-a-token'), expect: everyone(NOT_FOUND) },
    ],
    action: [
      {
        name: "POST hire, naming another request's lead",
        request: post(
          (w) => w.statusPath,
          (w) => ({ intent: 'hire', matchId: w.otherMatchId }),
        ),
        expect: everyone(NOT_FOUND),
      },
      {
        name: 'POST cancel with a made-up token',
        request: post('/requests/status?token=not-a-token', () => ({ intent: 'cancel' })),
        expect: everyone(NOT_FOUND),
      },
    ],
  },
  'routes/newsletter': { action: emptyForm('/newsletter') },
  'routes/newsletter.confirm': { loader: page('/newsletter/confirm?token=not-a-token', everyone(BAD_REQUEST)) },
  'routes/newsletter.unsubscribe': {
    loader: page('/newsletter/unsubscribe?token=not-a-token', everyone(BAD_REQUEST)),
    action: emptyForm('/newsletter/unsubscribe'),
  },
  'routes/admin.outbox': {
    loader: [
      ...page('/admin/outbox', superAdmins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin/outbox'))),
      {
        name: 'GET an email of the outbox',
        request: get((w) => `/admin/outbox?id=${w.emailId}`),
        expect: superAdmins(OK, FORBIDDEN, REDIRECT(/^\/admin-auth\?/)),
        after: async (actor, w, result) => {
          // who opened it is audited; what the link carries never leaves the loader
          const opened = await db.auditEvent.count({ where: { action: 'outbox.open_email', targetId: w.emailId } })
          if (actor === 'super_admin') expect(opened).toBeGreaterThan(0)
          else expect(opened, `${actor} opened an email`).toBe(0)
          expect(JSON.stringify(result.data ?? null)).not.toContain(w.emailToken)
        },
      },
    ],
  },
  'routes/admin.requests': {
    loader: page('/admin/requests', admins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin/requests'))),
    action: [
      {
        name: 'POST /admin/requests (release a held request)',
        request: post('/admin/requests', (w) => ({ intent: 'release', requestId: w.heldRequestId })),
        expect: admins(REDIRECT(/^\/admin\/requests$/), FORBIDDEN, TO_ADMIN_LOGIN('/admin/requests')),
        after: async (actor, w) => {
          const { status } = await db.serviceRequest.findUniqueOrThrow({ where: { id: w.heldRequestId }, select: { status: true } })
          if (actor === 'moderator' || actor === 'super_admin') {
            expect(status).toBe('open')
            // each release is audited under the admin who made it (0033)
            const audited = await db.auditEvent.count({
              where: { action: 'service_request.release', targetId: w.heldRequestId, actor: { roles: { some: { role: actor } } } },
            })
            expect(audited).toBeGreaterThan(0)
            // held again for the next admin
            await db.serviceRequest.update({ where: { id: w.heldRequestId }, data: { status: 'held' } })
          } else expect(status, 'a non-admin released a held request').toBe('held')
        },
      },
    ],
  },
  'routes/admin.csp-reports': { loader: page('/admin/csp-reports', superAdmins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin/csp-reports'))) },
  'routes/resources/csp-reports': {
    loader: page('/csp-reports', everyone({ status: 405 })),
    action: [{ name: 'POST /csp-reports (a form, not a report)', request: post('/csp-reports', () => ({})), expect: everyone({ status: 415 }) }],
  },
  'routes/admin.audit': { loader: page('/admin/audit', superAdmins(OK, FORBIDDEN, TO_ADMIN_LOGIN('/admin/audit'))) },
  'routes/admin.vendor-documents.$documentId': {
    loader: [
      {
        name: "GET another applicant's credential",
        request: get((w) => `/admin/vendor-documents/${w.document.id}`),
        params: (w) => ({ documentId: w.document.id }),
        expect: admins(OK, FORBIDDEN, REDIRECT(/^\/admin-auth\?/)),
        after: async (actor, w, result) => {
          // a download is audited under the admin who made it, before a byte is sent
          const userId = (await sessionOf(actor)).userId
          const downloads = await db.auditEvent.count({ where: { action: 'vendor_document.download', targetId: w.document.id, actorId: userId ?? '' } })
          expect(downloads).toBe(result.status === 200 ? 1 : 0)
        },
      },
    ],
  },
  'routes/resources/harper.messages': {
    loader: page('/harper/messages', everyone(REDIRECT(/^\/#/))),
    action: [
      {
        name: 'POST /harper/messages (restart)',
        request: post('/harper/messages', () => ({ intent: 'restart', redirectTo: '/' })),
        expect: everyone(REDIRECT(/^\/#/)),
      },
    ],
  },
  'routes/healthz': { loader: page('/healthz') },
  'routes/logout': {
    loader: page('/logout', everyone(REDIRECT(/^\/$/))),
    action: [{ name: 'POST /logout', request: post('/logout', () => ({ redirectTo: '/' })), expect: everyone(REDIRECT(/^\/$/)) }],
  },
  'routes/sitemap.xml': { loader: page('/sitemap.xml') },
  'routes/blog.rss.xml': { loader: page('/blog/rss.xml') },
  'routes/robots.txt': { loader: page('/robots.txt') },
  'routes/not-found': { loader: page('/no-such-page', everyone(NOT_FOUND)), action: emptyForm('/no-such-page', everyone(NOT_FOUND)) },
}

const table = await loadRouteTable()

test('every route in app/routes.ts has an entry for its loader and its action, and nothing else has one', () => {
  const missing = table.flatMap((row) => [
    ...(!MATRIX[row.id] ? [`${row.id}: no entry`] : []),
    ...(row.module.loader && !MATRIX[row.id]?.loader?.length ? [`${row.id}: loader`] : []),
    ...(row.module.action && !MATRIX[row.id]?.action?.length ? [`${row.id}: action`] : []),
  ])
  expect(missing, 'routes without an expected answer per role').toEqual([])
  const extra = Object.entries(MATRIX).flatMap(([id, entry]) => {
    const row = table.find((candidate) => candidate.id === id)
    if (!row) return [`${id}: not in app/routes.ts`]
    return [...(entry.loader && !row.module.loader ? [`${id}: has no loader`] : []), ...(entry.action && !row.module.action ? [`${id}: has no action`] : [])]
  })
  expect(extra).toEqual([])
})

let world: World
beforeAll(async () => {
  world = await buildWorld()
}, 120_000)

async function run(row: RouteRow, kind: 'loader' | 'action', cell: Cell, session: ActorSession, stash: Stash): Promise<Outcome> {
  const handler = row.module[kind] as (args: unknown) => unknown
  const request = await cell.request(world, session, stash)
  // a synchronous loader may throw before there is a promise
  return outcome((async () => handler(routeArgs(request, cell.params?.(world) ?? {})))())
}

describe('authorisation matrix', () => {
  for (const row of table) {
    for (const kind of ['loader', 'action'] as const) {
      for (const cell of MATRIX[row.id]?.[kind] ?? []) {
        for (const actor of ACTORS) {
          test(`${row.id} ${kind}: ${cell.name} as ${actor}`, async () => {
            const stash: Stash = {}
            const result = await run(row, kind, cell, await sessionOf(actor), stash)
            const expected = cell.expect[actor]
            expect(result.status, `${cell.name} as ${actor}`).toBe(expected.status)
            if (expected.location) expect(result.location).toMatch(expected.location)
            await cell.after?.(actor, world, result, stash)
          })
        }
      }
    }
  }
})
