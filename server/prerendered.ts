// Pre-rendered pages (docs/decisions/0008, 0028), answered by node:http itself, ahead of Express:
// a pre-rendered page is the same bytes for every anonymous visitor, so everything about its
// response — body in each encoding, headers, ETag — is worked out once at start-up, and a request
// costs a map lookup and one write. Its inline scripts are allowed by their hashes, not a nonce.
import crypto from 'node:crypto'
import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Logger } from 'pino'
import { observeRequest } from '~/utils/metrics.server.ts'
import { staticPageContentSecurityPolicy } from '~/security/security-headers.server.ts'
import { PRERENDER_PLACEHOLDERS } from '~/utils/seo.ts'
import { etagOf, matchesIfNoneMatch } from './conditional.ts'
import { logRequest, requestIdOf } from './observability.ts'

type Encoding = 'br' | 'gzip' | 'identity'
/** names and values in one flat list, as `writeHead` takes them */
type Headers = string[]

export type PrerenderedPage = {
  etag: string
  /** the 200's headers (Content-Encoding and Content-Length aside) and the 304's */
  headers: Headers
  notModifiedHeaders: Headers
  bodies: Record<Encoding, Buffer>
}

const NONCE_ATTRIBUTE = new RegExp(`\\s+nonce="${PRERENDER_PLACEHOLDERS.nonce}"`, 'g')
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const EXECUTABLE_TYPE = /^(?:module|text\/javascript|application\/javascript)$/i

/** The SHA-256 (base64) of each inline script the browser would run; data blocks (JSON-LD) are not code. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    if (type && !EXECUTABLE_TYPE.test(type)) continue
    hashes.add(crypto.createHash('sha256').update(content, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/**
 * A pre-rendered document made ready to serve: the origin placeholder replaced by this server's,
 * the nonce placeholders removed and the page's policy naming its scripts' hashes instead.
 */
export function preparePrerenderedPage(template: string, origin: string, securityHeaders: Record<string, string>): PrerenderedPage {
  if (!template.includes(`nonce="${PRERENDER_PLACEHOLDERS.nonce}"`)) throw new Error('the page was not pre-rendered with the nonce placeholder')
  const html = template.replaceAll(PRERENDER_PLACEHOLDERS.origin, origin).replace(NONCE_ATTRIBUTE, '')
  if (html.includes(PRERENDER_PLACEHOLDERS.nonce)) throw new Error('a nonce placeholder is left outside a nonce attribute')
  const identity = Buffer.from(html)
  const etag = etagOf([html])
  const shared: Headers = [
    ...Object.entries(securityHeaders).flat(),
    'ETag',
    etag,
    // stored, but asked about again each time: a deploy changes it (docs/decisions/0027)
    'Cache-Control',
    'no-cache',
    // the same URL is server-rendered for visitors with a session or a pending toast
    'Vary',
    'Cookie, Accept-Encoding',
    'X-Harper-Render',
    'prerendered',
  ]
  return {
    etag,
    headers: [...shared, 'Content-Type', 'text/html; charset=utf-8', 'Content-Security-Policy', staticPageContentSecurityPolicy(inlineScriptHashes(html))],
    notModifiedHeaders: shared,
    bodies: {
      identity,
      gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
      br: zlib.brotliCompressSync(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    },
  }
}

/**
 * The build's pre-rendered pages by path (build/prerendered.json). Empty — everything
 * server-rendered — when the build has none or when the public environment the pre-render
 * embedded differs from this server's.
 */
export function loadPrerenderedPages({
  root,
  origin,
  publicEnv,
  securityHeaders,
}: {
  root: string
  origin: string
  publicEnv: unknown
  securityHeaders: Record<string, string>
}): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  const manifestFile = path.join(root, 'build/prerendered.json')
  if (!fs.existsSync(manifestFile)) return pages
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { paths: string[]; publicEnv: unknown }
  if (JSON.stringify(manifest.publicEnv) !== JSON.stringify(publicEnv)) {
    console.warn('Pre-rendered pages were built with another public environment (BOOKING_URL?); serving them server-rendered instead.')
    return pages
  }
  for (const pagePath of manifest.paths) {
    const file = path.join(root, 'build/client', pagePath, 'index.html')
    if (!fs.existsSync(file)) continue
    try {
      pages.set(pagePath, preparePrerenderedPage(fs.readFileSync(file, 'utf8'), origin, securityHeaders))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`)
    }
  }
  return pages
}

/** The encoding to send from `Accept-Encoding` (RFC 9110 §12.5.3): br, then gzip, by q-value; identity otherwise. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const quality = new Map<string, number>()
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = item.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    quality.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const of = (name: 'br' | 'gzip') => quality.get(name) ?? (quality.get('*') || 0)
  const best = of('br') >= of('gzip') ? 'br' : 'gzip'
  return of(best) > 0 ? best : 'identity'
}

/**
 * The node:http request listener's first step: answers a GET or HEAD of a pre-rendered path — no
 * query string, no per-visitor cookie (a session, a pending toast, a Harper conversation) — and
 * returns true; anything else is left to Express (false). Logged and timed as every request is.
 */
export function prerenderedResponder({
  pages,
  perRequestCookie,
  logger,
}: {
  pages: Map<string, PrerenderedPage>
  perRequestCookie: RegExp
  logger: Logger
}): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const page = pages.get(req.url ?? '') // the URL as sent: a query string or another spelling is not a key
    if (!page || perRequestCookie.test(req.headers.cookie ?? '')) return false
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req.headers['x-request-id'])
    if (matchesIfNoneMatch(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, [...page.notModifiedHeaders, 'X-Request-Id', requestId]).end()
    } else {
      const encoding = preferredEncoding(req.headers['accept-encoding'])
      const body = page.bodies[encoding]
      const encoded = encoding === 'identity' ? [] : ['Content-Encoding', encoding]
      res.writeHead(200, [...page.headers, ...encoded, 'Content-Length', String(body.length), 'X-Request-Id', requestId])
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    observeRequest({ method: req.method, route: req.url!, status: res.statusCode, seconds })
    logRequest(logger, { requestId, method: req.method, url: req.url!, status: res.statusCode, seconds })
    return true
  }
}
