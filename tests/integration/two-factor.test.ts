import { describe, expect, test } from 'vitest'
import routeTable from '~/routes.ts'
import { action as adminLogin } from '~/routes/admin-auth.tsx'
import { action as enrolAction, loader as enrolLoader } from '~/routes/admin-auth.enrol.tsx'
import { action as verifyAction, loader as verifyLoader } from '~/routes/admin-auth.verify.tsx'
import { loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { loader as auditLoader } from '~/routes/admin.audit.tsx'
import { requireAdmin, requireUserWithRole } from '~/accounts/permissions.server.ts'
import { TWO_FACTOR_MESSAGES } from '~/accounts/two-factor-schemas.ts'
import { decryptTotpKey, RECOVERY_CODE_COUNT, resetSecondFactor, totpCodeAt } from '~/accounts/two-factor.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { readSessionId } from '~/utils/session.server.ts'
import { cookieFrom, createUser, formRequest, getRequest, outcome, replyErrors, routeArgs, sessionCookieFor } from './helpers.ts'

// The admin second factor (docs/decisions/0023): enrolment, the code step, replay, recovery codes,
// the guess limit, and no admin loader or action answering an aal1 session.

const PERIOD_MS = 30_000

/** An admin who has given the right password at /admin-auth: an aal1 session. */
async function passwordStep(roles: Role[] = ['super_admin']) {
  const user = await createUser({ roles })
  const response = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
  expect(response.location).toBe('/admin-auth/verify?redirectTo=%2Fadmin-dashboard')
  return { user, cookie: cookieFrom(response) }
}

async function sessionRow(cookie: string) {
  const id = await readSessionId(getRequest('/', { cookie }))
  return id ? db.session.findUnique({ where: { id } }) : null
}

/** Enrols through the pages: the key shown, the current code posted; returns the new cookie and the codes. */
async function enrol(cookie: string) {
  const page = await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard', { cookie }))))
  const { key } = page.data as { key: string }
  const confirmed = await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard', { code: totpCodeAt(key) }, { cookie }))))
  expect(confirmed.data).toMatchObject({ status: 'enrolled' })
  return { key, cookie: cookieFrom(confirmed), recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes }
}

/** An admin with a verified factor, signed in with the password only (aal1), and their key. */
async function enrolledAdminAtAal1(roles: Role[] = ['super_admin']) {
  const first = await passwordStep(roles)
  const { key, recoveryCodes } = await enrol(first.cookie)
  const again = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: first.user.email, password: first.user.password }))))
  return { user: first.user, key, recoveryCodes, cookie: cookieFrom(again) }
}

const verify = (cookie: string, code: string, path = '/admin-auth/verify?redirectTo=%2Fadmin%2Faudit') =>
  outcome(verifyAction(routeArgs(formRequest(path, { code }, { cookie }))))

describe('enrolment at the first sign-in', () => {
  test('the key as text and a server-rendered SVG QR code; a wrong code is refused; the right one shows 10 recovery codes once and steps up to a new aal2 session', async () => {
    const { user, cookie } = await passwordStep(['moderator'])
    // the code page sends an admin without a factor to enrolment, keeping the target
    expect((await outcome(verifyLoader(routeArgs(getRequest('/admin-auth/verify?redirectTo=%2Fadmin-dashboard', { cookie }))))).location).toBe(
      '/admin-auth/enrol?redirectTo=%2Fadmin-dashboard',
    )
    const page = await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))
    const { key, qrSvg } = page.data as { key: string; qrSvg: string }
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox/)
    expect(qrSvg).not.toMatch(/<script|style=|href=/)
    // a reload shows the same pending key; it is stored encrypted, not as text
    expect(((await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))).data as { key: string }).key).toBe(key)
    const stored = await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })
    expect(stored.encryptedSecret).not.toContain(key)
    expect(decryptTotpKey(stored.encryptedSecret)).toBe(key)
    expect(stored.verifiedAt).toBeNull()

    const wrong = await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { code: totpCodeAt(key, Date.now() - 10 * PERIOD_MS) }, { cookie }))))
    expect(wrong.status).toBe(400)
    expect(replyErrors(wrong.data)['']).toEqual([TWO_FACTOR_MESSAGES.invalidEnrolmentCode])
    expect((await sessionRow(cookie))?.aal).toBe('aal1')

    const before = await sessionRow(cookie)
    const confirmed = await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { code: totpCodeAt(key) }, { cookie }))))
    const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    // stored as hashes only
    const hashes = await db.recoveryCode.findMany({ where: { userId: user.id } })
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT)
    for (const { codeHash } of hashes) expect(recoveryCodes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false)

    // rotated: the aal1 row is gone, a new id carries aal2 with the same absolute end
    const stepped = cookieFrom(confirmed)
    const after = await sessionRow(stepped)
    expect(after?.aal).toBe('aal2')
    expect(after?.id).not.toBe(before?.id)
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime())
    expect(await db.session.count({ where: { id: before!.id } })).toBe(0)
    expect((await outcome(adminDashboardLoader(routeArgs(getRequest('/admin-dashboard', { cookie: stepped }))))).status).toBe(200)
    // the key is never shown again: enrolment is over
    expect((await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie: stepped }))))).location).toBe('/admin-dashboard')

    const audited = await db.auditEvent.findMany({ where: { actorId: user.id, action: 'admin.second_factor_enrol' }, orderBy: { createdAt: 'asc' } })
    expect(audited.map((event) => event.outcome)).toEqual(['failure', 'success'])
  })
})

describe('the code step at sign-in', () => {
  test('a wrong code is refused and audited; the current code steps up to aal2 and goes to the page asked for', async () => {
    const { user, key, cookie } = await enrolledAdminAtAal1()
    expect((await outcome(verifyLoader(routeArgs(getRequest('/admin-auth/verify', { cookie }))))).status).toBe(200)

    const wrong = await verify(cookie, '000000' === totpCodeAt(key) ? '111111' : '000000')
    expect(wrong.status).toBe(400)
    expect(replyErrors(wrong.data)['']).toEqual([TWO_FACTOR_MESSAGES.invalidCode])
    expect((await sessionRow(cookie))?.aal).toBe('aal1')

    // the enrolment used the current step, so this sign-in's code is the next step's (inside the window)
    const ok = await verify(cookie, totpCodeAt(key, Date.now() + PERIOD_MS))
    expect(ok.status).toBe(302)
    expect(ok.location).toBe('/admin/audit')
    const stepped = cookieFrom(ok)
    expect((await sessionRow(stepped))?.aal).toBe('aal2')
    expect(await sessionRow(cookie)).toBeNull()

    const log = await outcome(
      auditLoader(routeArgs(getRequest(`/admin/audit?category=second-factor&q=${encodeURIComponent(user.email)}`, { cookie: stepped }))),
    )
    expect(log.status).toBe(200)
    const events = await db.auditEvent.findMany({ where: { actorId: user.id, action: 'admin.second_factor' }, orderBy: { createdAt: 'asc' } })
    expect(events.map((event) => [event.outcome, event.metadata])).toEqual([
      ['failure', { reason: 'invalid' }],
      ['success', { method: 'totp' }],
    ])
  })

  test('a code already used is refused for the rest of its life, even from another sign-in', async () => {
    const { user, key, cookie } = await enrolledAdminAtAal1()
    const code = totpCodeAt(key, Date.now() + PERIOD_MS)
    expect((await verify(cookie, code)).status).toBe(302)

    const again = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
    const replay = await verify(cookieFrom(again), code)
    expect(replay.status).toBe(400)
    expect(replyErrors(replay.data)['']).toEqual([TWO_FACTOR_MESSAGES.replayedCode])
    // and so is the enrolment's code, an earlier step
    expect(replyErrors((await verify(cookieFrom(again), totpCodeAt(key))).data)['']).toEqual([TWO_FACTOR_MESSAGES.replayedCode])
    expect((await sessionRow(cookieFrom(again)))?.aal).toBe('aal1')
  })

  test('a recovery code signs in once (any case, with or without the dash); the second use is refused', async () => {
    const { user, recoveryCodes, cookie } = await enrolledAdminAtAal1(['moderator'])
    const used = await verify(cookie, ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `)
    expect(used.status).toBe(302)
    expect((await sessionRow(cookieFrom(used)))?.aal).toBe('aal2')
    expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(RECOVERY_CODE_COUNT - 1)

    const again = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
    const reused = await verify(cookieFrom(again), recoveryCodes[3]!)
    expect(reused.status).toBe(400)
    expect(replyErrors(reused.data)['']).toEqual([TWO_FACTOR_MESSAGES.invalidCode])
    // another one still works
    expect((await verify(cookieFrom(again), recoveryCodes[4]!)).status).toBe(302)
    const methods = await db.auditEvent.findMany({ where: { actorId: user.id, action: 'admin.second_factor' }, orderBy: { createdAt: 'asc' } })
    expect(methods.map((event) => [event.outcome, event.metadata])).toEqual([
      ['success', { method: 'recovery-code' }],
      ['failure', { reason: 'invalid' }],
      ['success', { method: 'recovery-code' }],
    ])
  })

  test('code posts are limited per account from any address: the 6th in 15 minutes is 429, unchecked and audited', async () => {
    const { user, key, cookie } = await enrolledAdminAtAal1()
    // the enrolment's code was the 1st
    for (let n = 0; n < 4; n++) {
      const request = formRequest('/admin-auth/verify', { code: `12345${n}` }, { cookie, headers: { 'X-Test-Client-Address': `198.51.100.${n}` } })
      expect((await outcome(verifyAction(routeArgs(request)))).status).toBe(400)
    }
    const limited = await verify(cookie, totpCodeAt(key, Date.now() + PERIOD_MS))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await sessionRow(cookie))?.aal).toBe('aal1')
    const last = await db.auditEvent.findFirst({ where: { actorId: user.id, action: 'admin.second_factor' }, orderBy: { createdAt: 'desc' } })
    expect(last?.outcome).toBe('rate_limited')
  })

  test('the operator’s reset removes the factor, its recovery codes and every session; the next sign-in enrols afresh', async () => {
    const { user, cookie } = await enrolledAdminAtAal1(['moderator'])
    expect(await resetSecondFactor(` ${user.email.toUpperCase()} `)).toBe(true)
    expect(await db.twoFactor.count({ where: { userId: user.id } })).toBe(0)
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0)
    expect(await sessionRow(cookie)).toBeNull()
    const next = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
    expect(await outcome(verifyLoader(routeArgs(getRequest('/admin-auth/verify', { cookie: cookieFrom(next) }))))).toMatchObject({
      location: '/admin-auth/enrol',
    })
    expect(await resetSecondFactor('nobody@example.test')).toBe(false)
  })

  test('anonymous visitors to the code pages are sent to the sign-in; non-admins are sent away', async () => {
    expect((await outcome(verifyLoader(routeArgs(getRequest('/admin-auth/verify?redirectTo=%2Fadmin%2Faudit'))))).location).toBe(
      '/admin-auth?redirectTo=%2Fadmin%2Faudit',
    )
    expect((await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { code: '123456' }))))).location).toBe(
      '/admin-auth?redirectTo=%2Fadmin-dashboard',
    )
    const affiliate = await sessionCookieFor((await createUser({ roles: ['affiliate'] })).id)
    expect((await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie: affiliate }))))).location).toBe('/admin-auth')
  })
})

// ─── no admin page or action answers an aal1 session, generated from the route table ──────────

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }
const flatten = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])
// every admin URL: /admin-dashboard and /admin/… (the sign-in pages under /admin-auth are the way in)
const ADMIN_ROUTES = flatten(routeTable as RouteEntry[]).filter(({ path }) => path && /^admin(-dashboard$|\/)/.test(path))

describe('an aal1 admin session reaches no admin loader or action', async () => {
  test('an admin who is also an affiliate reaches the affiliate pages at aal1, but not the admin ones', async () => {
    const user = await db.user.create({
      data: { email: `both-${crypto.randomUUID()}@example.test`, name: 'Both Roles', roles: { create: [{ role: 'super_admin' }, { role: 'affiliate' }] } },
    })
    const cookie = await sessionCookieFor(user.id, { aal: 'aal1' })
    expect((await requireUserWithRole(getRequest('/affiliate-dashboard', { cookie }), 'affiliate')).id).toBe(user.id)
    expect((await outcome(requireAdmin(getRequest('/admin/outbox?page=2', { cookie })))).location).toBe(
      '/admin-auth/verify?redirectTo=%2Fadmin%2Foutbox%3Fpage%3D2',
    )
  })

  test('the route table has the admin routes this covers', () => {
    expect(ADMIN_ROUTES.map((entry) => entry.path).sort()).toEqual([
      'admin-dashboard',
      'admin/audit',
      'admin/blog',
      'admin/csp-reports',
      'admin/outbox',
      'admin/vendor-documents/:documentId',
    ])
  })

  const modules = await Promise.all(
    ADMIN_ROUTES.map(async (entry) => ({ ...entry, module: (await import(`../../app/${entry.file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown> })),
  )
  const handlers = modules.flatMap(({ path, module }) =>
    (['loader', 'action'] as const)
      .filter((name) => typeof module[name] === 'function')
      .map((name) => ({ path: path!, name, handler: module[name] as (args: never) => unknown })),
  )

  test.each(handlers.map((h) => [`${h.name === 'loader' ? 'GET' : 'POST'} /${h.path}`, h] as const))(
    '%s: aal1 is sent to the code page, aal2 is let in',
    async (_, { path, name, handler }) => {
      const url = `/${path.replace(':documentId', 'no-such-document')}`
      const call = (cookie: string) => {
        const request = name === 'loader' ? getRequest(url, { cookie }) : formRequest(url, { intent: 'create', title: 'x' }, { cookie })
        return outcome(handler(routeArgs(request, { documentId: 'no-such-document' })))
      }
      for (const role of ['super_admin', 'moderator'] as const) {
        // (no password: the password step is above; scrypt would only slow this table down)
        const user = await db.user.create({ data: { email: `aal-${crypto.randomUUID()}@example.test`, name: 'Aal Admin', roles: { create: [{ role }] } } })
        const refused = await call(await sessionCookieFor(user.id, { aal: 'aal1' }))
        expect(refused.status).toBe(302)
        expect(refused.location).toBe(`/admin-auth/verify?${new URLSearchParams({ redirectTo: url })}`)
        const allowed = await call(await sessionCookieFor(user.id, { aal: 'aal2' }))
        expect(allowed.location ?? '').not.toMatch(/^\/admin-auth/)
      }
    },
  )
})
