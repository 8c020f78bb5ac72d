import { allowConsoleError, expect, expectResponse, test } from './fixtures.ts'

// The shared `page` fixture fails a test on a browser problem it did not declare. These tests
// check the fixture itself: the first two must fail (test.fail), the last two must pass.

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
