import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { loader as adminCspReports } from '~/routes/admin.csp-reports.tsx'
import { action as reportAction } from '~/routes/resources/csp-reports.ts'
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_RATE_LIMIT, storeCspReports, type CspViolation } from '~/security/csp-reports.server.ts'
import { db } from '~/utils/db.server.ts'
import { signedInAs } from './accounts-helpers.ts'
import { BASE_URL, getRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS } from './helpers.ts'

// POST /csp-reports and /admin/csp-reports (issue #14 item 9, docs/decisions/0025).

const address = () => `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}`
const marker = () => crypto.randomUUID().slice(0, 8)

function post(
  body: string,
  { type = 'application/csp-report', from = address(), headers = {} }: { type?: string; from?: string; headers?: Record<string, string> } = {},
) {
  return outcome(
    reportAction(
      routeArgs(
        new Request(`${BASE_URL}/csp-reports`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': type, 'User-Agent': 'Mozilla/5.0 Test', [TEST_CLIENT_ADDRESS]: from, ...headers },
        }),
      ),
    ),
  )
}

/** What Chrome and Firefox send for `report-uri` when an injected inline script is blocked. */
function legacyReport(page: string) {
  return JSON.stringify({
    'csp-report': {
      'document-uri': `https://harperhome.example/${page}?token=secret#frag`,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /csp-reports",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 3,
      'source-file': `https://harperhome.example/${page}`,
      'status-code': 200,
      'script-sample': 'alert(document.cookie)',
    },
  })
}

/** What `report-to` sends (the Reporting API): a batch, possibly with reports of other types. */
function reportingApiBatch(page: string) {
  const violation = (blocked: string) => ({
    type: 'csp-violation',
    age: 10,
    url: `https://harperhome.example/${page}`,
    user_agent: 'Mozilla/5.0 Chrome',
    body: {
      documentURL: `https://harperhome.example/${page}`,
      blockedURL: blocked,
      effectiveDirective: 'img-src',
      originalPolicy: "img-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      sample: '',
    },
  })
  return JSON.stringify([violation('http://tracker.example/pixel.gif?id=1'), { type: 'deprecation', age: 1, url: 'x', body: {} }, violation('eval')])
}

describe('POST /csp-reports', () => {
  test('an application/csp-report body is stored without the query string, answered 204', async () => {
    const page = `contact-${marker()}`
    const answer = await post(legacyReport(page))
    expect(answer.status).toBe(204)
    const rows = await db.cspReport.findMany({ where: { documentUrl: `https://harperhome.example/${page}` } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      blockedUrl: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: `https://harperhome.example/${page}`,
      lineNumber: 12,
      columnNumber: 3,
      sample: 'alert(document.cookie)',
      userAgent: 'Mozilla/5.0 Test',
    })
  })

  test('an application/reports+json batch stores its csp-violation reports only', async () => {
    const page = `blog-${marker()}`
    expect((await post(reportingApiBatch(page), { type: 'application/reports+json' })).status).toBe(204)
    const rows = await db.cspReport.findMany({ where: { documentUrl: `https://harperhome.example/${page}` }, orderBy: { blockedUrl: 'asc' } })
    expect(rows.map((row) => [row.effectiveDirective, row.blockedUrl, row.userAgent])).toEqual([
      ['img-src', 'eval', 'Mozilla/5.0 Chrome'],
      ['img-src', 'http://tracker.example/pixel.gif', 'Mozilla/5.0 Chrome'],
    ])
  })

  test('refuses other content types (415), bodies that are not JSON or not reports (400) and oversized ones (413), storing nothing', async () => {
    const before = await db.cspReport.count()
    expect((await post(legacyReport('x'), { type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post('{"csp-report": ', {})).status).toBe(400)
    expect((await post(JSON.stringify({ 'csp-report': { 'document-uri': 'https://a.example/' } }))).status).toBe(400)
    expect((await post(JSON.stringify({ hello: 'world' }), { type: 'application/reports+json' })).status).toBe(400)
    const huge = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } })
    expect((await post(huge)).status).toBe(413)
    // an undeclared length is cut off as soon as it crosses the limit
    const chunked = new Request(`${BASE_URL}/csp-reports`, {
      method: 'POST',
      body: new Blob([huge]).stream(),
      headers: { 'Content-Type': 'application/csp-report', [TEST_CLIENT_ADDRESS]: address() },
      duplex: 'half',
    } as RequestInit)
    expect((await outcome(reportAction(routeArgs(chunked)))).status).toBe(413)
    expect(await db.cspReport.count()).toBe(before)
  })

  test('is rate-limited per address with Retry-After; other addresses still report', async () => {
    const from = address()
    const page = `flood-${marker()}`
    for (let i = 0; i < CSP_REPORT_RATE_LIMIT.limit; i++) expect((await post(legacyReport(page), { from })).status).toBe(204)
    const refused = await post(legacyReport(page), { from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await db.cspReport.count({ where: { documentUrl: `https://harperhome.example/${page}` } })).toBe(CSP_REPORT_RATE_LIMIT.limit)
    expect((await post(legacyReport(page))).status).toBe(204)
  })
})

test('only the newest reports are kept (the retention cap)', async () => {
  const batch = marker()
  const report = (n: number): CspViolation => ({
    documentUrl: `https://harperhome.example/retention-${batch}-${n}`,
    blockedUrl: 'inline',
    effectiveDirective: 'script-src',
    disposition: 'enforce',
    sourceFile: null,
    lineNumber: null,
    columnNumber: null,
    sample: null,
    userAgent: null,
  })
  const start = Date.now() + 60_000
  for (let n = 1; n <= 5; n++) await storeCspReports([report(n)], { retention: 3, now: new Date(start + n * 1000) })
  const kept = await db.cspReport.findMany({ orderBy: { createdAt: 'asc' }, select: { documentUrl: true } })
  expect(kept.map((row) => row.documentUrl)).toEqual([3, 4, 5].map((n) => `https://harperhome.example/retention-${batch}-${n}`))
})

describe('/admin/csp-reports', () => {
  test('admins see the reports; anyone else is sent to sign in or refused', async () => {
    const page = `admin-view-${marker()}`
    await post(legacyReport(page))
    const admin = await signedInAs(['super_admin'])
    const shown = await outcome(adminCspReports(routeArgs(getRequest('/admin/csp-reports', { cookie: admin.cookie }))))
    expect(shown.status).toBe(200)
    const data = shown.data as Awaited<ReturnType<typeof import('~/security/csp-reports.server.ts').listCspReports>>
    expect(data.reports.some((report) => report.documentUrl === `https://harperhome.example/${page}` && report.sample === 'alert(document.cookie)')).toBe(true)
    expect(data.groups.some((group) => group.effectiveDirective === 'script-src-elem' && group.blockedUrl === 'inline')).toBe(true)

    const anonymous = await outcome(adminCspReports(routeArgs(getRequest('/admin/csp-reports'))))
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toMatch(/^\/admin-auth/)
    const affiliate = await signedInAs(['affiliate'])
    expect((await outcome(adminCspReports(routeArgs(getRequest('/admin/csp-reports', { cookie: affiliate.cookie }))))).status).toBe(403)
  })
})
