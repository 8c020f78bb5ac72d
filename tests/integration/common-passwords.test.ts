import { expect, test } from 'vitest'
import { COMMON_PASSWORD_MESSAGE } from '~/accounts/common-passwords.server.ts'
import { verifyUserCredentials } from '~/accounts/users.server.ts'
import { action as affiliateAuthAction } from '~/routes/affiliate-auth.tsx'
import { action as forgotAction } from '~/routes/forgot-password.tsx'
import { action as resetAction } from '~/routes/reset-password.tsx'
import { db } from '~/utils/db.server.ts'
import { createUser, formRequest, outcome, replyErrors, uniqueEmail } from './helpers.ts'
import { args, lastEmailedToken } from './accounts-helpers.ts'

// A common password is refused wherever a password is set (docs/decisions/0023), under the field.

test('affiliate sign-up with a common password is refused under the field and creates nothing', async () => {
  const email = uniqueEmail('common')
  const response = await outcome(
    affiliateAuthAction(args(formRequest('/affiliate-auth?tab=signup', { intent: 'signup', name: 'Casey Common', email, password: 'Password1' }))),
  )
  expect(response.status).toBe(400)
  expect(replyErrors(response.data).password).toEqual([COMMON_PASSWORD_MESSAGE])
  expect(await db.user.count({ where: { email } })).toBe(0)
})

test('a reset to a common password is refused and leaves the link usable; a strong one then works', async () => {
  const user = await createUser()
  await outcome(forgotAction(args(formRequest('/forgot-password', { email: user.email }))))
  const { token } = await lastEmailedToken(user.email, '/reset-password')
  const refused = await outcome(resetAction(args(formRequest('/reset-password', { token: token!, password: 'iloveyou1', confirmPassword: 'iloveyou1' }))))
  expect(refused.status).toBe(400)
  expect(replyErrors(refused.data).password).toEqual([COMMON_PASSWORD_MESSAGE])
  expect(await verifyUserCredentials(user.email, 'iloveyou1')).toBeNull()

  const accepted = await outcome(
    resetAction(args(formRequest('/reset-password', { token: token!, password: 'tidewater-gable-41', confirmPassword: 'tidewater-gable-41' }))),
  )
  expect(accepted.status).toBe(302)
  expect(await verifyUserCredentials(user.email, 'tidewater-gable-41')).not.toBeNull()
})
