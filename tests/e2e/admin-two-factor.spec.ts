import { totpCodeAt } from '~/accounts/two-factor.server.ts'
import { e2eDb, expect, expectResponse, openEnrolmentLink, test } from './fixtures.ts'
import { logOut, signIn } from './accounts-helpers.ts'

// The admin second factor in the browser (docs/decisions/0023), with and without JavaScript: the
// first sign-in enrols (the emailed link, QR code and key, a code, the recovery codes once), a later one needs a
// code, and nothing under /admin is reached at aal1. Codes are computed here from the key the
// page showed, as an authenticator app would.

const STEP_MS = 30_000

test.describe.configure({ timeout: 90_000 })

test('a moderator enrols at the first sign-in, then signs in with a recovery code and with the app’s code', async ({ page, insertNewUser }) => {
  const moderator = await insertNewUser({ role: 'moderator' })

  await signIn(page, { path: '/admin-auth', email: moderator.email, password: moderator.password, button: 'Login' })
  await page.waitForURL('**/admin-auth/enrol?redirectTo=%2Fadmin-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Two-Step Verification')
  // the password is not enough: the key comes with the link emailed to the moderator (0034)
  await expect(page.getByTestId('totp-key')).toHaveCount(0)
  await openEnrolmentLink(page, moderator.email)
  await expect(page).toHaveURL(/\/admin-auth\/enrol\?redirectTo=%2Fadmin-dashboard$/)
  await expect(page.getByRole('img', { name: `QR code for Harper Home (${moderator.email})` }).locator('svg')).toBeVisible()
  const key = (await page.getByTestId('totp-key').textContent())!.trim()
  expect(key).toMatch(/^[A-Z2-7]{32}$/)

  expectResponse(page, 400, '/admin-auth/enrol')
  await page.getByLabel('Code from the app').fill(totpCodeAt(key, Date.now() - 10 * STEP_MS))
  await page.getByRole('button', { name: 'Turn On Two-Step Verification' }).click()
  await expect(page.getByRole('alert')).toHaveText('That code is not valid. Check the key in your app and try the current code.')

  const enrolledAt = Date.now()
  await page.getByLabel('Code from the app').fill(totpCodeAt(key, enrolledAt))
  await page.getByRole('button', { name: 'Turn On Two-Step Verification' }).click()
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()
  await page.getByRole('link', { name: /I have saved my recovery codes/ }).click()
  await page.waitForURL('**/admin-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
  await logOut(page)

  // password only: no admin page yet; the code page brings the admin back to the page asked for
  await signIn(page, { path: '/admin-auth', email: moderator.email, password: moderator.password, button: 'Login' })
  await page.waitForURL('**/admin-auth/verify?redirectTo=%2Fadmin-dashboard')
  await page.goto('/admin/blog')
  await expect(page).toHaveURL(/\/admin-auth\/verify\?redirectTo=%2Fadmin%2Fblog$/)
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await page.waitForURL('**/admin/blog')
  await expect(page.getByText('Recovery code accepted. 9 recovery codes are left.').first()).toBeVisible()
  expect(await e2eDb.recoveryCode.count({ where: { userId: moderator.id, usedAt: { not: null } } })).toBe(1)
  // the blog page's own logout goes to /admin-auth; the dashboard's sidebar to /, as logOut expects
  await page.goto('/admin-dashboard')
  await logOut(page)

  await signIn(page, { path: '/admin-auth', email: moderator.email, password: moderator.password, button: 'Login' })
  await page.waitForURL('**/admin-auth/verify?redirectTo=%2Fadmin-dashboard')
  // a code works once: this sign-in takes a time step after the enrolment's
  const step = Math.max(Math.floor(Date.now() / STEP_MS), Math.floor(enrolledAt / STEP_MS) + 1)
  await page.getByLabel('Authentication code').fill(totpCodeAt(key, step * STEP_MS))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await page.waitForURL('**/admin-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')

  const audited = await e2eDb.auditEvent.findMany({
    where: { actorId: moderator.id, action: { startsWith: 'admin.second_factor' } },
    orderBy: { createdAt: 'asc' },
  })
  expect(audited.map((event) => `${event.action} ${event.outcome}`)).toEqual([
    'admin.second_factor_enrol failure',
    'admin.second_factor_enrol success',
    'admin.second_factor success',
    'admin.second_factor success',
  ])
})
