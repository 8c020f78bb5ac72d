import { expect, test } from 'vitest'
import { generateReferralCode, REFERRAL_CODE_PATTERN } from './referral-code.ts'

test('codes have the documented shape and avoid ambiguous characters', () => {
  for (let i = 0; i < 200; i++) expect(generateReferralCode()).toMatch(REFERRAL_CODE_PATTERN)
  expect(generateReferralCode(() => new Uint8Array([0, 1, 2, 29, 30, 31]))).toBe('HH-ABC89A')
})
