import { expect, test } from './fixtures.ts'

// The HTTP-only checks (headers, CSP nonces, origin checks) are in security.http.spec.ts.

// Pages whose islands carry a form schema (Zod) or Harper's panel: each must hydrate without the
// browser refusing anything under the CSP. Chromium reports some refusals (an eval, say) only as a
// `securitypolicyviolation` event and a report to /csp-reports, not on the console, so the events
// are recorded from the first script on (docs/decisions/0046).
const ISLAND_PAGES = [
  { path: '/admin-auth', island: 'login-form' },
  { path: '/contact', island: 'contact-form' },
  { path: '/blog', island: 'newsletter-header' },
  { path: '/find-services', island: 'search-filters' },
  { path: '/', island: 'harper-chat' },
]

for (const { path, island } of ISLAND_PAGES) {
  test(`${path} runs under the CSP without violations`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'nojs', 'needs JavaScript')
    const consoleViolations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      )
    })
    await page.goto(path)
    await expect(page.locator(`#island-${island}`)).toHaveAttribute('data-hydrated', 'true')
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    expect(violations).toEqual([])
    expect(consoleViolations).toEqual([])
  })
}
