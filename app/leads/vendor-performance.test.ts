import { expect, test } from 'vitest'
import { formatMinutes, vendorPerformance } from './vendor-performance.ts'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000)

test('response time, accept rate and completed jobs come from the vendor’s answered leads', () => {
  const figures = vendorPerformance([
    { status: 'completed', offeredAt: at(0), respondedAt: at(30) },
    { status: 'declined', offeredAt: at(0), respondedAt: at(90) },
    { status: 'expired', offeredAt: at(0), respondedAt: null },
    { status: 'scheduled', offeredAt: at(0), respondedAt: at(60) },
    { status: 'offered', offeredAt: at(0), respondedAt: null }, // still open: not counted yet
  ])
  expect(figures).toEqual({ responseMinutes: 60, acceptRatePercent: 50, completedJobs: 1 })
  expect(vendorPerformance([])).toEqual({ responseMinutes: null, acceptRatePercent: null, completedJobs: 0 })
  expect([formatMinutes(null), formatMinutes(45), formatMinutes(150), formatMinutes(4 * 24 * 60)]).toEqual(['—', '45 min', '2.5 h', '4 days'])
})
