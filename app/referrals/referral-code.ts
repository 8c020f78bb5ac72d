import crypto from 'node:crypto'

// Referral codes are short, unambiguous (no 0/O, 1/I/L) and uppercase, so agents can read them
// aloud and type them on a phone: "HH-" plus 6 characters ≈ 30 bits.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function generateReferralCode(random: (size: number) => Uint8Array = crypto.randomBytes): string {
  const bytes = random(6)
  let code = ''
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length]
  return `HH-${code}`
}

/** The shape every referral code has: derived from the alphabet, so the two cannot disagree. */
export const REFERRAL_CODE_PATTERN = new RegExp(`^HH-[${ALPHABET}]{6}$`)

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code)
}
