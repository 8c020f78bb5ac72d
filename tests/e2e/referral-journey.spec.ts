import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { createSessionCookie, e2eDb, expect, test } from './fixtures.ts'
import { seedVendorRow } from '../../prisma/seed-data/vendors.ts'
import { createVendorProfile } from '~/vendors/profiles.server.ts'

// The whole loop (issues #9 and #12): a homeowner sent by an agent's link asks Harper for a
// plumber, consents; the vendor accepts the lead, schedules, starts and completes the job; the
// agent sees the referral completed with the commission credited — with JavaScript and without.

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Harper' })

async function say(page: Page, text: string, javaScript: boolean) {
  const input = page.getByRole('textbox', { name: 'Message Harper' })
  await input.fill(text)
  if (javaScript) await input.press('Enter')
  else await page.locator('#harper-chat').getByRole('button', { name: 'Send' }).click()
  await expect(log(page).locator('p').filter({ hasText: text }).last()).toBeVisible()
  await expect(input).toHaveValue('')
}

/** A browser of its own for `userId`, signed in with a session made by the app's session code. */
async function signedIn(page: Page, userId: string, baseURL: string) {
  const session = await createSessionCookie(userId, baseURL)
  await page.context().addCookies([{ name: session.name, value: session.value, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  return page
}

test('a Harper request is accepted, scheduled, started and completed by the vendor; the agent sees it completed and credited', async ({
  page,
  pageInNewBrowser,
  baseURL,
  insertNewUser,
}, testInfo) => {
  test.setTimeout(120_000)
  const javaScript = testInfo.project.name === 'js'
  const tag = crypto.randomBytes(4).toString('hex')
  const agent = await insertNewUser({ role: 'affiliate' })
  const vendorUser = await insertNewUser({ role: 'vendor' })
  // a plumber of our own in Melbourne, rated so well that Harper names it
  const row = seedVendorRow({
    companyName: `Journey Plumbing ${tag}`,
    contactName: 'Jo Fixer',
    email: `journey-${tag}@example.test`,
    phone: '321-555-0199',
    websiteUrl: null,
    description: 'Drains, leaks and repipes.',
    yearsInBusiness: 12,
    specialties: ['Drain cleaning'],
    serviceTypes: ['Plumbing'],
    zip: '32901',
    serviceRadiusMiles: 25,
    rating: 5,
    reviewCount: 2000,
    responseTimeMinutes: 5,
    quoteMinCents: 100_00,
    quoteMaxCents: 5_000_00,
    verified: true,
    available: true,
    licenseNumber: 'CFC1430000',
    licenseExpiresAt: '2030-01-01',
    insuranceProvider: 'Sunshine Mutual',
    insuranceExpiresAt: '2030-01-01',
  })
  const { serviceTypes, ...fields } = row
  const vendor = await createVendorProfile(e2eDb, {
    data: { ...fields, userId: vendorUser.id, serviceTypes: { create: serviceTypes.map((serviceType) => ({ serviceType })) } },
  })
  try {
    // the homeowner, sent by the agent's link
    const homeowner = `dana-${tag}@example.com`
    await page.goto(`/find-services?ref=${agent.referralCode}`)
    // each project's homeowner words their job apart: both plumbers are named for both requests
    const job = `${javaScript ? 'kitchen' : 'bathroom'} sink drain clogged in 32901`
    for (const answer of [job, 'this week', 'under $500', "I'm Dana Reyes", homeowner]) await say(page, answer, javaScript)
    await page.locator('#harper-chat').getByRole('button', { name: 'Yes, send my request' }).click()
    await expect(log(page)).toContainText(/your request HR-[A-Z0-9]{6} is in/)
    const request = await e2eDb.serviceRequest.findFirstOrThrow({ where: { contactEmail: homeowner }, include: { matches: { orderBy: { rank: 'asc' } } } })
    const lead = request.matches.find((match) => match.vendorProfileId === vendor.id)
    expect(lead?.status, `our plumber among ${JSON.stringify(request.matches.map((match) => [match.rank, match.score, match.status]))}`).toBe('offered')

    // the vendor works the lead in the dashboard
    const vendorPage = await signedIn(await pageInNewBrowser(), vendorUser.id, baseURL!)
    await vendorPage.goto('/vendor-dashboard')
    const card = vendorPage.getByRole('article').filter({ hasText: job })
    await expect(card).toContainText('The homeowner’s contact details are shown once you accept.')
    await expect(card).not.toContainText(homeowner)
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(card.getByLabel('Homeowner contact')).toContainText(homeowner)
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    await card.getByLabel('Job date').fill(tomorrow)
    await card.getByRole('button', { name: 'Schedule' }).click()
    await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible()
    await card.getByRole('button', { name: 'Mark started' }).click()
    await card.getByLabel('Final job value ($)').fill('5000')
    await card.getByRole('button', { name: 'Mark completed' }).click()
    await expect(card).toContainText('$5,000.00')

    // the agent sees the referral completed, with the commission the one rule gives ($250 on $5,000)
    const agentPage = await signedIn(await pageInNewBrowser(), agent.id, baseURL!)
    await agentPage.goto('/affiliate-dashboard')
    const referralRow = agentPage.getByRole('row').filter({ hasText: 'Dana Reyes' })
    await expect(referralRow).toContainText('completed')
    await expect(referralRow).toContainText('$250.00')
    expect(await e2eDb.outboundEmail.count({ where: { to: homeowner, subject: { contains: 'accepted' } } })).toBe(1)
  } finally {
    await e2eDb.vendorProfile.deleteMany({ where: { id: vendor.id } })
  }
})
