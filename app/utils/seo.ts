import type { MetaDescriptor } from 'react-router'

export const SITE_NAME = 'Harper Home'

// ---------------------------------------------------------------------------------------------
// The site's public origin (PUBLIC_URL), for canonical and social URLs.
//
// Route `meta` functions call pageMeta() without arguments from React Router, so the origin is
// process state: entry.server sets it from the validated environment before rendering (the
// pre-render sets a placeholder origin that server/index.ts swaps for PUBLIC_URL at startup). In
// the browser — client-side navigations — it is the page's own origin, which is PUBLIC_URL for
// anyone who reached the site through it.
// ---------------------------------------------------------------------------------------------
let serverOrigin: string | undefined

/** Called by entry.server with PUBLIC_URL (or the pre-render placeholder). */
export function setSiteOrigin(url: string) {
  serverOrigin = new URL(url).origin
}

export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin
  return serverOrigin ?? 'http://localhost:3000'
}

/** An absolute URL on this site for a path such as '/blog/my-post'. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href
}

/** The default social card: a local 1200×630 PNG (scrapers rarely render SVG). */
export const DEFAULT_OG_IMAGE = {
  path: '/images/og/harper-home-1200x630.png',
  width: 1200,
  height: 630,
  alt: 'Harper Home — vetted Florida home service pros, matched by AI',
} as const

/** Title, description, canonical and social tags for a page. */
export function pageMeta({
  title,
  description,
  path,
  siteName = true,
  noindex = false,
  keywords,
  type = 'website',
  image = DEFAULT_OG_IMAGE,
}: {
  title: string
  description: string
  /** the page's own path ('/how-it-works'); made absolute with PUBLIC_URL */
  path: string
  /** append " | Harper Home" to the title */
  siteName?: boolean
  noindex?: boolean
  keywords?: readonly string[]
  type?: 'website' | 'article'
  /** a local image path (absolute URLs are kept) with its size and alternative text */
  image?: { path: string; width: number; height: number; alt: string }
}): MetaDescriptor[] {
  const fullTitle = siteName ? `${title} | ${SITE_NAME}` : title
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image.path)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(keywords?.length ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ]
}

/** The organisation behind the site as JSON-LD (a LocalBusiness in Cocoa Beach, FL), for meta(). */
// ---------------------------------------------------------------------------------------------
// Which pages search engines may index: the sitemap, robots.txt and the tests read these. Which
// pages are pre-rendered is app/route-serving.ts's to say.
// ---------------------------------------------------------------------------------------------

/** Every public, indexable page (blog posts are added from the database by /sitemap.xml). */
export const INDEXABLE_PAGES = [
  { path: '/', changefreq: 'weekly', priority: 1.0 },
  { path: '/how-it-works', changefreq: 'monthly', priority: 0.8 },
  { path: '/for-vendors', changefreq: 'monthly', priority: 0.8 },
  { path: '/find-services', changefreq: 'weekly', priority: 0.9 },
  { path: '/contact', changefreq: 'yearly', priority: 0.6 },
  { path: '/about-harper', changefreq: 'monthly', priority: 0.7 },
  { path: '/cipp-pipe-repair', changefreq: 'monthly', priority: 0.8 },
  { path: '/roofing-services', changefreq: 'monthly', priority: 0.8 },
  { path: '/blog', changefreq: 'weekly', priority: 0.7 },
  { path: '/affiliates', changefreq: 'monthly', priority: 0.7 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.2 },
  { path: '/terms', changefreq: 'yearly', priority: 0.2 },
] as const satisfies ReadonlyArray<{ path: string; changefreq: string; priority: number }>

/** Pages that carry `<meta name="robots" content="noindex, nofollow">` (robots.txt also keeps crawlers out of most). */
export const NOINDEX_PATHS = ['/vendor-login', '/affiliate-auth', '/affiliate-dashboard', '/admin-auth', '/admin-dashboard', '/admin/blog'] as const

/** Path prefixes robots.txt disallows: dashboards, admin, sign-in pages and one-shot links. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/admin/',
  '/admin-auth',
  '/admin-dashboard',
  '/affiliate-auth',
  '/affiliate-dashboard',
  '/vendor-dashboard',
  '/vendor-login',
  '/forgot-password',
  '/logout',
  '/newsletter/',
] as const

/**
 * Placeholders the build-time pre-render writes instead of per-request values; server/index.ts
 * replaces them (the origin once at startup, the nonce on every response). Not secrets: they never
 * reach a browser.
 */
export const PRERENDER_PLACEHOLDERS = {
  nonce: 'HARPER-PRERENDER-NONCE-PLACEHOLDER',
  origin: 'https://prerender-origin.harper-home.invalid',
} as const

export type SitemapEntry = { path: string; lastmod?: Date | null; changefreq?: string; priority?: number }

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/** A sitemaps.org urlset with absolute URLs on `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${xmlEscape(new URL(entry.path, `${origin}/`).href)}</loc>`]
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`)
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`)
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`)
    return `  <url>${parts.join('')}</url>`
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n')
}

/** robots.txt: everything public is crawlable except ROBOTS_DISALLOW; points at the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
