import { describe, expect, test } from 'vitest'
import { approveAffiliateApplication } from '~/applications/review.server.ts'
import { createVerificationToken } from '~/accounts/verification.server.ts'
import { ACCOUNT_THROTTLE } from '~/accounts/login-throttle.server.ts'
import { action as adminLogin } from '~/routes/admin-auth.tsx'
import { loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { action as affiliateLogin } from '~/routes/affiliate-auth.tsx'
import { loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { action as logoutAction } from '~/routes/logout.ts'
import { action as resetPasswordAction } from '~/routes/reset-password.tsx'
import { action as vendorLogin } from '~/routes/vendor-login.tsx'
import { loader as rootLoader } from '~/root.tsx'
import { db, onDatabaseQuery } from '~/utils/db.server.ts'
import { getActiveSession } from '~/utils/session.server.ts'
import { pendingAffiliateApplication, signedInAffiliate } from './accounts-helpers.ts'
import { cookieFrom, createUser, formRequest, getRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS } from './helpers.ts'

const HOUR = 3_600_000
const from = (address: string) => ({ headers: { [TEST_CLIENT_ADDRESS]: address } })

async function sessionOf(userId: string) {
  return db.session.findFirstOrThrow({ where: { userId } })
}

describe('session lifetimes (docs/decisions/0020)', () => {
  test('an admin session idles out after 30 minutes and ends after 12 hours; a browser-session cookie', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const response = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
    const session = await sessionOf(user.id)
    expect(session.idleTimeoutSeconds).toBe(30 * 60)
    expect((session.expiresAt.getTime() - Date.now()) / HOUR).toBeCloseTo(12, 1)
    expect(response.headers.getSetCookie().find((c) => c.startsWith('harper_session='))).not.toMatch(/Expires=/i)
  })

  test('a member idles out after 12 hours within 30 days; remember-me lengthens only the idle part', async () => {
    const affiliate = await createUser({ roles: ['affiliate'] })
    await outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: affiliate.email, password: affiliate.password }))))
    const plain = await sessionOf(affiliate.id)
    expect(plain.idleTimeoutSeconds).toBe(12 * 60 * 60)

    const vendor = await createUser({ roles: ['vendor'] })
    await outcome(vendorLogin(routeArgs(formRequest('/vendor-login', { email: vendor.email, password: vendor.password, rememberMe: 'on' }))))
    const remembered = await sessionOf(vendor.id)
    expect(remembered.idleTimeoutSeconds).toBe(30 * 24 * 60 * 60)
    // the absolute end is the same with or without remember-me
    expect(Math.abs(remembered.expiresAt.getTime() - plain.expiresAt.getTime())).toBeLessThan(60_000)
    expect((plain.expiresAt.getTime() - Date.now()) / (24 * HOUR)).toBeCloseTo(30, 1)
  })

  test('an admin idle for 31 minutes is signed out and the row deleted', async () => {
    const user = await createUser({ roles: ['moderator'] })
    const cookie = cookieFrom(await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password })))))
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } })
    const response = await outcome(adminDashboardLoader(routeArgs(getRequest('/admin-dashboard', { cookie }))))
    expect(response.location).toBe('/admin-auth?redirectTo=%2Fadmin-dashboard')
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
  })

  test('activity keeps a session alive, writing lastSeenAt at most once a minute', async () => {
    const user = await createUser({ roles: ['moderator'] })
    const cookie = cookieFrom(await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password })))))
    const recent = new Date(Date.now() - 20_000)
    // (as if the second factor had been passed: the step-up keeps the lifetime, two-factor.test.ts)
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: recent, aal: 'aal2' } })
    expect((await outcome(adminDashboardLoader(routeArgs(getRequest('/admin-dashboard', { cookie }))))).status).toBe(200)
    expect((await sessionOf(user.id)).lastSeenAt.getTime()).toBe(recent.getTime())

    // 29 minutes idle: still in, and the idle clock restarts
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: new Date(Date.now() - 29 * 60_000) } })
    expect((await outcome(adminDashboardLoader(routeArgs(getRequest('/admin-dashboard', { cookie }))))).status).toBe(200)
    expect(Date.now() - (await sessionOf(user.id)).lastSeenAt.getTime()).toBeLessThan(10_000)
  })

  test('activity never extends the absolute end', async () => {
    const user = await createUser({ roles: ['affiliate'] })
    const cookie = cookieFrom(await outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: user.email, password: user.password })))))
    await db.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) } })
    const response = await outcome(affiliateDashboardLoader(routeArgs(getRequest('/affiliate-dashboard', { cookie }))))
    expect(response.status).toBe(302)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('rotation at privilege change', () => {
  test('a member granted a new role is signed out everywhere; signing in again gives a new session id', async () => {
    const member = await createUser({ roles: ['vendor'] })
    // a member who proved the address (a welcome link sets it): their password survives the approval (0031)
    await db.user.update({ where: { id: member.id }, data: { emailVerifiedAt: new Date() } })
    const login = () => outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: member.email, password: member.password }))))
    const cookie = cookieFrom(await login())
    const before = await sessionOf(member.id)
    const application = await pendingAffiliateApplication({ email: member.email })
    const admin = await createUser({ roles: ['super_admin'] })
    const review = await approveAffiliateApplication(application.id, { id: admin.id }, { ipAddress: null, userAgent: null })
    expect(review.status).toBe('approved')
    expect(await db.session.count({ where: { userId: member.id } })).toBe(0)
    expect((await outcome(affiliateDashboardLoader(routeArgs(getRequest('/affiliate-dashboard', { cookie }))))).status).toBe(302)
    await login()
    expect((await sessionOf(member.id)).id).not.toBe(before.id)
  })
})

describe('sign out everywhere', () => {
  test('ends every session of the user (and only theirs), clears the cookie and is audited', async () => {
    const user = await createUser({ roles: ['vendor'] })
    const signIn = () => outcome(vendorLogin(routeArgs(formRequest('/vendor-login', { email: user.email, password: user.password }))))
    const here = cookieFrom(await signIn())
    await signIn() // another browser
    const bystander = await createUser({ roles: ['vendor'] })
    await outcome(vendorLogin(routeArgs(formRequest('/vendor-login', { email: bystander.email, password: bystander.password }))))
    expect(await db.session.count({ where: { userId: user.id } })).toBe(2)

    const response = await outcome(
      logoutAction(routeArgs(formRequest('/logout', { intent: 'everywhere', redirectTo: '/vendor-login' }, { cookie: here, ...from('198.51.100.7') }))),
    )
    expect(response.status).toBe(302)
    expect(response.location).toBe('/vendor-login')
    expect(response.headers.getSetCookie().some((c) => /^harper_session=;/.test(c))).toBe(true)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
    expect(await db.session.count({ where: { userId: bystander.id } })).toBe(1)
    const audit = await db.auditEvent.findFirstOrThrow({ where: { actorId: user.id, action: 'account.sign_out_everywhere' } })
    expect(audit).toMatchObject({ outcome: 'success', ipAddress: '198.51.100.7', metadata: { sessionsEnded: 2 } })
  })

  test('signed out already: nothing to end, nothing audited, still redirected', async () => {
    const before = await db.auditEvent.count({ where: { action: 'account.sign_out_everywhere' } })
    const response = await outcome(logoutAction(routeArgs(formRequest('/logout', { intent: 'everywhere' }))))
    expect(response.location).toBe('/')
    expect(await db.auditEvent.count({ where: { action: 'account.sign_out_everywhere' } })).toBe(before)
  })

  test('a cross-site sign-out-everywhere is refused', async () => {
    const user = await createUser({ roles: ['affiliate'] })
    const cookie = cookieFrom(await outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: user.email, password: user.password })))))
    const response = await outcome(
      logoutAction(
        routeArgs(formRequest('/logout', { intent: 'everywhere' }, { cookie, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })),
      ),
    )
    expect(response.status).toBe(403)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1)
  })
})

describe('Cache-Control on signed-in pages', () => {
  test('.data answers to a request with a session cookie are private, no-store; anonymous ones no-cache', async () => {
    process.env.HARPER_PRERENDER = '1' // importing the entry must not start the background jobs
    const { handleDataRequest } = await import('~/entry.server.tsx')
    delete process.env.HARPER_PRERENDER
    const user = await createUser({ roles: ['affiliate'] })
    const cookie = cookieFrom(await outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: user.email, password: user.password })))))
    const call = (request: Request) => handleDataRequest(new Response('{}'), { request, params: {}, context: {} as never }) as Response
    expect(call(getRequest('/affiliate-dashboard.data', { cookie })).headers.get('Cache-Control')).toBe('private, no-store')
    expect(call(getRequest('/blog.data')).headers.get('Cache-Control')).toBe('no-cache') // public: stored, revalidated (0027)
  })

  test('every signed-in page declares private, no-store whoever asks', async () => {
    for (const path of ['admin-dashboard', 'admin.audit', 'admin.outbox', 'admin.blog', 'affiliate-dashboard', 'vendor-dashboard']) {
      const { headers } = (await import(`../../app/routes/${path}.tsx`)) as { headers: (a: unknown) => Headers }
      expect(headers({ actionHeaders: new Headers(), loaderHeaders: new Headers() }).get('Cache-Control'), path).toBe('private, no-store')
    }
  })
})

describe('per-account sign-in throttle (credential stuffing)', () => {
  test('60 wrong passwords for one account from 60 addresses: all but the first few are refused with 429 and audited', async () => {
    const owner = await createUser({ roles: ['affiliate'] })
    const outcomes = []
    for (let n = 0; n < 60; n++) {
      const response = await outcome(
        affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: owner.email, password: `guess-${n}-wrong` }, from(`198.18.${n}.1`)))),
      )
      outcomes.push(response)
    }
    const processed = outcomes.filter((o) => o.status === 401).length
    const refused = outcomes.filter((o) => o.status === 429)
    expect(processed).toBe(ACCOUNT_THROTTLE.failuresBeforeLock)
    expect(refused).toHaveLength(60 - ACCOUNT_THROTTLE.failuresBeforeLock)
    expect(refused.every((o) => Number(o.headers.get('Retry-After')) > 0)).toBe(true)
    const audited = await db.auditEvent.findMany({ where: { action: 'affiliate.login', outcome: 'rate_limited', targetId: owner.email } })
    expect(audited).toHaveLength(60 - ACCOUNT_THROTTLE.failuresBeforeLock)
    expect(audited[0]).toMatchObject({ targetType: 'account', metadata: { email: owner.email, reason: 'account-throttle' } })
    expect(new Set(audited.map((event) => event.ipAddress)).size).toBe(60 - ACCOUNT_THROTTLE.failuresBeforeLock)
  })

  test('the owner still gets in from an address they signed in from before; a new address must wait', async () => {
    const owner = await createUser({ roles: ['affiliate'] })
    const attempt = (password: string, address: string) =>
      outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: owner.email, password }, from(address)))))
    expect((await attempt(owner.password, '192.0.2.44')).status).toBe(302)
    for (let n = 0; n < 10; n++) await attempt('wrong-password', `198.19.${n}.9`)
    expect((await attempt(owner.password, '203.0.113.200')).status).toBe(429)
    expect((await attempt(owner.password, '192.0.2.44')).location).toBe('/affiliate-dashboard')
    // the successful sign-in forgave the failures: the new address is let in again
    expect((await attempt(owner.password, '203.0.113.200')).status).toBe(302)
  })

  test('a password reset lifts the throttle, so the owner signs in from anywhere', async () => {
    const owner = await createUser({ roles: ['vendor'] })
    const attempt = (password: string, address: string) =>
      outcome(vendorLogin(routeArgs(formRequest('/vendor-login', { email: owner.email, password }, from(address)))))
    for (let n = 0; n < 8; n++) await attempt('wrong-password', `198.20.${n}.9`)
    expect((await attempt(owner.password, '203.0.113.77')).status).toBe(429)

    const { token } = await createVerificationToken({ purpose: 'password_reset', email: owner.email, userId: owner.id })
    const reset = await outcome(
      resetPasswordAction(routeArgs(formRequest('/reset-password', { token, password: 'a-brand-new-pass-99', confirmPassword: 'a-brand-new-pass-99' }))),
    )
    expect(reset.status).toBe(302)
    expect(await db.loginThrottle.count({ where: { email: owner.email } })).toBe(0)
    expect((await attempt('a-brand-new-pass-99', '203.0.113.78')).location).toBe('/vendor-dashboard')
  })

  test('failures long past are forgotten, and a lock runs out', async () => {
    const owner = await createUser({ roles: ['affiliate'] })
    const attempt = (password: string) =>
      outcome(affiliateLogin(routeArgs(formRequest('/affiliate-auth', { email: owner.email, password }, from('198.21.0.1')))))
    for (let n = 0; n < ACCOUNT_THROTTLE.failuresBeforeLock; n++) await attempt('wrong-password')
    expect((await attempt(owner.password)).status).toBe(429)
    await db.loginThrottle.update({
      where: { email: owner.email },
      data: { lockedUntil: new Date(Date.now() - 1000), lastFailureAt: new Date(Date.now() - 2 * HOUR) },
    })
    expect((await attempt('wrong-password')).status).toBe(401)
    expect((await db.loginThrottle.findUniqueOrThrow({ where: { email: owner.email } })).failures).toBe(1)
  })
})

describe('one session lookup per request (docs/decisions/0047)', () => {
  /** The SELECTs of the Session table that `run` sends. */
  async function sessionReadsOf(run: () => Promise<unknown>): Promise<number> {
    let reads = 0
    const stop = onDatabaseQuery((query) => {
      if (/^\s*SELECT/i.test(query) && /\bSession\b/.test(query)) reads++
    })
    try {
      await run()
    } finally {
      stop()
    }
    return reads
  }

  test('the loaders of one request share it, each with its own copy of the request', async () => {
    const { cookie } = await signedInAffiliate()
    // React Router hands every loader a new Request; the load context is the request's one object
    const context = { cspNonce: 'test-nonce', clientAddress: '192.0.2.1' }
    const copy = () => getRequest('/affiliate-dashboard', { cookie })
    const shared = await getActiveSession(copy(), context)
    expect(shared).not.toBeNull()
    expect(await getActiveSession(copy(), context)).toBe(shared)
    // another request (another context) reads it again: nothing is kept from one request for the next
    expect(await getActiveSession(copy(), {})).not.toBe(shared)
    // the root loader and the page's loader together: one read of the Session table
    const load = (scope: object) =>
      Promise.all([
        outcome(rootLoader({ request: copy(), params: {}, context: scope } as never)),
        outcome(affiliateDashboardLoader({ request: copy(), params: {}, context: scope } as never)),
      ])
    expect(await sessionReadsOf(() => load({}))).toBe(1)
  })

  test('a form post reads it afresh, and so does a request with another cookie under the same context', async () => {
    const first = await signedInAffiliate()
    const second = await signedInAffiliate()
    const context = {}
    const reads = await sessionReadsOf(async () => {
      const before = await getActiveSession(getRequest('/affiliate-dashboard', { cookie: first.cookie }), context)
      // an action's request is never answered from a loader's lookup (it may change the session)
      await getActiveSession(formRequest('/affiliate-dashboard', {}, { cookie: first.cookie }), context)
      const other = await getActiveSession(getRequest('/affiliate-dashboard', { cookie: second.cookie }), context)
      expect(before?.userId).toBe(first.user.id)
      expect(other?.userId).toBe(second.user.id)
    })
    expect(reads).toBe(3)
  })
})
