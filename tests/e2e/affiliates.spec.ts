import type { Page, TestInfo } from '@playwright/test'
import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

// Each test posts as its own visitor (the e2e server trusts X-Forwarded-For from loopback, as
// behind a local reverse proxy), so the form's per-address limit (5 an hour) counts each test alone.
let visitor = 0
async function actAsNewVisitor(page: Page, testInfo: TestInfo) {
  visitor += 1
  const project = testInfo.project.name === 'js' ? 1 : 2
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${project * 100 + testInfo.workerIndex}.${visitor % 250}` })
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`
}

async function openForm(page: Page, testInfo: TestInfo) {
  await actAsNewVisitor(page, testInfo)
  await page.goto('/affiliates')
  return page.locator('#affiliate-application')
}

async function fillApplication(page: Page, values: { name?: string; email: string; brokerage?: string; phone?: string }) {
  const form = page.locator('#affiliate-application')
  await form.getByLabel('Full Name').fill(values.name ?? 'Dana Realtor')
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Brokerage / Company Name').fill(values.brokerage ?? 'Coastal Realty Group')
  await form.getByLabel('Phone').fill(values.phone ?? '(321) 555-0100')
  await form.getByRole('checkbox', { name: /I agree to the/ }).check()
}

const submit = (page: Page) => page.locator('#affiliate-application').getByRole('button', { name: 'Submit Application' }).click()
const SUCCESS = "Application received! We'll review within 48 hours."

test('the page: hero with the programme figures, benefits, form, login panel with a labelled preview, closing call to action', async ({ page }) => {
  await page.goto('/affiliates')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Harper Home Affiliate Program')
  await expect(page.getByText('$250', { exact: true })).toBeVisible()
  await expect(page.getByText('$279/mo', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Why agents join' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your 14-day onboarding' })).toBeVisible()
  await expect(page.locator('#affiliate-application form')).toBeVisible()
  const loginPanel = page.locator('#affiliate-login')
  await expect(loginPanel.getByText('Dashboard preview')).toBeVisible()
  await expect(loginPanel.getByText('Sample data')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Turn your client relationships into referral income' })).toBeVisible()

  await loginPanel.getByRole('link', { name: 'Log in to your dashboard' }).click()
  await expect(page).toHaveURL(/\/affiliate-auth$/)
})

test('the hero links jump to the application form and the login panel', async ({ page }) => {
  await page.goto('/affiliates')
  await expect(page.getByRole('link', { name: "Apply Now — It's Free" })).toHaveAttribute('href', '#affiliate-application')
  await expect(page.getByRole('link', { name: 'Affiliate Login' }).first()).toHaveAttribute('href', '#affiliate-login')
  await page.getByRole('link', { name: 'Affiliate Login' }).first().click()
  await expect(page.locator('#affiliate-login')).toBeInViewport()
})

test('an empty submission shows every field message under its field; typed values are kept', async ({ page }, testInfo) => {
  expectResponse(page, 400, '/affiliates') // without JavaScript the server's answer shows them
  const form = await openForm(page, testInfo)
  await form.getByLabel('Brokerage / Company Name').fill('Coastal Realty Group')
  await form.getByLabel('Phone').fill('12')
  // leave the field first: with JavaScript its message appears on blur and moves the button
  await form.getByLabel('Phone').blur()
  await submit(page)
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Invalid email address')).toBeVisible()
  await expect(form.getByText('Valid phone number required')).toBeVisible()
  await expect(form.getByText('You must agree to the terms and privacy policy')).toBeVisible()
  await expect(form.getByText('Company name is required')).toHaveCount(0)
  await expect(form.getByLabel('Brokerage / Company Name')).toHaveValue('Coastal Realty Group')
  // each message is tied to its control
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
})

test('a complete application with a CSV roster (header variants) is stored with its rows; Submit Another gives a fresh form', async ({ page }, testInfo) => {
  const email = uniqueEmail('roster')
  const form = await openForm(page, testInfo)
  await fillApplication(page, { email: email.toUpperCase() })
  await form.getByLabel('Referral Code (optional)').fill('FRIEND-42')
  await form.getByLabel('Team Roster (optional CSV)').setInputFiles({
    name: 'team.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Agent Name,E-mail,Cell\nAnn Agent,ann@example.com,321-555-0101\n\nBob Broker,,\n'),
  })
  await submit(page)
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible()
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeInViewport()

  const stored = await e2eDb.affiliateApplication.findUniqueOrThrow({ where: { email }, include: { roster: { orderBy: { position: 'asc' } } } })
  expect(stored).toMatchObject({
    name: 'Dana Realtor',
    brokerageName: 'Coastal Realty Group',
    phone: '(321) 555-0100',
    referralCode: 'FRIEND-42',
    status: 'pending',
    rosterFileName: 'team.csv',
  })
  expect(stored.roster.map(({ position, name, email, phone }) => ({ position, name, email, phone }))).toEqual([
    { position: 1, name: 'Ann Agent', email: 'ann@example.com', phone: '321-555-0101' },
    { position: 2, name: 'Bob Broker', email: null, phone: null },
  ])
  expect(await e2eDb.outboundEmail.count({ where: { to: email } })).toBe(1)

  await page.getByRole('link', { name: 'Submit Another Application' }).click()
  await expect(page.locator('#affiliate-application').getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByRole('heading', { name: SUCCESS })).toHaveCount(0)
})

test('a second application with the same email in another case gets the duplicate message', async ({ page }, testInfo) => {
  expectResponse(page, 409, '/affiliates')
  const email = uniqueEmail('dup')
  const form = await openForm(page, testInfo)
  await fillApplication(page, { email })
  await submit(page)
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible()

  await page.getByRole('link', { name: 'Submit Another Application' }).click()
  await fillApplication(page, { email: email.toUpperCase(), name: 'Someone Else' })
  await submit(page)
  await expect(form.getByText('An application with this email already exists')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('An application with this email already exists')
  expect(await e2eDb.affiliateApplication.count({ where: { email } })).toBe(1)
})

test("a roster that is not a CSV file is refused with 'Please upload a CSV file'", async ({ page }, testInfo) => {
  expectResponse(page, 400, '/affiliates') // without JavaScript the server's answer refuses it
  const email = uniqueEmail('pdf')
  const form = await openForm(page, testInfo)
  await fillApplication(page, { email })
  await form.getByLabel('Team Roster (optional CSV)').setInputFiles({ name: 'team.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
  await submit(page)
  await expect(form.getByText('Please upload a CSV file')).toBeVisible()
  await expect(form.getByLabel('Full Name')).toHaveValue('Dana Realtor')
  expect(await e2eDb.affiliateApplication.count({ where: { email } })).toBe(0)
})

test('a roster row with a bad email is refused with a message naming the row', async ({ page }, testInfo) => {
  expectResponse(page, 400, '/affiliates')
  const email = uniqueEmail('badrow')
  const form = await openForm(page, testInfo)
  await fillApplication(page, { email })
  await form
    .getByLabel('Team Roster (optional CSV)')
    .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\nAnn,ann@example.com\nBob,bob@\n') })
  await submit(page)
  await expect(form.getByText('Roster row 3: "bob@" is not a valid email address.')).toBeVisible()
  expect(await e2eDb.affiliateApplication.count({ where: { email } })).toBe(0)
})
