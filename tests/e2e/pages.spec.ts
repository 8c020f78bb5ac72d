import type { Page, TestInfo } from '@playwright/test'
import { e2eDb, expect, test } from './fixtures.ts'

// The marketing pages (issue 3): content, every link target, and tabs / demo steps / checkout as
// URL state — in both projects, so everything is checked with JavaScript off as well. With
// JavaScript the tabs and demos are islands that change the state in place (docs/decisions/0045).

const isJs = (testInfo: TestInfo) => testInfo.project.name === 'js'

/**
 * With JavaScript a state change must not reload the document: once the page's islands are
 * hydrated (a click before that is a plain link), a marker on window must survive.
 */
async function markDocument(page: Page, testInfo: TestInfo, islands: string[]) {
  if (!isJs(testInfo)) return
  for (const island of islands) await expect(page.locator(`#island-${island}`)).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
async function expectSameDocument(page: Page, testInfo: TestInfo) {
  if (isJs(testInfo)) expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
}

test.describe('home', () => {
  test('hero, badges, Harper panel, service cards and vendor pitch link where the spec says', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find trusted home service professionals, matched by Harper')
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'Find Services Now' })).toHaveAttribute('href', '/find-services')
    await expect(main.getByRole('link', { name: 'Join as Vendor' })).toHaveAttribute('href', '/for-vendors')
    await expect(main.getByText('4.9/5 average rating')).toBeVisible()
    await expect(main.getByText('Instant Booking')).toBeVisible()

    const panel = page.locator('#harper-chat')
    await expect(panel.getByRole('heading', { name: 'Get Your Free Quote' })).toBeVisible()
    await expect(panel).toContainText("Hi! I'm Harper\u2014what can I help you with today?")
    await expect(panel.getByRole('button', { name: 'Consumer', exact: true })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Affiliate/Real Estate Pro' })).toBeVisible()
    await expect(panel.getByRole('textbox', { name: 'Message Harper' })).toBeVisible()

    const cards = page.locator('#services > ul > li')
    await expect(cards).toHaveCount(4)
    const expected = [
      ['CIPP Pipe Repair', 'Specialized', '/cipp-pipe-repair'],
      ['Roofing Services', 'Popular', '/roofing-services'],
      ['Foundation & Concrete', 'Critical', '/find-services'],
      ['Sea Wall & Dock Repair', 'Coastal', '/find-services'],
    ] as const
    for (const [index, [title, badge, href]] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name: title })).toBeVisible()
      await expect(card.getByText(badge, { exact: true })).toBeVisible()
      await expect(card.getByRole('img')).toHaveAttribute('width', '320')
      await expect(card.getByRole('link', { name: /Find Professionals/ })).toHaveAttribute('href', href)
    }

    await expect(main.getByText('150%', { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Apply to Join Network' })).toHaveAttribute('href', '/for-vendors')
    await expect(main.getByRole('link', { name: 'Learn More about how Harper Home works' })).toHaveAttribute('href', '/how-it-works')

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'HomeAndConstructionBusiness', name: 'Harper Home' })
  })

  test('the Consumer option answers Harper', async ({ page }) => {
    await page.goto('/')
    await page.locator('#harper-chat').getByRole('button', { name: 'Consumer', exact: true }).click()
    await expect(page.getByRole('log', { name: 'Conversation with Harper' })).toContainText('What do you need help with?')
  })
})

test('how it works: steps, trust, the 14-day affiliate timeline, CTAs and meta tags', async ({ page }) => {
  await page.goto('/how-it-works')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/find-services')
  await expect(main.getByRole('link', { name: 'Try Harper AI' })).toHaveAttribute('href', '/about-harper')
  for (const step of ['Chat with Harper', 'Personalized matching', 'Hassle-free service']) {
    await expect(main.getByRole('heading', { name: step })).toBeVisible()
  }
  for (const trust of ['Vetted partners', 'Quality guarantee', '24/7 support']) {
    await expect(main.getByRole('heading', { name: trust })).toBeVisible()
  }
  const timeline = page.locator('#affiliate-onboarding ol > li')
  await expect(timeline).toHaveCount(5)
  for (const [index, day] of [1, 3, 7, 10, 14].entries()) await expect(timeline.nth(index)).toContainText(`Day ${day}`)
  await expect(main.getByRole('link', { name: 'Become an Affiliate' })).toHaveAttribute('href', '/affiliates')
  await expect(main.getByRole('link', { name: 'Join as Vendor' })).toHaveAttribute('href', '/for-vendors')
  await expect(page).toHaveTitle(/How It Works/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /14-day onboarding/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/how-it-works$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /How It Works/)
})

test.describe('about Harper', () => {
  test('audience tabs are URL state, show every field, and record an about_harper event per change', async ({ page }, testInfo) => {
    await page.goto('/about-harper')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Harper, Your Home Services Assistant')
    await expect(page.getByRole('link', { name: 'Try Harper Now' })).toHaveAttribute('href', '/find-services')
    await expect(page.getByRole('link', { name: 'Watch Harper in Action' })).toHaveAttribute('href', '#harper-demo')
    const tabs = page.getByRole('navigation', { name: 'Audience' })
    const panel = page.getByTestId('audience-panel')
    await expect(tabs.getByRole('link', { name: 'Homeowners' })).toHaveAttribute('aria-current', 'page')
    await expect(panel.getByRole('heading', { name: 'Find the right pro without the phone tag' })).toBeVisible()

    const realtorEvents = () => e2eDb.analyticsEvent.count({ where: { category: 'about_harper', label: 'realtors' } })
    const before = await realtorEvents()
    await markDocument(page, testInfo, ['audience-tabs', 'about-demo'])
    await tabs.getByRole('link', { name: 'Realtors' }).scrollIntoViewIfNeeded()
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await tabs.getByRole('link', { name: 'Realtors' }).click()
    await expect(page).toHaveURL(/audience=realtors/)
    // with JavaScript the page stays put; without, the browser jumps back to the tabs (#audiences)
    if (isJs(testInfo)) expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)
    else await expect(tabs).toBeInViewport()
    await expect(tabs.getByRole('link', { name: 'Realtors' })).toHaveAttribute('aria-current', 'page')
    await expect(panel.getByRole('heading', { name: 'Keep every closing on schedule' })).toBeVisible()
    await expect(panel).toContainText('Benefit:')
    await expect(panel).toContainText('95% faster sales')
    await expect(panel.getByRole('listitem')).toHaveCount(4)
    await expectSameDocument(page, testInfo)
    await expect.poll(realtorEvents).toBe(before + 1)

    // a demo step on the same tab keeps the tab and records nothing more
    await page.getByRole('link', { name: 'Next Step' }).click()
    await expect(page).toHaveURL(/audience=realtors.*step=1|step=1.*audience=realtors/)
    await expect(tabs.getByRole('link', { name: 'Realtors' })).toHaveAttribute('aria-current', 'page')
    // the tabs keep the demo's step (with JavaScript, two islands reading one URL)
    await expect(tabs.getByRole('link', { name: 'Stakeholders' })).toHaveAttribute('href', /step=1/)
    expect(await realtorEvents()).toBe(before + 1)

    await tabs.getByRole('link', { name: 'Stakeholders' }).click()
    await expect(panel.getByRole('heading', { name: 'A marketplace built on verified work' })).toBeVisible()
    // the event is sent beside the navigation, so it may land just after the panel shows
    const latest = async () => (await e2eDb.analyticsEvent.findFirst({ where: { category: 'about_harper' }, orderBy: { createdAt: 'desc' } }))?.label
    await expect.poll(latest).toBe('stakeholders')
  })

  test('the scripted demo: Next Step and suggestions advance, then Reset Demo and Try Live', async ({ page }, testInfo) => {
    await page.goto('/about-harper')
    const demo = page.getByTestId('about-demo')
    await expect(demo).toContainText("Hi! I'm Harper\u2014what can I help you with today?")
    await expect(demo).toContainText('Not started')
    await expect(demo.getByRole('link', { name: 'Reset Demo' })).toHaveCount(0)
    await markDocument(page, testInfo, ['about-demo'])

    await demo.getByRole('link', { name: 'My roof is leaking after the storm' }).click()
    await expect(page).toHaveURL(/step=1/)
    await expect(demo).toContainText('Step 1 of 3')
    await demo.getByRole('link', { name: 'Next Step' }).click()
    await expect(demo).toContainText('Step 2 of 3')
    await demo.getByRole('link', { name: 'Next Step' }).click()
    await expect(demo).toContainText('Step 3 of 3')
    await expect(demo).toContainText('I found 3 vetted roofers')
    await expect(demo.getByRole('link', { name: 'Next Step' })).toHaveCount(0)
    await expect(demo.getByRole('link', { name: 'Try Live' })).toHaveAttribute('href', '/find-services')
    await expectSameDocument(page, testInfo)

    await demo.getByRole('link', { name: 'Reset Demo' }).click()
    await expect(page).toHaveURL(/step=0/)
    await expect(demo).toContainText('Not started')

    // the state is in the URL: a fresh load renders the same step
    await page.goto('/about-harper?step=2')
    await expect(demo).toContainText('Step 2 of 3')
  })

  test('back and forward walk the tabs and demo steps again, in place with JavaScript', async ({ page }, testInfo) => {
    await page.goto('/about-harper')
    const tabs = page.getByRole('navigation', { name: 'Audience' })
    const demo = page.getByTestId('about-demo')
    await markDocument(page, testInfo, ['audience-tabs', 'about-demo'])
    await tabs.getByRole('link', { name: 'Stakeholders' }).click()
    await expect(tabs.getByRole('link', { name: 'Stakeholders' })).toHaveAttribute('aria-current', 'page')
    await demo.getByRole('link', { name: 'Next Step' }).click()
    await expect(demo).toContainText('Step 1 of 3')

    await page.goBack()
    await expect(page).toHaveURL(/\/about-harper\?audience=stakeholders(#audiences)?$/)
    await expect(demo).toContainText('Not started')
    await expect(tabs.getByRole('link', { name: 'Stakeholders' })).toHaveAttribute('aria-current', 'page')
    await page.goBack()
    await expect(tabs.getByRole('link', { name: 'Homeowners' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('audience-panel').getByRole('heading', { name: 'Find the right pro without the phone tag' })).toBeVisible()
    await page.goForward()
    await expect(page.getByTestId('audience-panel').getByRole('heading', { name: 'A marketplace built on verified work' })).toBeVisible()
    await expectSameDocument(page, testInfo)
  })

  test('development phases and closing calls to action', async ({ page }) => {
    await page.goto('/about-harper')
    const tech = page.locator('#technology')
    await expect(tech.getByText('Completed')).toHaveCount(3)
    await expect(tech.getByText('Active', { exact: true })).toHaveCount(1)
    await expect(tech).toContainText('50,000+')
    await expect(page.locator('#next').getByRole('link', { name: 'Become an Affiliate' })).toHaveAttribute('href', '/affiliates')
  })
})

test.describe('CIPP pipe repair', () => {
  test('comparison, benefits and links', async ({ page }) => {
    await page.goto('/cipp-pipe-repair')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trenchless CIPP Pipe Repair Without Digging Up Your Yard')
    await expect(page.getByRole('link', { name: 'Learn How It Works' })).toHaveAttribute('href', '/how-it-works')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'CIPP lining' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Traditional trenching' })).toBeVisible()
    await expect(table).toContainText('30-50% less')
    await expect(page.locator('#homeowner-benefits li')).toHaveCount(4)
    await expect(page.locator('#real-estate-benefits').getByRole('link')).toHaveAttribute('href', '/for-vendors')
    await expect(page.locator('#cipp-cta').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')

    await page.getByRole('link', { name: 'Get a Quote' }).click()
    await expect(page.locator('#cipp-booking')).toBeInViewport()
  })

  test('the 4-step demo: each option advances, the last says found 3 qualified CIPP specialists, Reset restores step 1', async ({ page }, testInfo) => {
    await page.goto('/cipp-pipe-repair')
    const chat = page.getByTestId('harper-process-chat')
    await expect(chat).toContainText('Step 1 of 4')
    await markDocument(page, testInfo, ['pipe-demo'])
    await chat.getByRole('link', { name: 'Tree roots in the sewer line' }).click()
    await expect(chat).toContainText('Step 2 of 4')
    await expect(chat).toContainText('Tree roots in the sewer line')
    await chat.getByRole('link', { name: 'Built before 1980' }).click()
    await expect(chat).toContainText('Step 3 of 4')
    for (const budget of ['$5,000-$15,000', '$15,000-$30,000', '$30,000+', 'Need estimate']) {
      await expect(chat.getByRole('link', { name: budget, exact: true })).toBeVisible()
    }
    await chat.getByRole('link', { name: 'Need estimate' }).click()
    await expect(chat).toContainText('Step 4 of 4')
    await expect(chat).toContainText('found 3 qualified CIPP specialists')
    await expect(page).toHaveURL(/step=4&picks=1-0-3/)
    await expectSameDocument(page, testInfo)
    await chat.getByRole('link', { name: 'Reset' }).click()
    await expect(chat).toContainText('Step 1 of 4')
    await expect(chat).not.toContainText('found 3 qualified CIPP specialists')
  })

  test('the booking section always offers the plain booking link', async ({ page }) => {
    await page.goto('/cipp-pipe-repair')
    const link = page.locator('#cipp-booking').getByRole('link', { name: /Open the booking page/ })
    await expect(link).toHaveAttribute('href', 'https://cal.com/harper-home/30min')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(page.locator('#cipp-booking iframe')).toHaveCount(0)
  })

  test('with JavaScript the calendar loads only on request', async ({ page }, testInfo) => {
    test.skip(!isJs(testInfo), 'the embedded calendar is a JavaScript enhancement; the link covers no-JS')
    const calendarRequests: string[] = []
    await page.route('https://cal.com/**', (route) => {
      calendarRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<p>calendar</p>' })
    })
    await page.goto('/cipp-pipe-repair')
    await page.getByRole('button', { name: 'Load the scheduling calendar' }).click()
    const frame = page.locator('#cipp-booking iframe')
    await expect(frame).toHaveAttribute('src', 'https://cal.com/harper-home/30min')
    await expect(frame).toHaveAttribute('title', /Scheduling calendar/)
    await expect.poll(() => calendarRequests.length).toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Load the scheduling calendar' })).toHaveCount(0)
  })
})

test.describe('roofing services', () => {
  test('services, advantages, realtor benefits and featured contractors', async ({ page }) => {
    await page.goto('/roofing-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roofing Repairs, Replacements and Inspections')
    await expect(page.getByRole('link', { name: 'Get an Instant Estimate' })).toHaveAttribute('href', '#roofing-demo')
    await expect(page.locator('main').getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works')
    await expect(page.getByRole('heading', { name: 'Satellite imagery estimates' })).toBeVisible()
    await expect(page.locator('#homeowner-advantages')).toContainText('98%')
    await expect(page.locator('#realtor-benefits').getByRole('link')).toHaveAttribute('href', '/for-vendors')
    const contractors = page.locator('#featured-contractors > div > ul > li')
    await expect(contractors).toHaveCount(3)
    for (const link of await page
      .locator('#featured-contractors')
      .getByRole('link', { name: /Get a Quote/ })
      .all()) {
      await expect(link).toHaveAttribute('href', '/contact')
    }
    await expect(contractors.first()).toContainText('Roof Masters')
    await expect(contractors.first()).toContainText('reviews')
  })

  test('the 4-step demo opens the Roof Masters mock checkout, which takes no payment, and Back to Demo resets', async ({ page }, testInfo) => {
    await page.goto('/roofing-services')
    const section = page.locator('#roofing-demo')
    await markDocument(page, testInfo, ['roofing-demo'])
    await section.getByRole('link', { name: 'Full roof replacement' }).click()
    await expect(section).toContainText('2,400 sq ft')
    for (const budget of ['$9,000-$25,000', '$25,000-$50,000', '$50,000+', 'Need estimate']) {
      await expect(section.getByRole('link', { name: budget, exact: true })).toBeVisible()
    }
    await section.getByRole('link', { name: '$25,000-$50,000' }).click()
    await section.getByRole('link', { name: 'Within a month' }).click()
    await expect(section).toContainText('Step 4 of 4')
    for (const estimate of ['$28,500', '$31,800', '$25,200']) await expect(section.getByText(estimate).first()).toBeVisible()
    await expect(section.getByRole('link', { name: 'Compare featured contractors' })).toHaveAttribute('href', '#featured-contractors')

    await section.getByRole('link', { name: /Reserve with Roof Masters: \$28,500/ }).click()
    await expect(page).toHaveURL(/checkout=roof-masters/)
    const checkout = page.getByTestId('mock-checkout')
    await expect(checkout.getByRole('heading', { name: 'Reserve with Roof Masters' })).toBeVisible()
    await expect(checkout).toContainText('$28,500')
    await expect(checkout).toContainText('Deposit (10%)')
    await expect(checkout).toContainText('$2,850')
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Preferred start date']) {
      await expect(checkout.getByLabel(label, { exact: true })).toBeVisible()
    }
    await expect(checkout.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled()
    await expect(checkout).toContainText('payments are not taken online')
    await expectSameDocument(page, testInfo)

    // back: the last step again, then forward to the checkout
    await page.goBack()
    await expect(page.getByTestId('mock-checkout')).toHaveCount(0)
    await expect(section).toContainText('Step 4 of 4')
    await page.goForward()
    await expect(checkout.getByRole('heading', { name: 'Reserve with Roof Masters' })).toBeVisible()
    await expectSameDocument(page, testInfo)

    await checkout.getByRole('link', { name: 'Back to Demo' }).click()
    await expect(page.getByTestId('mock-checkout')).toHaveCount(0)
    await expect(section).toContainText('Step 1 of 4')
    await expect(page).not.toHaveURL(/checkout=/)
    await expectSameDocument(page, testInfo)
  })
})

test('vendor dashboard: a signed-in page; anonymous visitors are sent to the vendor login', async ({ page }) => {
  await page.goto('/vendor-dashboard')
  await page.waitForURL(/\/vendor-login/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeVisible()
})

test('privacy and terms have real content for this marketplace', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  const privacy = page.locator('main')
  for (const text of ['roster CSV', 'double opt-in', 'harper_session', 'Matched vendors only', 'How long we keep it', 'do not sell', 'Cocoa Beach, FL']) {
    await expect(privacy).toContainText(text)
  }
  await expect(privacy.getByRole('link', { name: 'privacy@harperhome.example' })).toHaveAttribute('href', 'mailto:privacy@harperhome.example')
  await privacy.getByRole('link', { name: 'How long we keep it' }).click()
  await expect(page.locator('#retention')).toBeInViewport()

  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
  const terms = page.locator('main')
  for (const text of [
    'Our role: a marketplace',
    'Vendor obligations',
    'insurance',
    'Affiliate programme rules',
    'completed',
    'Acceptable use',
    'State of Florida',
  ]) {
    await expect(terms).toContainText(text)
  }
  await expect(terms.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
})
