import { expect, test } from 'vitest'
import { baselineSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server.ts'

test('the CSP allows scripts only with the nonce and locks down objects, base and framing', () => {
  const nonce = createNonce()
  const directives = Object.fromEntries(
    contentSecurityPolicy(nonce)
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  )
  expect(directives['script-src']).toContain(`'nonce-${nonce}'`)
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['form-action']).toEqual(["'self'"])
})

test('violations are reported to /csp-reports by report-uri and by report-to through Reporting-Endpoints', () => {
  const directives = Object.fromEntries(
    contentSecurityPolicy(createNonce())
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  )
  expect(directives['report-uri']).toEqual(['/csp-reports'])
  expect(directives['report-to']).toEqual(['csp-endpoint'])
  expect(baselineSecurityHeaders({ hsts: false })['Reporting-Endpoints']).toBe('csp-endpoint="/csp-reports"')
})

test('nonces are fresh and unguessable', () => {
  const nonces = new Set(Array.from({ length: 100 }, createNonce))
  expect(nonces.size).toBe(100)
  expect(Buffer.from([...nonces][0], 'base64')).toHaveLength(16)
})

test('HSTS only when asked (secure deployments); nosniff and a referrer policy always', () => {
  expect(baselineSecurityHeaders({ hsts: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/)
  const plain = baselineSecurityHeaders({ hsts: false })
  expect(plain['Strict-Transport-Security']).toBeUndefined()
  expect(plain['X-Content-Type-Options']).toBe('nosniff')
  expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
})
