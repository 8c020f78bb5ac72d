import './app-env.ts' // first: the app modules below read the e2e server's environment
import crypto from 'node:crypto'
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../prisma/seed.ts'
import { hashPassword } from '~/accounts/password.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { generateReferralCode } from '~/referrals/referral-code.ts'
import { db } from '~/utils/db.server.ts'
import { readSessionId, sessionCookieName, startSession, type AssuranceLevel } from '~/utils/session.server.ts'
import { decryptTotpKey, rolesRequireSecondFactor, totpCodeAt } from '~/accounts/two-factor.server.ts'
import { createToastHeaders, type ToastInput } from '~/utils/toast.server.ts'

export { expect }

/** The e2e server's database (the app's own client, pointed there by app-env.ts). */
export const e2eDb = db

export type TestRole = 'admin' | 'moderator' | 'affiliate' | 'vendor'
const ROLE_ROWS: Record<TestRole, Role[]> = {
  admin: ['super_admin'],
  moderator: ['moderator'],
  affiliate: ['affiliate'],
  vendor: ['vendor'],
}

/**
 * The seeded demo accounts the README promises. Only the tests that sign in through each login
 * page with them use these; tests about what comes after login make their own users.
 */
export const demoAccount = (role: TestRole) => DEMO_ACCOUNTS.find((account) => account.email === `${role}@example.com`)!

export const LOGIN_PAGES: Record<TestRole, { path: string; button: string; lands: string }> = {
  admin: { path: '/admin-auth', button: 'Login', lands: '/admin-dashboard' },
  moderator: { path: '/admin-auth', button: 'Login', lands: '/admin-dashboard' },
  affiliate: { path: '/affiliate-auth', button: 'Login', lands: '/affiliate-dashboard' },
  vendor: { path: '/vendor-login', button: 'Sign In', lands: '/vendor-dashboard' },
}

/** Signs in through the real login form of the role's page, as a person would (an admin with the second factor too). */
export async function loginThroughForm(page: Page, role: TestRole, credentials: { email: string; password: string }) {
  const { path, button, lands } = LOGIN_PAGES[role]
  await page.goto(path)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: button, exact: true }).click()
  if (role === 'admin' || role === 'moderator') await passSecondFactor(page, credentials.email)
  await page.waitForURL(`**${lands}`)
}

/**
 * The enrolment page of a first sign-in asks for the emailed link (docs/decisions/0034): the newest
 * one to `email` in the e2e server's outbox is opened in this browser, which shows the key.
 */
export async function openEnrolmentLink(page: Page, email: string) {
  await expect(page.getByText(`We emailed an enrolment link to ${email}.`)).toBeVisible()
  const sent = await e2eDb.outboundEmail.findFirstOrThrow({
    where: { to: email, text: { contains: '/admin-auth/enrol?token=' } },
    orderBy: { createdAt: 'desc' },
  })
  const link = new URL(sent.text.match(/https?:\/\/\S+\/admin-auth\/enrol\?token=[\w-]+/)![0])
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByTestId('totp-key')).toBeVisible()
}

/**
 * The admin sign-in's second step (docs/decisions/0023), as the admin's authenticator app would
 * do it: at the first sign-in the emailed enrolment link is opened, the enrolment page's key read
 * off the page and its current code entered; later, the code comes from the key enrolled earlier in
 * this run (read back through the app's own decryption), for a time step after the last one used,
 * since a code works only once.
 */
export async function passSecondFactor(page: Page, email: string) {
  await page.waitForURL(/\/admin-auth\/(enrol|verify)/)
  if (new URL(page.url()).pathname === '/admin-auth/enrol') {
    await openEnrolmentLink(page, email)
    const key = (await page.getByTestId('totp-key').textContent())!.trim()
    await page.getByLabel('Code from the app').fill(totpCodeAt(key))
    await page.getByRole('button', { name: 'Turn On Two-Step Verification' }).click()
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await page.getByRole('link', { name: /I have saved my recovery codes/ }).click()
    return
  }
  const factor = (await e2eDb.user.findUniqueOrThrow({ where: { email }, select: { twoFactor: true } })).twoFactor!
  const step = Math.max(Math.floor(Date.now() / 30_000), factor.lastUsedStep + 1)
  await page.getByLabel('Authentication code').fill(totpCodeAt(decryptTotpKey(factor.encryptedSecret), step * 30_000))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
}

export type TestUser = { id: string; email: string; name: string; password: string; role: TestRole; referralCode: string | null }

/**
 * A new user with a password hashed by the app's own password module and the role's rows; an
 * affiliate also gets an AffiliateProfile with a referral code made by the app's rule.
 * Call it through the `insertNewUser` fixture, which deletes the user after the test.
 */
async function createUser({ role, name }: { role: TestRole; name?: string }): Promise<TestUser> {
  const tag = crypto.randomBytes(5).toString('hex')
  const email = `e2e-${role}-${tag}@example.test`
  const password = `e2e-password-${tag}`
  const displayName = name ?? `Test ${role[0].toUpperCase()}${role.slice(1)} ${tag}`
  const referralCode = role === 'affiliate' ? generateReferralCode() : null
  const user = await e2eDb.user.create({
    data: {
      email,
      name: displayName,
      emailVerifiedAt: new Date(),
      password: { create: { hash: await hashPassword(password) } },
      roles: { create: ROLE_ROWS[role].map((row) => ({ role: row })) },
      ...(referralCode ? { affiliateProfile: { create: { name: displayName, email, referralCode } } } : {}),
    },
    select: { id: true },
  })
  return { id: user.id, email, name: displayName, password, role, referralCode }
}

/**
 * A session for the user made by the app's session code (a Session row and the signed cookie the
 * server would set on login). The cookie's name is whatever the app names it. An admin's session
 * is at aal2 (as after the second factor), anyone else's at aal1; `aal` says otherwise.
 */
export async function createSessionCookie(userId: string, baseURL: string, { aal }: { aal?: AssuranceLevel } = {}) {
  const roles = (await e2eDb.userRole.findMany({ where: { userId }, select: { role: true } })).map(({ role }) => role as Role)
  const setCookie = await startSession(new Request(baseURL), userId, { aal: aal ?? (rolesRequireSecondFactor(roles) ? 'aal2' : 'aal1') })
  const pair = setCookie.split(';')[0]
  const name = pair.slice(0, pair.indexOf('='))
  const value = pair.slice(pair.indexOf('=') + 1)
  expect(name, 'the session cookie is named by sessionCookieName()').toBe(sessionCookieName())
  const sessionId = await readSessionId(new Request(baseURL, { headers: { Cookie: pair } }))
  expect(sessionId).toBeTruthy()
  return { sessionId: sessionId!, name, value, cookieHeader: pair }
}

/** The browser's session cookie (named by the app) and the Session row id it carries. */
export async function sessionCookieOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === sessionCookieName())
  expect(cookie, `a ${sessionCookieName()} cookie`).toBeDefined()
  const sessionId = await readSessionId(new Request('http://localhost/', { headers: { Cookie: `${cookie!.name}=${cookie!.value}` } }))
  expect(sessionId, 'a validly signed session id').toBeTruthy()
  return { ...cookie!, sessionId: sessionId! }
}

/** A one-time toast cookie as redirectWithToast would set it, made by the app's toast module. */
export async function createToastCookie(toast: ToastInput) {
  const setCookie = (await createToastHeaders(toast)).get('Set-Cookie')!
  const pair = setCookie.split(';')[0]
  return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), cookieHeader: pair }
}

/**
 * Each test is its own visitor: the e2e server trusts X-Forwarded-For from loopback (as behind a
 * local reverse proxy), so per-address rate limits count each test alone, whatever ran before.
 * The address is only a header value (198.18.0.0/15, the benchmarking range); nothing is sent there.
 */
export function visitorAddress(testId: string) {
  const [a, b] = crypto.createHash('sha256').update(testId).digest()
  return `198.18.${a}.${b}`
}

// ── Browser problems ─────────────────────────────────────────────────────────────────────────
// A console error, an uncaught page error, a failed request, or a response of 400 or more from
// our own origin fails the test, unless the test declared it: a page's own 4xx answer (a 404
// page, a 403 for the wrong role, a form's 400) is declared with `expectResponse`, anything else
// with `allowConsoleError` or the `expectedConsoleErrors` option.

type Allowance = { pattern: RegExp; used: boolean }
const allowances = new WeakMap<Page, Allowance[]>()

function allow(page: Page, pattern: RegExp) {
  const list = allowances.get(page) ?? []
  list.push({ pattern, used: false })
  allowances.set(page, list)
}

/** This test expects a browser problem whose description matches `pattern` (see `page` below). */
export function allowConsoleError(page: Page, pattern: RegExp) {
  allow(page, pattern)
}

/**
 * This test expects our server to answer `status` (4xx) for `path` (a pathname, or a pattern of
 * one): the response and Chromium's "Failed to load resource" line for it are not failures.
 */
export function expectResponse(page: Page, status: number, path: string | RegExp) {
  const pathPattern = typeof path === 'string' ? escapeRegExp(path) : path.source
  // with JavaScript a form posts to the route's `.data` variant; without, to the page itself
  allow(page, new RegExp(`^(response|console\\.error) ${status} (?:[A-Z]+ )?(?:${pathPattern})(?:\\.data)?(?:[?#].*)?$`))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Records the browser problems of `page` as they happen: console errors, uncaught page errors,
 * failed requests and responses of 400 or more from our own origin.
 */
function watchBrowserProblems(page: Page, { origin, javaScriptEnabled }: { origin: string; javaScriptEnabled: boolean }) {
  const problems: string[] = []
  const ours = (url: string) => url.startsWith(`${origin}/`)
  const pathOf = (url: string) => (ours(url) ? url.slice(origin.length) : url)

  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const failedLoad = /^Failed to load resource: the server responded with a status of (\d+)/.exec(message.text())
    // Chromium's line for a 4xx/5xx names no URL in its text; its location does
    if (failedLoad) problems.push(`console.error ${failedLoad[1]} ${pathOf(message.location().url)}`)
    else problems.push(`console.error ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error ${error.message}`))
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? 'failed'
    // the browser cancelling what it no longer needs (a navigation replaced the page) is not a failure
    if (errorText === 'net::ERR_ABORTED') return
    // with JavaScript off, Chromium refuses the page's module scripts (reported as 'csp')
    if (!javaScriptEnabled && request.resourceType() === 'script' && errorText === 'csp') return
    problems.push(`request failed ${request.method()} ${pathOf(request.url())} ${errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && ours(response.url())) {
      problems.push(`response ${response.status()} ${response.request().method()} ${pathOf(response.url())}`)
    }
  })
  return problems
}

/** The problems of `page` that no allowance declared (each allowance used is marked). */
function undeclaredProblems(page: Page, problems: string[]) {
  const list = allowances.get(page) ?? []
  return problems.filter((problem) => {
    const allowance = list.find((candidate) => candidate.pattern.test(problem))
    if (allowance) allowance.used = true
    return !allowance
  })
}

function failOnUndeclared(unexpected: string[], testInfo: TestInfo) {
  // (when the test itself already failed, its own error says more)
  if (unexpected.length > 0 && testInfo.status === 'passed') {
    throw new Error(`Unexpected browser problems (declare expected ones with expectResponse/allowConsoleError):\n  ${unexpected.join('\n  ')}`)
  }
}

type Fixtures = {
  /** Console errors (and other browser problems) the whole test expects, as patterns. */
  expectedConsoleErrors: RegExp[]
  /**
   * A page in a browser of its own (a new context: its own cookies, and its own visitor address),
   * with the project's JavaScript setting, watched for browser problems as `page` is; closed after
   * the test. For a second person in one test: another visitor, the vendor and the agent.
   */
  pageInNewBrowser: () => Promise<Page>
  insertNewUser: (options: { role: TestRole; name?: string }) => Promise<TestUser>
  /** A new user of this role, signed in in this browser context; deleted after the test. */
  login: (role: TestRole, options?: { name?: string }) => Promise<TestUser & { sessionId: string }>
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],

  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': visitorAddress(`${testInfo.project.name}:${testInfo.testId}`) })
  },

  page: async ({ page, baseURL, javaScriptEnabled, expectedConsoleErrors }, use, testInfo) => {
    for (const pattern of expectedConsoleErrors) allow(page, pattern)
    const problems = watchBrowserProblems(page, { origin: new URL(baseURL!).origin, javaScriptEnabled })
    await use(page)
    failOnUndeclared(undeclaredProblems(page, problems), testInfo)
  },

  pageInNewBrowser: async ({ browser, baseURL, javaScriptEnabled, expectedConsoleErrors }, use, testInfo) => {
    const opened: { context: BrowserContext; page: Page; problems: string[] }[] = []
    await use(async () => {
      const visitor = visitorAddress(`${testInfo.project.name}:${testInfo.testId}:browser-${opened.length + 2}`)
      const context = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { 'X-Forwarded-For': visitor } })
      const page = await context.newPage()
      for (const pattern of expectedConsoleErrors) allow(page, pattern)
      opened.push({ context, page, problems: watchBrowserProblems(page, { origin: new URL(baseURL!).origin, javaScriptEnabled }) })
      return page
    })
    const unexpected = opened.flatMap(({ page, problems }) => undeclaredProblems(page, problems))
    await Promise.all(opened.map(({ context }) => context.close()))
    failOnUndeclared(unexpected, testInfo)
  },

  insertNewUser: async ({}, use) => {
    const created: string[] = []
    await use(async (options) => {
      const user = await createUser(options)
      created.push(user.id)
      return user
    })
    // sessions, password, roles and the affiliate profile go with the user (onDelete: Cascade)
    await e2eDb.user.deleteMany({ where: { id: { in: created } } })
  },

  login: async ({ context, baseURL, insertNewUser }, use) => {
    await use(async (role, options) => {
      const user = await insertNewUser({ role, ...options })
      const cookie = await createSessionCookie(user.id, baseURL!)
      await context.addCookies([{ name: cookie.name, value: cookie.value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
      return { ...user, sessionId: cookie.sessionId }
    })
  },
})
