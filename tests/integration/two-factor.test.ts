import { describe, expect, test } from 'vitest'
import routeTable from '~/routes.ts'
import { action as adminLogin } from '~/routes/admin-auth.tsx'
import { action as enrolAction, loader as enrolLoader } from '~/routes/admin-auth.enrol.tsx'
import { action as verifyAction, loader as verifyLoader } from '~/routes/admin-auth.verify.tsx'
import { loader as adminDashboardLoader } from '~/routes/admin-dashboard.tsx'
import { loader as auditLoader } from '~/routes/admin.audit.tsx'
import { requireAdmin, requireUserWithRole } from '~/accounts/permissions.server.ts'
import { TWO_FACTOR_MESSAGES } from '~/accounts/two-factor-schemas.ts'
import { decryptTotpKey, operatorEnrolmentLink, RECOVERY_CODE_COUNT, resetSecondFactor, totpCodeAt } from '~/accounts/two-factor.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import { db } from '~/utils/db.server.ts'
import { readSessionId } from '~/utils/session.server.ts'
import { lastEmailedToken } from './accounts-helpers.ts'
import { cookieFrom, createUser, formRequest, getRequest, outcome, replyErrors, routeArgs, sessionCookieFor, TEST_CLIENT_ADDRESS } from './helpers.ts'

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

/** The enrolment page asks for the emailed link; the link from the outbox, opened in this session, shows the key. */
async function openEnrolmentLink(email: string, cookie: string) {
  const asked = await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard', { cookie }))))
  expect(asked.data).toMatchObject({ status: 'needs-link', email })
  const { token } = await lastEmailedToken(email, '/admin-auth/enrol')
  expect(token).toBeTruthy()
  const opened = await outcome(enrolLoader(routeArgs(getRequest(`/admin-auth/enrol?token=${token}`, { cookie }))))
  expect(opened.location).toBe('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard')
  return token!
}

/** Enrols through the pages: the emailed link, the key shown, the current code posted; returns the new cookie and the codes. */
async function enrol(email: string, cookie: string, clientAddress = '192.0.2.1') {
  await openEnrolmentLink(email, cookie)
  const page = await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard', { cookie }))))
  const { key } = page.data as { key: string }
  const confirmed = await outcome(
    enrolAction(
      routeArgs(
        formRequest(
          '/admin-auth/enrol?redirectTo=%2Fadmin-dashboard',
          { code: totpCodeAt(key) },
          { cookie, headers: { [TEST_CLIENT_ADDRESS]: clientAddress } },
        ),
      ),
    ),
  )
  expect(confirmed.data).toMatchObject({ status: 'enrolled' })
  return { key, cookie: cookieFrom(confirmed), recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes }
}

/** An admin with a verified factor (enrolled from `clientAddress`), signed in with the password only (aal1), and their key. */
async function enrolledAdminAtAal1(roles: Role[] = ['super_admin'], clientAddress?: string) {
  const first = await passwordStep(roles)
  const { key, recoveryCodes } = await enrol(first.user.email, first.cookie, clientAddress)
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
    await openEnrolmentLink(user.email, cookie)
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

describe('enrolment needs the emailed link besides the password', () => {
  test('the password alone shows no key and cannot enrol; the email carries a single-use link', async () => {
    const { user, cookie } = await passwordStep()
    const asked = await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))
    expect(asked.data).toEqual({ status: 'needs-link', email: user.email, linkProblem: null })
    expect(await db.twoFactor.count({ where: { userId: user.id } })).toBe(0)
    // a reload sends no second email while the link is live
    await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))
    const emails = await db.outboundEmail.findMany({ where: { to: user.email } })
    expect(emails.map((email) => email.subject)).toEqual(['Set up two-step verification for Harper Home'])
    const stored = await db.verification.findFirstOrThrow({ where: { userId: user.id, purpose: 'second_factor_enrolment' } })
    const { token } = await lastEmailedToken(user.email, '/admin-auth/enrol')
    expect(stored.tokenHash).not.toContain(token!)
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000)

    // a code posted without the link is refused, counted as no guess, and nothing is enrolled
    for (const code of ['123456', '654321']) {
      const refused = await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { code }, { cookie }))))
      expect(refused.status).toBe(400)
      expect(replyErrors(refused.data)['']).toEqual([TWO_FACTOR_MESSAGES.enrolmentLinkNeeded])
    }
    expect(await db.twoFactor.count({ where: { userId: user.id } })).toBe(0)
    expect((await sessionRow(cookie))?.aal).toBe('aal1')
  })

  test('“Email Me a New Link” replaces the link, 3 times an hour per account', async () => {
    const { user, cookie } = await passwordStep(['moderator'])
    await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))
    const { token: first } = await lastEmailedToken(user.email, '/admin-auth/enrol')
    const ask = () => outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { intent: 'send-link' }, { cookie }))))
    expect((await ask()).data).toEqual({ status: 'link-sent' })
    const { token: second } = await lastEmailedToken(user.email, '/admin-auth/enrol')
    expect(second).not.toBe(first)
    const stale = await outcome(enrolLoader(routeArgs(getRequest(`/admin-auth/enrol?token=${first}`, { cookie }))))
    expect(stale.data).toMatchObject({ status: 'needs-link', linkProblem: TWO_FACTOR_MESSAGES.enrolmentLink.invalid })
    expect((await ask()).status).toBe(200)
    expect((await ask()).status).toBe(200)
    const limited = await ask()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await db.outboundEmail.count({ where: { to: user.email } })).toBe(4)
  })

  test('a spent link is bound to the session that opened it: another sign-in with the password sees no key and cannot confirm it', async () => {
    const { user, cookie } = await passwordStep()
    const token = await openEnrolmentLink(user.email, cookie)
    const { key } = (await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie }))))).data as { key: string }

    const other = cookieFrom(await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password })))))
    expect((await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie: other }))))).data).toMatchObject({ status: 'needs-link' })
    const reused = await outcome(enrolLoader(routeArgs(getRequest(`/admin-auth/enrol?token=${token}`, { cookie: other }))))
    expect(reused.data).toMatchObject({ status: 'needs-link', linkProblem: TWO_FACTOR_MESSAGES.enrolmentLink.used })
    const stolen = await outcome(enrolAction(routeArgs(formRequest('/admin-auth/enrol', { code: totpCodeAt(key) }, { cookie: other }))))
    expect(replyErrors(stolen.data)['']).toEqual([TWO_FACTOR_MESSAGES.enrolmentLinkNeeded])
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).verifiedAt).toBeNull()

    // another admin's link is not valid for this account
    const someoneElse = await passwordStep(['moderator'])
    await outcome(enrolLoader(routeArgs(getRequest('/admin-auth/enrol', { cookie: someoneElse.cookie }))))
    const { token: theirs } = await lastEmailedToken(someoneElse.user.email, '/admin-auth/enrol')
    const wrongAccount = await outcome(enrolLoader(routeArgs(getRequest(`/admin-auth/enrol?token=${theirs}`, { cookie: other }))))
    expect(wrongAccount.data).toMatchObject({ linkProblem: TWO_FACTOR_MESSAGES.enrolmentLink.invalid })
  })

  test('a link opened signed out comes back through the sign-in; the operator’s link works the same', async () => {
    const user = await createUser({ roles: ['super_admin'] })
    const made = await operatorEnrolmentLink(user.email.toUpperCase())
    expect(made.status).toBe('created')
    const link = new URL(made.status === 'created' ? made.link : '')
    const path = `${link.pathname}${link.search}`
    const signedOut = await outcome(enrolLoader(routeArgs(getRequest(path))))
    expect(signedOut.location).toBe(`/admin-auth?${new URLSearchParams({ redirectTo: path })}`)
    const login = await outcome(adminLogin(routeArgs(formRequest(signedOut.location!, { email: user.email, password: user.password, redirectTo: path }))))
    const cookie = cookieFrom(login)
    const verifyPage = await outcome(verifyLoader(routeArgs(getRequest(login.location!, { cookie }))))
    const spent = await outcome(enrolLoader(routeArgs(getRequest(verifyPage.location!, { cookie }))))
    expect(spent.location).toBe('/admin-auth/enrol?redirectTo=%2Fadmin-dashboard')
    expect((await outcome(enrolLoader(routeArgs(getRequest(spent.location!, { cookie }))))).data).toMatchObject({ status: 'enrolling' })
    expect(await operatorEnrolmentLink('nobody@example.test')).toEqual({ status: 'no-account' })
    expect(await operatorEnrolmentLink((await createUser({ roles: ['affiliate'] })).email)).toEqual({ status: 'not-admin' })
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

  test('wrong codes lock out only their own address: the owner’s code and a recovery code from other addresses still work', async () => {
    // the owner enrolled from 203.0.113.7; an attacker who has the password signs in elsewhere
    const owner = await enrolledAdminAtAal1(['super_admin'], '203.0.113.7')
    const attacker = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: owner.user.email, password: owner.user.password }))))
    const guessFrom = (clientAddress: string, code: string, cookie = cookieFrom(attacker)) =>
      outcome(verifyAction(routeArgs(formRequest('/admin-auth/verify', { code }, { cookie, headers: { [TEST_CLIENT_ADDRESS]: clientAddress } }))))
    const wrong = (n: number) => String((Number(totpCodeAt(owner.key, Date.now() + 20 * PERIOD_MS)) + n) % 1_000_000).padStart(6, '0')
    for (let n = 0; n < 5; n++) expect((await guessFrom('198.51.100.66', wrong(n))).status).toBe(400)
    // the attacker's address is stopped: the 6th is refused unchecked, with Retry-After
    const stopped = await guessFrom('198.51.100.66', wrong(5))
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('Retry-After'))).toBeGreaterThan(800)

    // the owner, at the address they enrolled from: the app's code
    const ownCode = await guessFrom('203.0.113.7', totpCodeAt(owner.key, Date.now() + PERIOD_MS), owner.cookie)
    expect(ownCode.status).toBe(302)
    expect((await sessionRow(cookieFrom(ownCode)))?.aal).toBe('aal2')
    // and, signing in again from a hotel's address, a recovery code
    const again = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: owner.user.email, password: owner.user.password }))))
    const recovery = await guessFrom('192.0.2.200', owner.recoveryCodes[0]!, cookieFrom(again))
    expect(recovery.status).toBe(302)
    expect((await sessionRow(cookieFrom(recovery)))?.aal).toBe('aal2')

    const audited = await db.auditEvent.findMany({ where: { actorId: owner.user.id, action: 'admin.second_factor' }, orderBy: { createdAt: 'asc' } })
    expect(audited.map((event) => `${event.outcome} ${event.ipAddress}`)).toEqual([
      ...Array(5).fill('failure 198.51.100.66'),
      'rate_limited 198.51.100.66',
      'success 203.0.113.7',
      'success 192.0.2.200',
    ])
  })

  test('an attacker failing from many addresses stops 6-digit guesses from new addresses, but not the owner’s known address or a recovery code', async () => {
    const owner = await enrolledAdminAtAal1(['moderator'], '203.0.113.8')
    const attacker = cookieFrom(await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: owner.user.email, password: owner.user.password })))))
    const post = (clientAddress: string, code: string, cookie = attacker) =>
      outcome(verifyAction(routeArgs(formRequest('/admin-auth/verify', { code }, { cookie, headers: { [TEST_CLIENT_ADDRESS]: clientAddress } }))))
    const wrong = (n: number) => String((Number(totpCodeAt(owner.key, Date.now() + 20 * PERIOD_MS)) + n) % 1_000_000).padStart(6, '0')
    // 10 failures an hour per account, whatever the addresses (4 + 4 + 2)
    const statuses = []
    for (let n = 0; n < 10; n++) statuses.push((await post(`198.51.100.${10 + Math.floor(n / 4)}`, wrong(n))).status)
    expect(statuses).toEqual(Array(10).fill(400))
    expect((await post('198.51.100.20', wrong(10))).status).toBe(429)
    // a new address is refused even the right code (the owner there uses a recovery code) ...
    expect((await post('192.0.2.201', totpCodeAt(owner.key, Date.now() + PERIOD_MS), owner.cookie)).status).toBe(429)
    // ... which works, as does the app's code from the address the owner enrolled from
    expect((await post('192.0.2.201', owner.recoveryCodes[1]!, owner.cookie)).status).toBe(302)
    const again = cookieFrom(await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: owner.user.email, password: owner.user.password })))))
    expect((await post('203.0.113.8', totpCodeAt(owner.key, Date.now() + PERIOD_MS), again)).status).toBe(302)
  })

  test('only failures count: six right codes in a row from one address are all accepted', async () => {
    const { user, key, recoveryCodes } = await enrolledAdminAtAal1(['super_admin'], '203.0.113.9')
    const signIn = async (code: string) => {
      const login = await outcome(adminLogin(routeArgs(formRequest('/admin-auth', { email: user.email, password: user.password }))))
      const request = formRequest('/admin-auth/verify', { code }, { cookie: cookieFrom(login), headers: { [TEST_CLIENT_ADDRESS]: '203.0.113.9' } })
      return (await outcome(verifyAction(routeArgs(request)))).status
    }
    // (the enrolment's code was a 7th right code from this address)
    const statuses = []
    for (const code of recoveryCodes.slice(0, 5)) statuses.push(await signIn(code))
    statuses.push(await signIn(totpCodeAt(key, Date.now() + PERIOD_MS)))
    expect(statuses).toEqual(Array(6).fill(302))
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
      'admin/requests',
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
