// Signed-in pages are never stored by browsers or proxies (another person at the same computer
// must not get them from the back button or a shared cache), and a 429's Retry-After has to
// reach the client: React Router only sends a route's loader/action headers through `headers`.
type HeadersArgs = { actionHeaders: Headers; loaderHeaders: Headers; errorHeaders?: Headers }

export function privatePageHeaders({ actionHeaders, loaderHeaders, errorHeaders }: HeadersArgs) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    const retryAfter = source?.get('Retry-After')
    if (retryAfter) headers.set('Retry-After', retryAfter)
  }
  return headers
}
