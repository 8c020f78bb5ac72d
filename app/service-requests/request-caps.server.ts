// Caps on service requests created from Harper's chat (issue 22, docs/decisions/0032): per client
// address, per contact detail and for everyone together. They count through the shared rate-limit
// store (0022: memory, or Redis when REDIS_URL is set). A request past a cap is not dropped: it is
// stored 'held', and no vendor hears of it until an admin releases it.
import { getServerEnv } from '~/utils/env.server.ts'
import { checkRateLimit, type RateLimitRule, type RateLimitStore } from '~/utils/rate-limit.server.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export type RequestCapRules = { perAddress: RateLimitRule; perContact: RateLimitRule; perHour: RateLimitRule }

/** The caps from the environment; `namespace` keeps a test's counts apart from everyone's. */
export function requestCapRules(namespace = ''): RequestCapRules {
  const env = getServerEnv()
  return {
    perAddress: { name: `${namespace}service-request-address`, limit: env.HARPER_REQUEST_CAP_PER_ADDRESS, windowMs: HOUR_MS },
    perContact: { name: `${namespace}service-request-contact`, limit: env.HARPER_REQUEST_CAP_PER_CONTACT, windowMs: DAY_MS },
    perHour: { name: `${namespace}service-request-all`, limit: env.HARPER_REQUEST_CAP_PER_HOUR, windowMs: HOUR_MS },
  }
}

/** An email without case or "+tag" (one inbox, many spellings); null when there is none. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const [local, domain] = (email ?? '').trim().toLowerCase().split('@')
  if (!local || !domain) return null
  return `${local.split('+')[0]}@${domain}`
}

/** A phone as its digits, a US number without its leading 1; null when too short to be one. */
export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length >= 7 ? national : null
}

/** The keys a homeowner's contact details count under: each detail on its own. */
export function contactKeys({ email, phone }: { email?: string | null; phone?: string | null }): string[] {
  const keys = [normaliseEmail(email) && `email:${normaliseEmail(email)}`, normalisePhone(phone) && `phone:${normalisePhone(phone)}`]
  return keys.filter((key): key is string => !!key)
}

export type CapVerdict = { held: false } | { held: true; cap: keyof RequestCapRules }

/**
 * Counts one new request against every cap (all are counted, so a flood also uses up the hourly
 * budget) and says whether it must be held for review.
 */
export async function countRequestAgainstCaps(
  { clientAddress, email, phone }: { clientAddress?: string | null; email?: string | null; phone?: string | null },
  { rules = requestCapRules(), store }: { rules?: RequestCapRules; store?: RateLimitStore } = {},
): Promise<CapVerdict> {
  // a request made outside a chat (a script, a test) has no address to count
  const checks: [keyof RequestCapRules, Promise<{ allowed: boolean }>][] = [
    ...(clientAddress
      ? [['perAddress', checkRateLimit(clientAddress, rules.perAddress, { store })] as [keyof RequestCapRules, Promise<{ allowed: boolean }>]]
      : []),
    ...contactKeys({ email, phone }).map(
      (key) => ['perContact', checkRateLimit(null, rules.perContact, { extraKey: key, store })] as [keyof RequestCapRules, Promise<{ allowed: boolean }>],
    ),
    ['perHour', checkRateLimit(null, rules.perHour, { extraKey: 'all', store })],
  ]
  let verdict: CapVerdict = { held: false }
  for (const [cap, check] of checks) if (!(await check).allowed && !verdict.held) verdict = { held: true, cap }
  return verdict
}
