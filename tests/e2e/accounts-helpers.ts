import type { Page } from '@playwright/test'
import { e2eDb } from './fixtures.ts'

// Helpers for the accounts journeys (apply → approve → set password → dashboard; reset).

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`
}

/** The path and query of the newest emailed link to `path` for `to` (the e2e server's outbox). */
export async function emailedLink(to: string, path: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const email = await e2eDb.outboundEmail.findFirst({ where: { to, text: { contains: path } }, orderBy: { createdAt: 'desc' } })
    const link = email?.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`))?.[0]
    if (link) {
      const url = new URL(link)
      return `${url.pathname}${url.search}`
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no email to ${to} with a link to ${path}`)
}

/** Signs in through a login page's form. */
export async function signIn(page: Page, { path, email, password, button }: { path: string; email: string; password: string; button: string }) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: button, exact: true }).click()
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/affiliate-auth')
}

/** Chooses a password on the set-password page the emailed link opened. */
export async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /^(Set|Reset) Password$/ }).click()
}
