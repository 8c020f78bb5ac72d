import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2eDb, expect, expectResponse, test } from './fixtures.ts'
import { elfBytes, pdfBytes, pngBytes } from '../fixtures/credential-files.ts'

// Every vendor-application post counts towards the per-address limit (5 an hour), and all of these
// tests share one address: the file makes at most 3 posts in nojs and 2 in js.

const MB = 1024 * 1024
const UPLOAD_DIR = path.resolve('tests/.tmp/e2e-uploads')

async function fillValidApplication(page: Page, email: string) {
  await page.getByLabel('Business Name *').fill('Gulf Coast Seawalls Inc')
  await page.getByLabel('Contact Name *').fill('Dana Whitfield')
  await page.getByLabel('Email Address *').fill(email)
  await page.getByLabel('Phone Number *').fill('+1 (321) 555-0199')
  await page.getByLabel('Business Address *').fill('455 Harbor Drive, Titusville, FL 32780')
  await page.getByLabel('Services Offered *').fill('Seawall construction, cap repair and dock rebuilding')
  await page.getByLabel('Years of Experience *').fill('18')
  await page.getByLabel('License Number (optional)').fill('CGC1520000')
  await page.getByLabel('Insurance Provider *').fill('Sunshine State Insurance')
  await page.getByLabel('Website URL (optional)').fill('gulfcoastseawalls.example')
  await page.getByLabel('Additional Information (optional)').fill('Marine contractor, bonded.')
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await page.getByRole('checkbox', { name: /I consent to be contacted/ }).check()
}

const uniqueEmail = () => `vendor-${crypto.randomUUID().slice(0, 8)}@example.test`

test('the page: title, sections, and where its buttons lead', async ({ page }) => {
  await page.goto('/for-vendors')
  await expect(page).toHaveTitle('For Vendors | Join the Trusted Marketplace')
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /vendor application/)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Complete Onboarding in 7-10 Days' })).toBeVisible()
  for (const step of ['Application', 'Verification', 'Onboarding', 'Grow with Us']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
  }
  for (const when of ['Day 1', 'Days 2-5', 'Days 6-7', 'Ongoing']) await expect(page.getByText(new RegExp(`· ${when}$`))).toBeVisible()
  await expect(page.locator('blockquote')).toBeVisible()
  for (const name of ['Apply to Join', 'Start Application', 'Apply Now']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#vendor-application')
  }
  await expect(page.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/how-it-works')
  await expect(page.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute('href', '/how-it-works')
  await expect(page.getByRole('link', { name: 'Start Matching Now' })).toHaveAttribute('href', '/#harper-chat')
  await expect(page.getByRole('link', { name: 'Learn More About Our Network' })).toHaveAttribute('href', '/about-harper')
  const form = page.locator('#vendor-application form')
  await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')

  await page.getByRole('link', { name: 'Apply to Join' }).click()
  await expect(page.getByRole('heading', { name: 'Vendor Application' })).toBeInViewport()
})

test('an empty or wrong application shows the spec messages under the fields', async ({ page }) => {
  expectResponse(page, 400, '/for-vendors') // without JavaScript the server's answer shows them
  await page.goto('/for-vendors')
  await page.getByLabel('Phone Number *').fill('call me maybe')
  await page.getByLabel('Years of Experience *').fill('ten')
  await page.getByLabel('Website URL (optional)').fill('not a website')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  const messages = [
    'Business name must be at least 2 characters',
    'Contact name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter a complete address',
    'Please describe your services (minimum 10 characters)',
    'Please enter a valid number',
    'Insurance provider is required',
    'Please enter a valid website URL (e.g., www.yourcompany.com)',
    'You must agree to the terms and conditions',
    'Consent to contact is required for application processing',
  ]
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible()
  // errors are tied to their fields
  await expect(page.getByLabel('Business Name *')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Phone Number *')).toHaveValue('call me maybe')
})

test('a valid application with a document is stored with every field and shows the success text', async ({ page }, testInfo) => {
  const email = uniqueEmail()
  await page.goto('/for-vendors')
  await fillValidApplication(page, email)
  const pdf = Buffer.from(pdfBytes(5000))
  await page.getByLabel(/^Credentials/).setInputFiles([{ name: 'state-license.pdf', mimeType: 'application/pdf', buffer: pdf }])
  if (testInfo.project.name === 'js') {
    // hold the post a moment so the busy state can be seen
    await page.route('**/for-vendors', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await expect(page.getByRole('list', { name: 'Files to upload' })).toContainText('state-license.pdf')
    // The form is an island that posts natively (no router): while the browser waits for the
    // answer Playwright cannot query the page, so the page notes the busy button it shows.
    await page.locator('#vendor-application form').evaluate((form) => {
      const button = form.querySelector('button[type=submit]') as HTMLButtonElement
      new MutationObserver(() => {
        if (button.disabled) sessionStorage.setItem('busy-button', button.textContent)
      }).observe(button, { attributes: true, childList: true, subtree: true })
    })
  }
  await page.getByRole('button', { name: 'Submit Application' }).click()
  if (testInfo.project.name === 'js') {
    await expect(page.getByText('Application Submitted Successfully!')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('busy-button'))).toBe('Submitting Application...')
  }

  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible()
  await expect(page.getByText("We'll review your application and contact you within 2-3 business days.")).toBeVisible()
  await expect(page.getByLabel('Business Name *')).toHaveValue('')

  const application = await e2eDb.vendorApplication.findFirstOrThrow({ where: { email }, include: { documents: true } })
  expect(application).toMatchObject({
    companyName: 'Gulf Coast Seawalls Inc',
    contactName: 'Dana Whitfield',
    phone: '+1 (321) 555-0199',
    address: '455 Harbor Drive, Titusville, FL 32780',
    serviceType: 'Seawall construction, cap repair and dock rebuilding',
    serviceAreas: ['455 Harbor Drive, Titusville, FL 32780'],
    licenseNumber: 'CGC1520000',
    yearsInBusiness: 18,
    websiteUrl: 'https://gulfcoastseawalls.example/',
    insuranceProvider: 'Sunshine State Insurance',
    additionalInfo: 'Marine contractor, bonded.',
    insuranceVerified: false,
    status: 'pending',
  })
  expect(application.documents).toHaveLength(1)
  const [document] = application.documents
  expect(document!.mimeType).toBe('application/pdf')
  const stored = fs.readFileSync(path.join(UPLOAD_DIR, document!.storedKey))
  expect(crypto.createHash('sha256').update(stored).digest('hex')).toBe(crypto.createHash('sha256').update(pdf).digest('hex'))
  expect(await e2eDb.outboundEmail.count({ where: { to: email } })).toBe(1)
})

test('a renamed executable, an 11 MB PDF and 6 images: 5 documents stored, the rest refused with the spec messages', async ({ page }, testInfo) => {
  // handing 11 MB of files to the browser alone took 17 s on a busy 2-core machine
  test.slow()
  const email = uniqueEmail()
  await page.goto('/for-vendors')
  await fillValidApplication(page, email)
  await page
    .getByLabel(/^Credentials/)
    .setInputFiles([
      { name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from(elfBytes()) },
      { name: 'insurance-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes(11 * MB)) },
      ...Array.from({ length: 6 }, (_, i) => ({ name: `job-photo-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(pngBytes(i)) })),
    ])
  const expectRefusals = async () => {
    await expect(page.getByText('File Upload Error')).toBeVisible()
    await expect(page.getByText('license.pdf is not a supported file type')).toBeVisible()
    await expect(page.getByText('insurance-scan.pdf is too large (max 10MB)')).toBeVisible()
    await expect(page.getByText(/Only the first 5 files were kept\. \(job-photo-6\.png\)/)).toBeVisible()
  }
  // With JavaScript the browser flags the files as soon as they are chosen (the server re-checks).
  if (testInfo.project.name === 'js') {
    await expectRefusals()
    await expect(page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(5)
  }
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible()
  if (testInfo.project.name === 'nojs') await expectRefusals()
  await expect(page.getByText('5 credential documents received.')).toBeVisible()

  const documents = await e2eDb.vendorDocument.findMany({ where: { application: { email } } })
  expect(documents.map((d) => d.originalName).sort()).toEqual(['job-photo-1.png', 'job-photo-2.png', 'job-photo-3.png', 'job-photo-4.png', 'job-photo-5.png'])
  expect(documents.every((d) => d.mimeType === 'image/png')).toBe(true)
})
