import { allowConsoleError, expect, expectResponse, test } from './fixtures.ts'

// The shared `page` fixture (and `pageInNewBrowser`) fails a test on a browser problem it did not
// declare. These tests check the fixtures themselves: those marked test.fail() must fail.

test('an undeclared 404 page fails the test', async ({ page }) => {
  test.fail()
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
})

test('an undeclared console error fails the test', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'needs JavaScript to log')
  test.fail()
  await page.goto('/privacy')
  await page.evaluate(() => console.error('something broke'))
})

test('a declared 404 page and a declared console error pass', async ({ page }, testInfo) => {
  expectResponse(page, 404, '/no-such-page')
  allowConsoleError(page, /^console\.error expected breakage$/)
  expect((await page.goto('/no-such-page'))?.status()).toBe(404)
  if (testInfo.project.name === 'js') await page.evaluate(() => console.error('expected breakage'))
})

test('a failed request fails the test', async ({ page }) => {
  test.fail()
  // the stylesheet's connection is reset, as a crashed or overloaded server would
  await page.route('**/assets/*.css', (route) => route.abort('connectionreset'))
  await page.goto('/privacy', { waitUntil: 'load' })
})

test('an uncaught error in the page fails the test', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'needs JavaScript to throw')
  test.fail()
  await page.goto('/privacy')
  const thrown = page.waitForEvent('pageerror')
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('nobody caught this')
    }),
  )
  expect((await thrown).message).toBe('nobody caught this')
})

test('a problem in a second browser fails the test too', async ({ pageInNewBrowser }) => {
  test.fail()
  const other = await pageInNewBrowser()
  expect((await other.goto('/no-such-page'))?.status()).toBe(404)
})

test('a second browser has its own cookies and the project’s JavaScript setting', async ({ page, pageInNewBrowser, baseURL }, testInfo) => {
  await page.context().addCookies([{ name: 'only-here', value: '1', url: baseURL! }])
  const other = await pageInNewBrowser()
  expect(await other.context().cookies()).toEqual([])
  // Harper's panel on /find-services is an island: only a browser with JavaScript hydrates it
  await other.goto('/find-services')
  const panel = other.locator('#harper-chat')
  if (testInfo.project.name === 'js') await expect(panel).toHaveAttribute('data-hydrated', 'true')
  else await expect(panel).not.toHaveAttribute('data-hydrated', 'true')
})
