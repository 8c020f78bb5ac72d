import { describe, expect, test, vi } from 'vitest'
import type { Role } from '~/marketplace/value-sets.ts'
import { loader as adminAuditLoader } from '~/routes/admin.audit.tsx'
import { loader as adminCspReportsLoader } from '~/routes/admin.csp-reports.tsx'
import { loader as adminAuthLoader } from '~/routes/admin-auth.tsx'
import { action as adminDashboardAction, loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { action as affiliateAuthAction, loader as affiliateAuthLoader } from '~/routes/affiliate-auth.tsx'
import { action as affiliateDashboardAction, loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { action as forgotPasswordAction } from '~/routes/forgot-password.tsx'
import { action as resetPasswordAction } from '~/routes/reset-password.tsx'
import { db } from '~/utils/db.server.ts'
import { formRequest, getRequest, outcome, type Outcome } from './helpers.ts'
import { args, pendingAffiliateApplication, signedInAffiliate, signedInAs } from './accounts-helpers.ts'

vi.setConfig({ testTimeout: 30_000 })

// Every loader and action of the accounts area under every role. Each row names what the role
// must get; a missing or wrong check anywhere fails its cell.
type Actor = 'anonymous' | 'affiliate' | 'vendor' | 'moderator' | 'super_admin'
const ACTORS: Actor[] = ['anonymous', 'affiliate', 'vendor', 'moderator', 'super_admin']

type Expectation = { status: number; location?: RegExp }
const REDIRECT = (location: RegExp): Expectation => ({ status: 302, location })
const OK: Expectation = { status: 200 }
const FORBIDDEN: Expectation = { status: 403 }
const NOT_FOUND: Expectation = { status: 404 }

async function actorSession(actor: Actor) {
  if (actor === 'anonymous') return { cookie: '', userId: null as string | null }
  if (actor === 'affiliate') {
    const { cookie, user } = await signedInAffiliate()
    return { cookie, userId: user.id }
  }
  const { cookie, user } = await signedInAs([actor as Role])
  return { cookie, userId: user!.id }
}

type Cell = { run: (cookie: string) => Promise<Outcome>; expect: Record<Actor, Expectation>; after?: (actor: Actor, result: Outcome) => Promise<void> }

const admins = (admin: Expectation, others: Expectation, anonymous: Expectation): Record<Actor, Expectation> => ({
  anonymous,
  affiliate: others,
  vendor: others,
  moderator: admin,
  super_admin: admin,
})

const MATRIX: Record<string, Cell> = {
  'GET /admin-dashboard': {
    run: (cookie) => outcome(adminDashboardLoader(args(getRequest('/admin-dashboard', { cookie })))),
    expect: admins(OK, FORBIDDEN, REDIRECT(/^\/admin-auth\?redirectTo=%2Fadmin-dashboard$/)),
  },
  'POST /admin-dashboard (approve)': {
    run: async (cookie) => {
      const application = await pendingAffiliateApplication()
      const result = await outcome(
        adminDashboardAction(args(formRequest('/admin-dashboard', { intent: 'approve-affiliate', applicationId: application.id }, { cookie }))),
      )
      return { ...result, data: { applicationId: application.id } }
    },
    expect: admins(REDIRECT(/^\/admin-dashboard$/), FORBIDDEN, REDIRECT(/^\/admin-auth$/)),
    after: async (actor, result) => {
      const { applicationId } = result.data as { applicationId: string }
      const { status } = await db.affiliateApplication.findUniqueOrThrow({ where: { id: applicationId } })
      expect(status).toBe(actor === 'moderator' || actor === 'super_admin' ? 'approved' : 'pending')
    },
  },
  'GET /admin/audit': {
    run: (cookie) => outcome(adminAuditLoader(args(getRequest('/admin/audit', { cookie })))),
    expect: admins(OK, FORBIDDEN, REDIRECT(/^\/admin-auth\?redirectTo=%2Fadmin%2Faudit$/)),
  },
  'GET /admin/csp-reports': {
    run: (cookie) => outcome(adminCspReportsLoader(args(getRequest('/admin/csp-reports', { cookie })))),
    expect: admins(OK, FORBIDDEN, REDIRECT(/^\/admin-auth\?redirectTo=%2Fadmin%2Fcsp-reports$/)),
  },
  'GET /admin-auth': {
    run: (cookie) => outcome(adminAuthLoader(args(getRequest('/admin-auth', { cookie })))),
    // non-admins are signed out and sent back to the login with the access-denied message
    expect: admins(REDIRECT(/^\/admin-dashboard$/), REDIRECT(/^\/admin-auth$/), OK),
  },
  'GET /affiliate-auth': {
    run: (cookie) => outcome(affiliateAuthLoader(args(getRequest('/affiliate-auth', { cookie })))),
    expect: {
      anonymous: OK,
      affiliate: REDIRECT(/^\/affiliate-dashboard$/),
      vendor: REDIRECT(/^\/affiliate-dashboard$/),
      moderator: REDIRECT(/^\/affiliate-dashboard$/),
      super_admin: REDIRECT(/^\/affiliate-dashboard$/),
    },
  },
  'POST /affiliate-auth (unknown intent)': {
    run: (cookie) => outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'make-admin' }, { cookie })))),
    expect: { anonymous: { status: 400 }, affiliate: { status: 400 }, vendor: { status: 400 }, moderator: { status: 400 }, super_admin: { status: 400 } },
  },
  'GET /affiliate-dashboard': {
    run: (cookie) => outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie })))),
    expect: { anonymous: REDIRECT(/^\/affiliate-auth\?redirectTo=%2Faffiliate-dashboard$/), affiliate: OK, vendor: OK, moderator: OK, super_admin: OK },
    after: async (actor, result) => {
      if (actor === 'anonymous') return
      // only an affiliate with a profile sees a dashboard; everyone else sees 'No affiliate profile found'
      const { dashboard } = result.data as { dashboard: unknown }
      expect(dashboard === null).toBe(actor !== 'affiliate')
    },
  },
  "GET /affiliate-dashboard?referral=<another affiliate's referral>": {
    run: async (cookie) => {
      const other = await signedInAffiliate()
      const referral = await db.referral.create({
        data: { affiliateId: other.profile.id, consumerName: 'Not Yours', serviceType: 'Roofing', earningsCents: 5000 },
      })
      return outcome(affiliateDashboardLoader(args(getRequest(`/affiliate-dashboard?referral=${referral.id}`, { cookie }))))
    },
    expect: { anonymous: REDIRECT(/^\/affiliate-auth\?/), affiliate: NOT_FOUND, vendor: NOT_FOUND, moderator: NOT_FOUND, super_admin: NOT_FOUND },
  },
  'POST /affiliate-dashboard (refer a client)': {
    run: (cookie) =>
      outcome(
        affiliateDashboardAction(
          args(
            formRequest(
              '/affiliate-dashboard',
              {
                intent: 'refer-client',
                clientName: 'Casey Client',
                clientEmail: 'casey@example.test',
                serviceType: 'Roofing',
                zip: '32931',
                urgency: 'planning',
                clientConsent: 'on',
              },
              { cookie },
            ),
          ),
        ),
      ),
    expect: {
      anonymous: REDIRECT(/^\/affiliate-auth\?/),
      affiliate: REDIRECT(/^\/affiliate-dashboard#referrals$/),
      vendor: FORBIDDEN,
      moderator: FORBIDDEN,
      super_admin: FORBIDDEN,
    },
  },
}

describe('authorisation matrix', () => {
  for (const [name, cell] of Object.entries(MATRIX)) {
    for (const actor of ACTORS) {
      test(`${name} as ${actor}`, async () => {
        const { cookie } = await actorSession(actor)
        const result = await cell.run(cookie)
        const expected = cell.expect[actor]
        expect(result.status).toBe(expected.status)
        if (expected.location) expect(result.location).toMatch(expected.location)
        await cell.after?.(actor, result)
      })
    }
  }
})

describe('the accounts actions refuse malformed bodies with 400 or 413, never 500', () => {
  const ACTIONS = {
    '/affiliate-auth': affiliateAuthAction,
    '/forgot-password': forgotPasswordAction,
    '/reset-password': resetPasswordAction,
  } as const
  for (const [path, action] of Object.entries(ACTIONS)) {
    test(`${path}: JSON and an oversized form`, async () => {
      const json = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co' }),
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      })
      expect((await outcome(action(args(json)))).status).toBe(400)
      const huge = formRequest(path, { email: 'a@b.co', filler: 'x'.repeat(70 * 1024) })
      expect((await outcome(action(args(huge)))).status).toBe(413)
    })
  }

  test('/admin-dashboard and /affiliate-dashboard, signed in with the right role', async () => {
    const { cookie: adminCookie } = await signedInAs(['super_admin'])
    const { cookie: affiliateCookie } = await signedInAffiliate()
    for (const [path, action, cookie] of [
      ['/admin-dashboard', adminDashboardAction, adminCookie],
      ['/affiliate-dashboard', affiliateDashboardAction, affiliateCookie],
    ] as const) {
      const json = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body: '{"intent":1}',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: cookie },
      })
      expect((await outcome(action(args(json)))).status).toBe(400)
    }
  })
})
