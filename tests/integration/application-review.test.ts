import { describe, expect, test } from 'vitest'
import { nextReviewStatus } from '~/applications/review.server.ts'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/admin-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { formRequest, getRequest, outcome, replyErrors } from './helpers.ts'
import { args, lastEmailedToken, pendingAffiliateApplication, pendingVendorApplication, signedInAs } from './accounts-helpers.ts'

async function review(cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item)
  const request = formRequest('/admin-dashboard', {}, { cookie })
  return outcome(dashboardAction(args(new Request(request.url, { method: 'POST', body, headers: request.headers }))))
}

function toastOf(response: { headers: Headers }) {
  return response.headers.getSetCookie().some((c) => c.startsWith('harper_toast='))
}

describe('the review transitions table', () => {
  test('pending moves to approved or rejected; nothing else moves', () => {
    expect(nextReviewStatus('pending', 'approve')).toBe('approved')
    expect(nextReviewStatus('pending', 'reject')).toBe('rejected')
    expect(nextReviewStatus('approved', 'reject')).toBeNull()
    expect(nextReviewStatus('rejected', 'approve')).toBeNull()
    expect(nextReviewStatus('approved', 'approve')).toBeNull()
  })
})

describe('approving an affiliate application', () => {
  test('creates one user, the affiliate role, a profile with a referral code and one welcome email, however often it is approved', async () => {
    const { user: admin, cookie } = await signedInAs(['moderator'])
    const application = await pendingAffiliateApplication()

    const results = await Promise.all([
      review(cookie, { intent: 'approve-affiliate', applicationId: application.id }),
      review(cookie, { intent: 'approve-affiliate', applicationId: application.id }),
    ])
    for (const response of results) {
      expect(response.status).toBe(302)
      expect(response.location).toBe('/admin-dashboard')
      expect(toastOf(response)).toBe(true)
    }
    const again = await review(cookie, { intent: 'approve-affiliate', applicationId: application.id })
    expect(again.status).toBe(302)

    const stored = await db.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })
    expect(stored.status).toBe('approved')
    expect(stored.reviewerId).toBe(admin!.id)
    expect(stored.reviewedAt).not.toBeNull()
    const users = await db.user.findMany({ where: { email: application.email }, include: { roles: true, affiliateProfile: true } })
    expect(users).toHaveLength(1)
    expect(users[0].roles.map((r) => r.role)).toEqual(['affiliate'])
    expect(users[0].affiliateProfile?.referralCode).toMatch(/^HH-[A-HJ-NP-Z2-9]{6}$/)
    expect(users[0].affiliateProfile?.applicationId).toBe(application.id)
    expect(await db.outboundEmail.count({ where: { to: application.email, subject: { contains: 'Welcome' } } })).toBe(1)
    const { link } = await lastEmailedToken(application.email, '/reset-password')
    expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/)
    const audits = await db.auditEvent.findMany({ where: { targetId: application.id, action: 'application.approve' } })
    expect(audits).toHaveLength(1)
    expect(audits[0].actorId).toBe(admin!.id)
  })

  test('an applicant who already has an account keeps it and gains the role', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const { user: existing } = await signedInAs([])
    const application = await pendingAffiliateApplication({ email: existing!.email })
    await review(cookie, { intent: 'approve-affiliate', applicationId: application.id })
    const user = await db.user.findUniqueOrThrow({ where: { id: existing!.id }, include: { roles: true, affiliateProfile: true } })
    expect(user.roles.map((r) => r.role)).toEqual(['affiliate'])
    expect(user.affiliateProfile).not.toBeNull()
  })

  test('a rejected application cannot be approved afterwards, and rejection records the reviewer', async () => {
    const { user: admin, cookie } = await signedInAs(['super_admin'])
    const application = await pendingAffiliateApplication()
    await review(cookie, { intent: 'reject-affiliate', applicationId: application.id })
    const rejected = await db.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })
    expect(rejected.status).toBe('rejected')
    expect(rejected.reviewerId).toBe(admin!.id)
    await review(cookie, { intent: 'approve-affiliate', applicationId: application.id })
    expect((await db.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('rejected')
    expect(await db.user.count({ where: { email: application.email } })).toBe(0)
  })
})

describe('approving a vendor application', () => {
  test('creates the vendor user, role and a located profile with the chosen service types, once', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const application = await pendingVendorApplication()
    const fields = { intent: 'approve-vendor', applicationId: application.id, serviceTypes: ['Roofing', 'Home Inspection'], zip: '32931' }
    await Promise.all([review(cookie, fields), review(cookie, fields)])
    const users = await db.user.findMany({ where: { email: application.email }, include: { roles: true, vendorProfile: { include: { serviceTypes: true } } } })
    expect(users).toHaveLength(1)
    expect(users[0].roles.map((r) => r.role)).toEqual(['vendor'])
    const profile = users[0].vendorProfile!
    expect(profile.companyName).toBe(application.companyName)
    expect(profile.city).toBe('Cocoa Beach')
    expect(profile.licenseNumber).toBe('CCC1234567')
    expect(profile.insuranceProvider).toBe('State Farm')
    expect(profile.serviceTypes.map((s) => s.serviceType).sort()).toEqual(['Home Inspection', 'Roofing'])
    expect(await db.outboundEmail.count({ where: { to: application.email, subject: { contains: 'Welcome' } } })).toBe(1)
  })

  test('the dashboard suggests service types and the ZIP from the application', async () => {
    const { cookie } = await signedInAs(['moderator'])
    const application = await pendingVendorApplication({ serviceType: 'Trenchless CIPP pipe lining and sea wall repair' })
    const page = await outcome(dashboardLoader(args(getRequest('/admin-dashboard', { cookie }))))
    const row = (
      page.data as { vendorApplications: { rows: { id: string; suggestedServiceTypes: string[]; suggestedZip: string }[] } }
    ).vendorApplications.rows.find((a) => a.id === application.id)!
    expect(row.suggestedServiceTypes).toEqual(['CIPP Pipe Repair', 'Seawall Construction'])
    expect(row.suggestedZip).toBe('32931')
  })

  test('an unknown ZIP or no service type is answered under the row, and nothing changes', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const application = await pendingVendorApplication()
    const badZip = await review(cookie, { intent: 'approve-vendor', applicationId: application.id, serviceTypes: 'Roofing', zip: '00000' })
    expect(badZip.status).toBe(400)
    expect(replyErrors(badZip.data).zip).toEqual(['ZIP code 00000 is not a known US ZIP code.'])
    const noTypes = await review(cookie, { intent: 'approve-vendor', applicationId: application.id, zip: '32931' })
    expect(noTypes.status).toBe(400)
    expect(replyErrors(noTypes.data).serviceTypes).toEqual(['Choose at least one service type'])
    expect((await db.vendorApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('pending')
  })
})

describe('the review action holds its edges', () => {
  test('an unknown intent is a 400, not a 500', async () => {
    const { cookie } = await signedInAs(['super_admin'])
    const response = await review(cookie, { intent: 'promote-to-admin', applicationId: 'x' })
    expect(response.status).toBe(400)
  })

  test('without a session the answer is "Not authenticated" on the login page', async () => {
    const application = await pendingAffiliateApplication()
    const response = await review('', { intent: 'approve-affiliate', applicationId: application.id })
    expect(response.location).toBe('/admin-auth')
    expect((await db.affiliateApplication.findUniqueOrThrow({ where: { id: application.id } })).status).toBe('pending')
  })

  test('the dashboard is never cached', async () => {
    const { headers } = await import('~/routes/admin-dashboard.tsx')
    const result = (headers as (a: unknown) => Headers)({ actionHeaders: new Headers(), loaderHeaders: new Headers() })
    expect(result.get('Cache-Control')).toBe('private, no-store')
  })
})
