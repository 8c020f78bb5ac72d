import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import {
  VendorApplicationSchema,
  fileTooLargeMessage,
  fileUnsupportedMessage,
  normalizeWebsiteUrl,
  precheckCredentialFile,
} from './vendor-application-schema.ts'

const valid = {
  businessName: 'Sunshine Roofing LLC',
  contactName: 'Maria Lopez',
  email: 'maria@sunshineroofing.example',
  phone: '(321) 555-0142',
  address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
  servicesOffered: 'Roof repair, re-roofing and inspections',
  yearsExperience: '12',
  licenseNumber: 'CCC1330000',
  insuranceProvider: 'Florida Contractors Mutual',
  websiteUrl: 'sunshineroofing.example',
  additionalInfo: 'We cover Brevard County.',
  agreeToTerms: 'on',
  consentToContact: 'on',
}

// The same path the browser and the action take: FormData through Conform's parseWithZod.
function parse(overrides: Record<string, string | undefined>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries({ ...valid, ...overrides })) {
    if (value !== undefined) formData.append(key, value)
  }
  return parseWithZod(formData, { schema: VendorApplicationSchema })
}

function errorsOf(overrides: Record<string, string | undefined>, field: string) {
  const submission = parse(overrides)
  expect(submission.status).toBe('error')
  return submission.reply().error?.[field]
}

describe('VendorApplicationSchema', () => {
  test('a complete application parses to the stored shapes', () => {
    const submission = parse({})
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      ...valid,
      yearsExperience: 12,
      websiteUrl: 'https://sunshineroofing.example/',
      agreeToTerms: true,
      consentToContact: true,
    })
  })

  test('optional fields left empty become null', () => {
    const submission = parse({ licenseNumber: '', websiteUrl: '', additionalInfo: '   ' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.licenseNumber).toBeNull()
    expect(submission.value.websiteUrl).toBeNull()
    expect(submission.value.additionalInfo).toBeNull()
  })

  test('text is trimmed', () => {
    const submission = parse({ businessName: '  Acme Pipes  ', email: ' a@b.co ' })
    if (submission.status !== 'success') throw new Error('expected success')
    expect(submission.value.businessName).toBe('Acme Pipes')
    expect(submission.value.email).toBe('a@b.co')
  })

  test.each([
    ['businessName', '', 'Business name must be at least 2 characters'],
    ['businessName', 'A', 'Business name must be at least 2 characters'],
    ['businessName', 'A'.repeat(101), 'Business name must be less than 100 characters'],
    ['contactName', '', 'Contact name must be at least 2 characters'],
    ['contactName', 'B', 'Contact name must be at least 2 characters'],
    ['contactName', 'B'.repeat(51), 'Contact name must be less than 50 characters'],
    ['email', '', 'Please enter a valid email address'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', `${'x'.repeat(250)}@example.com`, 'Email must be less than 255 characters'],
    ['phone', '', 'Please enter a valid phone number'],
    ['phone', '555-0100', 'Please enter a valid phone number'],
    ['phone', '321-555-0100 ext 4', 'Please enter a valid phone number'],
    ['phone', '+1 (321) 555-0100 00 00', 'Phone number must be less than 20 characters'],
    ['address', '', 'Please enter a complete address'],
    ['address', '12 Main', 'Please enter a complete address'],
    ['address', 'A'.repeat(201), 'Address must be less than 200 characters'],
    ['servicesOffered', '', 'Please describe your services (minimum 10 characters)'],
    ['servicesOffered', 'Roofs', 'Please describe your services (minimum 10 characters)'],
    ['servicesOffered', 'R'.repeat(1001), 'Services description must be less than 1000 characters'],
    ['yearsExperience', '', 'Years of experience is required'],
    ['yearsExperience', undefined, 'Years of experience is required'],
    ['yearsExperience', 'ten', 'Please enter a valid number'],
    ['yearsExperience', '-3', 'Please enter a valid number'],
    ['yearsExperience', '2.5', 'Please enter a valid number'],
    ['licenseNumber', 'AB', 'License number must be at least 3 characters'],
    ['licenseNumber', 'L'.repeat(51), 'License number must be less than 50 characters'],
    ['insuranceProvider', '', 'Insurance provider is required'],
    ['insuranceProvider', 'X', 'Insurance provider is required'],
    ['insuranceProvider', 'I'.repeat(101), 'Insurance provider must be less than 100 characters'],
    ['websiteUrl', 'not a url', 'Please enter a valid website URL (e.g., www.yourcompany.com)'],
    ['websiteUrl', 'localhost', 'Please enter a valid website URL (e.g., www.yourcompany.com)'],
    ['websiteUrl', 'ftp://files.example.com', 'Please enter a valid website URL (e.g., www.yourcompany.com)'],
    ['additionalInfo', 'i'.repeat(2001), 'Additional information must be less than 2000 characters'],
    ['agreeToTerms', undefined, 'You must agree to the terms and conditions'],
    ['consentToContact', undefined, 'Consent to contact is required for application processing'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf({ [field]: value }, field)).toContain(message)
  })

  test('boundaries are inclusive', () => {
    const submission = parse({
      businessName: 'AB',
      contactName: 'C'.repeat(50),
      phone: '3215550100',
      address: 'A'.repeat(200),
      licenseNumber: 'L12',
      additionalInfo: 'i'.repeat(2000),
    })
    expect(submission.status).toBe('success')
  })
})

describe('website rule', () => {
  test.each([
    ['www.yourcompany.com', 'https://www.yourcompany.com/'],
    ['http://acme-pipes.com/about', 'http://acme-pipes.com/about'],
    ['HTTPS://Acme.co', 'https://acme.co/'],
    ['  acme.example  ', 'https://acme.example/'],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWebsiteUrl(input)).toBe(expected)
  })

  test.each(['acme', 'acme.', 'acme..com', 'javascript:alert(1)', 'https://user:pw@acme.com', 'acme .com', 'acme.c0m'])('%j is refused', (input) => {
    expect(normalizeWebsiteUrl(input)).toBeUndefined()
  })
})

describe('credential file pre-check (browser side)', () => {
  test('accepts the spec types and refuses others with the spec messages', () => {
    expect(precheckCredentialFile({ name: 'license.pdf', size: 1000, type: 'application/pdf' })).toBeNull()
    expect(precheckCredentialFile({ name: 'photo.JPEG', size: 1000, type: 'image/jpeg' })).toBeNull()
    expect(precheckCredentialFile({ name: 'card.webp', size: 1000, type: '' })).toBeNull()
    expect(precheckCredentialFile({ name: 'big.pdf', size: 11 * 1024 * 1024, type: 'application/pdf' })).toBe('big.pdf is too large (max 10MB)')
    expect(precheckCredentialFile({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' })).toBe('setup.exe is not a supported file type')
    expect(fileTooLargeMessage('a.pdf')).toBe('a.pdf is too large (max 10MB)')
    expect(fileUnsupportedMessage('a.exe')).toBe('a.exe is not a supported file type')
  })
})

describe('browser look at the first bytes', () => {
  test('recognises the four signatures and nothing else', async () => {
    const { looksLikeCredentialDocument } = await import('./vendor-application-schema.ts')
    const { pngBytes, pdfBytes, jpegBytes, webpBytes, elfBytes, mzBytes } = await import('../../tests/fixtures/credential-files.ts')
    for (const bytes of [pngBytes(), pdfBytes(100), jpegBytes(), webpBytes()]) expect(looksLikeCredentialDocument(bytes)).toBe(true)
    for (const bytes of [elfBytes(), mzBytes(), new Uint8Array()]) expect(looksLikeCredentialDocument(bytes)).toBe(false)
  })
})
