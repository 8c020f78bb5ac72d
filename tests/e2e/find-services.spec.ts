import type { Page } from '@playwright/test'
import { resolveLocation } from '~/vendors/location.server.ts'
import { distanceMiles, rankVendors, type VendorCandidate } from '~/vendors/search.ts'
import { e2eDb, expect, test } from './fixtures.ts'

// /find-services over the seeded directory (47 vendors), with and without JavaScript.

const resultList = (page: Page) => page.getByRole('list', { name: 'Professionals' })
const cardNames = (page: Page) => resultList(page).getByRole('heading', { level: 3 })
/** The spec's words once every match is shown. */
const allSeen = (page: Page) => page.getByText("You've seen all the professionals matching your search. Refine your filters to discover more.")

async function directory(): Promise<VendorCandidate[]> {
  const rows = await e2eDb.vendorProfile.findMany({ include: { serviceTypes: true } })
  return rows.map(({ serviceTypes, specialties, ...row }) => ({
    ...row,
    specialties: specialties as string[],
    serviceTypes: serviceTypes.map((entry) => entry.serviceType),
  }))
}

async function loadEverything(page: Page) {
  const loadMore = page.getByRole('link', { name: 'Load More Professionals' })
  while (await loadMore.isVisible()) {
    const before = await cardNames(page).count()
    await loadMore.click()
    await expect(cardNames(page)).not.toHaveCount(before)
  }
}

test('the checked-by URL lists only roofing vendors serving Cocoa Beach, in score order, and survives a reload', async ({ page }) => {
  const cocoaBeach = resolveLocation('32931')
  if (cocoaBeach.status !== 'found') throw new Error('32931 must resolve')
  const vendors = await directory()
  const expected = rankVendors(vendors, { service: 'Roofing', location: cocoaBeach.location }).map((ranked) => ranked.vendor)
  // independent check of what "serving Cocoa Beach" means before trusting the ranking
  for (const vendor of expected) {
    expect(vendor.serviceTypes).toContain('Roofing')
    expect(distanceMiles(vendor, cocoaBeach.location)).toBeLessThanOrEqual(vendor.serviceRadiusMiles)
  }
  const roofersElsewhere = vendors.filter((v) => v.serviceTypes.includes('Roofing') && !expected.includes(v))
  expect(expected.length).toBeGreaterThan(3)
  expect(roofersElsewhere.length).toBeGreaterThan(0)

  await page.goto('/find-services?service=Roofing&location=32931')
  await expect(page.getByText(`${expected.length} professionals found serving 32931 (Cocoa Beach, FL)`)).toBeVisible()
  await expect(cardNames(page)).toHaveText(expected.slice(0, 3).map((v) => v.companyName))
  await loadEverything(page)
  await expect(cardNames(page)).toHaveText(expected.map((v) => v.companyName))
  await expect(resultList(page).getByText(/miles? away/)).toHaveCount(expected.length)

  await page.reload()
  await expect(page).toHaveURL(/service=Roofing/)
  await expect(cardNames(page)).toHaveText(expected.map((v) => v.companyName))
  await expect(allSeen(page)).toBeVisible()
})

test('the GET form puts the filters in the URL and lands on the results', async ({ page }) => {
  await page.goto('/find-services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Trusted Home Service Professionals')
  await page.getByRole('combobox', { name: 'Service type' }).selectOption('Roofing')
  await page.getByRole('textbox', { name: 'Location' }).fill('Cocoa Beach, FL')
  await page.getByRole('combobox', { name: 'Budget range' }).selectOption({ label: '$5,001 - $10,000' })
  await expect(page.getByRole('combobox', { name: 'Urgency' })).toHaveValue('')
  await expect(page.getByRole('combobox', { name: 'Urgency' }).locator('option:checked')).toHaveText('When needed')
  await page.getByRole('combobox', { name: 'Urgency' }).selectOption({ label: 'Within 7 Days' })
  await page.getByRole('button', { name: 'Apply Filters & Search' }).click()

  await page.waitForURL((url) => url.searchParams.get('service') === 'Roofing')
  const url = new URL(page.url())
  // (a native submission before hydration also sends the empty fields: both are fine)
  expect(Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''))).toEqual({
    service: 'Roofing',
    location: 'Cocoa Beach, FL',
    budget: '5001-10000',
    urgency: '7-days',
  })
  expect(url.hash).toBe('#results')
  await expect(page.getByRole('combobox', { name: 'Service type' })).toHaveValue('Roofing')
  const count = await cardNames(page).count()
  expect(count).toBeGreaterThan(0)
  for (const badge of await resultList(page).getByRole('list', { name: 'Service types' }).all()) {
    await expect(badge).toContainText('Roofing')
  }
  await expect(page.getByRole('link', { name: 'Remove filter Urgency: Within 7 Days' })).toBeVisible()
})

test('removing a chip widens the results; clearing all shows the whole directory', async ({ page }) => {
  await page.goto('/find-services?service=Roofing&location=32931')
  const countText = page.getByText(/\d+ professionals? found/)
  const narrow = Number((await countText.textContent())!.match(/\d+/)![0])
  await page.getByRole('link', { name: 'Remove filter Location: 32931' }).click()
  await expect(page).toHaveURL(/\/find-services\?service=Roofing$/)
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('')
  await expect(countText).not.toHaveText(new RegExp(`^${narrow} `))
  const wide = Number((await countText.textContent())!.match(/\d+/)![0])
  expect(wide).toBeGreaterThan(narrow)
  expect(wide).toBe(await e2eDb.vendorServiceType.count({ where: { serviceType: 'Roofing' } }))

  await page.getByRole('link', { name: 'Remove filter Service: Roofing' }).click()
  await expect(page.getByText(`${await e2eDb.vendorProfile.count()} professionals found`)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Remove filter/ })).toHaveCount(0)
})

test("'Load More Professionals' adds 2 per press until every match is shown, then the all-seen message", async ({ page }) => {
  const total = await e2eDb.vendorServiceType.count({ where: { serviceType: 'Seawall Construction' } })
  expect(total).toBeGreaterThan(5)
  await page.goto('/find-services?service=Seawall+Construction')
  await expect(cardNames(page)).toHaveCount(3)
  await expect(allSeen(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Load More Professionals' }).click()
  await expect(cardNames(page)).toHaveCount(5)
  await expect(page).toHaveURL(/show=5/)
  await loadEverything(page)
  await expect(cardNames(page)).toHaveCount(total)
  await expect(page.getByRole('link', { name: 'Load More Professionals' })).toHaveCount(0)
  await expect(allSeen(page)).toBeVisible()
})

test("'Details' expands one card at a time and collapses on a second press", async ({ page }) => {
  await page.goto('/find-services?service=Roofing')
  const cards = resultList(page).getByRole('article')
  const first = cards.nth(0)
  const second = cards.nth(1)
  await first.getByRole('link', { name: /^Details/ }).click()
  await expect(first.getByText('Experience')).toBeVisible()
  await expect(first.getByText(/years? in business/)).toBeVisible()
  await expect(first.getByText(/^Within \d+ miles of /)).toBeVisible()
  await expect(first.getByRole('link', { name: /^Details/ })).toHaveAttribute('aria-expanded', 'true')
  await second.getByRole('link', { name: /^Details/ }).click()
  await expect(second.getByText('Experience')).toBeVisible()
  await expect(first.getByText('Experience')).toHaveCount(0)
  await second.getByRole('link', { name: /^Details/ }).click()
  await expect(second.getByText('Experience')).toHaveCount(0)
  await expect(page.getByText('Experience')).toHaveCount(0)
})

test("'Contact Now' and 'Send Message' lead to /contact with the vendor; 'Contact Now' is disabled when unavailable", async ({ page }) => {
  await page.goto('/find-services?q=atlantic+shield')
  const available = resultList(page).getByRole('article').filter({ hasText: 'Atlantic Shield Roofing' })
  await expect(available.getByRole('link', { name: /^Contact Now/ })).toHaveAttribute('href', '/contact?vendor=atlantic-shield-roofing')
  await expect(available.getByRole('link', { name: /^Send Message/ })).toHaveAttribute('href', '/contact?vendor=atlantic-shield-roofing#contact-form')
  await available.getByRole('link', { name: /^Contact Now/ }).click()
  await expect(page).toHaveURL(/\/contact\?vendor=atlantic-shield-roofing$/)

  await page.goto('/find-services?q=indian+river+seawall')
  const unavailable = resultList(page).getByRole('article').filter({ hasText: 'Indian River Seawall' })
  await expect(unavailable.getByText('Currently unavailable', { exact: true })).toBeVisible()
  await expect(unavailable.getByRole('button', { name: /^Contact Now/ })).toBeDisabled()
  await expect(unavailable.getByRole('link', { name: /^Contact Now/ })).toHaveCount(0)
  await expect(unavailable.getByRole('link', { name: /^Send Message/ })).toHaveAttribute('href', '/contact?vendor=indian-river-seawall-dock#contact-form')
})

test('service-type suggestions after more than 2 characters fill the service filter', async ({ page }, testInfo) => {
  await page.goto('/find-services')
  const suggestions = page.getByRole('list', { name: 'Suggested service types:' })
  await page.getByRole('searchbox', { name: 'Search' }).fill('pip')
  if (testInfo.project.name === 'nojs') {
    await page.getByRole('button', { name: 'Apply Filters & Search' }).click()
    await page.waitForURL(/q=pip/)
  }
  await expect(suggestions.getByRole('listitem')).toHaveText(['CIPP Pipe Repair'])
  await suggestions.getByRole(testInfo.project.name === 'nojs' ? 'link' : 'button', { name: 'CIPP Pipe Repair' }).click()
  await page.waitForURL((url) => url.searchParams.get('service') === 'CIPP Pipe Repair')
  await expect(page.getByRole('combobox', { name: 'Service type' })).toHaveValue('CIPP Pipe Repair')
  await expect(page.getByRole('link', { name: 'Remove filter Service: CIPP Pipe Repair' })).toBeVisible()
  for (const badges of await resultList(page).getByRole('list', { name: 'Service types' }).all()) {
    await expect(badges).toContainText('CIPP Pipe Repair')
  }
})

test('with JavaScript, suggestions follow the typing without a request', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'nojs', 'live suggestions need JavaScript')
  await page.goto('/find-services')
  const suggestions = page.getByRole('list', { name: 'Suggested service types:' })
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('re')
  await expect(suggestions).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('p')
  await expect(suggestions.getByRole('listitem')).toHaveText(['Foundation Repair', 'CIPP Pipe Repair'])
  await expect(page).toHaveURL(/\/find-services$/)
})

test('an unknown location is explained under the field; no match offers to clear filters or ask Harper', async ({ page }) => {
  await page.goto('/find-services?location=Narnia')
  const location = page.getByRole('textbox', { name: 'Location' })
  await expect(location).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText("We couldn't find “Narnia”. Enter a 5-digit ZIP code or a city, such as 32931 or Cocoa Beach, FL.")).toBeVisible()

  await page.goto('/find-services?q=no+such+contractor+anywhere')
  await expect(page.getByText('No professionals match your filters.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Clear filters', exact: true })).toHaveAttribute('href', '/find-services')
  await expect(page.getByRole('link', { name: 'Ask Harper' })).toHaveAttribute('href', '/find-services#harper-chat')
  await expect(page.getByRole('link', { name: 'Refer a Friend to Earn Incentives' })).toHaveAttribute('href', '/affiliates')
  await expect(page.getByRole('link', { name: 'Match Another Project' })).toHaveAttribute('href', '#find-services-top')
})

test('Show/Hide Filters toggles the filter form on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/find-services')
  await expect(page.getByRole('combobox', { name: 'Service type' })).toBeVisible()
  await page.getByText('Hide Filters').click()
  await expect(page.getByRole('combobox', { name: 'Service type' })).toBeHidden()
  await page.getByText('Show Filters').click()
  await expect(page.getByRole('combobox', { name: 'Service type' })).toBeVisible()
})
