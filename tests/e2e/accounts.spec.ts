import { e2eDb, expect, expectResponse, loginThroughForm, test } from './fixtures.ts'
import { choosePassword, emailedLink, logOut, signIn, uniqueEmail } from './accounts-helpers.ts'

// each journey hashes several passwords (scrypt, 32 MiB) and signs in more than once: on a busy
// two-core machine that is more than the default 30 s
test.describe.configure({ timeout: 120_000 })

test('an affiliate applies, an admin approves, the welcome link sets a password, and the affiliate signs in to the dashboard', async ({
  page,
  insertNewUser,
}) => {
  const email = uniqueEmail('journey-affiliate')
  const name = `Jamie Journey ${Math.random().toString(36).slice(2, 6)}`
  await page.goto('/affiliates')
  const form = page.locator('#affiliate-application')
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Brokerage / Company Name').fill('Journey Realty')
  await form.getByLabel('Phone').fill('(321) 555-0100')
  await form.getByRole('checkbox', { name: /I agree to the/ }).check()
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText("Application received! We'll review within 48 hours.")).toBeVisible()

  // an admin of this test's own, who enrols a second factor at this first sign-in
  await loginThroughForm(page, 'admin', await insertNewUser({ role: 'admin' }))
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row.getByText('pending')).toBeVisible()
  await row.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(page.getByText('Application Approved').first()).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: email }).first().getByText('approved')).toBeVisible()
  await logOut(page)

  await page.goto(await emailedLink(email, '/reset-password'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Your Password')
  await choosePassword(page, 'journey-password-1')
  await page.waitForURL('**/affiliate-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${name}`)
  await expect(page.getByText('No referrals found. Start referring consumers to earn rewards!')).toBeVisible()
  await logOut(page)

  await signIn(page, { path: '/affiliate-auth', email, password: 'journey-password-1', button: 'Login' })
  await page.waitForURL('**/affiliate-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${name}`)

  // the first referral, through the dashboard's form
  const refer = page.locator('#refer')
  await refer.getByLabel('Client name').fill('Riley Homeowner')
  await refer.getByLabel('Client email').fill('riley@example.test')
  await refer.getByLabel('ZIP code').fill('32931')
  await refer.getByLabel('Service type').selectOption('Roofing')
  await refer.getByRole('checkbox', { name: /agreed to be contacted/ }).check()
  await refer.getByRole('button', { name: 'Refer Client' }).click()
  // a scrypt-free request, but on a loaded machine the redirect and reload can take a while
  await expect(page.getByRole('row').filter({ hasText: 'Riley Homeowner' })).toContainText('pending', { timeout: 15_000 })
})

test('a vendor application is approved with its service types, and the vendor sets a password and reaches the vendor dashboard', async ({
  page,
  insertNewUser,
}) => {
  const email = uniqueEmail('journey-vendor')
  const company = `Journey Roofing ${Math.random().toString(36).slice(2, 6)}`
  // the application form itself is covered by for-vendors.spec.ts; this journey starts at review
  await e2eDb.vendorApplication.create({
    data: {
      companyName: company,
      contactName: 'Vic Vendor',
      email,
      phone: '(321) 555-0142',
      address: '100 Ocean Blvd, Cocoa Beach, FL 32931',
      serviceType: 'Roof repair and shingle replacement across Brevard County',
      serviceAreas: ['100 Ocean Blvd, Cocoa Beach, FL 32931'],
      yearsInBusiness: 9,
      insuranceProvider: 'State Farm',
    },
  })
  // an admin of this test's own, who enrols a second factor at this first sign-in
  await loginThroughForm(page, 'admin', await insertNewUser({ role: 'admin' }))
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByText('Service types and ZIP').click()
  await expect(row.getByRole('checkbox', { name: 'Roofing' })).toBeChecked()
  await expect(row.getByLabel(`ZIP code for ${company}`)).toHaveValue('32931')
  await row.getByRole('checkbox', { name: 'Home Inspection' }).check()
  await row.getByRole('button', { name: `Approve ${company}` }).click()
  await expect(page.getByText('Vendor Application Approved').first()).toBeVisible()
  const profile = await e2eDb.vendorProfile.findFirstOrThrow({ where: { email }, include: { serviceTypes: true } })
  expect(profile.serviceTypes.map((s) => s.serviceType).sort()).toEqual(['Home Inspection', 'Roofing'])
  await logOut(page)

  await page.goto(await emailedLink(email, '/reset-password'))
  await choosePassword(page, 'vendor-journey-pass-1')
  await page.waitForURL('**/vendor-dashboard')
  await page.request.post('/logout', { form: { redirectTo: '/' }, headers: { Origin: new URL(page.url()).origin } })

  await signIn(page, { path: '/vendor-login', email, password: 'vendor-journey-pass-1', button: 'Sign In' })
  await page.waitForURL('**/vendor-dashboard')
})

test('a forgotten password is reset by an emailed link that works once', async ({ page }) => {
  const email = uniqueEmail('journey-reset')
  await e2eDb.user.create({ data: { email, name: 'Rory Reset', roles: { create: [{ role: 'affiliate' }] } } })

  await page.goto('/affiliate-auth')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.waitForURL('**/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText("If an account exists for that email, we've sent a link to reset your password.", { exact: false })).toBeVisible()

  const link = await emailedLink(email, '/reset-password')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password')
  await choosePassword(page, 'brand-new-password-9')
  await page.waitForURL('**/affiliate-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No affiliate profile found')

  await page.goto(link)
  await expect(page.getByText('This link has already been used. Request a new one below.')).toBeVisible()
})

test('a new user signs up, logs in with that password and sees "No affiliate profile found"; the emailed link confirms with a button', async ({ page }) => {
  const email = uniqueEmail('journey-signup')
  await page.goto('/affiliate-auth')
  await page.getByRole('link', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/tab=signup/)
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page.getByText('You can log in as soon as your account is created.', { exact: false })).toBeVisible()
  await page.getByLabel('Full Name').fill('Sky Signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('sekrit-9x')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Account created successfully! You can now login.').first()).toBeVisible()

  // what the page just said: the password works at once
  await signIn(page, { path: '/affiliate-auth', email, password: 'sekrit-9x', button: 'Login' })
  await page.waitForURL('**/affiliate-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No affiliate profile found')
  await expect(page.getByText('Your application may still be pending approval.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply to become an affiliate' })).toHaveAttribute('href', '/affiliates#affiliate-application')
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to Login' }).click()
  await page.waitForURL('**/affiliate-auth')

  // opening the link spends nothing (a mail scanner may open it); signed out, the button confirms
  // with the account's password (the address's owner cannot confirm a stranger's sign-up), and signs in
  const link = await emailedLink(email, '/affiliate-auth/confirm')
  await page.goto(link)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email')
  expect((await e2eDb.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull()
  expectResponse(page, 400, '/affiliate-auth/confirm')
  await page.getByLabel('Password').fill('not-my-password')
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByText("That password doesn't match this account.", { exact: false })).toBeVisible()
  await page.getByLabel('Password').fill('sekrit-9x')
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await page.waitForURL('**/affiliate-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No affiliate profile found')
  expect((await e2eDb.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull()

  await page.goto(link)
  await expect(page.getByText('This confirmation link has already been used. You can log in.')).toBeVisible()
})
