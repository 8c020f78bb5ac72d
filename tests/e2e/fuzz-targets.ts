import { visitorAddress, type TestRole } from './fixtures.ts'
import { send, type Outcome, type RawRequest } from './fuzz-client.ts'

// The public actions the fuzz tests post to (fuzz.http.spec.ts, fuzz-oversized.http.spec.ts), and
// the bodies they are sent. A fixed list: the same requests on every run.

export type Target = {
  /** the URL posted to */
  url: string
  /** the form's fields, valid or nearly so, so a request gets past the first checks */
  fields: Record<string, string>
  /** posted as the browser would: multipart (file uploads) or urlencoded */
  multipart?: boolean
  /** the route has no action: 405 is its normal answer to any POST */
  noAction?: boolean
  /** a login page: its redirectTo cases sign in a new user of this role */
  login?: TestRole
}

export const email = (label: string) => `fuzz-${label}@example.test`

export const FORMS: Target[] = [
  {
    url: '/contact',
    fields: {
      name: 'Fuzz Tester',
      email: email('contact'),
      role: 'consumer',
      subject: 'support',
      message: 'A message from the fuzz test, long enough to pass.',
      agreedToPrivacy: 'on',
      captchaAnswer: '7',
      captchaToken: 'not-a-token',
    },
  },
  {
    url: '/for-vendors',
    multipart: true,
    fields: {
      businessName: 'Fuzz Roofing',
      contactName: 'Fuzz Tester',
      email: email('vendor'),
      phone: '(321) 555-0100',
      address: '100 Fuzz Street, Cocoa Beach, FL 32931',
      servicesOffered: 'Roof repair and replacement.',
      yearsExperience: '5',
      insuranceProvider: 'Fuzz Mutual',
      agreeToTerms: 'on',
      consentToContact: 'on',
    },
  },
  {
    url: '/affiliates',
    multipart: true,
    fields: { name: 'Fuzz Tester', email: email('affiliate'), brokerageName: 'Fuzz Realty', phone: '(321) 555-0101', agreeToTerms: 'on' },
  },
  { url: '/newsletter', fields: { source: 'footer', name: 'Fuzz Tester', email: email('newsletter'), redirectTo: '/blog' } },
  { url: '/newsletter/unsubscribe', fields: { token: 'not-a-real-token' } },
  { url: '/affiliate-auth', login: 'affiliate', fields: { email: email('login'), password: 'not-the-password', redirectTo: '' } },
  { url: '/admin-auth', login: 'admin', fields: { email: email('login'), password: 'not-the-password', redirectTo: '' } },
  // the admin's second step (docs/decisions/0023): anonymous here, so sent to /admin-auth after the body is read
  { url: '/admin-auth/verify', fields: { code: '123456', redirectTo: '/admin-dashboard' } },
  { url: '/admin-auth/enrol', fields: { code: '123456' } },
  { url: '/vendor-login', login: 'vendor', fields: { email: email('login'), password: 'not-the-password', rememberMe: 'on', redirectTo: '' } },
  { url: '/logout', fields: { redirectTo: '/' } },
  { url: '/harper/messages', fields: { message: 'roof leaking in 32931', redirectTo: '/' } },
  { url: '/find-services', noAction: true, fields: { service: 'Roofing', location: '32931' } },
  { url: '/?index', noAction: true, fields: { email: email('home') } },
]

/** React Router's data URL for a page: what its forms post to when JavaScript runs. */
export function dataUrl(url: string) {
  const [path, query] = url.split('?')
  return `${path === '/' ? '/_root' : path}.data${query ? `?${query}` : ''}`
}

/** Every target twice: as a document POST and as React Router's `.data` request. */
export const TARGETS: Target[] = FORMS.flatMap((form) => [form, { ...form, url: dataUrl(form.url) }])

// ── bodies ───────────────────────────────────────────────────────────────────────────────────
export const BOUNDARY = '----harperFuzzBoundary7MA4YWxkTrZu0gW'
export const MIB = 1024 * 1024
export const HUGE_BYTES = 80 * MIB
/** the longest value any form field accepts (additionalInfo: 2,000 characters) */
export const LONGEST_FIELD = 2000
export const LONG_VALUE = 'Ω'.repeat(10_000)

export function urlencoded(fields: [string, string][]) {
  return new URLSearchParams(fields).toString()
}

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: string }

export function multipartBody(parts: Part[], { close = true, boundary = BOUNDARY } = {}) {
  let body = ''
  for (const part of parts) {
    body += `--${boundary}\r\n`
    if ('filename' in part) {
      // written raw, as a hand-made client would: a " in the name is not escaped
      body += `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n${part.content}\r\n`
    } else {
      body += `Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
    }
  }
  if (close) body += `--${boundary}--\r\n`
  return body
}

export const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' }
export const MULTIPART_TYPE = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }

/** The fields (as pairs) posted the way the target's form posts them. */
export function formRequest(target: Target, pairs: [string, string][]): Omit<RawRequest, 'path'> {
  if (target.multipart) return { headers: MULTIPART_TYPE, body: multipartBody(pairs.map(([name, value]) => ({ name, value }))) }
  return { headers: FORM_TYPE, body: urlencoded(pairs) }
}

export const withFields = (target: Target, changes: Record<string, string>) => Object.entries({ ...target.fields, ...changes })
export const mapValues = (target: Target, change: (value: string) => string) =>
  Object.entries(target.fields).map(([name, value]) => [name, change(value)] as [string, string])

/** Sends `request` to `target`, as its own visitor (per-address rate limits count it alone). */
export function post(baseURL: string, target: Target, caseName: string, request: Omit<RawRequest, 'path'>) {
  return send(baseURL, {
    ...request,
    path: target.url,
    headers: { 'X-Forwarded-For': visitorAddress(`fuzz:${caseName}:${target.url}`), ...request.headers },
  })
}

/** The server failed: no answer, or a 5xx. */
export function serverFailure(outcome: Outcome) {
  return outcome.kind === 'dropped' || outcome.status >= 500
}
