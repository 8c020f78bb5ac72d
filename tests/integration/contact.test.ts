import { describe, expect, test } from 'vitest'
import { createCaptchaChallenge } from '~/contact/captcha.server.ts'
import { CONTACT_MESSAGES } from '~/contact/contact-schema.ts'
import { action, loader } from '~/routes/contact.tsx'
import { db } from '~/utils/db.server.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'
import { HONEYPOT_FIELD } from '~/utils/honeypot.ts'
import { vendorSearchText, vendorSlug } from '~/vendors/vendor-profile.ts'
import { formRequest, getRequest, outcome, replyErrors, uniqueEmail, routeArgs, TEST_CLIENT_ADDRESS } from './helpers.ts'

const args = (request: Request) => routeArgs(request)

function validFields(overrides: Record<string, string> = {}) {
  const { a, b, token } = createCaptchaChallenge()
  return {
    name: 'Dana Reyes',
    email: uniqueEmail('contact'),
    role: 'consumer',
    subject: 'support',
    message: 'Our kitchen sink drains very slowly since last week.',
    agreedToPrivacy: 'on',
    captchaAnswer: String(a + b),
    captchaToken: token,
    ...overrides,
  }
}

type ContactActionData = { status: string; challenge?: { token: string } }

describe('contact form action', () => {
  test('a valid message is stored, routed, emailed with Reply-To the sender and counted in analytics', async () => {
    const fields = validFields({ role: 'other', subject: 'billing' })
    const analyticsBefore = await db.analyticsEvent.count({ where: { category: 'contact', label: 'billing' } })
    const response = await outcome(action(args(formRequest('/contact', fields))))
    expect(response.status).toBe(200)
    expect((response.data as ContactActionData).status).toBe('success')

    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: fields.email } })
    expect(stored).toMatchObject({ name: 'Dana Reyes', role: 'other', subject: 'billing', routedTo: 'billing@harperhome.example' })
    expect(stored.ipAddress).toMatch(/^10\.0\./)
    const email = await db.outboundEmail.findFirstOrThrow({ where: { to: 'billing@harperhome.example', text: { contains: fields.email } } })
    expect(email.status).toBe('recorded')
    expect(email.subject).toBe('[Contact] Payment questions from Dana Reyes')
    expect(email.text).toContain(fields.message)
    expect(await db.analyticsEvent.count({ where: { category: 'contact', label: 'billing' } })).toBe(analyticsBefore + 1)
    const event = await db.analyticsEvent.findFirstOrThrow({ where: { category: 'contact', label: 'billing' }, orderBy: { createdAt: 'desc' } })
    expect(event.properties).toEqual({ role: 'other' })
    expect(await db.captchaUse.count()).toBeGreaterThan(0)
  })

  test('each field error comes back with the spec message, status 400, and a new challenge', async () => {
    const fields = validFields({ name: 'D', email: 'nope', role: '', subject: '', message: 'short', agreedToPrivacy: '', captchaAnswer: '' })
    const response = await outcome(action(args(formRequest('/contact', fields))))
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.name).toEqual([CONTACT_MESSAGES.nameMin])
    expect(errors.email).toEqual([CONTACT_MESSAGES.email])
    expect(errors.role).toEqual([CONTACT_MESSAGES.role])
    expect(errors.subject).toEqual([CONTACT_MESSAGES.subject])
    expect(errors.message).toEqual([CONTACT_MESSAGES.messageMin])
    expect(errors.agreedToPrivacy).toEqual([CONTACT_MESSAGES.privacy])
    expect(errors.captchaAnswer).toEqual([CONTACT_MESSAGES.captcha])
    const data = response.data as ContactActionData
    expect(data.challenge?.token).toBeTruthy()
    expect(data.challenge?.token).not.toBe(fields.captchaToken)
    expect(await db.contactMessage.count({ where: { email: 'nope' } })).toBe(0)
  })

  test('a wrong answer is refused and nothing is stored or sent', async () => {
    const fields = validFields()
    fields.captchaAnswer = String(Number(fields.captchaAnswer) + 1)
    const response = await outcome(action(args(formRequest('/contact', fields))))
    expect(response.status).toBe(400)
    expect(replyErrors(response.data).captchaAnswer).toEqual([CONTACT_MESSAGES.captcha])
    expect(await db.contactMessage.count({ where: { email: fields.email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { text: { contains: fields.email } } })).toBe(0)
  })

  test('a forged token, or a posted captchaVerified flag without an answer, is refused', async () => {
    const forgedPayload = Buffer.from(JSON.stringify({ id: 'forged', a: 1, b: 1, exp: Date.now() + 60_000 })).toString('base64url')
    const forged = validFields({ captchaToken: `${forgedPayload}.AAAA`, captchaAnswer: '2' })
    const forgedResponse = await outcome(action(args(formRequest('/contact', forged))))
    expect(forgedResponse.status).toBe(400)
    expect(replyErrors(forgedResponse.data).captchaAnswer).toEqual([CONTACT_MESSAGES.captcha])

    const flagged = validFields({ captchaVerified: 'true', captchaAnswer: '', captchaToken: '' })
    const flaggedResponse = await outcome(action(args(formRequest('/contact', flagged))))
    expect(flaggedResponse.status).toBe(400)
    expect(replyErrors(flaggedResponse.data).captchaAnswer).toEqual([CONTACT_MESSAGES.captcha])
    expect(await db.contactMessage.count({ where: { email: { in: [forged.email, flagged.email] } } })).toBe(0)
  })

  test('a challenge is single-use: posting twice with one token stores one message', async () => {
    const fields = validFields()
    const first = await outcome(action(args(formRequest('/contact', fields))))
    expect((first.data as ContactActionData).status).toBe('success')
    const replay = await outcome(action(args(formRequest('/contact', { ...fields, message: 'A second message with the same token.' }))))
    expect(replay.status).toBe(400)
    expect(replyErrors(replay.data).captchaAnswer).toEqual(['This verification has already been used. Please try again.'])
    expect(await db.contactMessage.count({ where: { email: fields.email } })).toBe(1)
    expect(await db.outboundEmail.count({ where: { text: { contains: fields.email } } })).toBe(1)
  })

  test('a filled honeypot answers like a success and stores nothing', async () => {
    const fields = validFields({ [HONEYPOT_FIELD]: 'https://spam.example' })
    const response = await outcome(action(args(formRequest('/contact', fields))))
    expect((response.data as ContactActionData).status).toBe('success')
    expect(await db.contactMessage.count({ where: { email: fields.email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { text: { contains: fields.email } } })).toBe(0)
  })

  test('too many posts from one address answer 429 with Retry-After and the message', async () => {
    const headers = { [TEST_CLIENT_ADDRESS]: '10.9.9.9' }
    let last
    for (let i = 0; i < 11; i++) last = await outcome(action(args(formRequest('/contact', validFields({ name: '' }), { headers }))))
    expect(last!.status).toBe(429)
    expect(last!.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(replyErrors(last!.data)['']).toEqual(['Too many requests. Please wait a moment and try again.'])
  })

  test('?vendor=<slug> names the vendor and the message is linked to it; an unknown slug is ignored', async () => {
    const vendor = await createVendorProfile(db, {
      data: {
        slug: vendorSlug('Contact Test Plumbing', String(Date.now())),
        companyName: 'Contact Test Plumbing',
        contactName: 'Pat',
        email: 'pat@example.test',
        description: 'Plumbing',
        yearsInBusiness: 5,
        specialties: [],
        zip: '32931',
        searchText: vendorSearchText({ companyName: 'Contact Test Plumbing', contactName: 'Pat', specialties: [], description: 'Plumbing', serviceTypes: [] }),
        city: 'Cocoa Beach',
        latitude: 28.32,
        longitude: -80.61,
        serviceRadiusMiles: 25,
        responseTimeMinutes: 60,
        quoteMinCents: 100_00,
        quoteMaxCents: 500_00,
      },
    })
    const page = (await outcome(loader(args(getRequest(`/contact?vendor=${vendor.slug}`))))).data as { vendor: unknown }
    expect(page.vendor).toEqual({ slug: vendor.slug, companyName: 'Contact Test Plumbing' })
    const unknown = (await outcome(loader(args(getRequest('/contact?vendor=no-such-vendor'))))).data as { vendor: unknown }
    expect(unknown.vendor).toBeNull()

    const fields = validFields({ vendor: vendor.slug })
    await outcome(action(args(formRequest('/contact', fields))))
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: fields.email } })
    expect(stored.vendorProfileId).toBe(vendor.id)
    const other = validFields({ vendor: 'no-such-vendor' })
    await outcome(action(args(formRequest('/contact', other))))
    expect((await db.contactMessage.findFirstOrThrow({ where: { email: other.email } })).vendorProfileId).toBeNull()
  })
})
