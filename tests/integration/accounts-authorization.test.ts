import { describe, expect, test } from 'vitest'
import { action as adminDashboardAction } from '~/routes/admin-dashboard.tsx'
import { action as affiliateAuthAction } from '~/routes/affiliate-auth.tsx'
import { action as affiliateDashboardAction } from '~/routes/affiliate-dashboard.tsx'
import { action as forgotPasswordAction } from '~/routes/forgot-password.tsx'
import { action as resetPasswordAction } from '~/routes/reset-password.tsx'
import { formRequest, outcome } from './helpers.ts'
import { args, signedInAffiliate, signedInAs } from './accounts-helpers.ts'

// The accounts area's authorisation matrix moved to authorization-matrix.test.ts, which covers
// every route of app/routes.ts under every role. What stays here: the accounts actions' edges.

describe('the accounts actions refuse malformed bodies with 400 or 413, never 500', () => {
  const ACTIONS = {
    '/affiliate-auth': affiliateAuthAction,
    '/forgot-password': forgotPasswordAction,
    '/reset-password': resetPasswordAction,
  } as const
  for (const [path, action] of Object.entries(ACTIONS)) {
    test(`${path}: JSON and an oversized form`, async () => {
      const json = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co' }),
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      })
      expect((await outcome(action(args(json)))).status).toBe(400)
      const huge = formRequest(path, { email: 'a@b.co', filler: 'x'.repeat(70 * 1024) })
      expect((await outcome(action(args(huge)))).status).toBe(413)
    })
  }

  test('/admin-dashboard and /affiliate-dashboard, signed in with the right role', async () => {
    const { cookie: adminCookie } = await signedInAs(['super_admin'])
    const { cookie: affiliateCookie } = await signedInAffiliate()
    for (const [path, action, cookie] of [
      ['/admin-dashboard', adminDashboardAction, adminCookie],
      ['/affiliate-dashboard', affiliateDashboardAction, affiliateCookie],
    ] as const) {
      const json = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body: '{"intent":1}',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: cookie },
      })
      expect((await outcome(action(args(json)))).status).toBe(400)
    }
  })
})
