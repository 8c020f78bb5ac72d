// Performance score (spec §9): minimum 200, bonuses above 450; progress to the bonus threshold
// is (score − 200) / 250 as a percentage, capped to 0–100.
export const PERFORMANCE_SCORE_MIN = 200
export const PERFORMANCE_BONUS_THRESHOLD = 450

export function bonusProgressPercent(score: number) {
  const ratio = (score - PERFORMANCE_SCORE_MIN) / (PERFORMANCE_BONUS_THRESHOLD - PERFORMANCE_SCORE_MIN)
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100)
}
