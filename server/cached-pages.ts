// Cached pages (docs/decisions/0015, 0028): anonymous reads of the pages app/route-serving.ts serves
// 'kept' (the blog, /find-services) are answered from HTML kept from an earlier render, by
// node:http ahead of Express and React Router. The app's entry module (`visitCacheablePage`) does
// each visit's own work (a post's view count) and keeps the pages in the row's cache; here a missing page is rendered once
// with placeholders, and every response gets a fresh CSP nonce in place of the placeholder, as
// well as the headers, compression and log line Express would have given it.
import type http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Logger } from 'pino'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { CacheablePageVisit, CachedPage } from '~/blog/page-cache.server.ts'
import { servingOfRoute, type KeptPageCache } from '~/route-serving.ts'
import { observeRequest } from '~/utils/metrics.server.ts'
import { createNonce } from '~/security/security-headers.server.ts'
import { PRERENDER_PLACEHOLDERS } from '~/utils/seo.ts'
import { etagOf, matchesIfNoneMatch } from './conditional.ts'
import { logRequest, requestIdOf } from './observability.ts'
import { preferredEncoding } from './prerendered.ts'
import { leafRouteIdOf, routePatternOf } from './request-handler.ts'

type VisitCacheablePage = (request: Request, cache: KeptPageCache) => Promise<CacheablePageVisit | null>

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/** as the compression middleware does for rendered pages: brotli at quality 4, gzip at its default */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
/** below this many bytes a body goes uncompressed (the compression middleware's threshold) */
const COMPRESSION_THRESHOLD = 1024

/**
 * The node:http request listener's step for kept pages: `false` at once when the request is not a
 * cacheable read (Express takes it), else a promise of whether it was answered here — `false`
 * when the app declines the visit (not a public page, the database is down), and Express renders it.
 */
export function cachedPagesResponder({
  build,
  mode,
  perRequestCookie,
  securityHeaders,
  logger,
}: {
  /** the production build, or development's, loaded per request (its sources may have changed) */
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  /** a request carrying one of these cookies is rendered for its visitor, never answered from the cache */
  perRequestCookie: RegExp
  securityHeaders: Record<string, string>
  logger: Logger
}): (req: http.IncomingMessage, res: http.ServerResponse) => false | Promise<boolean> {
  const handle = createRequestHandler(build, mode)

  /** The page as any anonymous visitor would get it (no cookies, no visitor headers), with placeholders. */
  async function renderTemplate(url: URL, requestId: string): Promise<CachedPage> {
    const context = { cspNonce: PRERENDER_PLACEHOLDERS.nonce, clientAddress: null, requestId, pageTemplate: true } as AppLoadContext
    const response = await handle(new Request(url), context)
    return { status: response.status, headers: [...response.headers].filter(([name]) => name !== 'content-length'), html: await response.text() }
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, build: ServerBuild): Promise<boolean> {
    const cache = keptPageCacheOf(build, pathname)
    const { visitCacheablePage } = build.entry.module as { visitCacheablePage?: VisitCacheablePage }
    if (!cache || !visitCacheablePage) return false
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req.headers['x-request-id'])
    // the page never depends on the origin (its links are PUBLIC_URL's): only the path and query are read
    const url = new URL(req.url!, 'http://localhost')
    let visit: CacheablePageVisit | null
    try {
      visit = await visitCacheablePage(new Request(url, { method: req.method, headers: headersOf(req) }), cache)
    } catch {
      visit = null // e.g. the database is down: the route renders its own error page
    }
    if (!visit) return false
    const { page, cached } = await visit.page(() => renderTemplate(url, requestId))
    const nonce = createNonce()
    const headers = new Map<string, string[]>()
    const add = (name: string, value: string) => headers.set(name.toLowerCase(), [...(headers.get(name.toLowerCase()) ?? []), value])
    for (const [name, value] of Object.entries(securityHeaders)) add(name, value)
    for (const [name, value] of page.headers) add(name, value.replaceAll(PRERENDER_PLACEHOLDERS.nonce, nonce))
    add('X-Request-Id', requestId)
    if (cached) add('X-Harper-Render', 'cached')
    let status = page.status
    let body: Buffer | null = null
    // the nonce aside, the body is the kept HTML with this visit's values (a post's view count)
    const etag = page.status === 200 ? etagFor(page, visit.fills) : null
    if (etag) add('ETag', etag)
    if (etag && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      // the browser keeps the stored policy with its stored body
      status = 304
      headers.delete('content-security-policy')
      headers.delete('content-type')
    } else {
      body = filled(page, new Map([[PRERENDER_PLACEHOLDERS.nonce, nonce], ...visit.fills]))
      add('Vary', 'Accept-Encoding')
      const encoding = body.length < COMPRESSION_THRESHOLD || req.method === 'HEAD' ? 'identity' : preferredEncoding(req.headers['accept-encoding'])
      if (encoding !== 'identity') {
        body = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzip(body)
        add('Content-Encoding', encoding)
      }
      add('Content-Length', String(body.length))
    }
    res.writeHead(
      status,
      [...headers].flatMap(([name, values]) => (name === 'vary' ? [name, values.join(', ')] : values.flatMap((value) => [name, value]))),
    )
    res.end(req.method === 'HEAD' ? undefined : body)
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    observeRequest({ method: req.method!, route: routePatternOf(build, pathname), status, seconds })
    logRequest(logger, { requestId, method: req.method!, url: req.url!, status, seconds })
    return true
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const query = req.url!.indexOf('?')
    const pathname = query === -1 ? req.url! : req.url!.slice(0, query)
    if (perRequestCookie.test(req.headers.cookie ?? '')) return false
    if (typeof build === 'function') return build().then((current) => answer(req, res, pathname, current))
    // the production build: a page that is not kept goes to Express at once
    return keptPageCacheOf(build, pathname) ? answer(req, res, pathname, build) : false
  }
}

/** The cache of the page a path names, when app/route-serving.ts serves it 'kept'. */
function keptPageCacheOf(build: ServerBuild, pathname: string): KeptPageCache | null {
  const serving = servingOfRoute(leafRouteIdOf(build, pathname) ?? '')
  return serving?.html === 'kept' ? serving.cache : null
}

function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

const pageEtags = new WeakMap<CachedPage, string>()

/** The kept page's ETag (hashed once per page) combined with this visit's values. */
function etagFor(page: CachedPage, fills: Array<[string, string]>): string {
  let etag = pageEtags.get(page)
  if (!etag) pageEtags.set(page, (etag = etagOf([page.html])))
  return fills.length === 0 ? etag : etagOf([etag, ...fills.flat()])
}

type Cut = { parts: Buffer[]; slots: string[] }
const cuts = new WeakMap<CachedPage, Map<string, Cut>>()

/**
 * The page's HTML with each placeholder replaced by its value. The HTML is cut at its placeholders
 * and encoded once per page, so a response costs one copy of the bytes, not a search and an
 * encoding of the whole text per placeholder.
 */
function filled(page: CachedPage, values: Map<string, string>): Buffer {
  const placeholders = [...values.keys()]
  const key = placeholders.join('\n')
  const byPlaceholders = cuts.get(page) ?? new Map<string, Cut>()
  if (!cuts.has(page)) cuts.set(page, byPlaceholders)
  let cut = byPlaceholders.get(key)
  if (!cut) {
    cut = { parts: [], slots: [] }
    let from = 0
    for (const match of page.html.matchAll(new RegExp(placeholders.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'))) {
      cut.parts.push(Buffer.from(page.html.slice(from, match.index)))
      cut.slots.push(match[0])
      from = match.index + match[0].length
    }
    cut.parts.push(Buffer.from(page.html.slice(from)))
    byPlaceholders.set(key, cut)
  }
  const encoded = new Map([...values].map(([placeholder, value]) => [placeholder, Buffer.from(value)]))
  const chunks = [cut.parts[0]!]
  cut.slots.forEach((slot, index) => chunks.push(encoded.get(slot)!, cut.parts[index + 1]!))
  return Buffer.concat(chunks)
}
