import { expect, test } from 'vitest'
import { bonusProgressPercent } from './performance.ts'

test('progress to the bonus threshold is (score - 200) / 250, capped to 0-100', () => {
  expect(bonusProgressPercent(200)).toBe(0)
  expect(bonusProgressPercent(150)).toBe(0)
  expect(bonusProgressPercent(385)).toBe(74)
  expect(bonusProgressPercent(325)).toBe(50)
  expect(bonusProgressPercent(450)).toBe(100)
  expect(bonusProgressPercent(900)).toBe(100)
})
