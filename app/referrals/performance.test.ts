import { describe, expect, test } from 'vitest'
import { bonusProgressPercent, countReferrals, performanceScore, PERFORMANCE_BONUS_THRESHOLD, PERFORMANCE_SCORE_MIN } from './performance.ts'

test('progress to the bonus threshold is (score - 200) / 250, capped to 0-100', () => {
  expect(bonusProgressPercent(200)).toBe(0)
  expect(bonusProgressPercent(150)).toBe(0)
  expect(bonusProgressPercent(385)).toBe(74)
  expect(bonusProgressPercent(325)).toBe(50)
  expect(bonusProgressPercent(450)).toBe(100)
  expect(bonusProgressPercent(900)).toBe(100)
})

describe('the performance score', () => {
  test('a new affiliate starts at the minimum', () => {
    expect(performanceScore({ completed: 0, cancelled: 0, open: 0 }).score).toBe(PERFORMANCE_SCORE_MIN)
  })

  test('the breakdown adds up to the score and explains each part', () => {
    const { score, parts } = performanceScore({ completed: 2, cancelled: 1, open: 3 })
    expect(parts.map((part) => [part.key, part.points])).toEqual([
      ['base', 200],
      ['completion', 125], // 250 × 2 / 4
      ['volume', 50],
      ['pipeline', 30],
    ])
    expect(score).toBe(405)
    expect(parts[1].explanation).toBe('250 × 2 completed ÷ (2 completed + 1 cancelled + 1)')
  })

  test('few but good referrals reach the bonus; volume alone does not', () => {
    expect(performanceScore({ completed: 3, cancelled: 0, open: 0 }).score).toBeGreaterThan(PERFORMANCE_BONUS_THRESHOLD)
    expect(performanceScore({ completed: 1, cancelled: 0, open: 0 }).score).toBe(200 + 125 + 25)
    // many cancellations keep a busy agent below the bonus
    expect(performanceScore({ completed: 3, cancelled: 12, open: 0 }).score).toBeLessThan(PERFORMANCE_BONUS_THRESHOLD)
  })

  test('each part is capped', () => {
    const { parts, score } = performanceScore({ completed: 100, cancelled: 0, open: 100 })
    expect(parts.map((part) => part.points)).toEqual([200, 248, 150, 50])
    expect(score).toBe(648)
  })

  test('counts come from statuses: completed, cancelled, the rest open', () => {
    expect(
      countReferrals([
        { status: 'pending', count: 2 },
        { status: 'matched', count: 1 },
        { status: 'in_progress', count: 1 },
        { status: 'completed', count: 3 },
        { status: 'cancelled', count: 4 },
      ]),
    ).toEqual({ completed: 3, cancelled: 4, open: 4 })
  })
})
