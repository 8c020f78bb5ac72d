// The one commission rule (docs/decisions/0018): an affiliate earns a share of the final job
// value, never less than the floor nor more than the cap, computed on the server in whole cents
// when a referral is completed. The defaults (5 %, $100 floor, $500 cap) put a typical $5,000
// job at the programme's advertised average of $250. Deployments change them with
// REFERRAL_COMMISSION_BPS, REFERRAL_COMMISSION_FLOOR_CENTS and REFERRAL_COMMISSION_CAP_CENTS.
export type CommissionRule = {
  /** the share of the job value, in basis points (500 = 5 %) */
  rateBasisPoints: number
  floorCents: number
  capCents: number
}

export const DEFAULT_COMMISSION_RULE: CommissionRule = { rateBasisPoints: 500, floorCents: 100_00, capCents: 500_00 }

export function commissionCents(jobValueCents: number, rule: CommissionRule = DEFAULT_COMMISSION_RULE): number {
  if (!Number.isFinite(jobValueCents) || jobValueCents <= 0) return 0
  // a floor above the job itself would pay more than the job: never more than the job value
  const share = Math.round((jobValueCents * rule.rateBasisPoints) / 10_000)
  return Math.min(jobValueCents, Math.min(rule.capCents, Math.max(rule.floorCents, share)))
}

/** The rule in force: the defaults, or whole non-negative numbers from the environment. */
export function commissionRuleFromEnv(env: Record<string, string | undefined> = process.env): CommissionRule {
  const read = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const number = Number(value)
    if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number ≥ 0 (got ${JSON.stringify(value)})`)
    return number
  }
  const rule = {
    rateBasisPoints: read('REFERRAL_COMMISSION_BPS', DEFAULT_COMMISSION_RULE.rateBasisPoints),
    floorCents: read('REFERRAL_COMMISSION_FLOOR_CENTS', DEFAULT_COMMISSION_RULE.floorCents),
    capCents: read('REFERRAL_COMMISSION_CAP_CENTS', DEFAULT_COMMISSION_RULE.capCents),
  }
  if (rule.floorCents > rule.capCents) throw new Error('REFERRAL_COMMISSION_FLOOR_CENTS must not exceed REFERRAL_COMMISSION_CAP_CENTS')
  return rule
}

/** The rule in words, for the dashboards. */
export function describeCommissionRule(rule: CommissionRule) {
  const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`
  return `${rule.rateBasisPoints / 100}% of the final job value, at least ${dollars(rule.floorCents)} and at most ${dollars(rule.capCents)}, credited when the job is completed`
}
