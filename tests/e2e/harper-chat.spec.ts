import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

// Harper's panel as a homeowner uses it, with JavaScript (streamed replies) and without (a plain
// form that comes back to the newest message, #harper-latest): from the first message to a stored
// service request.

const panel = (page: Page) => page.locator('#harper-chat')
const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Harper' })

/** Types a message and sends it the way the visitor's browser can: Enter with JavaScript, the button without. */
async function send(page: Page, text: string, javaScript: boolean) {
  const input = panel(page).getByRole('textbox', { name: 'Message Harper' })
  await input.fill(text)
  if (javaScript) await input.press('Enter')
  else await panel(page).getByRole('button', { name: 'Send' }).click()
  await expect(log(page).locator('p').filter({ hasText: text }).last()).toBeVisible()
  // the reply has arrived when the input is usable again (with JS) or the page has come back (without)
  await expect(input).toBeEnabled()
  await expect(input).toHaveValue('')
}

const uniqueEmail = () => `dana-${crypto.randomUUID().slice(0, 8)}@example.com`

test('a homeowner with a leaking roof gets named roofers, gives consent, and a service request with its emails exists', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const javaScript = testInfo.project.name === 'js'
  const email = uniqueEmail()
  await page.goto('/')
  await expect(log(page)).toContainText("Hi! I'm Harper\u2014what can I help you with today?")

  await send(page, 'my roof is leaking into the bedroom, 32931', javaScript)
  await expect(log(page)).toContainText('vetted Roofing pros for Cocoa Beach')
  const listed = await log(page).locator('p').last().innerText()
  expect(listed).toMatch(/1\. .+ — Roofing specialist/)
  if (!javaScript) expect(page.url()).toMatch(/#harper-latest$/)

  // a quick reply is a button in both modes
  await panel(page).getByRole('button', { name: 'Immediate (Today)' }).click()
  await expect(log(page)).toContainText('What budget do you have in mind?')
  for (const answer of [
    '$8,000',
    '15 years, shingle',
    'no claim',
    "I'm Dana Reyes",
    `${email} or 321-${crypto.randomInt(200, 1000)}-${String(crypto.randomInt(10_000)).padStart(4, '0')}`,
    'no',
  ])
    await send(page, answer, javaScript)
  await expect(log(page)).toContainText('Nothing is shared until you say yes.')
  await panel(page).getByRole('button', { name: 'Yes, send my request' }).click()
  await expect(log(page)).toContainText(/your request HR-[A-Z0-9]{6} is in/)
  await expect(panel(page).getByRole('link', { name: /Book Appointment/ })).toHaveAttribute('target', '_blank')
  await expect(panel(page).getByRole('link', { name: 'Talk to Agent' })).toHaveAttribute('href', '/contact')

  const request = await e2eDb.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, include: { matches: { include: { vendorProfile: true } } } })
  expect(request).toMatchObject({ serviceType: 'Roofing', zip: '32931', urgency: 'immediate', budgetRange: '5001-10000', contactName: 'Dana Reyes' })
  const offered = request.matches.filter((match) => match.status === 'offered')
  expect(offered.length).toBeGreaterThanOrEqual(1)
  expect(offered.length).toBeLessThanOrEqual(3)
  expect(await e2eDb.outboundEmail.count({ where: { to: email } })).toBe(1)
  for (const match of offered) {
    expect(listed).toContain(match.vendorProfile.companyName)
    // each named roofer is offered the lead with its brief
    const brief = await e2eDb.outboundEmail.findFirstOrThrow({
      where: { to: match.vendorProfile.email, text: { contains: 'roof is leaking into the bedroom' } },
    })
    expect(brief.text).toContain('Service: Roofing')
  }

  // reload: the conversation comes back from the server
  await page.reload()
  await expect(log(page)).toContainText(/your request HR-[A-Z0-9]{6} is in/)
  await expect(log(page)).toContainText('my roof is leaking into the bedroom, 32931')
})

test('on a phone the newest reply is in view after each message, with or without JavaScript', async ({ page }, testInfo) => {
  const javaScript = testInfo.project.name === 'js'
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  if (javaScript) await expect(panel(page)).toHaveAttribute('data-hydrated', 'true')
  const replies = ['vetted Roofing pros for Cocoa Beach', 'How soon does the work need to start?', 'What budget do you have in mind?']
  for (const [index, message] of ['my roof is leaking into the bedroom, 32931', 'this week', '$8,000'].entries()) {
    await send(page, message, javaScript)
    // the newest message is Harper's reply, and the page (and the log) show it
    const latest = log(page).locator('#harper-latest')
    await expect(latest).toContainText('Harper: ')
    await expect(log(page).locator(':scope > div').last()).toHaveId('harper-latest')
    await expect(latest).toBeInViewport()
    if (index === 0) await expect(latest).toContainText(replies[0]!)
    if (!javaScript) expect(page.url()).toMatch(/#harper-latest$/)
  }
  await expect(log(page)).toContainText(replies[1]!)
  if (javaScript) {
    // with JavaScript the log itself keeps scrolled to its end
    const atEnd = await log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)
    expect(atEnd).toBeLessThanOrEqual(1)
  }
})

test('each vendor Harper lists links to its card on /find-services', async ({ page }, testInfo) => {
  const javaScript = testInfo.project.name === 'js'
  await page.goto('/')
  await send(page, 'my roof is leaking into the bedroom, 32931', javaScript)
  const links = log(page).locator('#harper-latest').getByRole('link')
  await expect(links.first()).toBeVisible()
  const count = await links.count()
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(3)
  const listed = await log(page).locator('#harper-latest p').innerText()
  for (let index = 0; index < count; index++) expect(listed).toContain(`${index + 1}. ${await links.nth(index).innerText()} — `)
  const name = await links.last().innerText()
  await links.last().click()
  await expect(page).toHaveURL(/\/find-services\?q=.+&details=[a-z0-9-]+#vendor-[a-z0-9-]+$/)
  const slug = new URL(page.url()).searchParams.get('details')!
  const card = page.locator(`#vendor-${slug}`)
  await expect(card.getByRole('heading', { name })).toBeVisible()
  await expect(card).toBeInViewport()
  await expect(card.getByRole('link', { name: `Details for ${name}` })).toHaveAttribute('aria-expanded', 'true')
  await expect(card).toContainText('Service area')
})

test('another browser cannot see the conversation; Start over begins a new one', async ({ page, pageInNewBrowser }, testInfo) => {
  const javaScript = testInfo.project.name === 'js'
  await page.goto('/find-services')
  await send(page, 'the AC is dead, 34741', javaScript)
  await expect(log(page)).toContainText('HVAC')

  const stranger = await pageInNewBrowser()
  await stranger.goto('/find-services')
  await expect(log(stranger)).toContainText("Hi! I'm Harper")
  await expect(log(stranger)).not.toContainText('the AC is dead')

  await panel(page).getByRole('button', { name: 'Start over' }).click()
  await expect(log(page)).not.toContainText('the AC is dead')
  await page.reload()
  await expect(log(page)).not.toContainText('the AC is dead')
})

test('the reply streams in before it is complete (a slow mobile network)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'streaming needs JavaScript')
  await page.goto('/')
  await expect(panel(page)).toHaveAttribute('data-hydrated', 'true')
  // from here on the network is as slow as a poor 3G link: the reply's bytes trickle in
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_500, uploadThroughput: 50_000 })
  const input = panel(page).getByRole('textbox', { name: 'Message Harper' })
  await input.fill('roof leaking in 32931')
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeEnabled()
  await input.press('Enter')
  // while waiting: the input and button are disabled, and part of the reply is already shown
  await expect(input).toBeDisabled()
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()
  await expect(page.getByTestId('harper-streaming')).toContainText('Here are the top')
  await expect(page.getByTestId('harper-streaming')).not.toContainText('How soon does the work need to start?')
  await expect(log(page).locator('p').last()).toContainText('How soon does the work need to start?', { timeout: 30_000 })
  await expect(page.getByTestId('harper-streaming')).toHaveCount(0)
  await expect(input).toBeFocused()
})

test('Enter sends, Shift+Enter does not; the send button waits for a message', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'keyboard handling needs JavaScript')
  await page.goto('/')
  await expect(panel(page)).toHaveAttribute('data-hydrated', 'true')
  const input = panel(page).getByRole('textbox', { name: 'Message Harper' })
  const sendButton = panel(page).getByRole('button', { name: 'Send' })
  await expect(sendButton).toBeDisabled()
  await input.fill('   ')
  await expect(sendButton).toBeDisabled()
  await input.fill('pipes')
  await input.press('Shift+Enter')
  await input.pressSequentially('burst')
  await expect(input).toHaveValue('pipes\nburst')
  await expect(log(page)).not.toContainText('pipes')
  await input.press('Enter')
  await expect(log(page)).toContainText('pipes\nburst')
})

test("a failed reply shows the spec's connection error and Harper's apology", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'the toast is the enhanced panel’s')
  expectResponse(page, 500, '/harper/messages')
  await page.goto('/find-services')
  await expect(panel(page)).toHaveAttribute('data-hydrated', 'true')
  await page.route('**/harper/messages', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await send(page, 'hello?', true)
  const toast = page.getByRole('alert').filter({ hasText: 'Connection Error' })
  await expect(toast).toContainText('Unable to reach Harper. Please try again.')
  await expect(log(page)).toContainText("I apologize, but I'm having trouble connecting right now. Please try again in a moment.")
})

test('a chat opened from an agent’s ?ref= link creates a referral for that agent', async ({ page, insertNewUser }, testInfo) => {
  test.setTimeout(90_000)
  const javaScript = testInfo.project.name === 'js'
  const agent = await insertNewUser({ role: 'affiliate' })
  const profile = await e2eDb.affiliateProfile.findUniqueOrThrow({ where: { userId: agent.id } })
  expect(profile.referralCode).toMatch(/^HH-/)
  const email = uniqueEmail()
  await page.goto(`/find-services?ref=${profile.referralCode}`)
  await page.goto('/')
  for (const answer of ['kitchen sink drain clogged in 32901', 'this week', 'under $500', "I'm Dana Reyes", email]) await send(page, answer, javaScript)
  // the link already says who referred them: Harper goes straight to consent
  await expect(log(page)).toContainText('Nothing is shared until you say yes.')
  await panel(page).getByRole('button', { name: 'Yes, send my request' }).click()
  await expect(log(page)).toContainText(/your request HR-/)
  const referral = await e2eDb.referral.findFirstOrThrow({ where: { affiliateId: profile.id } })
  expect(referral).toMatchObject({ status: 'pending', consumerEmail: email, serviceType: 'Plumbing' })
})

test('an answer to the roof question that is all about the AC: Harper asks which job it is, and the HVAC button moves the list', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const javaScript = testInfo.project.name === 'js'
  await page.goto('/')
  await send(page, 'water stain on the hallway ceiling, I think roof? 32803', javaScript)
  await expect(log(page)).toContainText('Roofing')
  await send(page, 'this week', javaScript)
  await send(page, 'under $500', javaScript)
  await expect(log(page)).toContainText('How old is the roof')
  await send(page, 'AC still cools but the pan in the attic is full of water, the air handler is up there', javaScript)
  await expect(log(page)).toContainText('Just to check: is this a Roofing job, or HVAC?')
  if (!javaScript) expect(page.url()).toMatch(/#harper-latest$/)
  await panel(page).getByRole('button', { name: 'HVAC', exact: true }).click()
  await expect(log(page).locator('p').last()).toContainText(/HVAC (?:pros?|specialist)/)
  await expect(log(page).locator('p').last()).not.toContainText('Roofing specialist')
})
