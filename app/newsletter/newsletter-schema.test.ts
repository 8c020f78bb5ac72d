import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { FooterNewsletterSchema, HeaderNewsletterSchema, NEWSLETTER_MESSAGES, newsletterSuccessMessage } from './newsletter-schema.ts'

function parse(schema: typeof HeaderNewsletterSchema | typeof FooterNewsletterSchema, fields: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(fields)) formData.set(key, value)
  return parseWithZod(formData, { schema })
}
function errors(schema: typeof HeaderNewsletterSchema | typeof FooterNewsletterSchema, fields: Record<string, string>) {
  const submission = parse(schema, fields)
  return submission.status === 'error' ? (submission.error ?? {}) : {}
}

describe('newsletter schemas', () => {
  test('header: a valid email parses, trimmed', () => {
    const submission = parse(HeaderNewsletterSchema, { source: 'header', email: '  reader@example.test ' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.email).toBe('reader@example.test')
  })

  test.each([
    [{ email: '' }, NEWSLETTER_MESSAGES.email],
    [{ email: 'reader' }, NEWSLETTER_MESSAGES.email],
    [{ email: `${'x'.repeat(250)}@example.test` }, NEWSLETTER_MESSAGES.emailMax],
  ])('header %j → %s', (fields, message) => {
    expect(errors(HeaderNewsletterSchema, { source: 'header', ...fields }).email).toContain(message)
  })

  test('footer: name is required, email must be valid', () => {
    const footerErrors = errors(FooterNewsletterSchema, { source: 'footer', name: '   ', email: 'bad' })
    expect(footerErrors.name).toEqual([NEWSLETTER_MESSAGES.name])
    expect(footerErrors.email).toEqual([NEWSLETTER_MESSAGES.email])
    expect(errors(FooterNewsletterSchema, { source: 'footer', name: 'x'.repeat(101), email: 'a@b.test' }).name).toEqual([NEWSLETTER_MESSAGES.nameMax])
    expect(parse(FooterNewsletterSchema, { source: 'footer', name: 'Sam Lee', email: 'a@b.test' }).status).toBe('success')
  })

  test('the spec success texts per form', () => {
    expect(newsletterSuccessMessage('header')).toBe("Thanks for subscribing! We'll keep you updated with the latest insights.")
    expect(newsletterSuccessMessage('footer')).toBe('Thanks for subscribing! Welcome to the community.')
  })
})
