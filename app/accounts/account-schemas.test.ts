import { expect, test } from 'vitest'
import { ForgotPasswordSchema, SetPasswordSchema } from './password-schemas.ts'
import { AffiliateSignupSchema } from './signup-schema.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

test('sign-up: name required, a valid email, password at least 6 characters (spec §5)', () => {
  expect(messages(AffiliateSignupSchema.safeParse({ name: ' ', email: 'x', password: '12345' }))).toEqual({
    name: 'Name is required',
    email: 'Please enter a valid email address',
    password: 'Password must be at least 6 characters',
  })
  expect(AffiliateSignupSchema.safeParse({ name: 'Ann', email: ' Ann@Example.com ', password: '123456' }).success).toBe(true)
})

test('a new password is 8-128 characters and confirmed', () => {
  expect(messages(SetPasswordSchema.safeParse({ token: 't', password: 'short', confirmPassword: 'short' }))).toEqual({
    password: 'Password must be at least 8 characters',
  })
  expect(messages(SetPasswordSchema.safeParse({ token: 't', password: 'long-enough-1', confirmPassword: 'long-enough-2' }))).toEqual({
    confirmPassword: 'Passwords do not match',
  })
  expect(messages(ForgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' })
})
