import { expect, test } from 'vitest'
import { action as adminLogin } from '~/routes/admin-auth.tsx'
import { loader as auditLoader } from '~/routes/admin.audit.tsx'
import { createUser, formRequest, getRequest, outcome, TEST_CLIENT_ADDRESS } from './helpers.ts'
import { args, signedInAs } from './accounts-helpers.ts'

type AuditPage = { events: { action: string; outcome: string; ipAddress: string | null; userAgent: string | null; metadata: unknown }[] }

test('every admin sign-in attempt is in the audit log with address and user agent, and the view filters it', async () => {
  const target = await createUser({ roles: ['super_admin'] })
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const headers = { [TEST_CLIENT_ADDRESS]: address, 'User-Agent': 'AuditTest/1.0' }
  await outcome(adminLogin(args(formRequest('/admin-auth', { email: target.email, password: 'wrong-password' }, { headers }))))
  await outcome(adminLogin(args(formRequest('/admin-auth', { email: 'not-an-email', password: '1' }, { headers }))))
  await outcome(adminLogin(args(formRequest('/admin-auth', { email: target.email, password: target.password }, { headers }))))

  // the audit log is the super admin's (app/accounts/admin-permissions.ts)
  const { cookie } = await signedInAs(['super_admin'])
  const page = await outcome(auditLoader(args(getRequest(`/admin/audit?category=sign-in&q=${address}`, { cookie }))))
  const events = (page.data as AuditPage).events
  expect(events.map((e) => e.outcome).sort()).toEqual(['failure', 'failure', 'success'])
  for (const event of events) {
    expect(event.action).toBe('admin.login')
    expect(event.ipAddress).toBe(address)
    expect(event.userAgent).toBe('AuditTest/1.0')
  }
  const failures = await outcome(auditLoader(args(getRequest(`/admin/audit?category=sign-in&outcome=failure&q=${address}`, { cookie }))))
  expect((failures.data as AuditPage).events).toHaveLength(2)
  const reviews = await outcome(auditLoader(args(getRequest(`/admin/audit?category=review&q=${address}`, { cookie }))))
  expect((reviews.data as AuditPage).events).toHaveLength(0)
})
