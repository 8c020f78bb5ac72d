import {
  createSessionCookie,
  demoAccount,
  e2eDb,
  expect,
  expectResponse,
  loginThroughForm,
  LOGIN_PAGES,
  passSecondFactor,
  sessionCookieOf,
  test,
  type TestRole,
} from './fixtures.ts'

// The README promises a demo account per login page: each page is signed into once with its
// seeded account, through the form. Everything else makes its own users (insertNewUser/login).
const DEMO_LOGINS: { role: TestRole; heading: string }[] = [
  { role: 'admin', heading: 'Admin Dashboard' },
  { role: 'affiliate', heading: 'Welcome back, Alex Rivera' },
  { role: 'vendor', heading: "Welcome back, Victor Nguyen! Here's your business at a glance" },
]

for (const { role, heading } of DEMO_LOGINS) {
  test(`the ${role} demo account logs in through ${LOGIN_PAGES[role].path} and out again`, async ({ page, context }, testInfo) => {
    // the two demo admins share out the projects, so two browsers never enrol one account at once
    const account = role === 'admin' && testInfo.project.name === 'nojs' ? demoAccount('moderator') : demoAccount(role)
    const user = await e2eDb.user.findUniqueOrThrow({ where: { email: account.email } })

    await loginThroughForm(page, role, account)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

    const cookie = await sessionCookieOf(context)
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    expect(await e2eDb.session.findUnique({ where: { id: cookie.sessionId }, select: { userId: true } })).toEqual({ userId: user.id })

    if (role === 'vendor') {
      // the vendor area's logout comes with the vendor dashboard; end the session through /logout
      await page.request.post('/logout', { form: { redirectTo: '/' }, headers: { Origin: new URL(page.url()).origin } })
    } else {
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/affiliate-auth')
    }
    expect(await e2eDb.session.count({ where: { id: cookie.sessionId } })).toBe(0)
  })
}

test('a moderator made for this test signs in at /admin-auth and reaches the dashboard', async ({ page, insertNewUser }) => {
  const moderator = await insertNewUser({ role: 'moderator' })
  await loginThroughForm(page, 'moderator', moderator)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
  expect(await e2eDb.session.count({ where: { userId: moderator.id } })).toBe(1)
})

test('a wrong password shows the message and keeps the email', async ({ page, insertNewUser }) => {
  const affiliate = await insertNewUser({ role: 'affiliate' })
  expectResponse(page, 401, '/affiliate-auth')
  await page.goto('/affiliate-auth')
  await page.getByLabel('Email').fill(affiliate.email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.')
  await expect(page.getByLabel('Email')).toHaveValue(affiliate.email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('a non-admin cannot sign in at /admin-auth', async ({ page, insertNewUser }) => {
  const vendor = await insertNewUser({ role: 'vendor' })
  expectResponse(page, 403, '/admin-auth')
  await page.goto('/admin-auth')
  await page.getByLabel('Email').fill(vendor.email)
  await page.getByLabel('Password', { exact: true }).fill(vendor.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.')
})

test('anonymous visitors to a dashboard are sent to its login page and brought back after', async ({ page, insertNewUser }) => {
  const moderator = await insertNewUser({ role: 'moderator' })
  await page.goto('/admin-dashboard')
  await expect(page).toHaveURL(/\/admin-auth\?redirectTo=%2Fadmin-dashboard$/)
  await page.getByLabel('Email').fill(moderator.email)
  await page.getByLabel('Password', { exact: true }).fill(moderator.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  // the second step keeps the page asked for
  await expect(page).toHaveURL(/\/admin-auth\/enrol\?redirectTo=%2Fadmin-dashboard$/)
  await passSecondFactor(page, moderator.email)
  await expect(page).toHaveURL(/\/admin-dashboard$/)
})

test("an affiliate gets 403 'Access Denied' on the admin dashboard", async ({ page, login }) => {
  await login('affiliate')
  expectResponse(page, 403, '/admin-dashboard')
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
  expectResponse(page, 400, '/vendor-login') // without JavaScript the server's answer shows them
  await page.goto('/vendor-login')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Password', { exact: true }).fill('short')
  // the browser's own constraint checks come from the schema; skip them to reach the server rules
  await page
    .locator('form')
    .first()
    .evaluate((form) => form.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
})

test('"Sign out everywhere" ends every session of the user, on every device (docs/decisions/0020)', async ({ page, login, baseURL }) => {
  const affiliate = await login('affiliate')
  // another device of the same user
  const other = await createSessionCookie(affiliate.id, baseURL!)
  const response = await page.goto('/affiliate-dashboard')
  // a signed-in page is never cached
  expect(response!.headers()['cache-control']).toBe('private, no-store')
  expect(await e2eDb.session.count({ where: { userId: affiliate.id } })).toBe(2)

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await page.waitForURL((url) => url.pathname === '/affiliate-auth')
  await expect(page.getByText('Signed out on every device.')).toBeVisible()
  expect(await e2eDb.session.count({ where: { id: { in: [affiliate.sessionId, other.sessionId] } } })).toBe(0)
  expect(await e2eDb.auditEvent.count({ where: { actorId: affiliate.id, action: 'account.sign_out_everywhere' } })).toBe(1)
})
