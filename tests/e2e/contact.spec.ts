import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

function uniqueAddress(prefix: string) {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`
}

async function captchaSum(page: import('@playwright/test').Page) {
  const label = await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()
  const [, a, b] = label!.match(/What is (\d+) \+ (\d+)\?/)!
  return Number(a) + Number(b)
}

test('the contact page shows its sections', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch')
  await expect(page.getByRole('link', { name: 'Send Us a Message' })).toHaveAttribute('href', '#contact-form')
  const channels = page.getByRole('region', { name: 'Contact Channels' })
  for (const address of ['hello@harperhome.example', 'partners@harperhome.example', 'support@harperhome.example']) {
    await expect(channels.getByRole('link', { name: address, exact: true })).toHaveAttribute('href', `mailto:${address}`)
  }
  await expect(channels.getByRole('link', { name: /^Send Email/ })).toHaveCount(3)
  await expect(page.getByText('Monday - Friday')).toBeVisible()
  await expect(page.getByText('24/7 emergency vendor support')).toBeVisible()
  for (const name of ['LinkedIn', 'YouTube', 'Instagram', 'Facebook']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('rel', /noopener/)
  }
  await expect(page.locator('#main').getByRole('link', { name: 'Open in Google Maps' })).toBeVisible()
  // no third-party frame before the visitor asks for the map
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('errors show under the fields, with a new challenge, and values are kept', async ({ page }) => {
  expectResponse(page, 400, '/contact')
  await page.goto('/contact')
  const form = page.locator('#contact-form')
  const firstQuestion = await page.getByText(/^What is \d+ \+ \d+\?$/).textContent()
  await form.getByLabel('Full Name').fill('D')
  await form.getByLabel('Email Address').fill('dana@example.test')
  await form.getByLabel('Message', { exact: true }).fill('short')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Please select your role')).toBeVisible()
  await expect(form.getByText('Please select a subject')).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(form.getByText('You must agree to the privacy policy')).toBeVisible()
  await expect(form.getByText('Please complete the CAPTCHA verification')).toBeVisible()
  await expect(form.getByLabel('Email Address')).toHaveValue('dana@example.test')
  await expect(form.getByLabel('Message', { exact: true })).toHaveAttribute('maxlength', '500')
  if (test.info().project.name === 'nojs') {
    // the server answered with a fresh challenge
    await expect(page.getByText(/^What is \d+ \+ \d+\?$/)).toBeVisible()
    expect(firstQuestion).toBeTruthy()
  }
})

test('a wrong captcha answer is refused and nothing is stored', async ({ page }) => {
  expectResponse(page, 400, '/contact')
  const email = uniqueAddress('wrong')
  await page.goto('/contact')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Dana Reyes')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('I am a...').selectOption('consumer')
  await form.getByLabel('Subject').selectOption('support')
  await form.getByLabel('Message', { exact: true }).fill('Our kitchen sink drains very slowly.')
  await form.getByLabel('I agree to the privacy policy').check()
  await form.getByLabel(/^What is/).fill(String((await captchaSum(page)) + 1))
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Please complete the CAPTCHA verification')).toBeVisible()
  await expect(form.getByLabel('Full Name')).toHaveValue('Dana Reyes')
  expect(await e2eDb.contactMessage.count({ where: { email } })).toBe(0)
})

test('a message is sent: success view, stored row, outbox email; a replay is refused; Send Another Message resets', async ({ page }) => {
  const email = uniqueAddress('sent')
  await page.goto('/contact')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Dana Reyes')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('I am a...').selectOption('consumer')
  await form.getByLabel('Subject').selectOption('feedback')
  await form.getByLabel('Message', { exact: true }).fill('Thanks for the quick plumber match last week!')
  if (test.info().project.name === 'js') await expect(form.getByText('45/500')).toBeVisible()
  await form.getByLabel('I agree to the privacy policy').check()
  const sum = await captchaSum(page)
  const token = await form.locator('input[name="captchaToken"]').inputValue()
  await form.getByLabel(/^What is/).fill(String(sum))
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()
  await expect(page.getByText("Thank you! We'll respond within 1-2 business days.")).toBeVisible()
  const stored = await e2eDb.contactMessage.findFirstOrThrow({ where: { email } })
  expect(stored).toMatchObject({ role: 'consumer', subject: 'feedback', routedTo: 'support@harperhome.example' })
  const outbound = await e2eDb.outboundEmail.findFirstOrThrow({ where: { to: 'support@harperhome.example', text: { contains: email } } })
  expect(outbound.status).toBe('recorded')

  // the same challenge posted again (a replay) is refused and stores nothing
  const replay = await page.request.post('/contact', {
    form: {
      name: 'Dana Reyes',
      email,
      role: 'consumer',
      subject: 'feedback',
      message: 'A replay of the same challenge.',
      agreedToPrivacy: 'on',
      captchaAnswer: String(sum),
      captchaToken: token,
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(replay.status()).toBe(400)
  expect(await replay.text()).toContain('This verification has already been used. Please try again.')
  expect(await e2eDb.contactMessage.count({ where: { email } })).toBe(1)

  await page.getByRole('link', { name: 'Send Another Message' }).click()
  await expect(page.locator('#contact-form').getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByText(/^What is \d+ \+ \d+\?$/)).toBeVisible()
})

test('?vendor=<slug> names the vendor, preselects the role and links the message', async ({ page }) => {
  const vendor = await e2eDb.vendorProfile.findFirstOrThrow({ orderBy: { slug: 'asc' } })
  const email = uniqueAddress('vendor')
  await page.goto(`/contact?vendor=${vendor.slug}#contact-form`)
  const form = page.locator('#contact-form')
  await expect(form.getByText(`Your message will be about: ${vendor.companyName}`)).toBeVisible()
  await expect(form.getByLabel('I am a...')).toHaveValue('consumer')
  await form.getByLabel('Full Name').fill('Dana Reyes')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Subject').selectOption('other')
  await form.getByLabel('Message', { exact: true }).fill('Can you quote a repipe for a 1970s house?')
  await form.getByLabel('I agree to the privacy policy').check()
  await form.getByLabel(/^What is/).fill(String(await captchaSum(page)))
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible()
  expect((await e2eDb.contactMessage.findFirstOrThrow({ where: { email } })).vendorProfileId).toBe(vendor.id)
})
