import { describe, expect, test } from 'vitest'
import { action as adminAction, loader as adminLoader } from '~/routes/admin-dashboard.tsx'
import { loader as affiliateLoader } from '~/routes/affiliate-dashboard.tsx'
import { db } from '~/utils/db.server.ts'
import { formRequest, getRequest, outcome, replyErrors } from './helpers.ts'
import { args, signedInAs } from './accounts-helpers.ts'
import { referralScenario } from './lifecycle-helpers.ts'

function transition(cookie: string, fields: Record<string, string>) {
  return outcome(adminAction(args(formRequest('/admin-dashboard', { intent: 'referral-transition', ...fields }, { cookie }))))
}

describe('admins move referrals from All Referrals', () => {
  test('each row offers the allowed transitions; applying one with a note redirects and stores it', async () => {
    const { referral } = await referralScenario()
    const { cookie } = await signedInAs(['moderator'])
    const overview = (await outcome(adminLoader(args(getRequest('/admin-dashboard', { cookie }))))).data as {
      referrals: { rows: { id: string; transitions: string[] }[] }
    }
    expect(overview.referrals.rows.find((row) => row.id === referral.id)?.transitions).toEqual(['match', 'cancel'])

    const applied = await transition(cookie, { referralId: referral.id, transition: 'match', note: 'Matched by phone' })
    expect(applied.status).toBe(302)
    expect(applied.location).toBe('/admin-dashboard#referrals')
    expect(await db.referralEvent.findFirst({ where: { referralId: referral.id } })).toMatchObject({ actorType: 'admin', note: 'Matched by phone' })

    // completing without a job value is refused with the field's message; out of order is a 409
    await transition(cookie, { referralId: referral.id, transition: 'start' })
    const missing = await transition(cookie, { referralId: referral.id, transition: 'complete' })
    expect(missing.status).toBe(400)
    expect(replyErrors(missing.data).jobValue).toEqual(['Enter the final job value'])
    const done = await transition(cookie, { referralId: referral.id, transition: 'complete', jobValue: '4,800' })
    expect(done.status).toBe(302)
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: 'completed', earningsCents: 240_00 })
    const late = await transition(cookie, { referralId: referral.id, transition: 'start' })
    expect(late.status).toBe(409)
    expect(replyErrors(late.data)['']).toEqual(['That change is not allowed from the referral’s current status (completed).'])
  })

  test('non-admins cannot apply transitions; unknown transitions are a 400', async () => {
    const { referral } = await referralScenario()
    const { cookie: affiliateCookie } = await signedInAs(['affiliate'])
    expect((await transition(affiliateCookie, { referralId: referral.id, transition: 'match' })).status).toBe(403)
    const { cookie } = await signedInAs(['super_admin'])
    expect((await transition(cookie, { referralId: referral.id, transition: 'teleport' })).status).toBe(400)
    expect((await transition(cookie, { referralId: 'nope', transition: 'match' })).status).toBe(404)
    expect(await db.referralEvent.count({ where: { referralId: referral.id } })).toBe(0)
  })
})

test('the affiliate sees each referral’s timeline and how their score is made', async () => {
  const { affiliate, referral } = await referralScenario()
  const { cookie } = await signedInAs(['super_admin'])
  await transition(cookie, { referralId: referral.id, transition: 'match', note: 'Roofer confirmed' })
  const loaded = (await outcome(affiliateLoader(args(getRequest(`/affiliate-dashboard?referral=${referral.id}`, { cookie: affiliate.cookie }))))).data as {
    dashboard: { score: { score: number; parts: { key: string; points: number }[] }; profile: { performanceScore: number } }
    referral: { events: { toStatus: string; actorType: string; note: string | null }[] }
  }
  expect(loaded.referral.events).toEqual([expect.objectContaining({ toStatus: 'matched', actorType: 'admin', note: 'Roofer confirmed' })])
  // one open referral: 200 + 0 + 0 + 10
  expect(loaded.dashboard.score.score).toBe(210)
  expect(loaded.dashboard.profile.performanceScore).toBe(210)
  expect(loaded.dashboard.score.parts.map((part) => part.key)).toEqual(['base', 'completion', 'volume', 'pipeline'])
})
