// Cached pages (docs/decisions/0015): anonymous reads of the URLs the app names (the blog) are
// answered from HTML kept from an earlier render, without React Router. The app's entry module
// (`visitCacheablePage`) decides the URLs, does each visit's own work (a post's view count) and
// keeps the pages; here a missing page is rendered once with placeholders, and every response gets
// a fresh CSP nonce in place of the placeholder, as the pre-rendered pages do (0008).
import type express from 'express'
import { answeredNotModified, etagOf } from './conditional.ts'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { CacheablePageVisit, CachedPage } from '../app/blog/page-cache.server.ts'
import { PRERENDER_PLACEHOLDERS } from '../app/utils/seo.ts'

type VisitCacheablePage = (request: Request) => Promise<CacheablePageVisit | null>

export function serveCachedPages({
  build,
  mode,
  getLoadContext,
  perRequestCookie,
}: {
  build: ServerBuild
  mode: string
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
  /** a request carrying one of these cookies is rendered for its visitor, never answered from the cache */
  perRequestCookie: RegExp
}): express.RequestHandler {
  const { cacheablePagePath, visitCacheablePage } = build.entry.module as { cacheablePagePath?: RegExp; visitCacheablePage?: VisitCacheablePage }
  const handle = createRequestHandler(build, mode)
  if (!cacheablePagePath || !visitCacheablePage) return (_req, _res, next) => next()

  /** The page as any anonymous visitor would get it (no cookies, no visitor headers), with placeholders. */
  async function renderTemplate(url: URL, req: express.Request, res: express.Response): Promise<CachedPage> {
    const context = { ...getLoadContext(req, res), cspNonce: PRERENDER_PLACEHOLDERS.nonce, pageTemplate: true }
    const response = await handle(new Request(url), context)
    return { status: response.status, headers: [...response.headers].filter(([name]) => name !== 'content-length'), html: await response.text() }
  }

  return async (req, res, next) => {
    if (!cacheablePagePath.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD') || perRequestCookie.test(req.headers.cookie ?? '')) return next()
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
    let visit: CacheablePageVisit | null
    try {
      visit = await visitCacheablePage(new Request(url, { method: req.method, headers: headersOf(req) }))
    } catch {
      visit = null // e.g. the database is down: the route renders its own error page
    }
    if (!visit) return next()
    try {
      const { page, cached } = await visit.page(() => renderTemplate(url, req, res))
      const nonce = res.locals.cspNonce as string
      res.status(page.status)
      for (const [name, value] of page.headers) res.append(name, value.replaceAll(PRERENDER_PLACEHOLDERS.nonce, nonce))
      if (cached) res.set('X-Harper-Render', 'cached')
      // the nonce aside, the body is the kept HTML with this visit's values (a post's view count)
      if (page.status === 200 && answeredNotModified(req, res, etagFor(page, visit.fills))) return
      res.end(filled(page, new Map([[PRERENDER_PLACEHOLDERS.nonce, nonce], ...visit.fills])))
    } catch (error) {
      next(error)
    }
  }
}

const pageEtags = new WeakMap<CachedPage, string>()

/** The kept page's ETag (hashed once per page) combined with this visit's values. */
function etagFor(page: CachedPage, fills: Array<[string, string]>): string {
  let etag = pageEtags.get(page)
  if (!etag) pageEtags.set(page, (etag = etagOf([page.html])))
  return fills.length === 0 ? etag : etagOf([etag, ...fills.flat()])
}

function headersOf(req: express.Request): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
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
  const chunks = [cut.parts[0]]
  cut.slots.forEach((slot, index) => chunks.push(encoded.get(slot)!, cut.parts[index + 1]))
  return Buffer.concat(chunks)
}
