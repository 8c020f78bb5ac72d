import { gzipSync } from 'node:zlib'
import type { Page, Request } from '@playwright/test'
import { createToastCookie, e2eDb, expect, expectResponse, test } from './fixtures.ts'
import { HOME_JS_BUDGET_BYTES } from '../../scripts/bench/home-js.ts'

const waitForHydration = (page: Page) =>
  page.waitForFunction(() => (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter?.state.initialized === true)

// The "fast" requirements, against the production build the e2e server serves
// (docs/decisions/0008-prerendering-and-budgets.md).

test('home loads at most 100 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'measures the JavaScript a browser runs')
  const urls = new Set<string>()
  const scriptsInFlight = new Set<Request>()
  const isScript = (request: Request) => request.resourceType() === 'script'
  page.on('request', (request) => {
    if (isScript(request)) scriptsInFlight.add(request)
  })
  page.on('requestfinished', (request) => scriptsInFlight.delete(request))
  page.on('requestfailed', (request) => scriptsInFlight.delete(request))
  page.on('response', (response) => {
    const isScriptResponse = isScript(response.request()) || /javascript/.test(response.headers()['content-type'] ?? '')
    if (isScriptResponse) urls.add(response.url())
  })
  await page.goto('/')
  // whatever loads while it hydrates (lazy chunks, route discovery) counts too: home hydrates only
  // Harper's panel, as an island (docs/decisions/0017); other pages hydrate whole. Once hydrated,
  // every script it asked for has been requested: wait for those to arrive.
  if (await page.locator('#island-harper-chat').count()) {
    await expect(page.locator('#harper-chat')).toHaveAttribute('data-hydrated', 'true')
  } else if (await page.locator('script[type=module]').count()) {
    await waitForHydration(page)
  }
  await expect.poll(() => scriptsInFlight.size, { message: 'scripts still loading' }).toBe(0)
  // the browser's own list as well (module imports from the inline bootstrap script included)
  for (const url of await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))) {
    if (new URL(url).pathname.endsWith('.js')) urls.add(url)
  }
  const sizes = await Promise.all(
    [...urls].map(async (url) => ({ url: new URL(url).pathname, gzipBytes: gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length })),
  )
  const total = sizes.reduce((sum, file) => sum + file.gzipBytes, 0)
  await testInfo.attach('home-js.json', { body: JSON.stringify({ total, budget: HOME_JS_BUDGET_BYTES, sizes }, null, 2), contentType: 'application/json' })
  expect(total, `home JavaScript (gzip): ${sizes.map((s) => `${s.url} ${s.gzipBytes}`).join(', ')}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
})

/** Every image of the page has loaded or failed (a lazy one once it came near the view), and its fonts are in. */
async function imagesAndFontsSettled(page: Page) {
  await expect
    .poll(() => page.locator('img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete).length), {
      message: 'images still loading',
    })
    .toBe(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

for (const path of ['/', '/find-services', '/cipp-pipe-repair']) {
  test(`${path} makes no third-party request until the visitor asks for one`, async ({ page, baseURL }) => {
    const origins = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin)
    })
    await page.goto(path)
    // scroll through the whole page: lazy images and below-the-fold embeds must stay local too
    // (wheel events, so it works with JavaScript off too); a lazy image scrolled into view is
    // started, and then waited for (a third-party one would fail here, and still be counted)
    await page.mouse.move(100, 100)
    for (let step = 0; step < 40; step++) await page.mouse.wheel(0, 500)
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true)
    await imagesAndFontsSettled(page)
    expect([...origins]).toEqual([new URL(baseURL!).origin])
  })
}

test('a pre-rendered page runs its islands under its CSP, and a demo step stays in the document', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'needs JavaScript')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto('/cipp-pipe-repair')
  expect(response?.headers()['x-harper-render']).toBe('prerendered')
  await expect(page.locator('#island-pipe-demo')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('#island-booking-widget')).toHaveAttribute('data-hydrated', 'true')
  // the demo is URL state changed in place (docs/decisions/0045): no document is requested
  const documentRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url())
  })
  const chat = page.getByTestId('harper-process-chat')
  await chat.getByRole('link', { name: 'Tree roots in the sewer line' }).click()
  await expect(chat).toContainText('Step 2 of 4')
  await expect(page).toHaveURL(/\/cipp-pipe-repair\?step=2&picks=1$/)
  expect(documentRequests).toEqual([])
  expect(violations).toEqual([])
})

test('a pending toast gets a server-rendered page, shown once', async ({ page, baseURL }, testInfo) => {
  // a one-time toast, as redirectWithToast would have set it before sending the visitor here
  const toast = await createToastCookie({ id: 'e2e-toast', type: 'success', description: 'Logged out successfully.' })
  await page.context().addCookies([{ name: toast.name, value: toast.value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])

  const response = await page.goto('/how-it-works')
  expect(response?.headers()['x-harper-render']).toBeUndefined()
  await expect(page.getByText('Logged out successfully.')).toBeVisible()
  // /how-it-works runs no JavaScript (docs/decisions/0045): the server-rendered banner is the toast
  await expect(page.getByTestId('toast-fallback')).toContainText('Logged out successfully.')
  // shown once: the next visit is the pre-rendered page again
  const again = await page.goto('/how-it-works')
  expect(again?.headers()['x-harper-render']).toBe('prerendered')
  await expect(page.getByText('Logged out successfully.')).toHaveCount(0)

  // on a page hydrated whole (here the 404 page), sonner, loaded on demand, takes over from the banner
  const next = await createToastCookie({ id: 'e2e-toast-2', type: 'success', description: 'Saved.' })
  await page.context().addCookies([{ name: next.name, value: next.value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  expectResponse(page, 404, '/no-such-page')
  await page.goto('/no-such-page')
  if (testInfo.project.name === 'js') await expect(page.locator('[data-sonner-toast]')).toContainText('Saved.')
  else await expect(page.getByTestId('toast-fallback')).toContainText('Saved.')
})

test('content-only pages (a post, privacy, terms, how it works) load no JavaScript at all', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'measures the JavaScript a browser runs')
  const post = await e2eDb.blogPost.findFirstOrThrow({ where: { status: 'published', publishedAt: { lte: new Date() } }, select: { slug: true } })
  for (const path of [`/blog/${post.slug}`, '/privacy', '/terms', '/how-it-works']) {
    const scripts: string[] = []
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response.url())
    }
    page.on('response', onResponse)
    // (the load event: every script the document names has loaded by then, and without a script
    // element — checked below — nothing could ask for one later)
    await page.goto(path)
    page.off('response', onResponse)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(scripts, path).toEqual([])
    // nothing to run either: no module script, no modulepreload (JSON-LD is data, not a script to run)
    expect(await page.locator('script:not([type="application/ld+json"]), link[rel="modulepreload"]').count(), path).toBe(0)
  }
})
