import crypto from 'node:crypto'
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report-endpoint.ts'

// The Content-Security-Policy is enforced (not report-only). Scripts run only with the
// per-request nonce (or, on a pre-rendered page, by their hashes); inline styles are allowed because sonner and Radix set style attributes.
export function createNonce() {
  return crypto.randomBytes(16).toString('base64')
}

export function contentSecurityPolicy(nonce: string, { development = false } = {}) {
  return policy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], { development })
}

/**
 * The policy of a page whose bytes never change (a pre-rendered page, docs/decisions/0028): its
 * inline scripts are allowed by their SHA-256 hashes instead of a per-response nonce, so the same
 * bytes — compressed once, with one ETag — go to every visitor. Without a nonce 'strict-dynamic'
 * would refuse the page's modulepreload links, so its module files are allowed as 'self'.
 */
export function staticPageContentSecurityPolicy(inlineScriptHashes: readonly string[]) {
  return policy(["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)], { development: false })
}

function policy(scriptSources: string[], { development }: { development: boolean }) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSources,
    'style-src': ["'self'", "'unsafe-inline'"],
    // https images: blog articles and featured images may come from other sites (never http)
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    // third-party embeds the product opts into: the booking widget and the contact page's map
    'frame-src': ['https://cal.com', 'https://www.google.com', 'https://maps.google.com'],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    // violations are reported to us (docs/decisions/0025): report-to where the browser has the
    // Reporting API (the Reporting-Endpoints header names the group), report-uri elsewhere
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Headers every response carries, HTML or not. */
export function baselineSecurityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // where report-to sends CSP violation reports (relative to the page's URL)
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
