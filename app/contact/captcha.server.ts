import crypto from 'node:crypto'
import type { DbTransaction } from '~/utils/db.server.ts'
import { db } from '~/utils/db.server.ts'
import { getServerEnv } from '~/utils/env.server.ts'

// The contact form's captcha: "What is a + b?" with a and b random integers 1-10, made and
// checked by the server so it works without JavaScript and cannot be skipped. The page carries
// a token `payload.signature`: payload = base64url JSON {id, a, b, exp}, signature = HMAC-SHA256
// with the first session secret (any configured secret verifies, for rotation). A token is
// single-use: consuming it inserts a CaptchaUse row keyed by its id in the transaction that stores
// the message, so a replay fails on the primary key.
export const CAPTCHA_TTL_MS = 30 * 60 * 1000
const MIN = 1
const MAX = 10

export type CaptchaChallenge = { a: number; b: number; token: string }
type CaptchaPayload = { id: string; a: number; b: number; exp: number }

export type CaptchaCheck = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-answer' }

function sign(payload: string, secret: string) {
  return crypto.createHmac('sha256', secret).update(`captcha:${payload}`).digest('base64url')
}

export function createCaptchaChallenge({ now = Date.now(), secrets = getServerEnv().SESSION_SECRETS } = {}): CaptchaChallenge {
  const a = crypto.randomInt(MIN, MAX + 1)
  const b = crypto.randomInt(MIN, MAX + 1)
  const payload: CaptchaPayload = { id: crypto.randomUUID(), a, b, exp: now + CAPTCHA_TTL_MS }
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return { a, b, token: `${encoded}.${sign(encoded, secrets[0]!)}` }
}

/** Checks signature, expiry and answer; does not consume the token (see consumeCaptcha). */
export function verifyCaptchaAnswer(
  token: string | undefined | null,
  answer: number | undefined | null,
  { now = Date.now(), secrets = getServerEnv().SESSION_SECRETS } = {},
): CaptchaCheck {
  if (!token || typeof token !== 'string') return { ok: false, reason: 'malformed' }
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length) return { ok: false, reason: 'malformed' }
  const given = Buffer.from(signature, 'base64url')
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(encoded, secret), 'base64url')
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  })
  if (!valid) return { ok: false, reason: 'forged' }
  let payload: CaptchaPayload
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof payload.id !== 'string' || !Number.isInteger(payload.a) || !Number.isInteger(payload.b) || typeof payload.exp !== 'number') {
    return { ok: false, reason: 'malformed' }
  }
  if (payload.exp <= now) return { ok: false, reason: 'expired' }
  if (typeof answer !== 'number' || answer !== payload.a + payload.b) return { ok: false, reason: 'wrong-answer' }
  return { ok: true, id: payload.id, expiresAt: new Date(payload.exp) }
}

/** Marks a verified challenge as used; throws Prisma's unique-constraint error (P2002) on a replay. */
export async function consumeCaptcha(tx: DbTransaction, check: { id: string; expiresAt: Date }) {
  await tx.captchaUse.create({ data: { id: check.id, expiresAt: check.expiresAt } })
}

/** Used challenges past their expiry can no longer be replayed (the signature check refuses them). */
export async function deleteExpiredCaptchaUses(now = new Date()) {
  const { count } = await db.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } })
  return count
}
