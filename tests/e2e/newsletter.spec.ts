import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

function uniqueAddress(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`
}

test('header form: the success text, a confirmation email, and its link confirms', async ({ page }) => {
  const email = uniqueAddress('header')
  await page.goto('/blog')
  const header = page.locator('form#newsletter-header')
  await header.getByLabel('Email').fill(email)
  await header.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated with the latest insights.")).toBeVisible()
  await expect(page).toHaveURL(/\/blog$/)

  const sent = await e2eDb.outboundEmail.findFirstOrThrow({ where: { to: email } })
  const link = new URL(sent.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0])
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed')
  expect((await e2eDb.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).confirmedAt).not.toBeNull()

  await page.getByRole('link', { name: 'Unsubscribe from the newsletter' }).click()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed.')
  expect((await e2eDb.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt).not.toBeNull()
})

test('footer form: errors under the fields, then the success text', async ({ page }) => {
  const email = uniqueAddress('footer')
  await page.goto('/blog')
  expectResponse(page, 400, '/newsletter') // without JavaScript the errors come back from the server
  let footer = page.locator('form#newsletter-footer')
  await footer.getByLabel('Email').fill('not-an-email')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  // without JavaScript the errors render on /newsletter, with the same form
  footer = page.locator('form#newsletter-footer')
  await expect(footer.getByText('Name is required')).toBeVisible()
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible()
  await footer.getByLabel('Full Name').fill('Sam Lee')
  await footer.getByLabel('Email').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Thanks for subscribing! Welcome to the community.')).toBeVisible()
  expect(await e2eDb.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: 'Sam Lee', source: 'footer' })
})

test('an invalid confirmation link explains and offers to subscribe again', async ({ page }) => {
  expectResponse(page, 400, '/newsletter/confirm')
  const response = await page.goto(`/newsletter/confirm?token=not-a-real-token`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This confirmation link is not valid')
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/newsletter')
})

test('the outbox is readable by an admin', async ({ page, login }) => {
  const subject = `Outbox check ${Math.random().toString(36).slice(2, 8)}`
  await e2eDb.outboundEmail.create({
    data: { to: 'reader@example.test', from: 'hello@harperhome.example', subject, text: 'Body of the recorded email', status: 'recorded' },
  })
  await login('admin')
  await page.goto('/admin/outbox')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outbox')
  await page.getByRole('link', { name: subject }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
  await expect(page.getByLabel('Email text')).toHaveText('Body of the recorded email')
})

test('the outbox refuses anonymous visitors and non-admins', async ({ page, login }) => {
  await page.goto('/admin/outbox')
  await expect(page).toHaveURL(/\/admin-auth\?redirectTo=/)
  await login('affiliate')
  expectResponse(page, 403, '/admin/outbox')
  const response = await page.goto('/admin/outbox')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied')
})
