import { describe, expect, test } from 'vitest'
import { AFFILIATE_APPLICATION_MESSAGES as M, ROSTER_MAX_BYTES } from '~/applications/affiliate-application-schema.ts'
import { action } from '~/routes/affiliates.tsx'
import { HONEYPOT_FIELD } from '~/utils/honeypot.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { RATE_LIMIT_MESSAGE } from '~/utils/rate-limit.server.ts'
import { BASE_URL, outcome, replyErrors, uniqueEmail, routeArgs, TEST_CLIENT_ADDRESS } from './helpers.ts'

const args = (request: Request) => routeArgs(request)

function randomIp() {
  return `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
}

/** A multipart POST like the browser's (the form has encType multipart/form-data). */
function applicationRequest(fields: Record<string, string | File>, { ip = randomIp() }: { ip?: string } = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request(`${BASE_URL}/affiliates`, { method: 'POST', body, headers: { Origin: BASE_URL, [TEST_CLIENT_ADDRESS]: ip } })
}

function validFields(overrides: Record<string, string | File> = {}) {
  return {
    name: 'Dana Realtor',
    email: uniqueEmail('affiliate'),
    brokerageName: 'Coastal Realty Group',
    phone: '(321) 555-0100',
    referralCode: 'FRIEND-42',
    agreeToTerms: 'on',
    // what a browser sends for an empty file input
    roster: new File([], '', { type: 'application/octet-stream' }),
    ...overrides,
  }
}

const csv = (text: string, name = 'team.csv', type = 'text/csv') => new File([text], name, { type })

async function emailsTo(to: string) {
  return db.outboundEmail.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
}

describe('affiliate application action', () => {
  test('stores every field (email lower-cased), status pending, and emails the applicant and the admins', async () => {
    const fields = validFields({ name: '  Dana Realtor ', email: `  ${uniqueEmail('Affiliate').toUpperCase()} ` })
    const email = fields.email.trim().toLowerCase()
    const response = await outcome(action(args(applicationRequest(fields))))
    expect(response.status).toBe(200)
    expect(response.data).toMatchObject({ status: 'success' })

    const stored = await db.affiliateApplication.findUniqueOrThrow({ where: { email }, include: { roster: true } })
    expect(stored).toMatchObject({
      name: 'Dana Realtor',
      email,
      brokerageName: 'Coastal Realty Group',
      phone: '(321) 555-0100',
      referralCode: 'FRIEND-42',
      status: 'pending',
      rosterFileName: null,
      reviewedAt: null,
      reviewerId: null,
    })
    expect(stored.roster).toEqual([])
    expect(Date.now() - stored.submittedAt.getTime()).toBeLessThan(60_000)

    const [confirmation] = await emailsTo(email)
    expect(confirmation?.subject).toMatch(/affiliate application/i)
    expect(confirmation?.text).toContain('within 48 hours')
    expect(confirmation?.text).toContain('Day 1')
    expect(confirmation?.text).toContain('Day 14')
    const adminEmail = (await emailsTo(getServerEnv().ADMIN_NOTIFICATION_EMAIL)).find((mail) => mail.text.includes(email))
    expect(adminEmail?.subject).toBe('New affiliate application: Dana Realtor (Coastal Realty Group)')
    expect(adminEmail?.text).toContain('Roster: none uploaded')
  })

  test('an empty referral code is stored as null', async () => {
    const fields = validFields({ referralCode: '   ' })
    expect((await outcome(action(args(applicationRequest(fields))))).status).toBe(200)
    expect((await db.affiliateApplication.findUniqueOrThrow({ where: { email: fields.email } })).referralCode).toBeNull()
  })

  test('a CSV roster with header variants is stored as ordered rows of the application, its size in the admin email', async () => {
    const fields = validFields({
      roster: csv('Full Name,E-mail Address,Mobile\nAnn Agent,Ann@Example.com,321-555-0101\n\nBob Broker,,\n', 'my team.csv', 'application/vnd.ms-excel'),
    })
    const response = await outcome(action(args(applicationRequest(fields))))
    expect(response.status).toBe(200)
    const stored = await db.affiliateApplication.findUniqueOrThrow({
      where: { email: fields.email },
      include: { roster: { orderBy: { position: 'asc' } } },
    })
    expect(stored.rosterFileName).toBe('my team.csv')
    expect(stored.roster.map(({ position, name, email, phone }) => ({ position, name, email, phone }))).toEqual([
      { position: 1, name: 'Ann Agent', email: 'ann@example.com', phone: '321-555-0101' },
      { position: 2, name: 'Bob Broker', email: null, phone: null },
    ])
    const adminEmail = (await emailsTo(getServerEnv().ADMIN_NOTIFICATION_EMAIL)).find((mail) => mail.text.includes(fields.email))
    expect(adminEmail?.text).toContain('Roster: 2 agents (my team.csv)')
  })

  test('a second application with the same email differing only in case gets the duplicate message; nothing more is stored', async () => {
    const email = uniqueEmail('dup')
    expect((await outcome(action(args(applicationRequest(validFields({ email })))))).status).toBe(200)
    const emailsBefore = await db.outboundEmail.count()

    const second = await outcome(action(args(applicationRequest(validFields({ email: email.toUpperCase(), name: 'Someone Else' })))))
    expect(second.status).toBe(409)
    expect(replyErrors(second.data).email).toEqual([M.duplicateEmail])
    expect(await db.affiliateApplication.count({ where: { email } })).toBe(1)
    expect((await db.affiliateApplication.findUniqueOrThrow({ where: { email } })).name).toBe('Dana Realtor')
    expect(await db.outboundEmail.count()).toBe(emailsBefore)
  })

  test('the duplicate is caught by the unique column even when both inserts race', async () => {
    const email = uniqueEmail('race')
    const results = await Promise.all([email, email.toUpperCase()].map((address) => outcome(action(args(applicationRequest(validFields({ email: address })))))))
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(await db.affiliateApplication.count({ where: { email } })).toBe(1)
  })

  test('field errors come back with status 400 and the typed values; nothing stored', async () => {
    const fields = validFields({ name: 'D', phone: '123', agreeToTerms: '' })
    const response = await outcome(action(args(applicationRequest(fields))))
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.name).toEqual([M.nameTooShort])
    expect(errors.phone).toEqual([M.phone])
    expect(errors.agreeToTerms).toEqual([M.terms])
    expect((response.data as { result: { initialValue: Record<string, unknown> } }).result.initialValue).toMatchObject({
      brokerageName: 'Coastal Realty Group',
    })
    expect(await db.affiliateApplication.count({ where: { email: fields.email } })).toBe(0)
  })

  test("a roster that is not CSV → 'Please upload a CSV file'", async () => {
    const fields = validFields({ roster: new File(['%PDF-1.7'], 'team.pdf', { type: 'application/pdf' }) })
    const response = await outcome(action(args(applicationRequest(fields))))
    expect(response.status).toBe(400)
    expect(replyErrors(response.data).roster).toEqual([M.rosterNotCsv])
    expect(await db.affiliateApplication.count({ where: { email: fields.email } })).toBe(0)
  })

  test('a roster above 256 KB is refused with a clear message; far above, the upload is cut off (413); nothing stored', async () => {
    const slightly = validFields({ roster: csv(`name\n${'A'.repeat(ROSTER_MAX_BYTES)}\n`) })
    const first = await outcome(action(args(applicationRequest(slightly))))
    expect(first.status).toBe(400)
    expect(replyErrors(first.data).roster).toEqual([M.rosterTooLarge])

    const huge = validFields({ roster: csv(`name\n${'A'.repeat(ROSTER_MAX_BYTES * 5)}\n`) })
    const second = await outcome(action(args(applicationRequest(huge))))
    expect(second.status).toBe(413)
    expect(replyErrors(second.data).roster).toEqual([M.rosterTooLarge])
    expect(await db.affiliateApplication.count({ where: { email: { in: [slightly.email, huge.email] } } })).toBe(0)
  })

  test('a roster over 500 rows, or with a bad row, is refused with messages under the roster; nothing stored', async () => {
    const many = validFields({ roster: csv(`name\n${Array.from({ length: 501 }, (_, i) => `Agent ${i}`).join('\n')}\n`) })
    const tooMany = await outcome(action(args(applicationRequest(many))))
    expect(tooMany.status).toBe(400)
    expect(replyErrors(tooMany.data).roster).toEqual(['The roster can list at most 500 agents.'])

    const bad = validFields({ roster: csv('name,email\nAnn,ann@example.com\nBob,bob@\n') })
    const badRow = await outcome(action(args(applicationRequest(bad))))
    expect(badRow.status).toBe(400)
    expect(replyErrors(badRow.data).roster).toEqual(['Roster row 3: "bob@" is not a valid email address.'])
    expect(await db.affiliateApplication.count({ where: { email: { in: [many.email, bad.email] } } })).toBe(0)
  })

  test('a filled honeypot answers like a success but stores and sends nothing', async () => {
    const fields = validFields({ [HONEYPOT_FIELD]: 'https://spam.example', roster: csv('name\nBot Agent\n') })
    const emailsBefore = await db.outboundEmail.count()
    const response = await outcome(action(args(applicationRequest(fields))))
    expect(response.status).toBe(200)
    expect(response.data).toMatchObject({ status: 'success' })
    expect(await db.affiliateApplication.count({ where: { email: fields.email } })).toBe(0)
    expect(await db.affiliateRosterEntry.count({ where: { name: 'Bot Agent' } })).toBe(0)
    expect(await db.outboundEmail.count()).toBe(emailsBefore)
  })

  test('the sixth application from one address within the hour gets 429 with Retry-After and the message; it is not stored', async () => {
    const ip = randomIp().replace('10.4.', '10.5.')
    for (let i = 0; i < 5; i++) {
      const response = await outcome(action(args(applicationRequest(validFields({ name: 'x' }), { ip }))))
      expect(response.status).toBe(400) // invalid attempts count too
    }
    const fields = validFields()
    const limited = await outcome(action(args(applicationRequest(fields, { ip }))))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(replyErrors(limited.data)['']).toEqual([RATE_LIMIT_MESSAGE])
    expect(await db.affiliateApplication.count({ where: { email: fields.email } })).toBe(0)
    // another address is not affected
    expect((await outcome(action(args(applicationRequest(validFields(), { ip: '10.6.0.1' }))))).status).toBe(200)
  })

  test("an unexpected storage failure answers 'Failed to submit application. Please try again.' (500) and is logged", async () => {
    // The database refuses the write (e.g. locked or unreachable): replace the transaction for one call.
    const fields = validFields()
    const original = db.$transaction.bind(db)
    const errors: unknown[] = []
    const consoleError = console.error
    console.error = (...data: unknown[]) => void errors.push(data)
    ;(db as { $transaction: unknown }).$transaction = () => Promise.reject(new Error('database is locked'))
    try {
      const response = await outcome(action(args(applicationRequest(fields))))
      expect(response.status).toBe(500)
      expect(replyErrors(response.data)['']).toEqual([M.failed])
      expect(JSON.stringify(errors)).toContain(fields.email)
    } finally {
      ;(db as { $transaction: unknown }).$transaction = original
      console.error = consoleError
    }
    expect(await db.affiliateApplication.count({ where: { email: fields.email } })).toBe(0)
  })
})
