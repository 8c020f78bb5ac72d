import { describe, expect, test } from 'vitest'
import { sessionHasEnded } from '~/utils/session.server.ts'
import { ACCOUNT_THROTTLE, lockDurationMs } from './login-throttle.server.ts'
import { SESSION_LIFETIMES, sessionLifetimeFor } from './session-policy.ts'

describe('sessionLifetimeFor', () => {
  test('admins: 30 minutes idle, 12 hours in all, and remember-me changes nothing', () => {
    expect(sessionLifetimeFor(['moderator'], { remember: true })).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000, persistent: false })
    expect(sessionLifetimeFor(['affiliate', 'super_admin'])).toEqual(sessionLifetimeFor(['super_admin']))
  })

  test('members: remember-me lengthens only the idle part, never the absolute end', () => {
    const plain = sessionLifetimeFor(['vendor'])
    const remembered = sessionLifetimeFor(['vendor'], { remember: true })
    expect(plain).toEqual({ ...SESSION_LIFETIMES.member, persistent: false })
    expect(remembered.absoluteMs).toBe(plain.absoluteMs)
    expect(remembered.idleMs).toBeGreaterThan(plain.idleMs)
    expect(remembered.idleMs).toBeLessThanOrEqual(remembered.absoluteMs)
    expect(remembered.persistent).toBe(true)
  })
})

describe('sessionHasEnded', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const row = (lastSeenMinutesAgo: number, expiresInMinutes: number) => ({
    lastSeenAt: new Date(now.getTime() - lastSeenMinutesAgo * 60_000),
    expiresAt: new Date(now.getTime() + expiresInMinutes * 60_000),
    idleTimeoutSeconds: 30 * 60,
  })
  test('ends when idle for the timeout or past the absolute end, whichever comes first', () => {
    expect(sessionHasEnded(row(29, 60), now)).toBe(false)
    expect(sessionHasEnded(row(30, 60), now)).toBe(true)
    expect(sessionHasEnded(row(0, 0), now)).toBe(true)
  })
})

describe('lockDurationMs', () => {
  test('some failures first, then a lock that doubles up to the cap', () => {
    const free = ACCOUNT_THROTTLE.failuresBeforeLock
    expect(lockDurationMs(free - 1)).toBe(0)
    expect(lockDurationMs(free)).toBe(ACCOUNT_THROTTLE.baseLockMs)
    expect(lockDurationMs(free + 1)).toBe(2 * ACCOUNT_THROTTLE.baseLockMs)
    expect(lockDurationMs(free + 100)).toBe(ACCOUNT_THROTTLE.maxLockMs)
  })
})
