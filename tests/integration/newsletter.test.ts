import { describe, expect, test } from 'vitest'
import { action as subscribe } from '~/routes/newsletter.tsx'
import { loader as confirmLoader } from '~/routes/newsletter.confirm.tsx'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/newsletter.unsubscribe.tsx'
import { loader as outboxLoader } from '~/routes/admin.outbox.tsx'
import { db } from '~/utils/db.server.ts'
import { HONEYPOT_FIELD } from '~/utils/honeypot.ts'
import {
  cookieFrom,
  createUser,
  formRequest,
  getRequest,
  outcome,
  replyErrors,
  uniqueEmail,
  routeArgs,
  sessionCookieFor,
  TEST_CLIENT_ADDRESS,
} from './helpers.ts'

const args = (request: Request) => routeArgs(request)

async function confirmationEmail(to: string) {
  return db.outboundEmail.findMany({ where: { to, subject: 'Confirm your Harper Home newsletter subscription' }, orderBy: { createdAt: 'asc' } })
}
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=[^\\s]+`))
  if (!match) throw new Error(`no ${path} link in:\n${text}`)
  return new URL(match[0])
}
const toast = (headers: Headers) => headers.getSetCookie().some((c) => c.startsWith('harper_toast='))

describe('newsletter subscribe', () => {
  test('header form: stores a pending subscriber, emails the confirmation link, redirects back with a toast', async () => {
    const email = uniqueEmail('news')
    const response = await outcome(
      subscribe(args(formRequest('/newsletter', { source: 'header', email: `  ${email.toUpperCase()} `, redirectTo: '/blog?page=2' }))),
    )
    expect(response.status).toBe(302)
    expect(response.location).toBe('/blog?page=2')
    expect(toast(response.headers)).toBe(true)

    const subscriber = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })
    expect(subscriber).toMatchObject({ source: 'header', confirmedAt: null, unsubscribedAt: null })
    expect(subscriber.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    const [sent] = await confirmationEmail(email)
    expect(sent!.status).toBe('recorded')
    const confirmUrl = linkIn(sent!.text, '/newsletter/confirm')
    // only the hash is stored
    expect(sent!.text).not.toContain(subscriber.confirmTokenHash!)
    expect(linkIn(sent!.text, '/newsletter/unsubscribe')).toBeTruthy()

    const confirmed = await outcome(confirmLoader(args(getRequest(`${confirmUrl.pathname}${confirmUrl.search}`))))
    expect(confirmed.status).toBe(200)
    expect((confirmed.data as { status: string }).status).toBe('confirmed')
    const after = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })
    expect(after.confirmedAt).not.toBeNull()
    expect(after.confirmTokenHash).toBeNull()

    // the link works once
    const again = await outcome(confirmLoader(args(getRequest(`${confirmUrl.pathname}${confirmUrl.search}`))))
    expect(again.status).toBe(400)
  })

  test('footer form requires the name; invalid email gets the spec message; nothing stored', async () => {
    const response = await outcome(subscribe(args(formRequest('/newsletter', { source: 'footer', name: '', email: 'nope' }))))
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.name).toEqual(['Name is required'])
    expect(errors.email).toEqual(['Please enter a valid email address'])
    expect(await db.newsletterSubscriber.count({ where: { email: 'nope' } })).toBe(0)
  })

  test('subscribing again is not an error and reveals nothing; a confirmed address gets no new email', async () => {
    const email = uniqueEmail('twice')
    const first = await outcome(subscribe(args(formRequest('/newsletter', { source: 'footer', name: 'Sam Lee', email }))))
    const [sent] = await confirmationEmail(email)
    const confirmUrl = linkIn(sent!.text, '/newsletter/confirm')
    await outcome(confirmLoader(args(getRequest(`${confirmUrl.pathname}${confirmUrl.search}`))))

    const second = await outcome(subscribe(args(formRequest('/newsletter', { source: 'footer', name: 'Sam Lee', email }))))
    expect(second.status).toBe(first.status)
    expect(second.location).toBe(first.location)
    expect(await confirmationEmail(email)).toHaveLength(1)
    expect(await db.newsletterSubscriber.count({ where: { email } })).toBe(1)
  })

  test('an expired confirmation link answers 410', async () => {
    const email = uniqueEmail('expired')
    await outcome(subscribe(args(formRequest('/newsletter', { source: 'header', email }))))
    const [sent] = await confirmationEmail(email)
    await db.newsletterSubscriber.update({ where: { email }, data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } })
    const url = linkIn(sent!.text, '/newsletter/confirm')
    const response = await outcome(confirmLoader(args(getRequest(`${url.pathname}${url.search}`))))
    expect(response.status).toBe(410)
    expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull()
  })

  test('a filled honeypot answers like success and stores nothing', async () => {
    const email = uniqueEmail('bot')
    const response = await outcome(subscribe(args(formRequest('/newsletter', { source: 'header', email, [HONEYPOT_FIELD]: 'x' }))))
    expect(response.status).toBe(302)
    expect(await db.newsletterSubscriber.count({ where: { email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { to: email } })).toBe(0)
  })

  test('the sixth post in an hour from one address answers 429', async () => {
    const headers = { [TEST_CLIENT_ADDRESS]: '10.8.8.8' }
    let last
    for (let i = 0; i < 6; i++) last = await outcome(subscribe(args(formRequest('/newsletter', { source: 'header', email: 'bad' }, { headers }))))
    expect(last!.status).toBe(429)
    expect(last!.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(replyErrors(last!.data)['']).toEqual(['Too many requests. Please wait a moment and try again.'])
  })
})

describe('newsletter unsubscribe', () => {
  test('GET only asks; POST unsubscribes with the link confirming gives the subscriber', async () => {
    const email = uniqueEmail('unsub')
    await outcome(subscribe(args(formRequest('/newsletter', { source: 'header', email }))))
    const [sent] = await confirmationEmail(email)
    const confirmUrl = linkIn(sent!.text, '/newsletter/confirm')
    const confirmed = await outcome(confirmLoader(args(getRequest(`${confirmUrl.pathname}${confirmUrl.search}`))))
    const unsubscribeUrl = new URL((confirmed.data as { unsubscribeUrl: string }).unsubscribeUrl)
    const path = `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`

    const ask = await outcome(unsubscribeLoader(args(getRequest(path))))
    expect((ask.data as { status: string }).status).toBe('ask')
    expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt).toBeNull()

    // RFC 8058 one-click: token in the query string
    const done = await outcome(unsubscribeAction(args(formRequest(path, { 'List-Unsubscribe': 'One-Click' }))))
    expect((done.data as { status: string }).status).toBe('unsubscribed')
    expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt).not.toBeNull()

    const bad = await outcome(unsubscribeAction(args(formRequest('/newsletter/unsubscribe', { token: 'forged' }))))
    expect(bad.status).toBe(400)
  })
})

describe('admin outbox', () => {
  test('admins read the emails; others are refused', async () => {
    const admin = await createUser({ roles: ['super_admin'] })
    // signed in, second factor passed (signing in is covered in auth.test.ts and two-factor.test.ts)
    const cookie = await sessionCookieFor(admin.id)
    const email = uniqueEmail('outbox')
    await outcome(subscribe(args(formRequest('/newsletter', { source: 'header', email }))))

    const list = await outcome(outboxLoader(args(getRequest('/admin/outbox', { cookie }))))
    const listData = list.data as { emails: { id: string; to: string }[] }
    const row = listData.emails.find((e) => e.to === email)!
    expect(row).toBeTruthy()
    const one = await outcome(outboxLoader(args(getRequest(`/admin/outbox?id=${row.id}`, { cookie }))))
    expect((one.data as { email: { text: string } }).email.text).toContain('/newsletter/confirm?token=')

    const anonymous = await outcome(outboxLoader(args(getRequest('/admin/outbox'))))
    expect(anonymous.status).toBe(302)
    const affiliate = await createUser({ roles: ['affiliate'] })
    const { action: affiliateLogin } = await import('~/routes/affiliate-auth.tsx')
    const affiliateCookie = cookieFrom(
      await outcome(affiliateLogin(args(formRequest('/affiliate-auth', { email: affiliate.email, password: affiliate.password })))),
    )
    const refused = await outcome(outboxLoader(args(getRequest('/admin/outbox', { cookie: affiliateCookie }))))
    expect(refused.status).toBe(403)
  }, 30_000)
})
