import { expect, test } from './fixtures.ts'

// The HTTP-only checks (headers, CSP nonces, origin checks) are in security.http.spec.ts.
test('the page runs under the CSP without violations', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'needs JavaScript')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/admin-auth')
  // hydration happened: the JavaScript-only show/hide password toggle appears
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible()
  expect(violations).toEqual([])
})
