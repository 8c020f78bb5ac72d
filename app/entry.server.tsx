import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from 'react-router'
import { getServerEnv } from './utils/env.server.ts'
import { NonceProvider } from './utils/nonce-provider.tsx'
import { islandScriptUrl } from './utils/islands.server.ts'
import type { RouteHandle } from './root.tsx'
import { contentSecurityPolicy, createNonce } from './utils/security-headers.server.ts'
import { carriesChat } from './chat/chat.server.ts'
import { warmClassifier } from './harper/classifier.server.ts'
import { PRERENDER_PLACEHOLDERS, setSiteOrigin } from './utils/seo.ts'
import { carriesSession } from './utils/session.server.ts'
import { startBackgroundJobs } from './jobs/jobs.server.ts'
import { CACHEABLE_PAGE_PATH, visitCacheableBlogPage, type CacheablePageVisit } from './blog/page-cache.server.ts'
import { DIRECTORY_PAGE_PATH, visitDirectoryPage } from './vendors/page-cache.server.ts'
import { storePendingPostViews } from './blog/view-tally.server.ts'

export const streamTimeout = 5_000

// Every app instance runs the background jobs (re-match timer, housekeeping; docs/decisions/0018);
// the table's leases let several share one database. Only in the server (server/index.ts says so):
// not while pre-rendering, nor in a script that merely loads the build (the bench).
// Harper's classifier learns its models once (about half a second): at start, not in a first chat.
if (process.env.HARPER_SERVER === '1' && process.env.HARPER_PRERENDER !== '1') {
  startBackgroundJobs()
  setImmediate(warmClassifier)
}

// Anonymous reads of the blog and of /find-services that server/cached-pages.ts answers from kept
// HTML (docs/decisions/0015, 0026).
export const cacheablePagePath = new RegExp(`${CACHEABLE_PAGE_PATH.source}|${DIRECTORY_PAGE_PATH.source}`)
export async function visitCacheablePage(request: Request): Promise<CacheablePageVisit | null> {
  return (await visitDirectoryPage(request)) ?? visitCacheableBlogPage(request)
}

/** What the server waits for before it exits (server/index.ts): views counted but not yet stored. */
export function beforeShutdown(): Promise<void> {
  return storePendingPostViews()
}

/**
 * The island script a matched route names (`handle.island`; app/islands), from the build's
 * islands.json. None in development: there is no island build, and such pages hydrate whole.
 */
function islandScriptsOf(routerContext: EntryContext): string[] {
  for (const match of routerContext.staticHandlerContext.matches) {
    const island = (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.island
    const url = island ? islandScriptUrl(island) : null
    if (url) return [url]
  }
  return []
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const contextNonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce
  // The build-time pre-render has no server (no load context): it writes a placeholder, which
  // server/prerendered.ts takes out in favour of the scripts' hashes (docs/decisions/0008, 0028).
  const prerendering = !contextNonce && process.env.HARPER_PRERENDER === '1'
  const nonce = contextNonce ?? (prerendering ? PRERENDER_PLACEHOLDERS.nonce : createNonce())
  // canonical and social URLs in meta() are absolute on PUBLIC_URL (the placeholder while pre-rendering)
  setSiteOrigin(getServerEnv().PUBLIC_URL)
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { development: getServerEnv().NODE_ENV === 'development' }))
  keepPrivate(request, responseHeaders)
  // every document shows the session's user and a pending toast (root loader); anonymous ones may be shared
  responseHeaders.append('Vary', 'Cookie')

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA-mode builds get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // a page that is not hydrated loads its island script instead of the router's (app/islands)
        bootstrapModules: islandScriptsOf(routerContext),
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Loader and action data (`.data` requests) follow the same caching rule as the documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPrivate(request, response.headers)
  return response
}

/**
 * What a signed-in visitor sees is theirs alone (dashboards, the outbox with its tokens), and so is
 * a page showing their Harper conversation: never kept by the browser's cache or a proxy. Public
 * pages stay cacheable for everyone else.
 */
function keepPrivate(request: Request, headers: Headers) {
  if (carriesSession(request) || carriesChat(request)) headers.set('Cache-Control', 'private, no-store')
  // a public page may be stored, but is asked about again each time (docs/decisions/0027)
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache')
}
