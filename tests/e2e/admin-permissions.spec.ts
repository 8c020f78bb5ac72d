import crypto from 'node:crypto'
import { e2eDb, expect, expectResponse, test } from './fixtures.ts'

// Issue #22 item 5 (docs/decisions/0033): a moderator is not shown, and cannot open, the outbox;
// a super admin reads an email's text with its link's token redacted.

test('a moderator sees no link to the outbox, audit log or CSP reports, and the outbox refuses them', async ({ page, login }) => {
  await login('moderator')
  await page.goto('/admin-dashboard')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible()
  for (const name of ['Outbox', 'Audit log', 'CSP reports']) await expect(nav.getByRole('link', { name })).toHaveCount(0)
  expectResponse(page, 403, '/admin/outbox')
  const response = await page.goto('/admin/outbox')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied')
})

test('a super admin opens an email with a reset link: the page says a link was sent, never its token', async ({ page, login }) => {
  const token = crypto.randomBytes(32).toString('base64url')
  const subject = `Reset check ${crypto.randomUUID().slice(0, 8)}`
  const email = await e2eDb.outboundEmail.create({
    data: {
      to: 'member@example.test',
      from: 'hello@harperhome.example',
      subject,
      text: `Reset your password: http://localhost/reset-password?token=${token}`,
      status: 'recorded',
    },
  })
  try {
    const admin = await login('admin')
    await page.goto('/admin/outbox')
    await page.getByRole('link', { name: subject }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
    await expect(page.getByLabel('Email text')).toHaveText('Reset your password: http://localhost/reset-password?token=[redacted]')
    expect(await page.content()).not.toContain(token)
    await expect.poll(() => e2eDb.auditEvent.count({ where: { action: 'outbox.open_email', targetId: email.id, actorId: admin.id } })).toBeGreaterThan(0)
  } finally {
    await e2eDb.outboundEmail.delete({ where: { id: email.id } })
  }
})
