import { expect, test } from './fixtures.ts'
import { db } from '~/utils/db.server.ts'

// CSP violation reports on the production server (docs/decisions/0025): every page names
// /csp-reports in its policy (report-uri, and report-to through Reporting-Endpoints), and a
// report in the form browsers send is stored there. Chromium delivers report-to reports in
// batches up to a minute later, too slow for this suite: the bodies below are the ones Chromium
// (report-uri) and the Reporting API (report-to) send, byte for byte in their shape.

test('pages point their CSP reports at /csp-reports', async ({ request }) => {
  const response = await request.get('/how-it-works')
  expect(response.headers()['content-security-policy']).toMatch(/; report-uri \/csp-reports; report-to csp-endpoint$/)
  expect(response.headers()['reporting-endpoints']).toBe('csp-endpoint="/csp-reports"')
})

test('a violation report as Chromium sends it (report-uri) is stored', async ({ request, baseURL }) => {
  const marker = `csp-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const page = `${baseURL}/how-it-works`
  const response = await request.post('/csp-reports', {
    headers: { 'Content-Type': 'application/csp-report', Referer: page },
    data: JSON.stringify({
      'csp-report': {
        'document-uri': page,
        referrer: '',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'original-policy': "default-src 'self'; img-src 'self' data: https:; report-uri /csp-reports; report-to csp-endpoint",
        disposition: 'enforce',
        'blocked-uri': `http://blocked.example/${marker}.png`,
        'status-code': 200,
        'script-sample': '',
      },
    }),
  })
  expect(response.status()).toBe(204)
  const stored = await db.cspReport.findFirst({ where: { blockedUrl: `http://blocked.example/${marker}.png` } })
  expect(stored).toMatchObject({ documentUrl: page, effectiveDirective: 'img-src', disposition: 'enforce' })
})

test('a report-to batch (application/reports+json) is stored', async ({ request, baseURL }) => {
  const marker = `csp-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const page = `${baseURL}/contact`
  const response = await request.post('/csp-reports', {
    headers: { 'Content-Type': 'application/reports+json' },
    data: JSON.stringify([
      {
        age: 0,
        body: {
          blockedURL: 'inline',
          columnNumber: 9,
          disposition: 'enforce',
          documentURL: page,
          effectiveDirective: 'script-src-elem',
          lineNumber: 1,
          originalPolicy: "script-src 'self'; report-to csp-endpoint",
          referrer: '',
          sample: marker,
          sourceFile: page,
          statusCode: 200,
        },
        type: 'csp-violation',
        url: page,
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0',
      },
    ]),
  })
  expect(response.status()).toBe(204)
  const stored = await db.cspReport.findFirst({ where: { sample: marker } })
  expect(stored).toMatchObject({ documentUrl: page, blockedUrl: 'inline', effectiveDirective: 'script-src-elem', lineNumber: 1, columnNumber: 9 })
})
