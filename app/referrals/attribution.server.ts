// Which agent referred a homeowner (docs/decisions/0017): a `?ref=CODE` link on any page keeps the
// code in a first-party cookie for 30 days; in the chat Harper also asks, and accepts a code or an
// agent's name or email. A request is credited to the agent only when the code or agent exists and
// the homeowner is not the agent themself (self-referral).
import { createCookie } from 'react-router'
import { db } from '~/utils/db.server.ts'
import { isSecureDeployment } from '~/utils/env.server.ts'
import { isReferralCode } from './referral-code.ts'

/** How long a referral link keeps crediting its agent. */
export const REFERRAL_WINDOW_DAYS = 30

function referralCookie() {
  return createCookie(isSecureDeployment() ? '__Host-harper_ref' : 'harper_ref', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(),
    path: '/',
    maxAge: REFERRAL_WINDOW_DAYS * 24 * 60 * 60,
  })
}

const normalizeCode = (code: string) => code.trim().toUpperCase()

/**
 * The Set-Cookie header that remembers the agent of a `?ref=CODE` link, when the URL carries the
 * code of an existing affiliate; null otherwise (an unknown or malformed code changes nothing).
 */
export async function referralCookieHeader(request: Request): Promise<string | null> {
  const raw = new URL(request.url).searchParams.get('ref')
  if (!raw) return null
  const code = normalizeCode(raw)
  if (!isReferralCode(code)) return null
  const affiliate = await db.affiliateProfile.findUnique({ where: { referralCode: code }, select: { id: true } })
  return affiliate ? referralCookie().serialize(code) : null
}

/** The referral code kept from a `?ref=` link, if any. */
export async function referralCodeFromCookie(request: Request): Promise<string | null> {
  const value: unknown = await referralCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && isReferralCode(normalizeCode(value)) ? normalizeCode(value) : null
}

export type ReferringAgent = { id: string; name: string; email: string; referralCode: string }

const agentSelect = { id: true, name: true, email: true, referralCode: true } as const
const EMAIL = /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[a-z]{2,}/i

/**
 * The agent a homeowner names: a referral code, an agent's email, or an agent's full name when
 * exactly one agent has it. Anything else ("no", a name shared by two agents) is nobody.
 */
export async function findReferringAgent(answer: { code?: string | null; said?: string | null }): Promise<ReferringAgent | null> {
  const code = answer.code ? normalizeCode(answer.code) : null
  if (code && isReferralCode(code)) {
    const byCode = await db.affiliateProfile.findUnique({ where: { referralCode: code }, select: agentSelect })
    if (byCode) return byCode
  }
  const said = answer.said?.trim()
  if (!said) return null
  const email = EMAIL.exec(said)?.[0].toLowerCase()
  if (email) return db.affiliateProfile.findFirst({ where: { email }, select: agentSelect })
  const name = said
    .replace(/^(?:yes|yeah|yep|si|sí)[\s,.!-]*/i, '')
    .replace(/^(?:(?:it was|my agent is|my realtor is|agent|realtor)\s+)/i, '')
    .replace(/[.!]+$/, '')
    .trim()
  if (name.length < 3 || name.split(/\s+/).length < 2) return null
  // names are compared case-insensitively on both databases by fetching the few agents whose name
  // starts with the same first letter in either case, then comparing in code
  const first = name[0]!
  const candidates = await db.affiliateProfile.findMany({
    where: { OR: [{ name: { startsWith: first.toUpperCase() } }, { name: { startsWith: first.toLowerCase() } }] },
    select: agentSelect,
    take: 500,
  })
  const same = candidates.filter((agent) => agent.name.trim().toLowerCase() === name.toLowerCase())
  return same.length === 1 ? same[0]! : null
}

/** An agent is never credited for a request carrying their own email (self-referral). */
export function isSelfReferral(agent: Pick<ReferringAgent, 'email'>, homeownerEmail: string | null | undefined) {
  return !!homeownerEmail && agent.email.trim().toLowerCase() === homeownerEmail.trim().toLowerCase()
}
