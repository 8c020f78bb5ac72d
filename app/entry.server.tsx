import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from 'react-router'
import { getServerEnv } from '~/utils/env.server.ts'
import { NonceProvider } from '~/utils/nonce-provider.tsx'
import { islandScriptUrl } from '~/islands/manifest.server.ts'
import { servingOfRoute, type KeptPageCache } from '~/route-serving.ts'
import { contentSecurityPolicy, createNonce } from '~/security/security-headers.server.ts'
import { isCommonPassword } from '~/accounts/common-passwords.server.ts'
import { carriesChat, forgetWarmUpChat, warmHarper, warmUpTurnMessages } from '~/chat/chat.server.ts'
import { PRERENDER_PLACEHOLDERS, setSiteOrigin } from '~/utils/seo.ts'
import { carriesSession } from '~/utils/session.server.ts'
import { startBackgroundJobs } from '~/jobs/jobs.server.ts'
import { forgetKeptBlogPages, visitCacheableBlogPage, type CacheablePageVisit } from '~/blog/page-cache.server.ts'
import { forgetKeptDirectoryPages, visitDirectoryPage } from '~/vendors/page-cache.server.ts'
import { storePendingPostViews } from '~/blog/view-tally.server.ts'

export const streamTimeout = 5_000

// Every app instance runs the background jobs (re-match timer, housekeeping; docs/decisions/0018);
// the table's leases let several share one database. Only in the server (server/index.ts says so):
// not while pre-rendering, nor in a script that merely loads the build (the bench).
if (process.env.HARPER_SERVER === '1' && process.env.HARPER_PRERENDER !== '1') startBackgroundJobs()

/**
 * The app's part of the server's warm-up before its port opens (server/index.ts, docs/decisions/0049):
 * Harper's turns, and the common-password list a first sign-up would otherwise unpack (0054).
 */
export const warmUp = async () => {
  isCommonPassword('')
  await warmHarper()
}
/** … and what the server's whole turns over loopback say, and how each one's conversation is deleted after. */
export { forgetWarmUpChat, warmUpTurnMessages }

// Anonymous reads of the pages app/route-serving.ts serves 'kept', which server/cached-pages.ts
// answers from kept HTML (docs/decisions/0015, 0026): each cache keeps its own pages.
export async function visitCacheablePage(request: Request, cache: KeptPageCache): Promise<CacheablePageVisit | null> {
  return cache === 'directory' ? visitDirectoryPage(request) : visitCacheableBlogPage(request)
}

/** Development: a source changed, so no page rendered from the old one is served again (server/index.ts). */
export function forgetKeptPages() {
  forgetKeptBlogPages()
  forgetKeptDirectoryPages()
}

/** What the server waits for before it exits (server/index.ts): views counted but not yet stored. */
export function beforeShutdown(): Promise<void> {
  return storePendingPostViews()
}

/** The island script of the matched page (app/route-serving.ts; development's or the build's). */
function islandScriptsOf(routerContext: EntryContext): string[] {
  for (const match of routerContext.staticHandlerContext.matches) {
    const serving = servingOfRoute(match.route.id)
    const url = serving?.js === 'island' ? islandScriptUrl(serving.island) : null
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
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode
    // The abort timer holds React's whole render (the page's tree, data and output) until it fires:
    // left to run out after every page, it kept some 1,600 renders alive under the bench's load
    // (docs/decisions/0054). It is cleared once the render is done or has failed.
    let abortTimer: NodeJS.Timeout | undefined
    let renderDone = false
    const endRender = () => {
      renderDone = true
      clearTimeout(abortTimer)
    }
    const respond = () => {
      shellRendered = true
      const body = new PassWhole()
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // a page that is not hydrated loads its island script instead of the router's (app/islands)
        bootstrapModules: islandScriptsOf(routerContext),
        onShellReady() {
          if (!waitForAll) respond()
        },
        onAllReady() {
          if (waitForAll) respond()
          endRender()
        },
        onShellError(error: unknown) {
          endRender()
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    if (!renderDone) abortTimer = setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * React writes a document in pieces of 2 KB or less and says when a pass is over (`flush`). Handed on
 * as they come, each piece crossed the web stream, the server adapter's read loop and a socket
 * write of its own: a dashboard of 70 KB took some forty of each. Here each pass leaves as one chunk
 * (a page with nothing suspended is one pass), and a later pass still streams on its own.
 */
class PassWhole extends PassThrough {
  #pieces: Buffer[] = []
  // React writes Uint8Arrays it never touches again, so they are kept without a copy
  override write(chunk: Uint8Array | string): boolean {
    this.#pieces.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    return true
  }
  flush() {
    if (!this.#pieces.length) return
    const whole = this.#pieces.length === 1 ? this.#pieces[0]! : Buffer.concat(this.#pieces)
    this.#pieces = []
    super.write(whole)
  }
  override end(): this {
    this.flush()
    return super.end()
  }
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
