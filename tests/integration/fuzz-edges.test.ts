import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { action as adminAuthAction } from '~/routes/admin-auth.tsx'
import { action as forVendorsAction } from '~/routes/for-vendors.tsx'
import { action as vendorLoginAction } from '~/routes/vendor-login.tsx'
import { CSP_REPORT_RETENTION, cspReportSender, storeCspReports, type CspViolation } from '~/security/csp-reports.server.ts'
import { db } from '~/utils/db.server.ts'
import { resetServerEnvForTests } from '~/utils/env.server.ts'
import { LONE_SURROGATE } from '~/utils/misc.ts'
import { BASE_URL, formRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS, uniqueEmail } from './helpers.ts'
import { pdfBytes } from '../fixtures/credential-files.ts'

// The edges left over from issue #22 item 8: each case is a request that answered 500 or lost a
// file, sent to the action as a raw body (the bytes a non-browser client sends).

const uploadDir = path.resolve(`tests/.tmp/uploads-edges-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
process.env.UPLOAD_DIR = uploadDir
resetServerEnvForTests()
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }))

const BOUNDARY = 'edge-boundary-7d1f'
const address = () => `10.22.${crypto.randomInt(250)}.${crypto.randomInt(250)}`

function vendorFields(email = uniqueEmail('edge')) {
  return {
    businessName: 'Edge Roofing LLC',
    contactName: 'Maria Lopez',
    email,
    phone: '(321) 555-0142',
    address: '120 Ocean Blvd, Cocoa Beach, FL 32931',
    servicesOffered: 'Roof repair, re-roofing and storm inspections',
    yearsExperience: '12',
    licenseNumber: 'CCC1330000',
    insuranceProvider: 'Florida Contractors Mutual',
    agreeToTerms: 'on',
    consentToContact: 'on',
  }
}

type Part = { disposition: string; type?: string; content: string | Uint8Array }

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${part.disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.from(part.content))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

const fieldParts = (fields: Record<string, string>, type?: string): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ disposition: `form-data; name="${name}"`, type, content: value }))

function postVendorApplication(body: Buffer | string, contentType: string) {
  return outcome(
    forVendorsAction(
      routeArgs(
        new Request(`${BASE_URL}/for-vendors`, {
          method: 'POST',
          body: typeof body === 'string' ? body : new Uint8Array(body),
          headers: { 'Content-Type': contentType, Origin: BASE_URL, [TEST_CLIENT_ADDRESS]: address() },
        }),
      ),
    ),
  )
}

describe('odd charsets in a vendor application', () => {
  test.each([
    ['multipart, charset=utf-16 on the request', `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16`, multipart(fieldParts(vendorFields()))],
    ['multipart, a part in charset=utf-7', `multipart/form-data; boundary=${BOUNDARY}`, multipart(fieldParts(vendorFields(), 'text/plain; charset=utf-7'))],
    [
      'multipart, a part in an unknown charset',
      `multipart/form-data; boundary=${BOUNDARY}`,
      multipart(fieldParts(vendorFields(), 'text/plain; charset=x-no-such')),
    ],
    ['url-encoded, charset=utf-7', 'application/x-www-form-urlencoded; charset=utf-7', new URLSearchParams(vendorFields()).toString()],
  ])('%s: a 400 page (or the form answer), never a 500', async (_name, contentType, body) => {
    const before = await db.vendorApplication.count()
    const answer = await postVendorApplication(body, contentType)
    expect(answer.status).toBeLessThan(500)
    if (answer.status !== 200) expect(answer.status).toBe(400)
    if (answer.status === 400) expect(await db.vendorApplication.count()).toBe(before)
  })
})

describe('a " in an upload file name', () => {
  // browsers send %22, curl and most HTTP libraries a backslash-escaped quote
  test.each([
    ['backslash-escaped', 'license \\"final\\".pdf'],
    ['percent-encoded', 'license %22final%22.pdf'],
    ['bare', 'license "final".pdf'],
  ])('%s: the file is kept', async (_name, filename) => {
    const fields = vendorFields()
    const body = multipart([
      ...fieldParts(fields),
      { disposition: `form-data; name="credentials"; filename="${filename}"`, type: 'application/pdf', content: pdfBytes(2000) },
    ])
    const answer = await postVendorApplication(body, `multipart/form-data; boundary=${BOUNDARY}`)
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({ status: 'success', documentCount: 1 })
    const application = await db.vendorApplication.findFirstOrThrow({ where: { email: fields.email }, include: { documents: true } })
    expect(application.documents.map((document) => document.originalName)).toEqual(['license final.pdf'])
  })
})

describe('a sign-in whose email is 300 emoji', () => {
  const emoji = '😀'.repeat(300)
  test.each([
    ['/admin-auth', adminAuthAction],
    ['/vendor-login', vendorLoginAction],
  ] as const)('%s answers the form (400), and the audit row keeps whole characters', async (pathname, action) => {
    const from = address()
    const answer = await outcome(
      action(routeArgs(formRequest(pathname, { email: emoji, password: 'not-the-password-1', redirectTo: '' }, { headers: { [TEST_CLIENT_ADDRESS]: from } }))),
    )
    expect(answer.status).toBe(400)
    const row = await db.auditEvent.findFirstOrThrow({ where: { ipAddress: from }, orderBy: { createdAt: 'desc' } })
    const recorded = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as { email: string }
    expect(recorded.email.length).toBeGreaterThan(0)
    expect(recorded.email.length).toBeLessThanOrEqual(255)
    expect(emoji.startsWith(recorded.email)).toBe(true)
    expect(recorded.email).not.toMatch(new RegExp(LONE_SURROGATE.source))
  })
})

describe('CSP reports: one sender cannot replace the store', () => {
  const violation = (page: string): CspViolation => ({
    documentUrl: `https://harperhome.example/${page}`,
    blockedUrl: 'inline',
    effectiveDirective: 'script-src-elem',
    disposition: 'enforce',
    sourceFile: null,
    lineNumber: null,
    columnNumber: null,
    sample: null,
    userAgent: null,
  })

  test("a flood from one address keeps other senders' reports", async () => {
    const page = `edge-${crypto.randomUUID().slice(0, 8)}`
    const victim = address()
    const flooder = address()
    await storeCspReports([violation(`${page}/victim-1`), violation(`${page}/victim-2`)], { sender: victim })
    // far more than the whole store holds, in batches as the route stores them
    for (let batch = 0; batch < (CSP_REPORT_RETENTION * 1.5) / 20; batch++) {
      await storeCspReports(
        Array.from({ length: 20 }, (_, index) => violation(`${page}/flood-${batch}-${index}`)),
        { sender: flooder },
      )
    }
    const kept = await db.cspReport.findMany({ where: { documentUrl: { startsWith: `https://harperhome.example/${page}/` } }, select: { documentUrl: true } })
    expect(kept.filter((row) => row.documentUrl.includes('/victim-')).length).toBe(2)
    // the flooder holds no more than its share
    expect(kept.filter((row) => row.documentUrl.includes('/flood-')).length).toBeLessThan(CSP_REPORT_RETENTION / 2)
    expect(await db.cspReport.count()).toBeLessThanOrEqual(CSP_REPORT_RETENTION)
  })
})

test('a CSP report sender is the address, or the /64 of an IPv6 address', () => {
  expect(cspReportSender('203.0.113.7')).toBe('203.0.113.7')
  expect(cspReportSender('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(cspReportSender('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
  expect(cspReportSender('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64')
  expect(cspReportSender('2001:db8::1')).toBe('2001:db8:0:0::/64')
  expect(cspReportSender(null)).toBe('unknown')
})
