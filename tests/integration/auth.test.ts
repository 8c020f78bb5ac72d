import { describe, expect, test, vi } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from '~/accounts/password.server.ts'
import { action as adminLogin, loader as adminAuthLoader } from '~/routes/admin-auth.tsx'
import { loader as adminBlogLoader } from '~/routes/admin.blog.tsx'
import { loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { action as affiliateLogin, loader as affiliateAuthLoader } from '~/routes/affiliate-auth.tsx'
import { loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { action as logoutAction } from '~/routes/logout.ts'
import { action as vendorLogin } from '~/routes/vendor-login.tsx'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { requireUserWithRole } from '~/accounts/permissions.server.ts'
import { cookieFrom, createUser, formRequest, getRequest, outcome, replyErrors, routeArgs, sessionCookieFor, TEST_CLIENT_ADDRESS } from './helpers.ts'

const args = (request: Request) => routeArgs(request)

async function signIn(roles: Role[]) {
  const user = await createUser({ roles })
  const response = await outcome(adminLogin(args(formRequest('/admin-auth', { email: user.email, password: user.password }))))
  return { user, response }
}

describe('admin login', () => {
  test('an admin signs in: a new session row and an HttpOnly, SameSite=Lax cookie, redirected to the dashboard', async () => {
    const { user, response } = await signIn(['super_admin'])
    expect(response.status).toBe(302)
    // the password is the first step: the second factor comes next (two-factor.test.ts)
    expect(response.location).toBe('/admin-auth/verify?redirectTo=%2Fadmin-dashboard')
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith('harper_session='))!
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1)
    const audit = await db.auditEvent.findFirst({ where: { actorId: user.id, action: 'admin.login' } })
    expect(audit?.outcome).toBe('success')
  })

  test('the email is matched case-insensitively', async () => {
    const user = await createUser({ roles: ['moderator'] })
    const response = await outcome(adminLogin(args(formRequest('/admin-auth', { email: `  ${user.email.toUpperCase()} `, password: user.password }))))
    expect(response.location).toBe('/admin-auth/verify?redirectTo=%2Fadmin-dashboard')
  })

  test('a wrong password is refused with the spec message, no session, and an audit row', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const response = await outcome(adminLogin(args(formRequest('/admin-auth', { email: user.email, password: 'not-the-password' }))))
    expect(response.status).toBe(401)
    expect(replyErrors(response.data)['']).toEqual(['Login failed. Please check your credentials.'])
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
    expect(await db.auditEvent.count({ where: { action: 'admin.login', outcome: 'failure' } })).toBeGreaterThan(0)
  })

  test('a non-admin is refused with the access-denied message and gets no session', async () => {
    const { user, response } = await signIn(['affiliate'])
    expect(response.status).toBe(403)
    expect(replyErrors(response.data)['']).toEqual(['Access denied. Admin privileges required.'])
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
  })

  test('field errors come back under the fields', async () => {
    const response = await outcome(adminLogin(args(formRequest('/admin-auth', { email: 'not-an-email', password: '123' }))))
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.email).toEqual(['Please enter a valid email address'])
    expect(errors.password).toEqual(['Password must be at least 6 characters'])
  })

  test('a signed-in admin visiting /admin-auth goes to the code page, or at aal2 to the dashboard; a signed-in non-admin is signed out', async () => {
    const admin = await signIn(['super_admin'])
    const adminVisit = await outcome(adminAuthLoader(args(getRequest('/admin-auth', { cookie: cookieFrom(admin.response) }))))
    expect(adminVisit.location).toBe('/admin-auth/verify')
    const verified = await outcome(adminAuthLoader(args(getRequest('/admin-auth', { cookie: await sessionCookieFor(admin.user.id) }))))
    expect(verified.location).toBe('/admin-dashboard')

    const affiliate = await createUser({ roles: ['affiliate'] })
    const login = await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: affiliate.email, password: affiliate.password }))))
    const cookie = cookieFrom(login)
    const visit = await outcome(adminAuthLoader(args(getRequest('/admin-auth', { cookie }))))
    expect(visit.location).toBe('/admin-auth')
    expect(await db.session.count({ where: { userId: affiliate.id } })).toBe(0)
  })

  test('too many attempts from one address answer 429 with Retry-After', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const attempt = (password: string) =>
      outcome(adminLogin(args(formRequest('/admin-auth', { email: user.email, password }, { headers: { [TEST_CLIENT_ADDRESS]: '203.0.113.9' } }))))
    // the owner's own address, so the per-account throttle (sessions.test.ts) lets it past and this per-address rule shows
    await attempt(user.password)
    let last
    for (let n = 0; n < 10; n++) last = await attempt('wrong-password')
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
    // the refused attempt is on the record too, with the address the server saw
    const audited = await db.auditEvent.findMany({ where: { action: 'admin.login', ipAddress: '203.0.113.9' }, orderBy: { createdAt: 'asc' } })
    expect(audited.map((event) => event.outcome)).toEqual(['success', ...Array(9).fill('failure'), 'rate_limited'])
  })

  test('a redirectTo with characters a header cannot carry is encoded, and the session reaches the browser', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const response = await outcome(
      adminLogin(args(formRequest('/admin-auth', { email: user.email, password: user.password, redirectTo: '/admin/outbox?q=中 ü' }))),
    )
    expect(response.status).toBe(302)
    expect(response.location).toBe(`/admin-auth/verify?${new URLSearchParams({ redirectTo: '/admin/outbox?q=中 ü' })}`)
    const [session] = await db.session.findMany({ where: { userId: user.id } })
    expect(cookieFrom(response)).toContain('harper_session=')
    expect(session).toBeDefined()
  })
})

describe('sessions', () => {
  test('logging in again replaces the old session row (no fixation)', async () => {
    const user = await createUser({ roles: ['affiliate'] })
    const first = await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: user.email, password: user.password }))))
    const firstCookie = cookieFrom(first)
    const [firstSession] = await db.session.findMany({ where: { userId: user.id } })
    await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: user.email, password: user.password }, { cookie: firstCookie }))))
    const sessions = await db.session.findMany({ where: { userId: user.id } })
    expect(sessions).toHaveLength(1)
    expect(sessions[0].id).not.toBe(firstSession.id)
  })

  test('logout deletes the session row and clears the cookie; the old cookie no longer signs in', async () => {
    const user = await createUser({ roles: ['affiliate'] })
    const login = await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: user.email, password: user.password }))))
    const cookie = cookieFrom(login)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1)

    const response = await outcome(logoutAction(args(formRequest('/logout', { redirectTo: '/affiliate-auth' }, { cookie }))))
    expect(response.location).toBe('/affiliate-auth')
    expect(response.headers.getSetCookie().some((c) => /^harper_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true)
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)

    const afterwards = await outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie }))))
    expect(afterwards.location).toBe('/affiliate-auth?redirectTo=%2Faffiliate-dashboard')
  })

  test('a cross-site logout POST is refused', async () => {
    const response = await outcome(
      logoutAction(args(formRequest('/logout', {}, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } }))),
    )
    expect(response.status).toBe(403)
  })

  test('a tampered cookie is treated as signed out', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const session = await db.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } })
    const forged = `harper_session=${Buffer.from(JSON.stringify(session.id)).toString('base64')}.forgedsignature`
    const response = await outcome(adminDashboardLoader(args(getRequest('/admin-dashboard', { cookie: forged }))))
    expect(response.location).toBe('/admin-auth?redirectTo=%2Fadmin-dashboard')
  })

  test('an expired session is treated as signed out', async () => {
    const user = await createUser({ roles: ['affiliate'] })
    const login = await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: user.email, password: user.password }))))
    const cookie = cookieFrom(login)
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    const response = await outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie }))))
    expect(response.status).toBe(302)
  })

  test('vendor "Remember me for 30 days" makes a 30-day session and a persistent cookie', async () => {
    const user = await createUser({ roles: ['vendor'], password: 'vendor-password-456' })
    const response = await outcome(vendorLogin(args(formRequest('/vendor-login', { email: user.email, password: user.password, rememberMe: 'on' }))))
    expect(response.location).toBe('/vendor-dashboard')
    const session = await db.session.findFirstOrThrow({ where: { userId: user.id } })
    const days = (session.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(response.headers.getSetCookie().find((c) => c.startsWith('harper_session='))).toMatch(/Expires=/)
  })

  test('without "Remember me" the cookie lasts for the browser session', async () => {
    const user = await createUser({ roles: ['vendor'], password: 'vendor-password-456' })
    const response = await outcome(vendorLogin(args(formRequest('/vendor-login', { email: user.email, password: user.password }))))
    expect(response.headers.getSetCookie().find((c) => c.startsWith('harper_session='))).not.toMatch(/Expires=|Max-Age=/i)
  })

  test('a password hashed at production cost still signs in under the test cost, and is re-hashed at the current cost', async () => {
    const user = await createUser({ roles: ['vendor'], password: 'vendor-password-789' })
    // as a hash stored by a production server (docs/decisions/0039)
    vi.stubEnv('PASSWORD_HASH_COST', 'production')
    resetServerEnvForTests()
    const productionHash = await hashPassword(user.password)
    vi.unstubAllEnvs()
    resetServerEnvForTests()
    await db.password.update({ where: { userId: user.id }, data: { hash: productionHash } })

    const response = await outcome(vendorLogin(args(formRequest('/vendor-login', { email: user.email, password: user.password }))))
    expect(response.location).toBe('/vendor-dashboard')
    const { hash } = await db.password.findUniqueOrThrow({ where: { userId: user.id } })
    expect(hash).not.toBe(productionHash)
    expect(needsRehash(hash)).toBe(false)
    expect(await verifyPassword(user.password, hash)).toBe(true)
  })

  test('vendor login refuses a non-vendor account with the vendor failure message', async () => {
    const user = await createUser({ roles: ['affiliate'], password: 'affiliate-password-456' })
    const response = await outcome(vendorLogin(args(formRequest('/vendor-login', { email: user.email, password: user.password }))))
    expect(replyErrors(response.data)['']).toEqual(['Login Failed - Invalid credentials. Please check your email and password.'])
  })
})

describe('role checks', () => {
  // a signed-in browser: an admin's at aal2 (the aal1 refusals are in two-factor.test.ts)
  async function cookieFor(roles: Role[]) {
    return sessionCookieFor((await createUser({ roles })).id)
  }

  test('requireUserWithRole redirects anonymous visitors to the matching login page', async () => {
    const admin = await outcome(requireUserWithRole(getRequest('/admin-dashboard?tab=2'), ['super_admin', 'moderator']))
    expect(admin.location).toBe('/admin-auth?redirectTo=%2Fadmin-dashboard%3Ftab%3D2')
    const vendor = await outcome(requireUserWithRole(getRequest('/vendor/leads'), 'vendor'))
    expect(vendor.location).toBe('/vendor-login?redirectTo=%2Fvendor%2Fleads')
  })

  test('requireUserWithRole answers 403 to other roles and returns the user to the right one', async () => {
    const affiliateCookie = await cookieFor(['affiliate'])
    expect((await outcome(requireUserWithRole(getRequest('/x', { cookie: affiliateCookie }), 'super_admin'))).status).toBe(403)
    const moderatorCookie = await cookieFor(['moderator'])
    const user = await requireUserWithRole(getRequest('/x', { cookie: moderatorCookie }), ['super_admin', 'moderator'])
    expect(user.roles).toEqual(['moderator'])
  })

  test('the admin dashboard answers 403 to an affiliate and serves a moderator', async () => {
    expect((await outcome(adminDashboardLoader(args(getRequest('/admin-dashboard', { cookie: await cookieFor(['affiliate']) }))))).status).toBe(403)
    expect((await outcome(adminDashboardLoader(args(getRequest('/admin-dashboard', { cookie: await cookieFor(['moderator']) }))))).status).toBe(200)
  })

  test("admin blog: signed-in non-admins get 'Unauthorized access' and are sent home", async () => {
    const response = await outcome(adminBlogLoader(args(getRequest('/admin/blog', { cookie: await cookieFor(['vendor']) }))))
    expect(response.location).toBe('/')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('harper_toast='))).toBe(true)
    expect((await outcome(adminBlogLoader(args(getRequest('/admin/blog'))))).location).toBe('/admin-auth?redirectTo=%2Fadmin%2Fblog')
  })

  test('a signed-in user visiting /affiliate-auth is sent to the dashboard', async () => {
    const response = await outcome(affiliateAuthLoader(args(getRequest('/affiliate-auth', { cookie: await cookieFor(['affiliate']) }))))
    expect(response.location).toBe('/affiliate-dashboard')
  })
})
