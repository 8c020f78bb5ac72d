import { describe, expect, test } from 'vitest'
import { createVerificationToken } from '~/accounts/verification.server.ts'
import { offerNextLead } from '~/service-requests/process.server.ts'
import { actOnLead } from '~/leads/vendor-leads.server.ts'
import { requestStatusLink } from '~/service-requests/status-link.server.ts'
import { db } from '~/utils/db.server.ts'
import { action, headers, loader } from '~/routes/requests.status.tsx'
import { createUser, formRequest, getRequest, outcome, routeArgs } from './helpers.ts'
import { createRequestWithLeads, createVendor, referralScenario } from './lifecycle-helpers.ts'

// The homeowner's private status link (issue #12 part 5): the page it opens, and hiring and
// cancelling from it, against a real database.

const DAY = 24 * 60 * 60 * 1000

/** A new request's named matches offered at once, as Harper's intake does. */
async function offerAll(serviceRequestId: string) {
  await db.$transaction((tx) => offerNextLead(tx, serviceRequestId, { now: new Date(), reoffer: false, count: 3 }))
}

async function linkFor(request: { id: string; contactEmail: string }, now?: Date) {
  const link = await requestStatusLink(db, { serviceRequestId: request.id, email: request.contactEmail }, now)
  return new URL(link)
}

const view = (url: URL) => outcome(loader(routeArgs(getRequest(`${url.pathname}${url.search}`))))
const post = (url: URL, fields: Record<string, string>) => outcome(action(routeArgs(formRequest(`${url.pathname}${url.search}`, fields))))
const emailsTo = (to: string) => db.outboundEmail.count({ where: { to } })

describe('the status link', () => {
  test('opens the request: summary, the offered pros in words, no contact details before anyone accepts; private headers', async () => {
    const { request, matches, vendors } = await referralScenario({ vendors: 2 })
    await offerAll(request.id)
    const url = await linkFor(request)
    expect(url.pathname).toBe('/requests/status')
    // only the hash is stored
    const token = url.searchParams.get('token')!
    expect(await db.verification.count({ where: { serviceRequestId: request.id, tokenHash: token } })).toBe(0)
    expect(await db.verification.count({ where: { serviceRequestId: request.id, purpose: 'request_status' } })).toBe(1)

    const answer = await view(url)
    expect(answer.status).toBe(200)
    const { status } = answer.data as Awaited<ReturnType<typeof loader>>
    expect(status).toMatchObject({ serviceType: 'Roofing', state: 'Waiting for a pro to accept', open: true })
    expect(status.summary).toEqual(['Service: Roofing', 'Where: Cocoa Beach, FL 32931', 'Timing: Within 7 Days', 'Budget: $5,001 - $10,000'])
    expect(status.vendors).toEqual([
      {
        matchId: matches[0].id,
        companyName: vendors[0].profile.companyName,
        state: 'Offered: waiting for their answer',
        hired: false,
        contact: null,
        canHire: true,
      },
      {
        matchId: matches[1].id,
        companyName: vendors[1].profile.companyName,
        state: 'Offered: waiting for their answer',
        hired: false,
        contact: null,
        canHire: true,
      },
    ])
    const sent = new Headers(
      headers({ loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined } as never),
    )
    expect(sent.get('Cache-Control')).toBe('private, no-store')
    expect(sent.get('Referrer-Policy')).toBe('same-origin')
  })

  test('a wrong, an expired or a password token opens nothing: 404 with no details', async () => {
    const { request } = await createRequestWithLeads({ vendorIds: [(await createVendor({ signedIn: false })).profile.id] })
    const valid = await linkFor(request)
    const expired = await linkFor(request, new Date(Date.now() - 91 * DAY))
    const user = await createUser()
    const { token: passwordToken } = await createVerificationToken({ purpose: 'password_reset', email: user.email, userId: user.id })
    for (const token of ['', 'not-a-token', `${valid.searchParams.get('token')}x`, expired.searchParams.get('token')!, passwordToken]) {
      const url = new URL(`/requests/status?token=${encodeURIComponent(token)}`, valid)
      const answer = await view(url)
      expect(answer.status).toBe(404)
      expect(answer.data).toEqual({ error: 'This link is not valid or has expired.' })
      expect((await post(url, { intent: 'cancel' })).status).toBe(404)
    }
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('open')
    // a link 89 days old still works
    expect((await view(await linkFor(request, new Date(Date.now() - 89 * DAY)))).status).toBe(200)
  })

  test('the accepted email carries a link, and the page then shows who accepted and how to reach them', async () => {
    const { request, matches, vendors } = await referralScenario({ vendors: 2 })
    await offerAll(request.id)
    expect(await actOnLead(vendors[1].user!.id, { intent: 'accept', matchId: matches[1].id })).toEqual({ status: 'done', intent: 'accept' })
    const email = await db.outboundEmail.findFirstOrThrow({ where: { to: request.contactEmail, subject: { contains: 'accepted your Roofing request' } } })
    const link = email.text.match(/https?:\/\/\S+\/requests\/status\?token=[\w-]+/)?.[0]
    expect(link).toBeTruthy()
    const { status } = (await view(new URL(link!))).data as Awaited<ReturnType<typeof loader>>
    expect(status.state).toBe('A pro accepted your request')
    expect(status.vendors.map((vendor) => [vendor.companyName, vendor.state, vendor.canHire])).toEqual([
      [vendors[0].profile.companyName, 'Withdrawn: another pro took the job', false],
      [vendors[1].profile.companyName, 'Accepted your request', true],
    ])
    expect(status.vendors[1].contact).toMatchObject({ contactName: 'Val Vendor', email: vendors[1].profile.email })
    expect(status.timeline).toEqual([{ on: expect.any(String), step: 'A pro accepted the job by the pro' }])
  })
  test('the email that no pro took the job carries a link too, and it opens this request', async () => {
    const { request, matches, vendors } = await referralScenario({ vendors: 1 })
    await offerAll(request.id)
    await actOnLead(vendors[0].user!.id, { intent: 'decline', matchId: matches[0].id, reason: 'Fully booked' })
    const email = await db.outboundEmail.findFirstOrThrow({ where: { to: request.contactEmail, subject: 'We are still looking for your pro' } })
    const link = email.text.match(/https?:\/\/\S+\/requests\/status\?token=[\w-]+/)?.[0]
    const { status } = (await view(new URL(link!))).data as Awaited<ReturnType<typeof loader>>
    expect(status.vendors.map((vendor) => vendor.state)).toEqual(['Declined'])
  })
})

describe('marking a pro hired', () => {
  test('a pro only offered the job, nobody accepted yet: accepted on their behalf by the homeowner, others withdrawn, referral matched; twice changes nothing', async () => {
    const { request, matches, vendors, referral, affiliate } = await referralScenario({ vendors: 2 })
    await offerAll(request.id)
    const url = await linkFor(request)
    const [vendorMails, agentMails] = [await emailsTo(vendors[0].profile.email), await emailsTo(affiliate.profile.email)]

    const first = await post(url, { intent: 'hire', matchId: matches[0].id })
    expect(first.status).toBe(302)
    expect(first.location).toBe(`/requests/status${url.search}`)
    const hired = await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })
    expect(hired).toMatchObject({ status: 'accepted', hiredAt: expect.any(Date) })
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[1].id } })).status).toBe('withdrawn')
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('matched')
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: 'matched', vendorProfileId: vendors[0].profile.id })
    const events = await db.referralEvent.findMany({ where: { referralId: referral.id } })
    expect(events.map((event) => [event.transition, event.actorType])).toEqual([['match', 'homeowner']])
    const vendorMail = await db.outboundEmail.findFirstOrThrow({ where: { to: vendors[0].profile.email }, orderBy: { createdAt: 'desc' } })
    expect(vendorMail.subject).toContain('hired')
    expect(vendorMail.text).toContain('the lead is now accepted for you')
    expect(await emailsTo(vendors[0].profile.email)).toBe(vendorMails + 1)
    expect(await emailsTo(affiliate.profile.email)).toBe(agentMails + 1)

    const second = await post(url, { intent: 'hire', matchId: matches[0].id })
    expect(second.status).toBe(302)
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).hiredAt).toEqual(hired.hiredAt)
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(1)
    expect(await emailsTo(vendors[0].profile.email)).toBe(vendorMails + 1)
    expect(await emailsTo(affiliate.profile.email)).toBe(agentMails + 1)
    // the withdrawn pro cannot be hired now
    await post(url, { intent: 'hire', matchId: matches[1].id })
    expect(await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[1].id } })).toMatchObject({ status: 'withdrawn', hiredAt: null })
  })

  test('the pro who accepted: the hire is recorded and the pro told; lead, request and referral stay where the accept put them', async () => {
    const { request, matches, vendors, referral } = await referralScenario({ vendors: 1 })
    await offerAll(request.id)
    await actOnLead(vendors[0].user!.id, { intent: 'accept', matchId: matches[0].id })
    const url = await linkFor(request)
    const before = await emailsTo(vendors[0].profile.email)
    await post(url, { intent: 'hire', matchId: matches[0].id })
    await post(url, { intent: 'hire', matchId: matches[0].id })
    expect(await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).toMatchObject({ status: 'accepted', hiredAt: expect.any(Date) })
    expect((await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).status).toBe('matched')
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(1)
    expect(await emailsTo(vendors[0].profile.email)).toBe(before + 1)
    const { status } = (await view(url)).data as Awaited<ReturnType<typeof loader>>
    expect(status.vendors[0]).toMatchObject({ hired: true, canHire: false })
  })

  test("another request's link cannot hire this request's pro", async () => {
    const { request, matches } = await referralScenario({ vendors: 1 })
    const other = await createRequestWithLeads({ vendorIds: [(await createVendor({ signedIn: false })).profile.id] })
    await offerAll(request.id)
    await offerAll(other.request.id)
    const otherUrl = await linkFor(other.request)
    expect((await post(otherUrl, { intent: 'hire', matchId: matches[0].id })).status).toBe(404)
    expect(await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).toMatchObject({ status: 'offered', hiredAt: null })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('open')
  })
})

describe('cancelling the request', () => {
  test('closes the request, cancels its leads and the referral as the homeowner, emails the pros and the agent; twice changes nothing', async () => {
    const { request, matches, vendors, referral, affiliate } = await referralScenario({ vendors: 3 })
    // two offered, the third a backup nobody contacted; the first pro accepts (the others are withdrawn)
    await db.$transaction((tx) => offerNextLead(tx, request.id, { now: new Date(), reoffer: false, count: 2 }))
    await actOnLead(vendors[0].user!.id, { intent: 'accept', matchId: matches[0].id })
    const url = await linkFor(request)
    const before = await Promise.all([...vendors.map((vendor) => emailsTo(vendor.profile.email)), emailsTo(affiliate.profile.email)])

    const first = await post(url, { intent: 'cancel' })
    expect(first.status).toBe(302)
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('closed')
    const leads = await db.serviceRequestMatch.findMany({ where: { serviceRequestId: request.id }, orderBy: { rank: 'asc' } })
    expect(leads.map((lead) => lead.status)).toEqual(['cancelled', 'withdrawn', 'withdrawn'])
    expect((await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).status).toBe('cancelled')
    const events = await db.referralEvent.findMany({ where: { referralId: referral.id }, orderBy: { createdAt: 'asc' } })
    expect(events.map((event) => [event.transition, event.actorType])).toEqual([
      ['match', 'vendor'],
      ['cancel', 'homeowner'],
    ])
    const after = await Promise.all([...vendors.map((vendor) => emailsTo(vendor.profile.email)), emailsTo(affiliate.profile.email)])
    // the pro who had accepted and the agent hear; the withdrawn pro and the uncontacted backup do not
    expect(after.map((count, index) => count - before[index])).toEqual([1, 0, 0, 1])
    const notice = await db.outboundEmail.findFirstOrThrow({ where: { to: vendors[0].profile.email }, orderBy: { createdAt: 'desc' } })
    expect(notice.subject).toBe('Request cancelled: Roofing in 32931')

    const second = await post(url, { intent: 'cancel' })
    expect(second.status).toBe(302)
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(2)
    const again = await Promise.all([...vendors.map((vendor) => emailsTo(vendor.profile.email)), emailsTo(affiliate.profile.email)])
    expect(again).toEqual(after)
    const { status } = (await view(url)).data as Awaited<ReturnType<typeof loader>>
    expect(status).toMatchObject({ state: 'Cancelled', open: false })
    expect(status.vendors.every((vendor) => !vendor.canHire)).toBe(true)
    expect(status.timeline.at(-1)?.step).toBe('Request cancelled by you')
    // and nobody can be hired any more
    await post(url, { intent: 'hire', matchId: matches[1].id })
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[1].id } })).hiredAt).toBeNull()
  })

  test('a request without an agent: request closed, offered pros cancelled and told', async () => {
    const vendor = await createVendor({ signedIn: false })
    const { request, matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
    await offerAll(request.id)
    const url = await linkFor(request)
    const before = await emailsTo(vendor.profile.email)
    await post(url, { intent: 'cancel' })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('closed')
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).status).toBe('cancelled')
    expect(await emailsTo(vendor.profile.email)).toBe(before + 1)
  })

  test("another request's link cancels only its own request", async () => {
    const mine = await createRequestWithLeads({ vendorIds: [(await createVendor({ signedIn: false })).profile.id] })
    const theirs = await createRequestWithLeads({ vendorIds: [(await createVendor({ signedIn: false })).profile.id] })
    await post(await linkFor(theirs.request), { intent: 'cancel' })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: theirs.request.id } })).status).toBe('closed')
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: mine.request.id } })).status).toBe('open')
  })

  test('a body of the wrong shape is a 400 and moves nothing', async () => {
    const { request } = await createRequestWithLeads({ vendorIds: [(await createVendor({ signedIn: false })).profile.id] })
    const url = await linkFor(request)
    const bodies: Record<string, string>[] = [{}, { intent: 'delete' }, { intent: 'hire' }, { intent: 'hire', matchId: 'x'.repeat(65) }]
    for (const fields of bodies) {
      expect((await post(url, fields)).status).toBe(400)
    }
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('open')
  })
})
