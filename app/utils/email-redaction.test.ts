import { describe, expect, test } from 'vitest'
import { REDACTED, redactSecrets } from './email-redaction.ts'

const TOKEN = 'q2V8xLr0_Tz-9kPbWc3mN5sDf7gHj1aYe4uIo6pKl8Q'

describe('redactSecrets', () => {
  test('a link keeps its page and parameter names, never their values', () => {
    const text = `Reset your password: https://harper.example/reset-password?token=${TOKEN}\nIt expires in an hour.`
    const shown = redactSecrets(text)
    expect(shown).toBe(`Reset your password: https://harper.example/reset-password?token=${REDACTED}\nIt expires in an hour.`)
    expect(shown).not.toContain(TOKEN)
  })

  test('every query value, a fragment carrying a secret, and trailing punctuation', () => {
    expect(redactSecrets(`Confirm (https://x.test/newsletter/confirm?token=${TOKEN}&email=a%40b.test).`)).toBe(
      `Confirm (https://x.test/newsletter/confirm?token=${REDACTED}&email=${REDACTED}).`,
    )
    expect(redactSecrets(`https://x.test/welcome#${TOKEN}`)).toBe(`https://x.test/welcome#${REDACTED}`)
    // a plain anchor is not a secret
    expect(redactSecrets('https://x.test/affiliate-dashboard#referrals')).toBe('https://x.test/affiliate-dashboard#referrals')
  })

  test('a path without its origin, a token in a path, and a bare token', () => {
    expect(redactSecrets(`Open /requests/status?token=${TOKEN} to follow it`)).toBe(`Open /requests/status?token=${REDACTED} to follow it`)
    expect(redactSecrets(`https://x.test/set-password/${TOKEN}`)).toBe(`https://x.test/set-password/${REDACTED}`)
    expect(redactSecrets(`Your code: ${TOKEN}`)).toBe(`Your code: ${REDACTED}`)
    expect(redactSecrets('a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2')).toBe(REDACTED)
  })

  test('ordinary words, slugs and addresses stay', () => {
    const text = 'See https://x.test/blog/top-ten-roofing-tips-for-hurricane-season-in-florida and write to team@harper.example.'
    expect(redactSecrets(text)).toBe(text)
    expect(redactSecrets(null)).toBeNull()
  })
})
