import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { passwordStrength, PasswordLoginSchema, VendorLoginSchema } from './login-schemas.ts'

function errorsOf(schema: typeof PasswordLoginSchema | typeof VendorLoginSchema, fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

describe('vendor login (spec §5)', () => {
  test.each([
    [{ email: 'nope', password: 'long-enough-1' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.com`, password: 'long-enough-1' }, 'email', 'Email must be less than 255 characters'],
    [{ email: 'v@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'v@example.com', password: 'x'.repeat(129) }, 'password', 'Password must be less than 128 characters'],
  ])('%o → %s: %s', (fields, field, message) => {
    expect(errorsOf(VendorLoginSchema, fields)[field]).toEqual([message])
  })

  test('trims the email and accepts "Remember me"', () => {
    const formData = new FormData()
    formData.set('email', '  v@example.com ')
    formData.set('password', 'long-enough-1')
    formData.set('rememberMe', 'on')
    const submission = parseWithZod(formData, { schema: VendorLoginSchema })
    expect(submission.status === 'success' && submission.value).toMatchObject({ email: 'v@example.com', rememberMe: true })
  })
})

describe('affiliate and admin login', () => {
  test('email and password are required; password at least 6 characters', () => {
    expect(errorsOf(PasswordLoginSchema, {})).toEqual({ email: ['Email is required'], password: ['Password is required'] })
    expect(errorsOf(PasswordLoginSchema, { email: 'a@b.co', password: '12345' }).password).toEqual(['Password must be at least 6 characters'])
    expect(errorsOf(PasswordLoginSchema, { email: 'a@b.co', password: '123456' })).toEqual({})
  })
})

test.each([
  ['', 0, 'Weak'],
  ['abc', 1, 'Weak'],
  ['abcdefgh', 2, 'Medium'],
  ['Abcdefgh', 3, 'Medium'],
  ['Abcdefg1', 4, 'Strong'],
  ['Abcdef1!', 5, 'Strong'],
])('password strength of %j is %i (%s)', (password, score, label) => {
  expect(passwordStrength(password)).toEqual({ score, label })
})
