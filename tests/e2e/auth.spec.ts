import { demoAccount, e2eDb, expect, loginThroughForm, test, type DemoRole } from './fixtures.ts'

const DASHBOARD_HEADINGS: Record<DemoRole, string> = {
  admin: 'Admin Dashboard',
  moderator: 'Admin Dashboard',
  affiliate: 'Welcome back, Alex Rivera',
  vendor: "Welcome back! Here's your business at a glance",
}

for (const role of ['admin', 'moderator', 'affiliate', 'vendor'] as const) {
  test(`the ${role} demo account logs in through its page and out again`, async ({ page, context }) => {
    const user = await e2eDb.user.findUniqueOrThrow({ where: { email: demoAccount(role).email } })
    const before = await e2eDb.session.findMany({ where: { userId: user.id }, select: { id: true } })

    await loginThroughForm(page, role)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_HEADINGS[role])

    const cookie = (await context.cookies()).find((c) => c.name === 'harper_session')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    const sessions = await e2eDb.session.findMany({ where: { userId: user.id, id: { notIn: before.map((s) => s.id) } } })
    expect(sessions).toHaveLength(1)

    if (role === 'vendor') {
      // the vendor area's logout comes with the vendor dashboard; end the session through /logout
      await page.request.post('/logout', { form: { redirectTo: '/' }, headers: { Origin: new URL(page.url()).origin } })
    } else {
      await page.getByRole('button', { name: role === 'affiliate' ? 'Logout' : 'Logout' }).click()
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/affiliate-auth')
    }
    expect(await e2eDb.session.count({ where: { id: sessions[0].id } })).toBe(0)
  })
}

test('a wrong password shows the message and keeps the email', async ({ page }) => {
  await page.goto('/affiliate-auth')
  await page.getByLabel('Email').fill('affiliate@example.com')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.')
  await expect(page.getByLabel('Email')).toHaveValue('affiliate@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('a non-admin cannot sign in at /admin-auth', async ({ page }) => {
  await page.goto('/admin-auth')
  await page.getByLabel('Email').fill(demoAccount('vendor').email)
  await page.getByLabel('Password', { exact: true }).fill(demoAccount('vendor').password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.')
})

test('anonymous visitors to a dashboard are sent to its login page and brought back after', async ({ page }) => {
  await page.goto('/admin-dashboard')
  await expect(page).toHaveURL(/\/admin-auth\?redirectTo=%2Fadmin-dashboard$/)
  await page.getByLabel('Email').fill(demoAccount('moderator').email)
  await page.getByLabel('Password', { exact: true }).fill(demoAccount('moderator').password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/admin-dashboard$/)
})

test("an affiliate gets 403 'Access Denied' on the admin dashboard", async ({ page, login }) => {
  await login('affiliate')
  const response = await page.goto('/admin-dashboard')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have admin permissions.")).toBeVisible()
})

test("a vendor sent away from the admin blog sees 'Unauthorized access' on the home page", async ({ page, login }) => {
  await login('vendor')
  await page.goto('/admin/blog')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Unauthorized access')).toBeVisible()
})

test('field errors show under the fields', async ({ page }) => {
  await page.goto('/vendor-login')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password', { exact: true }).fill('short')
  // the browser's own constraint checks come from the schema; skip them to reach the server rules
  await page.locator('form').first().evaluate((form) => form.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
})
