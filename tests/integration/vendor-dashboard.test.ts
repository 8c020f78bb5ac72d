import { describe, expect, test } from 'vitest'
import { sweepLeadOffers } from '~/service-requests/offers.server.ts'
import { action as vendorAction, loader as vendorLoader } from '~/routes/vendor-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { formRequest, getRequest, outcome, replyErrors } from './helpers.ts'
import { args, signedInAs } from './accounts-helpers.ts'
import { createRequestWithLeads, createVendor, referralScenario } from './lifecycle-helpers.ts'

type Loaded = {
  dashboard: {
    figures: { newMatches: number; revenueCents: number; scheduledJobs: number; messages: number }
    leads: { id: string; status: string; actions: string[]; contact: { email: string } | null; brief: { description: string } }[]
    performance: { completedJobs: number; acceptRatePercent: number | null }
    profile: { serviceTypes: string[]; serviceRadiusMiles: number; available: boolean; licenseExpiresAt: string }
  } | null
}

const load = async (cookie: string) => (await outcome(vendorLoader(args(getRequest('/vendor-dashboard', { cookie }))))).data as Loaded
const post = (cookie: string, fields: Record<string, string>) => outcome(vendorAction(args(formRequest('/vendor-dashboard', fields, { cookie }))))
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('/vendor-dashboard access', () => {
  test('anonymous visitors go to /vendor-login; other roles are refused; a vendor without a profile is told', async () => {
    const anonymous = await outcome(vendorLoader(args(getRequest('/vendor-dashboard'))))
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toMatch(/^\/vendor-login/)
    for (const roles of [['affiliate'], ['super_admin'], ['moderator']] as const) {
      const { cookie } = await signedInAs([...roles])
      expect((await outcome(vendorLoader(args(getRequest('/vendor-dashboard', { cookie }))))).status).toBe(403)
    }
    const { cookie } = await signedInAs(['vendor'])
    expect((await load(cookie)).dashboard).toBeNull()
    expect((await post(cookie, { intent: 'accept', matchId: 'x' })).status).toBe(403)
  })

  test.each(['accept', 'decline', 'schedule', 'start', 'complete', 'update-profile'])(
    '%s: anonymous is sent to sign in, other roles get 403',
    async (intent) => {
      const fields = {
        intent,
        matchId: 'any',
        reason: 'Fully booked',
        scheduledFor: future(3),
        jobValue: '5000',
        serviceTypes: 'Roofing',
        serviceRadiusMiles: '20',
      }
      const anonymous = await post('', fields)
      expect(anonymous.status).toBe(302)
      expect(anonymous.location).toMatch(/^\/vendor-login/)
      for (const roles of [['affiliate'], ['super_admin']] as const) {
        const { cookie } = await signedInAs([...roles])
        expect((await post(cookie, fields)).status).toBe(403)
      }
    },
  )
})

describe('a vendor works a lead', () => {
  test('offer → accept (contact shown, others withdrawn) → schedule → start → complete, the referral and request in step', async () => {
    const { affiliate, vendors, matches, referral, request } = await referralScenario({ vendors: 2 })
    const [first, second] = vendors
    await sweepLeadOffers()
    let view = await load(first.cookie)
    expect(view.dashboard!.figures.newMatches).toBe(1)
    expect(view.dashboard!.leads[0]).toMatchObject({ id: matches[0].id, status: 'offered', actions: ['accept', 'decline'], contact: null })
    expect(view.dashboard!.leads[0].brief.description).toBe('Leak over the kitchen after the storm.')
    // the second-ranked vendor waits its turn: nothing in their inbox yet
    expect((await load(second.cookie)).dashboard!.leads).toEqual([])

    const accepted = await post(first.cookie, { intent: 'accept', matchId: matches[0].id })
    expect(accepted.status).toBe(302)
    expect(accepted.location).toBe('/vendor-dashboard#leads')
    view = await load(first.cookie)
    expect(view.dashboard!.leads[0]).toMatchObject({ status: 'accepted', contact: { email: request.contactEmail } })
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[1].id } })).status).toBe('withdrawn')
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: 'matched', vendorProfileId: first.profile.id })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('matched')
    expect(await db.outboundEmail.findFirst({ where: { to: request.contactEmail, subject: { contains: 'accepted your Roofing request' } } })).not.toBeNull()

    const past = await post(first.cookie, { intent: 'schedule', matchId: matches[0].id, scheduledFor: '2020-01-01' })
    expect(past.status).toBe(400)
    expect(replyErrors(past.data).scheduledFor).toEqual(['Choose today or a later date'])
    expect((await post(first.cookie, { intent: 'schedule', matchId: matches[0].id, scheduledFor: future(5) })).status).toBe(302)
    expect((await load(first.cookie)).dashboard!.figures.scheduledJobs).toBe(1)

    expect((await post(first.cookie, { intent: 'start', matchId: matches[0].id })).status).toBe(302)
    expect((await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).status).toBe('in_progress')

    const badValue = await post(first.cookie, { intent: 'complete', matchId: matches[0].id, jobValue: 'lots' })
    expect(badValue.status).toBe(400)
    expect((await post(first.cookie, { intent: 'complete', matchId: matches[0].id, jobValue: '$7,200.50' })).status).toBe(302)
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({
      status: 'completed',
      jobValueCents: 7_200_50,
      earningsCents: 360_03,
    })
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('closed')
    view = await load(first.cookie)
    expect(view.dashboard!.figures.revenueCents).toBe(7_200_50)
    expect(view.dashboard!.performance).toMatchObject({ completedJobs: 1, acceptRatePercent: 100 })
    // messages routed to this vendor are counted; another vendor's are not
    for (const vendor of [first, first, second]) {
      await db.contactMessage.create({
        data: {
          name: 'Homeowner',
          email: 'owner@example.com',
          role: 'homeowner',
          subject: 'Quote',
          message: 'Hello',
          routedTo: 'vendor',
          vendorProfileId: vendor.profile.id,
        },
      })
    }
    expect((await load(first.cookie)).dashboard!.figures.messages).toBe(view.dashboard!.figures.messages + 2)
    expect(view.dashboard!.profile).toMatchObject({ serviceTypes: ['Roofing'], available: true })
    const events = await db.referralEvent.findMany({ where: { referralId: referral.id }, orderBy: { createdAt: 'asc' } })
    expect(events.map((event) => [event.toStatus, event.actorType])).toEqual([
      ['matched', 'vendor'],
      ['in_progress', 'vendor'],
      ['completed', 'vendor'],
    ])
    expect(await db.outboundEmail.count({ where: { to: affiliate.profile.email } })).toBe(3)

    // the same form posted again (a double click) changes nothing
    expect((await post(first.cookie, { intent: 'complete', matchId: matches[0].id, jobValue: '9000' })).status).toBe(302)
    expect((await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).earningsCents).toBe(360_03)
  })

  test('declining needs a reason and passes the lead to the next ranked vendor; the homeowner is told', async () => {
    const { vendors, matches, request } = await referralScenario({ vendors: 2 })
    await sweepLeadOffers()
    const noReason = await post(vendors[0].cookie, { intent: 'decline', matchId: matches[0].id })
    expect(noReason.status).toBe(400)
    expect(replyErrors(noReason.data).reason).toEqual(['Choose a reason for declining'])
    expect((await post(vendors[0].cookie, { intent: 'decline', matchId: matches[0].id, reason: 'Fully booked', detail: 'Until March' })).status).toBe(302)
    expect(await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).toMatchObject({
      status: 'declined',
      declineReason: 'Fully booked: Until March',
    })
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[1].id } })).status).toBe('offered')
    expect(await db.outboundEmail.count({ where: { to: request.contactEmail, subject: 'We are connecting you with another pro' } })).toBe(1)
    expect((await load(vendors[1].cookie)).dashboard!.figures.newMatches).toBe(1)
  })

  test('another vendor’s lead is refused like a missing one, for every action, and nothing moves', async () => {
    const { matches } = await referralScenario({ vendors: 1 })
    await sweepLeadOffers()
    const intruder = await createVendor()
    const attempts: Record<string, string>[] = [
      { intent: 'accept' },
      { intent: 'decline', reason: 'Other' },
      { intent: 'schedule', scheduledFor: future(2) },
      { intent: 'start' },
      { intent: 'complete', jobValue: '100' },
    ]
    for (const fields of attempts) {
      const answer = await post(intruder.cookie, { ...fields, matchId: matches[0].id })
      expect(answer.status).toBe(404)
      expect(replyErrors(answer.data)['']).toEqual(['Lead not found.'])
    }
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: matches[0].id } })).status).toBe('offered')
  })

  test('out-of-order actions are a 409 naming where the lead is; unknown intents are a 400', async () => {
    const vendor = await createVendor()
    const { matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id] })
    await sweepLeadOffers()
    const early = await post(vendor.cookie, { intent: 'complete', matchId: matches[0].id, jobValue: '500' })
    expect(early.status).toBe(409)
    expect(replyErrors(early.data)['']).toEqual(['This lead has moved on since you opened the page. It is now offered.'])
    expect((await post(vendor.cookie, { intent: 'teleport', matchId: matches[0].id })).status).toBe(400)
  })
})

test('a vendor edits service types, radius, availability and credential expiry dates', async () => {
  const vendor = await createVendor()
  const invalid = await post(vendor.cookie, { intent: 'update-profile', serviceRadiusMiles: '500' })
  expect(invalid.status).toBe(400)
  expect(replyErrors(invalid.data)).toMatchObject({
    serviceTypes: ['Choose at least one service type'],
    serviceRadiusMiles: ['The service radius must be between 1 and 200 miles'],
  })
  const body = new URLSearchParams([
    ['intent', 'update-profile'],
    ['serviceTypes', 'Roofing'],
    ['serviceTypes', 'General Contracting'],
    ['serviceRadiusMiles', '40'],
    ['licenseExpiresAt', '2027-06-30'],
  ])
  const saved = await outcome(
    vendorAction(
      args(
        new Request('http://localhost:3000/vendor-dashboard', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: vendor.cookie },
        }),
      ),
    ),
  )
  expect(saved.status).toBe(302)
  const view = await load(vendor.cookie)
  expect(view.dashboard!.profile).toMatchObject({
    serviceTypes: expect.arrayContaining(['Roofing', 'General Contracting']),
    serviceRadiusMiles: 40,
    available: false,
    licenseExpiresAt: '2027-06-30',
  })
  expect((await db.vendorProfile.findUniqueOrThrow({ where: { id: vendor.profile.id } })).searchText).toContain('general contracting')
})
