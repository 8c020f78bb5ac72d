import { expect, test } from './fixtures.ts'

// A browser revalidating a pre-rendered page (docs/decisions/0027): it asks with the stored ETag,
// the server answers 304, and the browser shows its stored copy under the stored policy — the
// page's scripts still run. A 304 carrying a fresh Content-Security-Policy would replace the stored
// one, its nonce would not match the stored body's scripts, and the blocked scripts would log a
// console error (which fails the test) and never hydrate.

test('a reloaded pre-rendered page is revalidated with its ETag and still hydrates', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'hydration needs JavaScript')
  const first = await page.goto('/')
  const etag = await first!.headerValue('etag')
  expect(etag).toBeTruthy()
  await expect(page.locator('#harper-chat')).toHaveAttribute('data-hydrated', 'true')
  const revalidation = page.waitForRequest((request) => new URL(request.url()).pathname === '/')
  const reloaded = await page.reload()
  expect(await (await revalidation).headerValue('if-none-match')).toBe(etag)
  // Chromium reports the validated copy as a 200; the 304's own headers carry no body type
  expect(await reloaded!.headerValue('content-type')).toBeNull()
  await expect(page.locator('#harper-chat')).toHaveAttribute('data-hydrated', 'true')
})
