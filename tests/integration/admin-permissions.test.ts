import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { permissionsOf } from '~/accounts/admin-permissions.ts'
import { AdminSidebar } from '~/components/admin/admin-sidebar.tsx'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/admin-dashboard.tsx'
import { loader as adminLayoutLoader } from '~/routes/admin-layout.tsx'
import { loader as auditLoader } from '~/routes/admin.audit.tsx'
import { action as blogAction } from '~/routes/admin.blog.tsx'
import { loader as cspReportsLoader } from '~/routes/admin.csp-reports.tsx'
import AdminOutbox, { loader as outboxLoader } from '~/routes/admin.outbox.tsx'
import { action as forgotAction } from '~/routes/forgot-password.tsx'
import { loader as resetLoader } from '~/routes/reset-password.tsx'
import { db } from '~/utils/db.server.ts'
import { createUser, formRequest, getRequest, outcome, TEST_CLIENT_ADDRESS } from './helpers.ts'
import { args, lastEmailedToken, signedInAs } from './accounts-helpers.ts'
import { referralScenario } from './lifecycle-helpers.ts'

// Issue #22 item 5 (docs/decisions/0033): admins never see live secrets. A moderator used a reset
// link read in the outbox to take over a member, and nothing recorded it. Moderators keep
// applications and the blog; the outbox, audit log and CSP reports are the super admin's; the
// outbox shows that a link was sent, never its token; every open is audited.

const address = () => `10.33.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** A member asks for a reset: the outbox now holds a working link to their account. */
async function memberWithResetEmail() {
  const member = await createUser({ roles: ['affiliate'] })
  await outcome(forgotAction(args(formRequest('/forgot-password', { email: member.email }, { headers: { [TEST_CLIENT_ADDRESS]: address() } }))))
  const { email, link, token } = await lastEmailedToken(member.email, '/reset-password')
  expect(token, 'the reset email carries a token').toBeTruthy()
  return { member, email: email!, link: link!, token: token! }
}

const resetPage = (url: string) =>
  outcome(resetLoader(args(new Request(new URL(url, 'http://localhost:3000'), { headers: { [TEST_CLIENT_ADDRESS]: address() } }))))

describe('a moderator cannot read the outbox', () => {
  test('the list and an opened email are a 403, and the refusal is audited', async () => {
    const { email } = await memberWithResetEmail()
    const { user: moderator, cookie } = await signedInAs(['moderator'])
    const list = await outcome(outboxLoader(args(getRequest('/admin/outbox', { cookie }))))
    expect(list.status).toBe(403)
    const opened = await outcome(outboxLoader(args(getRequest(`/admin/outbox?id=${email.id}`, { cookie }))))
    expect(opened.status).toBe(403)
    expect(JSON.stringify(opened.data)).not.toContain(email.text)
    const denials = await db.auditEvent.findMany({ where: { actorId: moderator!.id, action: 'admin.access', outcome: 'denied' } })
    expect(denials.map((event) => event.metadata)).toEqual([
      { permission: 'outbox', path: '/admin/outbox' },
      { permission: 'outbox', path: '/admin/outbox' },
    ])
    expect(await db.auditEvent.count({ where: { actorId: moderator!.id, action: 'outbox.open_email' } })).toBe(0)
  })

  test('nor the audit log or CSP reports; the dashboard and the blog stay theirs', async () => {
    const { cookie } = await signedInAs(['moderator'])
    expect((await outcome(auditLoader(args(getRequest('/admin/audit', { cookie }))))).status).toBe(403)
    expect((await outcome(cspReportsLoader(args(getRequest('/admin/csp-reports', { cookie }))))).status).toBe(403)
    const dashboard = await outcome(dashboardLoader(args(getRequest('/admin-dashboard', { cookie }))))
    expect(dashboard.status).toBe(200)
    // the admin area's sidebar links to what the moderator may open
    const shell = await outcome(adminLayoutLoader(args(getRequest('/admin-dashboard', { cookie }))))
    expect((shell.data as { permissions: string[] }).permissions).toEqual(['applications', 'requests', 'blog'])
  })
})

describe('a super admin opens an email with a reset link', () => {
  test('the token is neither in the data nor in the HTML, what is shown does not reset, and the open is audited', async () => {
    const { member, email, link, token } = await memberWithResetEmail()
    const { user: admin, cookie } = await signedInAs(['super_admin'])
    const clientAddress = address()
    const request = new Request(`http://localhost:3000/admin/outbox?id=${email.id}`, {
      headers: { Cookie: cookie, [TEST_CLIENT_ADDRESS]: clientAddress, 'User-Agent': 'PermissionsTest/1.0' },
    })
    const opened = await outcome(outboxLoader(args(request)))
    expect(opened.status).toBe(200)
    const loaderData = opened.data as Extract<Awaited<ReturnType<typeof outboxLoader>>, { view: 'email' }>
    expect(JSON.stringify(loaderData)).not.toContain(token)
    const html = renderToString(createElement(MemoryRouter, null, createElement(AdminOutbox, { loaderData, params: {}, matches: [] } as never)))
    expect(html).not.toContain(token)
    // the admin sees that a reset link to that page was sent …
    expect(html).toContain('/reset-password?token=[redacted]')
    // … and nothing shown opens it
    const shownLinks = loaderData.email.text.match(/https?:\/\/\S+\/reset-password\?\S+/g) ?? []
    expect(shownLinks).toHaveLength(1)
    expect((await resetPage(shownLinks[0]!)).data).toMatchObject({ link: 'invalid' })

    const audit = await db.auditEvent.findMany({ where: { action: 'outbox.open_email', targetId: email.id } })
    expect(audit).toMatchObject([
      {
        actorId: admin!.id,
        outcome: 'success',
        targetType: 'OutboundEmail',
        ipAddress: clientAddress,
        userAgent: 'PermissionsTest/1.0',
        metadata: { to: member.email },
      },
    ])

    // the stored email still carries the working link: delivery and retries send the row as it is
    expect((await db.outboundEmail.findUniqueOrThrow({ where: { id: email.id } })).text).toContain(link)
    expect((await resetPage(link)).data).toMatchObject({ link: 'valid', purpose: 'password_reset' })
  })

  test('the list shows the email without its token', async () => {
    const { email, token } = await memberWithResetEmail()
    await db.outboundEmail.update({ where: { id: email.id }, data: { status: 'failed', error: `550 rejected ${email.text}` } })
    const { cookie } = await signedInAs(['super_admin'])
    const list = await outcome(outboxLoader(args(getRequest('/admin/outbox', { cookie }))))
    expect(list.status).toBe(200)
    const listed = (list.data as { emails: { id: string; error: string | null }[] }).emails.find((row) => row.id === email.id)
    expect(listed?.error).toContain('/reset-password?token=[redacted]')
    expect(JSON.stringify(list.data)).not.toContain(token)
  })
})

describe('admin actions that change data are audited', () => {
  test('creating and deleting a blog post', async () => {
    const { user: moderator, cookie } = await signedInAs(['moderator'])
    const title = `Audited ${crypto.randomUUID().slice(0, 8)}`
    const fields = { intent: 'create', title, content: '<p>Gutters.</p>', category: 'Roofing', authorName: 'Harper Home Team', status: 'draft' }
    expect((await outcome(blogAction(args(formRequest('/admin/blog', fields, { cookie }))))).status).toBe(302)
    const post = await db.blogPost.findFirstOrThrow({ where: { title } })
    expect((await outcome(blogAction(args(formRequest('/admin/blog', { intent: 'delete', id: post.id }, { cookie }))))).status).toBe(302)
    const events = await db.auditEvent.findMany({ where: { actorId: moderator!.id, targetId: post.id }, orderBy: { createdAt: 'asc' } })
    expect(events.map((event) => [event.action, event.targetType])).toEqual([
      ['blog.create', 'BlogPost'],
      ['blog.delete', 'BlogPost'],
    ])
  })

  test('moving a referral', async () => {
    const { referral } = await referralScenario()
    const { user: moderator, cookie } = await signedInAs(['moderator'])
    const fields = { intent: 'referral-transition', referralId: referral.id, transition: 'match', note: 'Matched by phone' }
    expect((await outcome(dashboardAction(args(formRequest('/admin-dashboard', fields, { cookie }))))).status).toBe(302)
    const events = await db.auditEvent.findMany({ where: { actorId: moderator!.id, targetId: referral.id } })
    expect(events).toMatchObject([{ action: 'referral.transition', targetType: 'Referral', metadata: { transition: 'match', to: 'matched' } }])
  })
})

describe('navigation', () => {
  const linksFor = (roles: Parameters<typeof permissionsOf>[0]) => [...renderSidebar(roles).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])
  // the sidebar's logout forms need a data router
  const renderSidebar = (roles: Parameters<typeof permissionsOf>[0]) =>
    renderToString(
      createElement(RouterProvider, {
        router: createMemoryRouter([{ path: '/', element: createElement(AdminSidebar, { permissions: permissionsOf(roles) }) }]),
      }),
    )

  test('a moderator is not shown links to pages they cannot open; a super admin is shown every page', () => {
    expect(linksFor(['moderator'])).toEqual([
      '/admin-dashboard',
      '/admin-dashboard#applications',
      '/admin-dashboard#affiliates',
      '/admin-dashboard#referrals',
      '/admin/blog',
      '/admin/requests',
    ])
    expect(linksFor(['super_admin'])).toEqual([...linksFor(['moderator']), '/admin/audit', '/admin/outbox', '/admin/csp-reports'])
  })
})
