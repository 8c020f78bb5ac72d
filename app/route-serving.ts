// How every page is served, in one table beside routes.ts (docs/decisions/0043): one row per page
// route (a route module with a component, `.tsx`), keyed by its file as routes.ts names it.
// The build, the server and the island registry read it; nothing else declares it.
//
// `html` — how the document is made:
//   'prerendered'  rendered at build time (react-router.config.ts) and answered by node:http ahead
//                  of Express (server/prerendered.ts) to an anonymous GET without a query string;
//                  only for pages whose loaders read nothing from the request (0008, 0028)
//   'kept'         rendered once and kept for anonymous visitors (server/cached-pages.ts); `cache`
//                  names the module that decides each page's lifetime: 'blog' — until a blog
//                  write, a scheduled post falling due, or 30 s (app/blog/page-cache.server.ts);
//                  'directory' — until a directory write, or 30 s (app/vendors/page-cache.server.ts)
//   'per-request'  rendered for each request
// A visitor with a session, a pending toast or a Harper conversation always gets a page rendered
// for them.
//
// `js` — what JavaScript a document load of the page runs:
//   'whole'   the page hydrates whole (React Router's runtime and the route's modules)
//   'island'  only `island`'s script, app/islands/<island>.client.tsx, which hydrates the page's
//             `<Island>` parts (0017, 0029)
//   'none'    no script at all (0008, 0026)
// Development (`npm run dev`) serves every page the same way, with its sources reloaded (0043).

export type PageServing =
  | { html: 'prerendered' | 'per-request'; js: 'whole' | 'none' }
  | { html: 'prerendered' | 'per-request'; js: 'island'; island: string }
  | { html: 'kept'; cache: KeptPageCache; js: 'whole' | 'none' }
  | { html: 'kept'; cache: KeptPageCache; js: 'island'; island: string }

export type KeptPageCache = 'blog' | 'directory'

export const PAGE_SERVING = {
  // the first page a homeowner on a slow phone opens: Harper's panel alone is hydrated (0008, 0017); its loader reads only the chat cookie
  'routes/home.tsx': { html: 'prerendered', js: 'island', island: 'harper-chat' },
  // text and links only: nothing on it needs JavaScript (0045)
  'routes/how-it-works.tsx': { html: 'prerendered', js: 'none' },
  // forms: the form is the island, the rest complete without JavaScript (0029)
  'routes/for-vendors.tsx': { html: 'per-request', js: 'island', island: 'vendor-application-form' },
  // Harper's panel and the filter form are the island; results, chips, 'Details', 'Load More' are links
  'routes/find-services.tsx': { html: 'kept', cache: 'directory', js: 'island', island: 'find-services' },
  'routes/contact.tsx': { html: 'per-request', js: 'island', island: 'contact-form' },
  // URL-state demos: the tabs and the scripted chats are islands that change the query string in place (0045);
  // /about-harper reads ?audience and ?step per request, and records a tab change
  'routes/about-harper.tsx': { html: 'per-request', js: 'island', island: 'about-harper' },
  'routes/cipp-pipe-repair.tsx': { html: 'prerendered', js: 'island', island: 'cipp-pipe-repair' },
  'routes/roofing-services.tsx': { html: 'prerendered', js: 'island', island: 'roofing-services' },
  // newsletter forms, and the skeleton cards while the next list loads (spec §2)
  'routes/blog.tsx': { html: 'kept', cache: 'blog', js: 'island', island: 'blog' },
  // /blog/:slug: text to read; its forms post natively
  'routes/blog.$slug.tsx': { html: 'kept', cache: 'blog', js: 'none' },
  'routes/admin.blog.tsx': { html: 'per-request', js: 'whole' },
  'routes/vendor-login.tsx': { html: 'per-request', js: 'island', island: 'login-form' },
  'routes/vendor-dashboard.tsx': { html: 'per-request', js: 'whole' },
  'routes/affiliates.tsx': { html: 'per-request', js: 'island', island: 'affiliate-application-form' },
  'routes/affiliate-auth.tsx': { html: 'per-request', js: 'island', island: 'affiliate-access-form' },
  'routes/affiliate-auth.confirm.tsx': { html: 'per-request', js: 'none' },
  'routes/affiliate-dashboard.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin-auth.tsx': { html: 'per-request', js: 'island', island: 'login-form' },
  // the admin area's shell (the sidebar) around every admin page below
  'routes/admin-layout.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin-dashboard.tsx': { html: 'per-request', js: 'whole' },
  // text only (0026)
  'routes/privacy.tsx': { html: 'prerendered', js: 'none' },
  'routes/terms.tsx': { html: 'prerendered', js: 'none' },
  'routes/forgot-password.tsx': { html: 'per-request', js: 'island', island: 'forgot-password-form' },
  'routes/reset-password.tsx': { html: 'per-request', js: 'island', island: 'set-password-form' },
  'routes/admin-auth.verify.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin-auth.enrol.tsx': { html: 'per-request', js: 'whole' },
  // links and forms do all it needs; a press never lands mid-hydration (0029)
  'routes/requests.status.tsx': { html: 'per-request', js: 'none' },
  'routes/newsletter.tsx': { html: 'per-request', js: 'whole' },
  'routes/newsletter.confirm.tsx': { html: 'per-request', js: 'whole' },
  'routes/newsletter.unsubscribe.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin.outbox.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin.requests.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin.audit.tsx': { html: 'per-request', js: 'whole' },
  'routes/admin.csp-reports.tsx': { html: 'per-request', js: 'whole' },
  'routes/not-found.tsx': { html: 'per-request', js: 'whole' },
} as const satisfies Record<string, PageServing>

export type PageFile = keyof typeof PAGE_SERVING
export type IslandName = Extract<(typeof PAGE_SERVING)[PageFile], { island: string }>['island']

/** A route's row by its React Router id (its file without the extension: 'routes/blog.$slug'); null for the root and resource routes. */
export function servingOfRoute(routeId: string): PageServing | null {
  return (PAGE_SERVING as Record<string, PageServing>)[`${routeId}.tsx`] ?? null
}

/** Every island script a page names, once each. */
export function islandNames(): IslandName[] {
  return [...new Set(Object.values(PAGE_SERVING).flatMap((row: PageServing) => (row.js === 'island' ? [row.island as IslandName] : [])))]
}

/**
 * The island scripts, by name: app/islands/<name>.client.tsx, each an extra input of the client
 * build (vite.config.ts), which writes its URL and files to build/islands.json. A page names its
 * island in the table above and renders it with `<Island>` (docs/decisions/0017, 0029).
 */
export const ISLANDS = Object.fromEntries(islandNames().map((name) => [name, `app/islands/${name}.client.tsx`])) as Record<string, string>

/** The route files served pre-rendered (react-router.config.ts turns them into paths with routes.ts). */
export function prerenderedPageFiles(): PageFile[] {
  return (Object.keys(PAGE_SERVING) as PageFile[]).filter((file) => PAGE_SERVING[file].html === 'prerendered')
}

type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] }

/** Each route file's URL pattern ('/', '/blog/:slug') from routes.ts's entries, passed in (routes.ts is build-time code). */
export function routePatterns(routes: readonly RouteEntry[], parent = ''): Map<string, string> {
  const patterns = new Map<string, string>()
  for (const route of routes) {
    const pattern = route.path ? `${parent}/${route.path}` : parent
    patterns.set(route.file, pattern || '/')
    for (const [file, childPattern] of routePatterns(route.children ?? [], pattern)) patterns.set(file, childPattern)
  }
  return patterns
}

/** The paths pre-rendered at build time (react-router.config.ts), from routes.ts's entries. */
export function prerenderedPaths(routes: readonly RouteEntry[]): string[] {
  const patterns = routePatterns(routes)
  return prerenderedPageFiles().map((file) => patterns.get(file) ?? file)
}
