import { expect, test } from 'vitest'
import { generateReferralCode, isReferralCode } from './referral-code.ts'

test('generated codes have the documented shape', () => {
  for (let i = 0; i < 500; i++) expect(isReferralCode(generateReferralCode())).toBe(true)
  expect(generateReferralCode(() => new Uint8Array([0, 1, 2, 29, 30, 31]))).toBe('HH-ABC89A')
})

test.each(['0', 'O', '1', 'I', 'L'])('a code with the ambiguous character %s is not a referral code', (character) => {
  expect(isReferralCode(`HH-ABCDE${character}`)).toBe(false)
})

test.each(['HH-ABCDE', 'HH-ABCDEFG', 'hh-abcdef', 'XX-ABCDEF', ' HH-ABCDEF'])('%j is not a referral code', (code) => {
  expect(isReferralCode(code)).toBe(false)
})
