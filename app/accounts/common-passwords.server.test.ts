import { expect, test } from 'vitest'
import { SetPasswordSchema } from './password-schemas.ts'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, refusingCommonPasswords } from './common-passwords.server.ts'

test('the most common passwords are on the list, whatever their case; uncommon ones are not', () => {
  for (const common of ['123456', 'password', 'qwerty123', 'Password1', 'LETMEIN', 'iloveyou1', 'sunshine']) expect(isCommonPassword(common), common).toBe(true)
  for (const rare of ['tidewater-gable-41', 'correct-horse-battery', 'journey-password-1']) expect(isCommonPassword(rare), rare).toBe(false)
})

test('the rule adds the message under the password field and keeps the schema’s own checks', () => {
  const schema = refusingCommonPasswords(SetPasswordSchema)
  const common = schema.safeParse({ token: 't', password: 'password123', confirmPassword: 'password123' })
  expect(common.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['password', COMMON_PASSWORD_MESSAGE]])
  const mismatch = schema.safeParse({ token: 't', password: 'password123', confirmPassword: 'other' })
  expect(mismatch.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['confirmPassword', 'password'])
  expect(schema.safeParse({ token: 't', password: 'tidewater-gable-41', confirmPassword: 'tidewater-gable-41' }).success).toBe(true)
})
