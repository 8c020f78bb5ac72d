import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { action as forVendorsAction } from '~/routes/for-vendors.tsx'
import { loader as documentLoader } from '~/routes/admin.vendor-documents.$documentId.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { BASE_URL, formRequest, getRequest, outcome, replyErrors, uniqueEmail, routeArgs, sessionCookieFor, TEST_CLIENT_ADDRESS } from './helpers.ts'
import { pngBytes, pdfBytes, jpegBytes, webpBytes, elfBytes, mzBytes } from '../fixtures/credential-files.ts'

// Uploads of this file go to their own folder under tests/.tmp (read lazily through getServerEnv).
const uploadDir = path.resolve(`tests/.tmp/uploads-integration-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
process.env.UPLOAD_DIR = uploadDir
resetServerEnvForTests()
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }))

const args = routeArgs
const MB = 1024 * 1024

function validFields(email = uniqueEmail('vendor')) {
  return {
    businessName: 'Sunshine Roofing LLC',
    contactName: 'Maria Lopez',
    email,
    phone: '(321) 555-0142',
    address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
    servicesOffered: 'Roof repair, re-roofing and storm inspections',
    yearsExperience: '12',
    licenseNumber: 'CCC1330000',
    insuranceProvider: 'Florida Contractors Mutual',
    websiteUrl: 'sunshineroofing.example',
    additionalInfo: 'We cover all of Brevard County.',
    agreeToTerms: 'on',
    consentToContact: 'on',
  }
}

const randomIp = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** A multipart POST as a browser sends it: the fields, then the chosen files under `credentials`. */
function multipartRequest(fields: Record<string, string | undefined>, files: File[] = [], { ip = randomIp() }: { ip?: string } = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value)
  if (files.length === 0) body.append('credentials', new File([], '', { type: 'application/octet-stream' }))
  for (const file of files) body.append('credentials', file)
  return new Request(`${BASE_URL}/for-vendors`, { method: 'POST', body, headers: { Origin: BASE_URL, [TEST_CLIENT_ADDRESS]: ip } })
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

type ActionData = {
  status: 'success' | 'error'
  fileNotice: { messages: string[] } | null
  documentCount?: number
  failure?: string | null
  reattachFiles?: boolean
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

const tempFiles = () => filesIn(path.join(uploadDir, 'tmp'))

describe('vendor application action', { timeout: 20_000 }, () => {
  test('a valid application stores every field and its documents (matching sha256) and sends both emails', async () => {
    const fields = validFields()
    const pdf = pdfBytes(2000)
    const png = pngBytes()
    const response = await outcome(
      forVendorsAction(
        args(
          multipartRequest(fields, [new File([pdf], 'license.pdf', { type: 'application/pdf' }), new File([png], 'insurance card.png', { type: 'image/png' })]),
        ),
      ),
    )
    expect(response.status).toBe(200)
    const result = response.data as ActionData
    expect(result.status).toBe('success')
    expect(result.fileNotice).toBeNull()

    const application = await db.vendorApplication.findFirstOrThrow({
      where: { email: fields.email },
      include: { documents: { orderBy: { originalName: 'asc' } } },
    })
    expect(application).toMatchObject({
      companyName: 'Sunshine Roofing LLC',
      contactName: 'Maria Lopez',
      email: fields.email,
      phone: '(321) 555-0142',
      address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
      serviceType: 'Roof repair, re-roofing and storm inspections',
      serviceAreas: ['120 Ocean Blvd, Cocoa Beach, FL 32931'],
      licenseNumber: 'CCC1330000',
      yearsInBusiness: 12,
      websiteUrl: 'https://sunshineroofing.example/',
      insuranceProvider: 'Florida Contractors Mutual',
      additionalInfo: 'We cover all of Brevard County.',
      insuranceVerified: false,
      status: 'pending',
      reviewedAt: null,
      reviewerId: null,
    })
    expect(Date.now() - application.submittedAt.getTime()).toBeLessThan(60_000)

    expect(application.documents.map((d) => [d.originalName, d.mimeType, d.sizeBytes])).toEqual([
      ['insurance card.png', 'image/png', png.length],
      ['license.pdf', 'application/pdf', pdf.length],
    ])
    for (const document of application.documents) {
      expect(document.storedKey).toMatch(/^vendor-documents\/[0-9a-f]{32}\.(pdf|png)$/)
      expect(document.storedKey).not.toContain('license')
      const onDisk = fs.readFileSync(path.join(uploadDir, document.storedKey))
      expect(sha256(onDisk)).toBe(document.sha256)
    }
    expect(application.documents[1]!.sha256).toBe(sha256(pdf))
    expect(tempFiles()).toEqual([])

    const confirmation = await db.outboundEmail.findFirstOrThrow({ where: { to: fields.email } })
    expect(confirmation.subject).toBe('We received your Harper Home vendor application')
    expect(confirmation.text).toContain('within 2-3 business days')
    expect(confirmation.text).toContain('7-10 days')
    expect(confirmation.text).toContain('Sunshine Roofing LLC')
    const notice = await db.outboundEmail.findFirstOrThrow({
      where: { to: 'admin@harperhome.example', subject: 'New vendor application: Sunshine Roofing LLC', text: { contains: application.id } },
    })
    expect(notice.text).toContain('with 2 credential documents')
  })

  test('optional fields left empty are stored as null; no files is fine', async () => {
    const fields: Record<string, string> = { ...validFields(), licenseNumber: '', websiteUrl: '', additionalInfo: '' }
    const response = await outcome(forVendorsAction(args(multipartRequest(fields))))
    expect((response.data as ActionData).status).toBe('success')
    const application = await db.vendorApplication.findFirstOrThrow({ where: { email: fields.email }, include: { documents: true } })
    expect(application.licenseNumber).toBeNull()
    expect(application.websiteUrl).toBeNull()
    expect(application.additionalInfo).toBeNull()
    expect(application.documents).toEqual([])
  })

  test('files are judged by content: a PNG named .pdf is kept as PNG; executables named .pdf are refused', async () => {
    const fields = validFields()
    const files = [
      new File([pngBytes()], 'scan.pdf', { type: 'application/pdf' }),
      new File([elfBytes()], 'license.pdf', { type: 'application/pdf' }),
      new File([mzBytes()], 'insurance.pdf', { type: 'application/pdf' }),
      new File([new TextEncoder().encode('just some text, not a document')], 'notes.pdf', { type: 'application/pdf' }),
      new File([jpegBytes()], 'truck.jpg', { type: 'image/jpeg' }),
      new File([webpBytes()], 'crew.webp', { type: 'image/webp' }),
    ]
    const response = await outcome(forVendorsAction(args(multipartRequest(fields, files))))
    const result = response.data as ActionData
    expect(result.status).toBe('success')
    expect(result.fileNotice?.messages).toEqual([
      'license.pdf is not a supported file type',
      'insurance.pdf is not a supported file type',
      'notes.pdf is not a supported file type',
    ])
    const documents = await db.vendorDocument.findMany({ where: { application: { email: fields.email } }, orderBy: { createdAt: 'asc' } })
    expect(documents.map((d) => [d.originalName, d.mimeType])).toEqual([
      ['scan.pdf', 'image/png'],
      ['truck.jpg', 'image/jpeg'],
      ['crew.webp', 'image/webp'],
    ])
    expect(documents[0]!.storedKey).toMatch(/\.png$/)
  })

  test('a renamed executable, an 11 MB PDF and 6 images: 5 documents kept, the rest refused with the spec messages', async () => {
    const fields = validFields()
    const images = Array.from({ length: 6 }, (_, i) => new File([pngBytes(i)], `photo-${i + 1}.png`, { type: 'image/png' }))
    const files = [
      new File([elfBytes()], 'setup.pdf', { type: 'application/pdf' }),
      new File([pdfBytes(11 * MB)], 'big-license.pdf', { type: 'application/pdf' }),
      ...images,
    ]
    const response = await outcome(forVendorsAction(args(multipartRequest(fields, files))))
    const result = response.data as ActionData
    expect(response.status).toBe(200)
    expect(result.status).toBe('success')
    expect(result.documentCount).toBe(5)
    expect(result.fileNotice?.messages).toEqual([
      'setup.pdf is not a supported file type',
      'big-license.pdf is too large (max 10MB)',
      'Only the first 5 files were kept. (photo-6.png)',
    ])
    const documents = await db.vendorDocument.findMany({ where: { application: { email: fields.email } } })
    expect(documents.map((d) => d.originalName).sort()).toEqual(['photo-1.png', 'photo-2.png', 'photo-3.png', 'photo-4.png', 'photo-5.png'])
    for (const document of documents) {
      expect(sha256(fs.readFileSync(path.join(uploadDir, document.storedKey)))).toBe(document.sha256)
    }
    expect(tempFiles()).toEqual([])
  })

  test('a file of exactly 10 MB is accepted; 11 MB alone is refused without losing the application', async () => {
    const fields = validFields()
    const exact = pdfBytes(10 * MB)
    const response = await outcome(
      forVendorsAction(args(multipartRequest(fields, [new File([exact], 'exact.pdf'), new File([pdfBytes(11 * MB)], 'too-big.pdf')]))),
    )
    const result = response.data as ActionData
    expect(result.fileNotice?.messages).toEqual(['too-big.pdf is too large (max 10MB)'])
    const documents = await db.vendorDocument.findMany({ where: { application: { email: fields.email } } })
    expect(documents.map((d) => [d.originalName, d.sizeBytes, d.sha256])).toEqual([['exact.pdf', 10 * MB, sha256(exact)]])
  })

  test('field errors come back with the spec messages, nothing is stored, attached files are discarded', async () => {
    const { agreeToTerms: _terms, consentToContact: _consent, ...rest } = validFields()
    const fields = { ...rest, businessName: 'A', phone: 'call me', yearsExperience: 'ten', websiteUrl: 'not a site' }
    const before = filesIn(uploadDir).length
    const response = await outcome(forVendorsAction(args(multipartRequest(fields, [new File([pdfBytes(500)], 'license.pdf')]))))
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.businessName).toEqual(['Business name must be at least 2 characters'])
    expect(errors.phone).toEqual(['Please enter a valid phone number'])
    expect(errors.yearsExperience).toEqual(['Please enter a valid number'])
    expect(errors.websiteUrl).toEqual(['Please enter a valid website URL (e.g., www.yourcompany.com)'])
    expect(errors.agreeToTerms).toEqual(['You must agree to the terms and conditions'])
    expect(errors.consentToContact).toEqual(['Consent to contact is required for application processing'])
    expect((response.data as ActionData).reattachFiles).toBe(true)
    expect(await db.vendorApplication.count({ where: { email: fields.email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { to: fields.email } })).toBe(0)
    expect(filesIn(uploadDir).length).toBe(before)
  })

  test('a filled honeypot answers like a success but stores, writes and sends nothing', async () => {
    const fields = { ...validFields(), website_confirm: 'http://spam.example' }
    const before = filesIn(uploadDir).length
    const response = await outcome(forVendorsAction(args(multipartRequest(fields, [new File([pdfBytes(500)], 'license.pdf')]))))
    expect(response.status).toBe(200)
    expect((response.data as ActionData).status).toBe('success')
    expect(await db.vendorApplication.count({ where: { email: fields.email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { to: fields.email } })).toBe(0)
    expect(filesIn(uploadDir).length).toBe(before)
  })

  test('the sixth application within an hour from one address gets 429 with Retry-After and the message', async () => {
    const ip = randomIp()
    for (let i = 0; i < 5; i++) {
      const ok = await outcome(forVendorsAction(args(multipartRequest(validFields(), [], { ip }))))
      expect(ok.status).toBe(200)
    }
    const fields = validFields()
    const limited = await outcome(forVendorsAction(args(multipartRequest(fields, [new File([pdfBytes(500)], 'license.pdf')], { ip }))))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((limited.data as ActionData).failure).toBe('Too many requests. Please wait a moment and try again.')
    expect(await db.vendorApplication.count({ where: { email: fields.email } })).toBe(0)
  })

  test('a body over the overall cap is refused with 413 before it is read, and an oversized field while reading', async () => {
    const declared = new Request(`${BASE_URL}/for-vendors`, {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc', 'Content-Length': String(62 * MB), [TEST_CLIENT_ADDRESS]: randomIp() },
    })
    const refused = await outcome(forVendorsAction(args(declared)))
    expect(refused.status).toBe(413)

    const fields = { ...validFields(), additionalInfo: 'x'.repeat(100_000) }
    const huge = await outcome(forVendorsAction(args(multipartRequest(fields, [new File([pdfBytes(500)], 'license.pdf')]))))
    expect(huge.status).toBe(413)
    expect((huge.data as ActionData).failure).toBe('Your submission is too large. Attach at most 5 files of up to 10MB each.')
    expect(await db.vendorApplication.count({ where: { email: fields.email } })).toBe(0)
    expect(tempFiles()).toEqual([])
  })

  test('a url-encoded post (no files) is read too', async () => {
    const fields = validFields()
    const response = await outcome(forVendorsAction(args(formRequest('/for-vendors', fields))))
    expect((response.data as ActionData).status).toBe('success')
    expect(await db.vendorApplication.count({ where: { email: fields.email } })).toBe(1)
  })
})

describe('credential document download', { timeout: 20_000 }, () => {
  async function storedDocument() {
    const fields = validFields()
    const pdf = pdfBytes(3000)
    await forVendorsAction(args(multipartRequest(fields, [new File([pdf], 'Florida "license" ñ.pdf')])))
    const document = await db.vendorDocument.findFirstOrThrow({ where: { application: { email: fields.email } } })
    return { document, pdf }
  }

  // A signed-in user of these roles: a real Session row and its signed cookie (logging in through
  // the form is covered in auth.test.ts; skipping scrypt keeps this fast on a busy machine).
  async function cookieFor(roles: Role[]) {
    const user = await db.user.create({ data: { email: uniqueEmail(roles[0]), name: 'Reviewer', roles: { create: roles.map((role) => ({ role })) } } })
    return sessionCookieFor(user.id)
  }

  test('an admin downloads the file as an attachment, with the sniffed type, nosniff and no caching', async () => {
    const { document, pdf } = await storedDocument()
    const cookie = await cookieFor(['super_admin'])
    const response = (await documentLoader(args(getRequest(`/admin/vendor-documents/${document.id}`, { cookie }), { documentId: document.id }))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Florida license _.pdf"; filename*=UTF-8''Florida%20license%20%C3%B1.pdf`)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(pdf))
  })

  test('an unknown id is 404 for an admin; an affiliate gets 403; an anonymous visitor goes to /admin-auth', async () => {
    const { document } = await storedDocument()
    const admin = await cookieFor(['moderator'])
    const missing = await outcome(documentLoader(args(getRequest('/admin/vendor-documents/nope', { cookie: admin }), { documentId: 'nope' })))
    expect(missing.status).toBe(404)

    const affiliate = await cookieFor(['affiliate'])
    const forbidden = await outcome(
      documentLoader(args(getRequest(`/admin/vendor-documents/${document.id}`, { cookie: affiliate }), { documentId: document.id })),
    )
    expect(forbidden.status).toBe(403)

    const anonymous = await outcome(documentLoader(args(getRequest(`/admin/vendor-documents/${document.id}`), { documentId: document.id })))
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toMatch(/^\/admin-auth/)
  })
})
