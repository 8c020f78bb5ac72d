import { ADMIN_ROLES, type Role } from '~/marketplace/value-sets.ts'
import type { SessionLifetime } from '~/utils/session.server.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// How long a session lives (docs/decisions/0020). Admins: 30 minutes idle, 12 hours in all, and
// no remember-me. Everyone else: 12 hours idle, 30 days in all; "Remember me" lengthens only the
// idle part (to the absolute limit) and makes the cookie outlive the browser.
export const SESSION_LIFETIMES = {
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  member: { idleMs: 12 * HOUR, absoluteMs: 30 * DAY },
  rememberedMember: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
} as const

export function sessionLifetimeFor(roles: readonly Role[], { remember = false }: { remember?: boolean } = {}): SessionLifetime {
  if (roles.some((role) => (ADMIN_ROLES as readonly Role[]).includes(role))) return { ...SESSION_LIFETIMES.admin, persistent: false }
  if (remember) return { ...SESSION_LIFETIMES.rememberedMember, persistent: true }
  return { ...SESSION_LIFETIMES.member, persistent: false }
}
