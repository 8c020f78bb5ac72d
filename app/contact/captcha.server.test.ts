import { describe, expect, test } from 'vitest'
import { CAPTCHA_TTL_MS, createCaptchaChallenge, verifyCaptchaAnswer } from './captcha.server.ts'

const secrets = ['a-test-secret-that-is-long-enough-0123456789']
const now = Date.UTC(2026, 0, 1)

describe('contact captcha', () => {
  test('a challenge is two integers from 1 to 10 and its sum verifies', () => {
    for (let i = 0; i < 50; i++) {
      const { a, b, token } = createCaptchaChallenge({ now, secrets })
      expect(a).toBeGreaterThanOrEqual(1)
      expect(a).toBeLessThanOrEqual(10)
      expect(b).toBeGreaterThanOrEqual(1)
      expect(b).toBeLessThanOrEqual(10)
      const check = verifyCaptchaAnswer(token, a + b, { now, secrets })
      expect(check.ok).toBe(true)
    }
  })

  test('the token does not carry the answer in clear', () => {
    const { a, b, token } = createCaptchaChallenge({ now, secrets })
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())
    expect(Object.keys(payload).sort()).toEqual(['a', 'b', 'exp', 'id'])
    expect(payload).toMatchObject({ a, b })
  })

  test('a wrong answer is refused', () => {
    const { a, b, token } = createCaptchaChallenge({ now, secrets })
    expect(verifyCaptchaAnswer(token, a + b + 1, { now, secrets })).toEqual({ ok: false, reason: 'wrong-answer' })
    expect(verifyCaptchaAnswer(token, undefined, { now, secrets })).toEqual({ ok: false, reason: 'wrong-answer' })
  })

  test('an expired challenge is refused', () => {
    const { a, b, token } = createCaptchaChallenge({ now, secrets })
    expect(verifyCaptchaAnswer(token, a + b, { now: now + CAPTCHA_TTL_MS + 1, secrets })).toEqual({ ok: false, reason: 'expired' })
  })

  test('a forged token (own numbers, wrong key, or tampered payload) is refused', () => {
    const forgedPayload = Buffer.from(JSON.stringify({ id: 'x', a: 1, b: 1, exp: now + 60_000 })).toString('base64url')
    const { token } = createCaptchaChallenge({ now, secrets })
    const signature = token.split('.')[1]
    expect(verifyCaptchaAnswer(`${forgedPayload}.${signature}`, 2, { now, secrets })).toEqual({ ok: false, reason: 'forged' })
    const other = createCaptchaChallenge({ now, secrets: ['another-secret-that-is-long-enough-0123456'] })
    expect(verifyCaptchaAnswer(other.token, other.a + other.b, { now, secrets })).toEqual({ ok: false, reason: 'forged' })
    expect(verifyCaptchaAnswer('garbage', 2, { now, secrets })).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyCaptchaAnswer('', 2, { now, secrets })).toEqual({ ok: false, reason: 'malformed' })
  })

  test('a token signed with an older (rotated) secret still verifies', () => {
    const old = createCaptchaChallenge({ now, secrets })
    expect(verifyCaptchaAnswer(old.token, old.a + old.b, { now, secrets: ['new-secret-that-is-long-enough-0123456789', ...secrets] }).ok).toBe(true)
  })
})
