import { db } from '~/utils/db.server.ts'

// What the product already promises to forget: expired sessions, spent or expired one-time
// tokens (kept a week for support questions), and used captcha challenges past their expiry.
const TOKEN_GRACE_MS = 7 * 24 * 60 * 60 * 1000

export async function deleteExpiredRecords(now = new Date()) {
  const tokenCutoff = new Date(now.getTime() - TOKEN_GRACE_MS)
  const [sessions, tokens, captchas] = await Promise.all([
    db.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.verification.deleteMany({ where: { OR: [{ expiresAt: { lt: tokenCutoff } }, { usedAt: { lt: tokenCutoff } }] } }),
    db.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } }),
  ])
  return { sessions: sessions.count, tokens: tokens.count, captchas: captchas.count }
}
