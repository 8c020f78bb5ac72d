import { describe, expect, test } from 'vitest'
import { hashToken } from '~/accounts/verification.server.ts'
import { action as affiliateAuthAction } from '~/routes/affiliate-auth.tsx'
import { action as confirmAction, loader as confirmLoader } from '~/routes/affiliate-auth.confirm.tsx'
import { loader as affiliateDashboardLoader } from '~/routes/affiliate-dashboard.tsx'
import { action as forgotAction } from '~/routes/forgot-password.tsx'
import { action as resetAction, loader as resetLoader } from '~/routes/reset-password.tsx'
import { db } from '~/utils/db.server.ts'
import { verifyUserCredentials } from '~/accounts/users.server.ts'
import { cookieFrom, createUser, formRequest, getRequest, outcome, replyErrors, uniqueEmail, TEST_CLIENT_ADDRESS } from './helpers.ts'
import { args, lastEmailedToken, signedInAs } from './accounts-helpers.ts'

async function signUp(fields: Record<string, string>) {
  return outcome(affiliateAuthAction(args(formRequest('/affiliate-auth?tab=signup', { intent: 'signup', ...fields }))))
}

async function resetPassword(token: string, password = 'a-new-password-42', cookie?: string) {
  return outcome(resetAction(args(formRequest('/reset-password', { token, password, confirmPassword: password }, { cookie }))))
}

describe('affiliate sign-up and email confirmation', () => {
  test('sign-up stores the name and emails a confirmation link; opening it only shows a button, which confirms, signs in and opens the dashboard', async () => {
    const email = uniqueEmail('signup')
    const response = await signUp({ name: 'Sam Signup', email, password: 'sekrit-9x' })
    expect(response.status).toBe(302)
    expect(response.location).toBe('/affiliate-auth')
    const user = await db.user.findUniqueOrThrow({ where: { email } })
    expect(user.name).toBe('Sam Signup')
    expect(user.emailVerifiedAt).toBeNull()
    const { link, token } = await lastEmailedToken(email, '/affiliate-auth/confirm')
    expect(link).toMatch(/^http:\/\/localhost:\d+\/affiliate-auth\/confirm\?token=/)

    // a GET (a mail scanner, a preview) reads the token and spends nothing, however often
    for (let visit = 0; visit < 2; visit++) {
      const page = await outcome(confirmLoader(args(getRequest(`/affiliate-auth/confirm?token=${token}`))))
      expect(page).toMatchObject({ status: 200, data: { link: 'valid', email, askPassword: true } })
      expect(cookieFrom(page)).not.toContain('harper_session=')
    }
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull()
    expect((await db.verification.findUniqueOrThrow({ where: { tokenHash: hashToken(token!) } })).usedAt).toBeNull()

    // the button, in a browser not signed in as the account: the token and the account's password
    const confirmed = await outcome(confirmAction(args(formRequest(`/affiliate-auth/confirm?token=${token}`, { token: token!, password: 'sekrit-9x' }))))
    expect(confirmed.location).toBe('/affiliate-dashboard')
    expect(cookieFrom(confirmed)).toContain('harper_session=')
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull()

    // reused: refused, no new session
    const reused = await outcome(confirmAction(args(formRequest(`/affiliate-auth/confirm?token=${token}`, { token: token! }))))
    expect(reused).toMatchObject({ status: 400, data: { link: 'used' } })
    expect(cookieFrom(reused)).not.toContain('harper_session=')
    expect((await outcome(confirmLoader(args(getRequest(`/affiliate-auth/confirm?token=${token}`))))).data).toMatchObject({ link: 'used' })
  })

  test("the address's owner cannot confirm a stranger's sign-up: without the account's password the link spends nothing", async () => {
    // a stranger signs up with someone else's address; its owner opens the emailed link
    const email = uniqueEmail('pre-claimed')
    await signUp({ name: 'Not The Owner', email, password: 'strangers-pass-1' })
    const { token } = await lastEmailedToken(email, '/affiliate-auth/confirm')
    const confirm = (fields: Record<string, string>, cookie?: string) =>
      outcome(confirmAction(args(formRequest(`/affiliate-auth/confirm?token=${token}`, { token: token!, ...fields }, { cookie }))))
    const bare = await confirm({})
    expect(bare).toMatchObject({ status: 400, data: { link: 'valid', passwordError: 'Enter your password to confirm.' } })
    const guessed = await confirm({ password: 'owners-own-pass-2' })
    expect(guessed).toMatchObject({ status: 400, data: { link: 'valid' } })
    expect((guessed.data as { passwordError: string }).passwordError).toMatch(/doesn't match/)
    for (const refused of [bare, guessed]) expect(cookieFrom(refused)).not.toContain('harper_session=')
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull()
    expect((await db.verification.findUniqueOrThrow({ where: { tokenHash: hashToken(token!) } })).usedAt).toBeNull()

    // whoever signed up, signed in in this browser, confirms with the button alone
    const login = await outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'login', email, password: 'strangers-pass-1' }))))
    const page = await outcome(confirmLoader(args(getRequest(`/affiliate-auth/confirm?token=${token}`, { cookie: cookieFrom(login) }))))
    expect(page.data).toMatchObject({ link: 'valid', askPassword: false })
    expect((await confirm({}, cookieFrom(login))).location).toBe('/affiliate-dashboard')
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull()
  })

  test('a fresh sign-up logs in with its password at once and sees "No affiliate profile found"', async () => {
    const email = uniqueEmail('fresh')
    await signUp({ name: 'Fran Fresh', email, password: 'sekrit-9x' })
    const login = await outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'login', email, password: 'sekrit-9x' }))))
    expect(login.status).toBe(302)
    expect(login.location).toBe('/affiliate-dashboard')
    const dashboard = await outcome(affiliateDashboardLoader(args(getRequest('/affiliate-dashboard', { cookie: cookieFrom(login) }))))
    expect(dashboard.status).toBe(200)
    // the page renders 'No affiliate profile found' for a null dashboard
    expect((dashboard.data as { dashboard: unknown }).dashboard).toBeNull()

    const wrong = await outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'login', email, password: 'not-the-password' }))))
    expect(wrong.status).toBe(401)
    expect(replyErrors(wrong.data)['']).toEqual(['Login failed. Please check your credentials.'])
  })

  test('a confirmation POST without a token, or with a made-up one, is a 400 and changes nothing', async () => {
    expect((await outcome(confirmAction(args(formRequest('/affiliate-auth/confirm', {}))))).status).toBe(400)
    const madeUp = await outcome(confirmAction(args(formRequest('/affiliate-auth/confirm', { token: 'not-a-token' }))))
    expect(madeUp).toMatchObject({ status: 400, data: { link: 'invalid' } })
    expect(cookieFrom(madeUp)).not.toContain('harper_session=')
  })

  test('signing up with an email that has an account answers the same and creates nothing', async () => {
    const existing = await createUser()
    const response = await signUp({ name: 'Someone Else', email: existing.email, password: 'sekrit-9x' })
    expect(response.status).toBe(302)
    expect(response.location).toBe('/affiliate-auth')
    expect((await db.user.findUniqueOrThrow({ where: { email: existing.email } })).name).toBe('Test User')
    expect((await db.outboundEmail.findFirst({ where: { to: existing.email }, orderBy: { createdAt: 'desc' } }))?.subject).toBe(
      'You already have a Harper Home account',
    )
  })

  test('the spec messages for missing fields and a short password', async () => {
    const response = await signUp({ name: '', email: 'nope', password: '123' })
    expect(response.status).toBe(400)
    const errors = replyErrors(response.data)
    expect(errors.name).toEqual(['Name is required'])
    expect(errors.email).toEqual(['Please enter a valid email address'])
    expect(errors.password).toEqual(['Password must be at least 6 characters'])
  })

  test('an unknown intent is a 400', async () => {
    const response = await outcome(affiliateAuthAction(args(formRequest('/affiliate-auth', { intent: 'delete-account' }))))
    expect(response.status).toBe(400)
  })
})

describe('password reset', () => {
  test('the same answer whether or not the email exists; only a real account gets a link', async () => {
    const user = await createUser()
    const known = await outcome(forgotAction(args(formRequest('/forgot-password', { email: user.email }))))
    const unknownEmail = uniqueEmail('nobody')
    const unknown = await outcome(forgotAction(args(formRequest('/forgot-password', { email: unknownEmail }))))
    expect(known).toMatchObject({ status: 200, data: { status: 'requested' } })
    expect(unknown).toMatchObject({ status: 200, data: { status: 'requested' } })
    expect((await lastEmailedToken(user.email, '/reset-password')).token).toBeTruthy()
    expect(await db.outboundEmail.count({ where: { to: unknownEmail } })).toBe(0)
  })

  test('a reset sets the password, signs this browser in and revokes every other session; the link works once', async () => {
    const { user, cookie: otherBrowser } = await signedInAs(['affiliate'])
    await outcome(forgotAction(args(formRequest('/forgot-password', { email: user!.email }))))
    const { token } = await lastEmailedToken(user!.email, '/reset-password')
    const page = await outcome(resetLoader(args(getRequest(`/reset-password?token=${token}`))))
    expect(page.data).toMatchObject({ link: 'valid', purpose: 'password_reset' })

    const reset = await resetPassword(token!)
    expect(reset.status).toBe(302)
    expect(reset.location).toBe('/affiliate-dashboard')
    const sessions = await db.session.findMany({ where: { userId: user!.id } })
    expect(sessions).toHaveLength(1)
    expect(otherBrowser).not.toContain(sessions[0].id)
    expect(await verifyUserCredentials(user!.email, 'a-new-password-42')).not.toBeNull()
    expect(await verifyUserCredentials(user!.email, user!.password)).toBeNull()

    const again = await resetPassword(token!, 'yet-another-password')
    expect(again.status).toBe(400)
    expect(replyErrors(again.data)['']).toEqual(['This link has already been used. Request a new one below.'])
    expect(await verifyUserCredentials(user!.email, 'yet-another-password')).toBeNull()
  })

  test('an expired link is refused', async () => {
    const user = await createUser()
    await outcome(forgotAction(args(formRequest('/forgot-password', { email: user.email }))))
    const { token } = await lastEmailedToken(user.email, '/reset-password')
    await db.verification.update({ where: { tokenHash: hashToken(token!) }, data: { expiresAt: new Date(Date.now() - 1000) } })
    const page = await outcome(resetLoader(args(getRequest(`/reset-password?token=${token}`))))
    expect(page.data).toMatchObject({ link: 'expired' })
    const reset = await resetPassword(token!)
    expect(replyErrors(reset.data)['']).toEqual(['This link has expired. Request a new one below.'])
    expect(await verifyUserCredentials(user.email, 'a-new-password-42')).toBeNull()
  })

  test('a token of another purpose is refused: a confirmation link cannot set a password, nor a reset link confirm an email', async () => {
    const email = uniqueEmail('purpose')
    await signUp({ name: 'Pat Purpose', email, password: 'sekrit-9x' })
    const { token: confirmToken } = await lastEmailedToken(email, '/affiliate-auth/confirm')
    const reset = await resetPassword(confirmToken!)
    expect(replyErrors(reset.data)['']).toEqual(['This link is not valid. Request a new one below.'])
    expect(await verifyUserCredentials(email, 'a-new-password-42')).toBeNull()

    await outcome(forgotAction(args(formRequest('/forgot-password', { email }))))
    const { token: resetToken } = await lastEmailedToken(email, '/reset-password')
    expect((await outcome(confirmLoader(args(getRequest(`/affiliate-auth/confirm?token=${resetToken}`))))).data).toMatchObject({ link: 'invalid' })
    const confirm = await outcome(confirmAction(args(formRequest('/affiliate-auth/confirm', { token: resetToken! }))))
    expect(confirm).toMatchObject({ status: 400, data: { link: 'invalid' } })
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull()
  })

  test('requests for one email are rate-limited with Retry-After', async () => {
    const user = await createUser()
    const headers = { [TEST_CLIENT_ADDRESS]: '10.9.9.9' }
    let last
    for (let i = 0; i < 4; i++) last = await outcome(forgotAction(args(formRequest('/forgot-password', { email: user.email }, { headers }))))
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await db.verification.count({ where: { email: user.email, purpose: 'password_reset' } })).toBe(1)
  })
})
