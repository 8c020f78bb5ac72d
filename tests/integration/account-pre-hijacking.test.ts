import { describe, expect, test } from 'vitest'
import { action as confirmAction } from '~/routes/affiliate-auth.confirm.tsx'
import { action as adminDashboardAction } from '~/routes/admin-dashboard.tsx'
import { action as affiliateAuthAction } from '~/routes/affiliate-auth.tsx'
import { loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { action as resetAction } from '~/routes/reset-password.tsx'
import { loader as vendorDashboardLoader } from '~/routes/vendor-dashboard.tsx'
import { action as vendorLoginAction } from '~/routes/vendor-login.tsx'
import { db } from '~/utils/db.server.ts'
import { cookieFrom, formRequest, getRequest, outcome, replyErrors, uniqueEmail } from './helpers.ts'
import { args, lastEmailedToken, pendingAffiliateApplication, pendingVendorApplication, signedInAs } from './accounts-helpers.ts'

// Account pre-hijacking (issue 22 item 1): a stranger signs up with someone else's email and a
// password of their choosing, never confirms, and waits for that person to apply and be approved.
// An approval must never hand the role to credentials the applicant did not prove they own.

const STRANGER_PASSWORD = 'strangers-own-pass-1'
const APPLICANT_PASSWORD = 'applicants-new-pass-2'

async function strangerSignsUp(email: string) {
  const signup = await outcome(
    affiliateAuthAction(args(formRequest('/affiliate-auth?tab=signup', { intent: 'signup', name: 'Not The Applicant', email, password: STRANGER_PASSWORD }))),
  )
  expect(signup.location).toBe('/affiliate-auth')
}

async function affiliateLogin(email: string, password: string) {
  return outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'login', email, password }))))
}

async function vendorLogin(email: string, password: string) {
  return outcome(vendorLoginAction(args(formRequest('/vendor-login', { email, password }))))
}

async function approve(fields: Record<string, string | string[]>) {
  const { cookie } = await signedInAs(['super_admin'])
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item)
  const request = formRequest('/admin-dashboard', {}, { cookie })
  const response = await outcome(adminDashboardAction(args(new Request(request.url, { method: 'POST', body, headers: request.headers }))))
  expect(response.location).toBe('/admin-dashboard')
}

/** The applicant follows the welcome email's set-password link: where it lands and the session it starts. */
async function applicantSetsPassword(email: string) {
  const { email: welcome, token } = await lastEmailedToken(email, '/reset-password')
  expect(welcome?.subject).toMatch(/^Welcome/)
  const set = await outcome(
    resetAction(args(formRequest('/reset-password', { token: token!, password: APPLICANT_PASSWORD, confirmPassword: APPLICANT_PASSWORD }))),
  )
  expect(set.status).toBe(302)
  return { location: set.location, cookie: cookieFrom(set), welcome: welcome! }
}

describe('an unconfirmed sign-up does not survive an approval', () => {
  test('affiliate: the stranger’s password and session stop working; the applicant sets a password from the welcome link and signs in', async () => {
    const email = uniqueEmail('prehijack-affiliate')
    await strangerSignsUp(email)
    // the stranger may sign in to the role-less account (issue 22 item 2) and keeps that session
    const strangerLogin = await affiliateLogin(email, STRANGER_PASSWORD)
    expect(strangerLogin.location).toBe('/affiliate-dashboard')
    const strangerCookie = cookieFrom(strangerLogin)

    const application = await pendingAffiliateApplication({ email, name: 'Ada Applicant' })
    await approve({ intent: 'approve-affiliate', applicationId: application.id })

    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { password: true, roles: true } })
    expect(user.roles.map((r) => r.role)).toEqual(['affiliate'])
    expect(user.password).toBeNull()
    expect(user.name).toBe('Ada Applicant')
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0)

    const strangerAgain = await affiliateLogin(email, STRANGER_PASSWORD)
    expect(strangerAgain.status).toBe(401)
    expect(replyErrors(strangerAgain.data)['']).toEqual(['Login failed. Please check your credentials.'])
    const oldSession = await outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie: strangerCookie }))))
    expect(oldSession.location).toBe('/affiliate-auth?redirectTo=%2Faffiliate-dashboard')

    const applicant = await applicantSetsPassword(email)
    expect(applicant.welcome.text).toContain('the password chosen at that sign-up no longer works')
    expect(applicant.location).toBe('/affiliate-dashboard')
    const dashboard = await outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie: applicant.cookie }))))
    expect((dashboard.data as { dashboard: { profile: { name: string } } | null }).dashboard?.profile.name).toBe('Ada Applicant')
    expect((await affiliateLogin(email, APPLICANT_PASSWORD)).location).toBe('/affiliate-dashboard')
    expect((await affiliateLogin(email, STRANGER_PASSWORD)).status).toBe(401)
  })

  test('vendor: the stranger’s password does not open the vendor dashboard; the applicant sets a password and signs in', async () => {
    const email = uniqueEmail('prehijack-vendor')
    await strangerSignsUp(email)
    const strangerCookie = cookieFrom(await affiliateLogin(email, STRANGER_PASSWORD))

    const application = await pendingVendorApplication({ email })
    await approve({ intent: 'approve-vendor', applicationId: application.id, serviceTypes: ['Roofing'], zip: '32931' })

    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { password: true, roles: true } })
    expect(user.roles.map((r) => r.role)).toEqual(['vendor'])
    expect(user.password).toBeNull()

    const strangerAgain = await vendorLogin(email, STRANGER_PASSWORD)
    expect(strangerAgain.status).toBe(401)
    expect(replyErrors(strangerAgain.data)['']).toEqual(['Login Failed - Invalid credentials. Please check your email and password.'])
    const oldSession = await outcome(vendorDashboardLoader(args(getRequest('/vendor-dashboard', { cookie: strangerCookie }))))
    expect(oldSession.location).toBe('/vendor-login?redirectTo=%2Fvendor-dashboard')

    const applicant = await applicantSetsPassword(email)
    expect(applicant.location).toBe('/vendor-dashboard')
    expect((await outcome(vendorDashboardLoader(args(getRequest('/vendor-dashboard', { cookie: applicant.cookie }))))).status).toBe(200)
    expect((await vendorLogin(email, APPLICANT_PASSWORD)).location).toBe('/vendor-dashboard')
  })

  test('an address its owner confirmed keeps its password through the approval', async () => {
    const email = uniqueEmail('confirmed-applicant')
    await strangerSignsUp(email) // here the "stranger" is the owner: they confirm below
    const { token } = await lastEmailedToken(email, '/affiliate-auth/confirm')
    const confirmed = await outcome(confirmAction(args(formRequest('/affiliate-auth/confirm', { token: token!, password: STRANGER_PASSWORD }))))
    expect(confirmed.location).toBe('/affiliate-dashboard')

    const application = await pendingAffiliateApplication({ email })
    await approve({ intent: 'approve-affiliate', applicationId: application.id })
    expect((await affiliateLogin(email, STRANGER_PASSWORD)).location).toBe('/affiliate-dashboard')
    expect((await lastEmailedToken(email, '/reset-password')).email?.text).not.toContain('no longer works')
  })
})
