import { expect, test } from './fixtures.ts'

test.describe('header (spec §2)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('is sticky and has every entry, each a plain link to its target', async ({ page }) => {
    await page.goto('/how-it-works')
    const header = page.getByTestId('site-header')
    await expect(header).toHaveCSS('position', 'sticky')
    const nav = header.getByRole('navigation', { name: 'Main', exact: true })
    const expected = [
      ['Services', '/#services'],
      ['How It Works', '/how-it-works'],
      ['For Vendors', '/for-vendors'],
      ['Affiliates', '/affiliates'],
      ['Admin', '/admin-auth'],
      ['Vendor Login', '/vendor-login'],
      ['Find Services', '/find-services'],
    ] as const
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await page.mouse.wheel(0, 2000)
    await expect(header).toBeInViewport()
  })

  test('Services leads to the home page services section; Find Services to the search page', async ({ page }) => {
    await page.goto('/contact')
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL(/\/(#services)?$/)
    await expect(page.locator('#services')).toBeInViewport()
    await nav.getByRole('link', { name: 'Find Services', exact: true }).click()
    await expect(page).toHaveURL(/\/find-services$/)
  })

  test('the home page has the harper-chat anchor and the services section', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#harper-chat')).toContainText('Get Your Free Quote')
    await expect(page.locator('#services').getByRole('link', { name: /Find Professionals/ })).toHaveCount(4)
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('hides the main links and opens a menu (without JavaScript too) listing every entry', async ({ page }) => {
    await page.goto('/')
    const header = page.getByTestId('site-header')
    await expect(header.getByRole('link', { name: 'How It Works' })).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = header.getByRole('navigation', { name: 'Main menu' })
    for (const name of ['Services', 'How It Works', 'For Vendors', 'Affiliates', 'Admin', 'Vendor Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'For Vendors', exact: true }).click()
    await expect(page).toHaveURL(/\/for-vendors$/)
  })
})

test('footer: contact block, the Cocoa Beach map, and every column', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  await expect(footer).toContainText('Cocoa Beach, FL')
  await expect(footer.getByRole('img', { name: 'Map of Cocoa Beach, Florida' })).toBeVisible()
  const columns = {
    Services: [
      ['CIPP Pipe Repair', '/cipp-pipe-repair'],
      ['Roofing Services', '/roofing-services'],
      ['Find Services', '/find-services'],
    ],
    Company: [
      ['About Harper', '/about-harper'],
      ['Press', '/blog'],
      ['Contact', '/contact'],
    ],
    'For Professionals': [
      ['For Vendors', '/for-vendors'],
      ['Vendor Portal', '/vendor-login'],
      ['Affiliate Program', '/affiliates'],
    ],
    Support: [['Admin Dashboard', '/admin-dashboard']],
  } as const
  for (const [column, links] of Object.entries(columns)) {
    const nav = footer.getByRole('navigation', { name: column })
    for (const [name, href] of links) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
})

test('every header and footer link answers without a server error', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('[data-testid=site-header] a[href^="/"], [data-testid=site-footer] a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0] || '/'))])
  expect(hrefs.length).toBeGreaterThan(12)
  for (const href of hrefs) {
    const response = await request.get(href, { maxRedirects: 0 })
    // /admin-dashboard sends anonymous visitors to /admin-auth
    expect([200, 302], `${href} answered ${response.status()}`).toContain(response.status())
  }
})
