import { describe, expect, test } from 'vitest'
import { runTransition, type TransitionInput } from '~/service-requests/process.server.ts'
import { PROCESS } from '~/service-requests/process.ts'
import { db } from '~/utils/db.server.ts'
import { referralScenario } from './lifecycle-helpers.ts'

// Every transition of the service request's process (app/service-requests/process.ts), applied
// once through runTransition from a state it may leave, with what its effects must have done to
// the request, its leads, its referral and the outbox. The last test checks that no transition
// of the table is left unwalked.

const walked = new Set<string>()

/** A request with two ranked vendors' leads and an agent's pending referral, set to the given states. */
async function arrange({
  request = 'open',
  leads = ['queued', 'queued'],
  referral = 'pending',
  earningsCents = 0,
}: { request?: string; leads?: string[]; referral?: string; earningsCents?: number } = {}) {
  const scenario = await referralScenario({ vendors: 2 })
  await db.serviceRequest.update({ where: { id: scenario.request.id }, data: { status: request } })
  for (const [index, status] of leads.entries()) {
    await db.serviceRequestMatch.update({ where: { id: scenario.matches[index]!.id }, data: { status, offeredAt: status === 'queued' ? null : new Date() } })
  }
  await db.referral.update({ where: { id: scenario.referral.id }, data: { status: referral, earningsCents } })
  const vendor = scenario.vendors[0]!
  return {
    ...scenario,
    leadIds: scenario.matches.map((match) => match.id),
    vendorActor: { type: 'vendor' as const, userId: vendor.user!.id },
    async state() {
      const row = await db.serviceRequest.findUniqueOrThrow({
        where: { id: scenario.request.id },
        select: { status: true, matches: { orderBy: { rank: 'asc' }, select: { status: true } }, referral: { select: { status: true, earningsCents: true } } },
      })
      return {
        request: row.status,
        leads: row.matches.map((match) => match.status),
        referral: row.referral!.status,
        earningsCents: row.referral!.earningsCents,
      }
    },
    /** how many emails went to each party since arrange() */
    async emailed() {
      const count = (to: string) => db.outboundEmail.count({ where: { to } })
      return {
        homeowner: await count(scenario.request.contactEmail),
        vendors: await Promise.all(scenario.vendors.map((row) => count(row.profile.email))),
        affiliate: await count(scenario.affiliate.profile.email),
      }
    },
  }
}

async function walk(input: TransitionInput) {
  walked.add(`${input.subject}.${input.transition}`)
  return runTransition(input)
}

const admin = { type: 'admin' } as const
const system = { type: 'system' } as const
const homeowner = { type: 'homeowner' } as const

describe('the request', () => {
  test('release: a held request opens and its named leads are offered, each vendor emailed', async () => {
    const s = await arrange({ request: 'held' })
    expect(await walk({ subject: 'request', id: s.request.id, transition: 'release', actor: admin })).toMatchObject({ status: 'applied', to: 'open' })
    expect(await s.state()).toMatchObject({ request: 'open', leads: ['offered', 'offered'], referral: 'pending' })
    expect((await s.emailed()).vendors).toEqual([1, 1])
  })

  test('match and close move the request alone (the system applies them in step)', async () => {
    const s = await arrange()
    expect(await walk({ subject: 'request', id: s.request.id, transition: 'match', actor: system })).toMatchObject({ status: 'applied', to: 'matched' })
    expect(await walk({ subject: 'request', id: s.request.id, transition: 'close', actor: system })).toMatchObject({ status: 'applied', to: 'closed' })
    expect(await s.state()).toMatchObject({ request: 'closed', leads: ['queued', 'queued'], referral: 'pending' })
  })

  test('cancel: the homeowner closes it; the offered vendor and the agent are told; leads and referral cancelled', async () => {
    const s = await arrange({ leads: ['offered', 'queued'] })
    expect(await walk({ subject: 'request', id: s.request.id, transition: 'cancel', actor: homeowner })).toMatchObject({ status: 'applied' })
    expect(await s.state()).toMatchObject({ request: 'closed', leads: ['cancelled', 'cancelled'], referral: 'cancelled' })
    expect(await s.emailed()).toEqual({ homeowner: 0, vendors: [1, 0], affiliate: 1 })
    // a second cancel changes nothing and sends nothing
    expect(await walk({ subject: 'request', id: s.request.id, transition: 'cancel', actor: homeowner })).toMatchObject({ status: 'unchanged' })
    expect(await s.emailed()).toEqual({ homeowner: 0, vendors: [1, 0], affiliate: 1 })
  })
})

describe('a lead', () => {
  test('offer, withdraw and cancel move the lead alone', async () => {
    const s = await arrange()
    const [first, second] = s.leadIds as [string, string]
    expect(await walk({ subject: 'lead', id: first, transition: 'offer', actor: system })).toMatchObject({ status: 'applied', to: 'offered' })
    expect(await walk({ subject: 'lead', id: second, transition: 'withdraw', actor: system })).toMatchObject({ status: 'applied', to: 'withdrawn' })
    expect(await walk({ subject: 'lead', id: first, transition: 'cancel', actor: admin })).toMatchObject({ status: 'applied', to: 'cancelled' })
    expect(await s.state()).toMatchObject({ request: 'open', leads: ['cancelled', 'withdrawn'], referral: 'pending' })
  })

  test('accept: the other offer withdrawn, the request and the referral matched, homeowner and agent emailed', async () => {
    const s = await arrange({ leads: ['offered', 'offered'] })
    expect(await walk({ subject: 'lead', id: s.leadIds[0]!, transition: 'accept', actor: s.vendorActor })).toMatchObject({ status: 'applied', to: 'accepted' })
    expect(await s.state()).toMatchObject({ request: 'matched', leads: ['accepted', 'withdrawn'], referral: 'matched' })
    expect(await s.emailed()).toEqual({ homeowner: 1, vendors: [0, 0], affiliate: 1 })
    expect((await db.referral.findUniqueOrThrow({ where: { id: s.referral.id } })).vendorProfileId).toBe(s.vendors[0]!.profile.id)
  })

  test('decline and expire: the next ranked vendor is offered the lead (re-match) and the homeowner told', async () => {
    for (const [transition, actor] of [
      ['decline', 'vendor'],
      ['expire', 'system'],
    ] as const) {
      const s = await arrange({ leads: ['offered', 'queued'] })
      const outcome = await walk({ subject: 'lead', id: s.leadIds[0]!, transition, actor: actor === 'vendor' ? s.vendorActor : system })
      expect(outcome).toMatchObject({ status: 'applied' })
      expect(await s.state()).toMatchObject({ request: 'open', leads: [transition === 'decline' ? 'declined' : 'expired', 'offered'], referral: 'pending' })
      expect(await s.emailed()).toEqual({ homeowner: 1, vendors: [0, 1], affiliate: 0 })
    }
  })

  test('schedule keeps the rest where it is; start moves the referral in step', async () => {
    const s = await arrange({ request: 'matched', leads: ['accepted', 'withdrawn'], referral: 'matched' })
    const id = s.leadIds[0]!
    expect(await walk({ subject: 'lead', id, transition: 'schedule', actor: s.vendorActor, data: { scheduledFor: new Date() } })).toMatchObject({
      status: 'applied',
      to: 'scheduled',
    })
    expect(await s.state()).toMatchObject({ request: 'matched', leads: ['scheduled', 'withdrawn'], referral: 'matched' })
    expect(await walk({ subject: 'lead', id, transition: 'start', actor: s.vendorActor })).toMatchObject({ status: 'applied', to: 'in_progress' })
    expect(await s.state()).toMatchObject({ request: 'matched', leads: ['in_progress', 'withdrawn'], referral: 'in_progress' })
  })

  test('complete: the request closed, the referral completed with its earnings', async () => {
    const s = await arrange({ request: 'matched', leads: ['in_progress', 'withdrawn'], referral: 'in_progress' })
    const outcome = await walk({ subject: 'lead', id: s.leadIds[0]!, transition: 'complete', actor: s.vendorActor, data: { jobValueCents: 6_500_00 } })
    expect(outcome).toMatchObject({ status: 'applied', to: 'completed' })
    expect(await s.state()).toEqual({ request: 'closed', leads: ['completed', 'withdrawn'], referral: 'completed', earningsCents: 325_00 })
    expect((await s.emailed()).affiliate).toBe(1)
  })
})

describe('the referral', () => {
  test('match: the request matched, the agent emailed', async () => {
    const s = await arrange()
    expect(await walk({ subject: 'referral', id: s.referral.id, transition: 'match', actor: admin })).toMatchObject({ status: 'applied', to: 'matched' })
    expect(await s.state()).toMatchObject({ request: 'matched', leads: ['queued', 'queued'], referral: 'matched' })
    expect((await s.emailed()).affiliate).toBe(1)
  })

  test('start: the accepted lead starts in step', async () => {
    const s = await arrange({ request: 'matched', leads: ['accepted', 'withdrawn'], referral: 'matched' })
    expect(await walk({ subject: 'referral', id: s.referral.id, transition: 'start', actor: admin })).toMatchObject({ status: 'applied' })
    expect(await s.state()).toMatchObject({ request: 'matched', leads: ['in_progress', 'withdrawn'], referral: 'in_progress' })
  })

  test('complete: guarded by the job value; credits earnings, closes the request, completes the lead', async () => {
    const s = await arrange({ request: 'matched', leads: ['in_progress', 'withdrawn'], referral: 'in_progress' })
    expect(await walk({ subject: 'referral', id: s.referral.id, transition: 'complete', actor: admin })).toEqual({ status: 'job-value-required' })
    expect(await s.state()).toMatchObject({ referral: 'in_progress', leads: ['in_progress', 'withdrawn'] })
    const outcome = await walk({ subject: 'referral', id: s.referral.id, transition: 'complete', actor: admin, jobValueCents: 6_500_00 })
    expect(outcome).toMatchObject({ status: 'applied', earningsDeltaCents: 325_00 })
    expect(await s.state()).toEqual({ request: 'closed', leads: ['completed', 'withdrawn'], referral: 'completed', earningsCents: 325_00 })
    expect((await db.serviceRequestMatch.findUniqueOrThrow({ where: { id: s.leadIds[0]! } })).jobValueCents).toBe(6_500_00)
  })

  test('cancel: the request closed and its live leads cancelled', async () => {
    const s = await arrange({ request: 'matched', leads: ['accepted', 'withdrawn'], referral: 'matched' })
    expect(await walk({ subject: 'referral', id: s.referral.id, transition: 'cancel', actor: admin })).toMatchObject({ status: 'applied', to: 'cancelled' })
    expect(await s.state()).toMatchObject({ request: 'closed', leads: ['cancelled', 'withdrawn'], referral: 'cancelled' })
  })

  test('reverse: a completed referral cancelled, its earnings taken back', async () => {
    const s = await arrange({ request: 'closed', leads: ['completed', 'withdrawn'], referral: 'completed', earningsCents: 325_00 })
    expect(await walk({ subject: 'referral', id: s.referral.id, transition: 'reverse', actor: admin })).toMatchObject({
      status: 'applied',
      earningsDeltaCents: -325_00,
    })
    expect(await s.state()).toEqual({ request: 'closed', leads: ['completed', 'withdrawn'], referral: 'cancelled', earningsCents: 0 })
  })
})

test('every transition of the table was walked above', () => {
  const table = Object.entries(PROCESS).flatMap(([subject, transitions]) => Object.keys(transitions).map((name) => `${subject}.${name}`))
  expect([...walked].sort()).toEqual(table.sort())
})
