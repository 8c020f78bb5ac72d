import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// Form pages that are not hydrated: only their form is, as an island (docs/decisions/0029); the
// marketing pages' URL-state demos likewise (0045). With
// JavaScript the form still validates in the browser and shows that it is sending; the page loads
// no router runtime. (Without JavaScript each page's own spec posts the same forms natively.)

type IslandPage = {
  path: string
  island: string
  submit: string
  /** what the schema says when the form is sent empty */
  emptyError: string
  fill: (page: Page) => Promise<void>
  pendingText: string
}

async function fillUnknownLogin(page: Page) {
  await page.getByLabel('Email').fill('nobody@example.test')
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1')
}

const PAGES: IslandPage[] = [
  {
    path: '/contact',
    island: 'contact-form',
    submit: 'Send Message',
    emptyError: 'Please select your role',
    fill: async (page) => {
      const form = page.locator('#contact-form')
      await form.getByLabel('Full Name').fill('Dana Reyes')
      await form.getByLabel('Email Address').fill('dana@example.test')
      await form.getByLabel('I am a...').selectOption('consumer')
      await form.getByLabel('Subject').selectOption('feedback')
      await form.getByLabel('Message', { exact: true }).fill('Thanks for the quick plumber match last week!')
      await form.getByLabel('I agree to the privacy policy').check()
      const [, a, b] = (await form.getByText(/^What is \d+ \+ \d+\?$/).textContent())!.match(/(\d+) \+ (\d+)/)!
      await form.getByLabel(/^What is/).fill(String(Number(a) + Number(b)))
    },
    pendingText: 'Sending...',
  },
  {
    path: '/vendor-login',
    island: 'login-form',
    submit: 'Sign In',
    emptyError: 'Email is required',
    fill: fillUnknownLogin,
    pendingText: 'Signing in...',
  },
  {
    path: '/admin-auth',
    island: 'login-form',
    submit: 'Login',
    emptyError: 'Email is required',
    fill: fillUnknownLogin,
    pendingText: 'Verifying...',
  },
  {
    path: '/affiliate-auth?tab=signup',
    island: 'affiliate-access-form',
    submit: 'Sign Up',
    emptyError: 'Email is required',
    fill: async (page) => {
      await page.getByLabel('Full Name').fill('Dana Reyes')
      await page.getByLabel('Email').fill(`island-${Date.now()}@example.test`)
      await page.getByLabel('Password', { exact: true }).fill('Harbour-Lights-42')
    },
    pendingText: 'Creating account...',
  },
  {
    path: '/forgot-password',
    island: 'forgot-password-form',
    submit: 'Send Reset Link',
    emptyError: 'Email is required',
    fill: async (page) => {
      await page.getByLabel('Email').fill('nobody@example.test')
    },
    pendingText: 'Sending...',
  },
]

for (const item of PAGES) {
  test(`${item.path}: the form validates in the browser and shows it is sending`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'nojs', 'the island is what JavaScript adds')
    await page.goto(item.path)
    await expect(page.locator(`#island-${item.island}`)).toHaveAttribute('data-hydrated', 'true')

    // an empty form is answered in the browser: no request leaves
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.getByRole('button', { name: item.submit }).click()
    await expect(page.getByText(item.emptyError).first()).toBeVisible()
    expect(posts).toEqual([])

    // a valid form posts natively, and the button says so while the answer is on its way (the
    // answer here is a 204, after which a browser stays on the page as it was)
    await page.route(
      (url) => url.pathname === new URL(item.path, 'http://x').pathname,
      (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 204 }) : route.continue()),
    )
    await item.fill(page)
    await page.getByRole('button', { name: item.submit }).click()
    const pendingButton = page.getByRole('button', { name: item.pendingText })
    await expect(pendingButton).toBeVisible()
    await expect(pendingButton).toBeDisabled()
    expect(posts).toHaveLength(1)
  })
}

// every page that is not hydrated loads its island and nothing of the router
const ISLAND_ELEMENTS: Record<string, string[]> = {
  '/': ['harper-chat'],
  '/find-services': ['harper-chat', 'search-filters'],
  '/blog': ['newsletter-header', 'newsletter-footer'],
  '/for-vendors': ['vendor-application-form'],
  '/affiliates': ['affiliate-application-form'],
  '/contact': ['contact-form', 'location-map'],
  '/affiliate-auth': ['affiliate-access-form'],
  '/vendor-login': ['login-form'],
  '/admin-auth': ['login-form'],
  '/forgot-password': ['forgot-password-form'],
  // URL-state demos (0045)
  '/about-harper': ['audience-tabs', 'about-demo'],
  '/cipp-pipe-repair': ['pipe-demo', 'booking-widget'],
  '/roofing-services': ['roofing-demo'],
}

for (const [path, elements] of Object.entries(ISLAND_ELEMENTS)) {
  test(`${path} hydrates ${elements.join(' and ')} and loads no router runtime`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'nojs', 'the island is what JavaScript adds')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    for (const element of elements) await expect(page.locator(`#island-${element}`)).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false)
    expect(scripts.filter((script) => /\/assets\/(layout|entry\.client)-/.test(script))).toEqual([])
  })
}
