// The Recent Referrals filter (URL state ?status=), shared by the page and its loader.
export const REFERRAL_FILTERS = ['all', 'pending', 'completed'] as const
export type ReferralFilter = (typeof REFERRAL_FILTERS)[number]

export function parseReferralFilter(value: string | null): ReferralFilter {
  return (REFERRAL_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReferralFilter) : 'all'
}
