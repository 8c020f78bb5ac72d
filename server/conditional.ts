import crypto from 'node:crypto'

// Validators for public pages served before React Router (pre-rendered pages, kept blog pages;
// docs/decisions/0027). A kept blog page differs per response only by the CSP nonce, so its ETag is
// computed over the page as kept — nonce placeholder included — plus the per-visit values, and a
// browser revalidating with If-None-Match gets a 304. A 304 carries no Content-Security-Policy:
// the browser keeps the stored policy, whose nonce is the one its stored body carries.

/** A strong ETag over the parts that make the body (the nonce left out). */
export function etagOf(parts: readonly string[]): string {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return `"${hash.digest('base64url').slice(0, 27)}"`
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET/HEAD). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
}
