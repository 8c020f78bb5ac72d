// Performance score (spec §9): minimum 200, bonuses above 450; progress to the bonus threshold
// is (score − 200) / 250 as a percentage, capped to 0–100.
export const PERFORMANCE_SCORE_MIN = 200
export const PERFORMANCE_BONUS_THRESHOLD = 450

export function bonusProgressPercent(score: number) {
  const ratio = (score - PERFORMANCE_SCORE_MIN) / (PERFORMANCE_BONUS_THRESHOLD - PERFORMANCE_SCORE_MIN)
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100)
}

// The one formula (docs/decisions/0018), from the affiliate's referrals alone:
//   score = 200
//         + completion: 250 × completed / (completed + cancelled + 1)
//           — the +1 is one imagined unfinished referral, so a rate is trusted more as volume
//             grows, yet three completed of three already earns 188;
//         + volume:     25 per completed referral, up to 150 (6 completed);
//         + pipeline:   10 per open referral (pending, matched, in progress), up to 50.
// Three completed referrals of three, with none open, reach 463: above the bonus threshold, so an
// agent with few but good referrals is not stuck; many cancellations pull the score down.
export const SCORE_WEIGHTS = {
  completionMax: 250,
  perCompleted: 25,
  volumeMax: 150,
  perOpen: 10,
  pipelineMax: 50,
} as const

export type ReferralCounts = { completed: number; cancelled: number; open: number }
export type ScoreBreakdown = {
  score: number
  parts: { key: 'base' | 'completion' | 'volume' | 'pipeline'; label: string; points: number; explanation: string }[]
}

export function performanceScore(counts: ReferralCounts): ScoreBreakdown {
  const { completed, cancelled, open } = counts
  const completion = Math.round((SCORE_WEIGHTS.completionMax * completed) / (completed + cancelled + 1))
  const volume = Math.min(SCORE_WEIGHTS.volumeMax, SCORE_WEIGHTS.perCompleted * completed)
  const pipeline = Math.min(SCORE_WEIGHTS.pipelineMax, SCORE_WEIGHTS.perOpen * open)
  const parts: ScoreBreakdown['parts'] = [
    { key: 'base', label: 'Base', points: PERFORMANCE_SCORE_MIN, explanation: 'every affiliate starts at the minimum' },
    {
      key: 'completion',
      label: 'Completion',
      points: completion,
      explanation: `${SCORE_WEIGHTS.completionMax} × ${completed} completed ÷ (${completed} completed + ${cancelled} cancelled + 1)`,
    },
    {
      key: 'volume',
      label: 'Volume',
      points: volume,
      explanation: `${SCORE_WEIGHTS.perCompleted} per completed referral, up to ${SCORE_WEIGHTS.volumeMax}`,
    },
    {
      key: 'pipeline',
      label: 'Pipeline',
      points: pipeline,
      explanation: `${SCORE_WEIGHTS.perOpen} per open referral (${open} open), up to ${SCORE_WEIGHTS.pipelineMax}`,
    },
  ]
  return { score: parts.reduce((sum, part) => sum + part.points, 0), parts }
}

/** Counts by status, from rows like `groupBy(['status'])` returns. */
export function countReferrals(rows: { status: string; count: number }[]): ReferralCounts {
  const counts: ReferralCounts = { completed: 0, cancelled: 0, open: 0 }
  for (const { status, count } of rows) {
    if (status === 'completed') counts.completed += count
    else if (status === 'cancelled') counts.cancelled += count
    else counts.open += count
  }
  return counts
}
