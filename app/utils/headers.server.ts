import type { HeadersArgs } from 'react-router'

/**
 * A route's `headers` export that passes on what its loader or action (or the error it threw)
 * set — Retry-After on a 429, Cache-Control on a private page. Without a `headers` export React
 * Router keeps only the cookies of a route's responses.
 */
export function pipeHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers()
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    if (!source) continue
    for (const [name, value] of source) {
      if (name !== 'set-cookie') headers.set(name, value)
    }
  }
  return headers
}

/**
 * `pipeHeaders` for pages that are private whoever asks (sign-in, dashboards, admin): never kept
 * by a browser's back-button cache or a shared proxy.
 */
export function privatePageHeaders(args: HeadersArgs): Headers {
  const headers = pipeHeaders(args)
  headers.set('Cache-Control', 'private, no-store')
  return headers
}
