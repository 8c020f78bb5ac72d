import crypto from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadChatMessages } from '~/chat/chat.server.ts'
import { CONSENT_YES } from '~/harper/policy.ts'
import { action as releaseAction, loader as heldRequestsLoader } from '~/routes/admin.requests.tsx'
import { action } from '~/routes/resources/harper.messages.ts'
import { requestReference } from '~/service-requests/create-request.server.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'
import { signedInAs } from './accounts-helpers.ts'
import { ensureSeededVendors, formRequest, getRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS, uniqueEmail } from './helpers.ts'

// Lead spam (issue 22 item 4): chats taken to consent from rotating addresses must not turn into
// an unbounded number of requests and vendor emails; the same contact asking twice for the same
// trade is one request. Through the chat route, against the real database.

beforeAll(ensureSeededVendors, 60_000)

function cookieAfter(cookie: string, headers: Headers) {
  const set = headers.getSetCookie().find((line) => line.startsWith('harper_chat='))
  return set ? set.split(';')[0]! : cookie
}

/** A homeowner's chat from one address, up to and including the consent button. */
async function chatToConsent({
  address,
  email,
  phone,
  job = 'my roof is leaking into the bedroom, 32931',
}: {
  address: string
  email: string
  phone: string
  job?: string
}) {
  let cookie = ''
  const steps = [`${job}, need it asap, budget about $8,000, 15 year old shingle roof, no insurance claim`, "I'm Dana Reyes", `${email} or ${phone}`, 'no']
  for (const message of [...steps, CONSENT_YES]) {
    const fields: Record<string, string> = message === CONSENT_YES ? { suggestion: message } : { message }
    const response = await outcome(
      action(routeArgs(formRequest('/harper/messages', { ...fields, redirectTo: '/' }, { cookie, headers: { [TEST_CLIENT_ADDRESS]: address } }))),
    )
    expect(response.status).toBe(303)
    cookie = cookieAfter(cookie, response.headers)
  }
  const messages = await loadChatMessages(getRequest('/', { cookie }))
  return { cookie, reply: messages.at(-1)!.content }
}

const vendorEmailsSince = async (since: Date) => {
  const vendors = await db.vendorProfile.findMany({ select: { email: true } })
  return db.outboundEmail.count({ where: { createdAt: { gte: since }, to: { in: vendors.map((vendor) => vendor.email) } } })
}

const phoneFor = (index: number) => `(321) 4${String(index).padStart(2, '0')}-${String(crypto.randomInt(10_000)).padStart(4, '0')}`

describe('caps on requests from Harper', () => {
  // first: its requests are sent (the flood below uses up the hourly budget)
  test('the same contact asking for the same trade twice in a day is one request: no second request, no second round of vendor emails', async () => {
    const email = uniqueEmail('twice')
    const phone = phoneFor(99)
    await chatToConsent({ address: '203.0.113.10', email, phone })
    const first = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email } })
    const since = new Date()
    // another chat, another address, the email written differently: the same homeowner
    const again = await chatToConsent({ address: '203.0.113.77', email: email.replace('@', '+again@').toUpperCase(), phone })
    expect(await db.serviceRequest.count({ where: { contactEmail: { startsWith: email.split('@')[0] } } })).toBe(1)
    expect(await vendorEmailsSince(since)).toBe(0)
    expect(await db.outboundEmail.count({ where: { createdAt: { gte: since } } })).toBe(0)
    expect(again.reply).toMatch(/You already asked us for Roofing help today, and that request still stands/)
    expect(again.reply).toMatch(/Its status link is in the email we sent you then/)
    // the second conversation points at the first request
    expect(await db.conversation.count({ where: { serviceRequestId: first.id } })).toBe(2)

    // the phone alone is the same contact too; another trade is a request of its own
    const byPhone = await chatToConsent({ address: '203.0.113.78', email: uniqueEmail('other'), phone: phone.replace(/\D/g, '') })
    expect(byPhone.reply).toMatch(/still stands/)
    await chatToConsent({ address: '203.0.113.79', email, phone, job: 'kitchen sink drain clogged in 32901' })
    expect(await db.serviceRequest.count({ where: { contactEmail: email } })).toBe(2)
  }, 60_000)

  test('many chats taken to consent from rotating addresses: open requests and vendor emails are bounded, the rest held for review and kept', async () => {
    const { HARPER_REQUEST_CAP_PER_HOUR: perHour } = getServerEnv()
    const chats = perHour + 10
    const tag = crypto.randomUUID().slice(0, 8)
    const since = new Date(Date.now() - 1000)
    const replies: string[] = []
    for (let index = 0; index < chats; index++) {
      const { reply } = await chatToConsent({ address: `198.51.${index}.${index + 7}`, email: `flood-${tag}-${index}@example.test`, phone: phoneFor(index) })
      replies.push(reply)
    }
    const requests = await db.serviceRequest.findMany({
      where: { contactEmail: { startsWith: `flood-${tag}-` } },
      select: { id: true, status: true, contactEmail: true, matches: { select: { status: true } } },
    })
    // nothing is dropped: every consent is a stored request
    expect(requests).toHaveLength(chats)
    const open = requests.filter((request) => request.status === 'open')
    const held = requests.filter((request) => request.status === 'held')
    expect(open.length).toBeLessThanOrEqual(perHour)
    expect(held.length).toBeGreaterThanOrEqual(chats - perHour)
    // a held request offers nobody the lead, and no vendor nor homeowner is emailed about it
    for (const request of held) expect(request.matches.every((match) => match.status === 'queued')).toBe(true)
    expect(await db.outboundEmail.count({ where: { to: { in: held.map((request) => request.contactEmail) } } })).toBe(0)
    expect(await vendorEmailsSince(since)).toBeLessThanOrEqual(perHour * 3)
    // the homeowner is told honestly
    expect(replies.filter((reply) => /our team will review it before it goes to any pro; nothing has been sent yet/.test(reply))).toHaveLength(held.length)

    // the admins see every held request, and releasing one offers it to its pros as at consent
    const admin = await signedInAs(['moderator'])
    const listed = (await outcome(heldRequestsLoader(routeArgs(getRequest('/admin/requests', { cookie: admin.cookie }))))).data as {
      requests: { id: string; reference: string }[]
    }
    for (const request of held) expect(listed.requests.map((row) => row.id)).toContain(request.id)
    expect(listed.requests.find((row) => row.id === held[0]!.id)?.reference).toBe(requestReference(held[0]!.id))
    const released = await outcome(
      releaseAction(routeArgs(formRequest('/admin/requests', { intent: 'release', requestId: held[0]!.id }, { cookie: admin.cookie }))),
    )
    expect(released.status).toBe(302)
    const after = await db.serviceRequest.findUniqueOrThrow({ where: { id: held[0]!.id }, include: { matches: true } })
    expect(after.status).toBe('open')
    expect(after.matches.some((match) => match.status === 'offered')).toBe(true)
  }, 180_000)
})
