import { e2eDb, expect, expectResponse, test } from './fixtures.ts' // first: the app modules below read the e2e server's environment
import crypto from 'node:crypto'
import { sendRequestFromChat } from '~/chat/request-draft.server.ts'
import { emailedLink } from './accounts-helpers.ts'

// The homeowner's private status link (issue #12 part 5), with JavaScript and without: a request
// is made the way Harper's consent makes it, and the link is opened from the summary email in the
// outbox, as the homeowner would open it; then the homeowner cancels.

async function requestFromChat() {
  const email = `hana-${crypto.randomUUID().slice(0, 8)}@example.test`
  const conversation = await e2eDb.conversation.create({ data: { publicId: crypto.randomBytes(32).toString('hex'), userType: 'consumer' } })
  const request = await sendRequestFromChat(conversation.id, {
    serviceType: 'Roofing',
    zip: '32931',
    place: 'Cocoa Beach, FL',
    latitude: 28.3325,
    longitude: -80.6121,
    urgency: '7-days',
    budget: '5001-10000',
    name: 'Hana Homeowner',
    email,
    details: {},
    description: 'A leak over the kitchen after the storm.',
    consentAt: new Date(),
    consentText: 'Harper: May I send your request?\nUser: yes',
    forClient: false,
  })
  return { email, request }
}

test('the link in the summary email opens the request; the homeowner cancels it after confirming', async ({ page }) => {
  const { email, request } = await requestFromChat()
  expect(request.matches.length).toBeGreaterThan(0)
  const link = await emailedLink(email, '/requests/status')

  const response = await page.goto(link)
  expect(response!.headers()['cache-control']).toBe('private, no-store')
  // the server's baseline policy comes first; a browser applies the last one it knows (Referrer Policy §8.1)
  expect(
    response!
      .headers()
      ['referrer-policy'].split(/[\n,]\s*/)
      .at(-1),
  ).toBe('same-origin')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Roofing request' })).toBeVisible()
  await expect(page.getByText(request.reference)).toBeVisible()
  await expect(page.getByTestId('request-state')).toHaveText('Waiting for a pro to accept')
  await expect(page.getByText('Budget: $5,001 - $10,000')).toBeVisible()
  const firstPro = page.getByRole('listitem', { name: request.matches[0].companyName })
  await expect(firstPro).toContainText('Offered: waiting for their answer')
  await expect(firstPro.getByRole('button', { name: `Mark ${request.matches[0].companyName} hired` })).toBeVisible()

  await page.getByRole('link', { name: 'Cancel my request' }).click()
  await expect(page.getByRole('heading', { name: 'Cancel this request?' })).toBeVisible()
  await page.getByRole('button', { name: 'Yes, cancel my request' }).click()
  await expect(page.getByTestId('request-state')).toHaveText('Cancelled')
  await expect(page.getByText('Your request is cancelled. We have told the pros.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cancel my request' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Mark .* hired$/ })).toHaveCount(0)
  await expect(firstPro).toContainText('Cancelled')

  const stored = await e2eDb.serviceRequest.findUniqueOrThrow({ where: { id: request.id }, include: { matches: true } })
  expect(stored.status).toBe('closed')
  expect(stored.matches.filter((match) => match.offeredAt).every((match) => match.status === 'cancelled')).toBe(true)
  const offeredVendors = await e2eDb.vendorProfile.findMany({ where: { matches: { some: { serviceRequestId: request.id, offeredAt: { not: null } } } } })
  for (const vendor of offeredVendors) {
    expect(await e2eDb.outboundEmail.count({ where: { to: vendor.email, subject: 'Request cancelled: Roofing in 32931' } })).toBeGreaterThan(0)
  }
})

test('a link that is not valid shows a plain not-found page', async ({ page }) => {
  expectResponse(page, 404, '/requests/status')
  const response = await page.goto('/requests/status?token=not-a-real-token')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible()
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible()
})
