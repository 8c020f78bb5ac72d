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

/** The rule in force, from the settings app/utils/env.server.ts validated (whole numbers, floor ≤ cap). */
export function commissionRuleFrom(settings: {
  REFERRAL_COMMISSION_BPS: number
  REFERRAL_COMMISSION_FLOOR_CENTS: number
  REFERRAL_COMMISSION_CAP_CENTS: number
}): CommissionRule {
  return {
    rateBasisPoints: settings.REFERRAL_COMMISSION_BPS,
    floorCents: settings.REFERRAL_COMMISSION_FLOOR_CENTS,
    capCents: settings.REFERRAL_COMMISSION_CAP_CENTS,
  }
}

/** The rule in words, for the dashboards. */
export function describeCommissionRule(rule: CommissionRule) {
  const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`
  return `${rule.rateBasisPoints / 100}% of the final job value, at least ${dollars(rule.floorCents)} and at most ${dollars(rule.capCents)}, credited when the job is completed`
}
