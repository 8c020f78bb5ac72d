import crypto from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { createCookie } from 'react-router'
import { DEMO_ACCOUNTS } from '../../prisma/seed.ts'
import { createDb } from '../../app/utils/db.server.ts'
import { E2E_DATABASE_URL, E2E_SESSION_SECRET } from '../../playwright.config.ts'

export { expect }

export type DemoRole = 'admin' | 'moderator' | 'affiliate' | 'vendor'
export const demoAccount = (role: DemoRole) => DEMO_ACCOUNTS.find((account) => account.email === `${role}@example.com`)!

/** The e2e server's database, for asserting what a flow stored. */
export const e2eDb = createDb(E2E_DATABASE_URL)

const LOGIN_PAGES: Record<DemoRole, { path: string; button: string; lands: string }> = {
  admin: { path: '/admin-auth', button: 'Login', lands: '/admin-dashboard' },
  moderator: { path: '/admin-auth', button: 'Login', lands: '/admin-dashboard' },
  affiliate: { path: '/affiliate-auth', button: 'Login', lands: '/affiliate-dashboard' },
  vendor: { path: '/vendor-login', button: 'Sign In', lands: '/vendor-dashboard' },
}

/** Signs in through the real login form of the role's page, as a person would. */
export async function loginThroughForm(page: Page, role: DemoRole) {
  const { path, button, lands } = LOGIN_PAGES[role]
  const account = demoAccount(role)
  await page.goto(path)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: button, exact: true }).click()
  await page.waitForURL(`**${lands}`)
}

/**
 * Each test is its own visitor: the e2e server trusts X-Forwarded-For from loopback (as behind a
 * local reverse proxy), so per-address rate limits count each test alone, whatever ran before.
 * The address is only a header value (198.18.0.0/15, the benchmarking range); nothing is sent there.
 */
function visitorAddress(testId: string) {
  const [a, b] = crypto.createHash('sha256').update(testId).digest()
  return `198.18.${a}.${b}`
}

export const test = base.extend<{ login: (role: DemoRole) => Promise<{ sessionId: string }> }>({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': visitorAddress(`${testInfo.project.name}:${testInfo.testId}`) })
  },
  /**
   * Fast sign-in for tests about what comes after login: a real Session row for the demo
   * account and the signed cookie the server would have set.
   */
  login: async ({ context, baseURL }, use) => {
    const created: string[] = []
    await use(async (role) => {
      const user = await e2eDb.user.findUniqueOrThrow({ where: { email: demoAccount(role).email } })
      const session = await e2eDb.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } })
      created.push(session.id)
      const cookie = createCookie('harper_session', { secrets: [E2E_SESSION_SECRET] })
      const value = (await cookie.serialize(session.id)).split(';')[0].split('=').slice(1).join('=')
      await context.addCookies([{ name: 'harper_session', value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
      return { sessionId: session.id }
    })
    await e2eDb.session.deleteMany({ where: { id: { in: created } } })
  },
})
