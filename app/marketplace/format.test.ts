import { expect, test } from 'vitest'
import { formatDollars, formatShortDate, formatStatus } from './format.ts'

test('money, dates and statuses are shown as the spec describes', () => {
  expect(formatDollars(25000)).toBe('$250.00')
  expect(formatDollars(123456789)).toBe('$1,234,567.89')
  expect(formatDollars(0)).toBe('$0.00')
  expect(formatShortDate(new Date('2025-10-05T12:00:00Z'))).toBe('Oct 5, 2025')
  expect(formatStatus('in_progress')).toBe('in progress')
})
