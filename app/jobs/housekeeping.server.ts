import { ACCOUNT_THROTTLE } from '~/accounts/login-throttle.server.ts'
import { SESSION_LIFETIMES } from '~/accounts/session-policy.ts'
import { db } from '~/utils/db.server.ts'

// What the product already promises to forget: expired or long-idle sessions, spent or expired
// one-time tokens (kept a week for support questions), used captcha challenges past their expiry,
// and sign-in throttles whose failures are forgotten.
const TOKEN_GRACE_MS = 7 * 24 * 60 * 60 * 1000

export async function deleteExpiredRecords(now = new Date()) {
  const tokenCutoff = new Date(now.getTime() - TOKEN_GRACE_MS)
  // a session idle longer than the longest idle timeout has ended, whatever its own (0020)
  const idleCutoff = new Date(now.getTime() - Math.max(...Object.values(SESSION_LIFETIMES).map((lifetime) => lifetime.idleMs)))
  const throttleCutoff = new Date(now.getTime() - ACCOUNT_THROTTLE.memoryMs)
  const [sessions, tokens, captchas, throttles] = await Promise.all([
    db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { lastSeenAt: { lt: idleCutoff } }] } }),
    db.verification.deleteMany({ where: { OR: [{ expiresAt: { lt: tokenCutoff } }, { usedAt: { lt: tokenCutoff } }] } }),
    db.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } }),
    // failures already forgotten, on accounts no longer locked
    db.loginThrottle.deleteMany({ where: { lastFailureAt: { lt: throttleCutoff }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] } }),
  ])
  return { sessions: sessions.count, tokens: tokens.count, captchas: captchas.count, throttles: throttles.count }
}
