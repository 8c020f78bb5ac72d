import { expect, test } from 'vitest'
import { commissionCents, commissionRuleFrom, DEFAULT_COMMISSION_RULE, describeCommissionRule } from './commission.ts'

test('5% of the job value, at least $100 and at most $500, in whole cents', () => {
  expect(commissionCents(5_000_00)).toBe(250_00)
  expect(commissionCents(6_500_00)).toBe(325_00)
  expect(commissionCents(1_000_00)).toBe(100_00) // 5% is $50: the floor
  expect(commissionCents(28_500_00)).toBe(500_00) // 5% is $1,425: the cap
  expect(commissionCents(4_321_99)).toBe(216_10) // $216.0995 rounds to the cent
})

test('never more than the job itself, nothing for no job value', () => {
  expect(commissionCents(80_00)).toBe(80_00)
  expect(commissionCents(0)).toBe(0)
  expect(commissionCents(-5)).toBe(0)
  expect(commissionCents(Number.NaN)).toBe(0)
})

test('the advertised average of about $250 holds for typical jobs between $2,000 and $8,000', () => {
  const jobs = [2_000_00, 3_500_00, 4_000_00, 5_000_00, 6_000_00, 6_500_00, 8_000_00]
  const average = jobs.reduce((sum, job) => sum + commissionCents(job), 0) / jobs.length
  expect(average).toBeGreaterThan(225_00)
  expect(average).toBeLessThan(275_00)
})

test('the rule is the settings a deployment gives (validated in env.server.ts)', () => {
  const rule = commissionRuleFrom({ REFERRAL_COMMISSION_BPS: 1000, REFERRAL_COMMISSION_FLOOR_CENTS: 0, REFERRAL_COMMISSION_CAP_CENTS: 100000 })
  expect(commissionCents(5_000_00, rule)).toBe(500_00)
  expect(describeCommissionRule(DEFAULT_COMMISSION_RULE)).toBe('5% of the final job value, at least $100 and at most $500, credited when the job is completed')
})
