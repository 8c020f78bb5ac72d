import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { CONTACT_MESSAGES, ContactSchema } from './contact-schema.ts'

function errorsFor(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.set(key, value)
  const submission = parseWithZod(formData, { schema: ContactSchema })
  return submission.status === 'error' ? (submission.error ?? {}) : {}
}

const valid = {
  name: 'Dana Reyes',
  email: 'dana@example.test',
  role: 'consumer',
  subject: 'support',
  message: 'My water heater is leaking into the garage.',
  agreedToPrivacy: 'on',
  captchaAnswer: '7',
  captchaToken: 'token',
}

describe('ContactSchema', () => {
  test('a complete form parses, trimmed, with the agreement as a boolean and the answer as a number', () => {
    const formData = new FormData()
    for (const [key, value] of Object.entries({ ...valid, name: '  Dana Reyes ', captchaVerified: 'true' })) formData.set(key, value)
    const submission = parseWithZod(formData, { schema: ContactSchema })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value.name).toBe('Dana Reyes')
    expect(submission.value.agreedToPrivacy).toBe(true)
    expect(submission.value.captchaAnswer).toBe(7)
    expect(submission.value).not.toHaveProperty('captchaVerified')
  })

  test.each([
    ['name', { name: 'D' }, CONTACT_MESSAGES.nameMin],
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameMin],
    ['name', { name: 'x'.repeat(51) }, CONTACT_MESSAGES.nameMax],
    ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.email],
    ['email', { email: '' }, CONTACT_MESSAGES.email],
    ['email', { email: `${'x'.repeat(250)}@example.test` }, CONTACT_MESSAGES.emailMax],
    ['role', { role: '' }, CONTACT_MESSAGES.role],
    ['role', { role: 'hacker' }, CONTACT_MESSAGES.role],
    ['subject', { subject: '' }, CONTACT_MESSAGES.subject],
    ['message', { message: 'too short' }, CONTACT_MESSAGES.messageMin],
    ['message', { message: '   short   ' }, CONTACT_MESSAGES.messageMin],
    ['message', { message: 'x'.repeat(501) }, CONTACT_MESSAGES.messageMax],
    ['agreedToPrivacy', { agreedToPrivacy: '' }, CONTACT_MESSAGES.privacy],
    ['captchaAnswer', { captchaAnswer: '' }, CONTACT_MESSAGES.captcha],
    ['captchaAnswer', { captchaAnswer: 'seven' }, CONTACT_MESSAGES.captcha],
    ['captchaToken', { captchaToken: '' }, CONTACT_MESSAGES.captcha],
  ])('%s %j → %s', (field, override, message) => {
    const errors = errorsFor({ ...valid, ...override })
    expect(errors[field]).toContain(message)
  })
})
