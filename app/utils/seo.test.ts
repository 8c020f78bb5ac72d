import { describe, expect, test } from 'vitest'
import { prerenderedPaths } from '~/route-serving.ts'
import routes from '~/routes.ts'
import { INDEXABLE_PAGES, NOINDEX_PATHS, pageMeta, robotsTxt, ROBOTS_DISALLOW, setSiteOrigin, sitemapXml } from './seo.ts'

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined

describe('pageMeta', () => {
  test('canonical, og:url and images are absolute on the configured origin', () => {
    setSiteOrigin('https://harper.example/some/path')
    const meta = pageMeta({ title: 'How It Works', description: 'd', path: '/how-it-works' })
    expect(meta[0]).toEqual({ title: 'How It Works | Harper Home' })
    expect(find(meta, 'rel', 'canonical')?.href).toBe('https://harper.example/how-it-works')
    expect(find(meta, 'property', 'og:url')?.content).toBe('https://harper.example/how-it-works')
    expect(find(meta, 'property', 'og:image')?.content).toBe('https://harper.example/images/og/harper-home-1200x630.png')
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find(meta, 'name', 'robots')).toBeUndefined()
  })

  test('siteName: false keeps the title; noindex adds the robots tag; keywords are joined', () => {
    setSiteOrigin('https://harper.example')
    const meta = pageMeta({
      title: 'For Vendors | Join the Trusted Marketplace',
      description: 'd',
      path: '/for-vendors',
      siteName: false,
      noindex: true,
      keywords: ['contractors', 'leads'],
    })
    expect(meta[0]).toEqual({ title: 'For Vendors | Join the Trusted Marketplace' })
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex, nofollow')
    expect(find(meta, 'name', 'keywords')?.content).toBe('contractors, leads')
  })
})

describe('sitemap and robots', () => {
  test('sitemapXml lists absolute, escaped URLs with lastmod', () => {
    const xml = sitemapXml('https://harper.example', [
      { path: '/', priority: 1 },
      { path: '/blog/a&b', lastmod: new Date('2025-10-05T12:00:00Z'), changefreq: 'monthly' },
    ])
    expect(xml).toContain('<loc>https://harper.example/</loc>')
    expect(xml).toContain('<priority>1.0</priority>')
    expect(xml).toContain('<loc>https://harper.example/blog/a&amp;b</loc><lastmod>2025-10-05T12:00:00.000Z</lastmod><changefreq>monthly</changefreq>')
  })

  test('no noindex or disallowed page is listed as indexable, and every pre-rendered page is public', () => {
    const indexable = INDEXABLE_PAGES.map((page) => page.path)
    for (const path of NOINDEX_PATHS) expect(indexable).not.toContain(path)
    for (const path of indexable.filter((p) => p !== '/')) {
      expect(
        ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    }
    for (const path of prerenderedPaths(routes)) expect(NOINDEX_PATHS as readonly string[]).not.toContain(path)
  })

  test('robotsTxt disallows the private areas and names the sitemap', () => {
    const txt = robotsTxt('https://harper.example')
    expect(txt).toContain('Disallow: /admin\n')
    expect(txt).toContain('Disallow: /affiliate-dashboard\n')
    expect(txt).toContain('Disallow: /vendor-login\n')
    expect(txt).toContain('Sitemap: https://harper.example/sitemap.xml')
  })
})
