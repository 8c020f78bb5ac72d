import { data } from 'react-router'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { readFormData, parseSubmission } from '~/utils/form-action.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, tooManyRequests } from '~/utils/rate-limit.server.ts'
import { createToastHeaders } from '~/utils/toast.server.ts'
import { authenticateWithPassword, loginAndRedirect } from './auth.server.ts'
import { LOGIN_PAGES, type LoginAudience } from './login-pages.ts'
import { checkAccountThrottle, clearAccountThrottle, recordAccountFailure } from './login-throttle.server.ts'
import { hasAnyRole } from './permissions.server.ts'
import { rolesRequireSecondFactor } from './two-factor.server.ts'
import { TWO_FACTOR_PATHS } from './two-factor-schemas.ts'
import type { AuthenticatedUser } from './users.server.ts'
import { truncateText } from '~/utils/misc.ts'

// per address and email (guessing one account), and per address alone (trying many accounts)
const LOGIN_RATE_LIMIT = { name: 'login', limit: 10, windowMs: 15 * 60 * 1000 }
const LOGIN_RATE_LIMIT_PER_ADDRESS = { name: 'login-address', limit: 50, windowMs: 15 * 60 * 1000 }

export type SignInOutcome =
  | { status: 'signed-in'; user: AuthenticatedUser }
  | { status: 'invalid-credentials' }
  | { status: 'wrong-role'; user: AuthenticatedUser }
  | { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * Checks a sign-in attempt on `audience`'s page: the rate limits (per address, per address and
 * email, and per account from anywhere — login-throttle.server.ts), the password (through
 * remix-auth's form strategy, which reads `form`), then the page's roles. Every attempt is
 * audited with its outcome, the address and the user agent — refused and rate-limited ones too.
 */
export async function signInWithPassword({
  request,
  form,
  email,
  audience,
  clientAddress,
}: {
  request: Request
  form: FormData
  email: string
  audience: LoginAudience
  clientAddress: string | null | undefined
}): Promise<SignInOutcome> {
  const action = `${audience}.login`
  const audit = (outcome: Parameters<typeof recordAuditEvent>[0]['outcome'], extra: Partial<Parameters<typeof recordAuditEvent>[0]> = {}) =>
    recordAuditEvent({ request, clientAddress, action, outcome, metadata: { email }, ...extra })

  const perAddress = await checkRateLimit(clientAddress, LOGIN_RATE_LIMIT_PER_ADDRESS)
  const perAccount = await checkRateLimit(clientAddress, LOGIN_RATE_LIMIT, { extraKey: email.toLowerCase() })
  const limited = !perAddress.allowed ? perAddress : perAccount
  if (!limited.allowed) {
    await audit('rate_limited')
    return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds }
  }
  const account = await checkAccountThrottle(email, clientAddress)
  if (!account.allowed) {
    // the account under attack is named, so an admin can find every attempt against it
    await audit('rate_limited', { targetType: 'account', targetId: email.toLowerCase(), metadata: { email, reason: 'account-throttle' } })
    return { status: 'rate-limited', retryAfterSeconds: account.retryAfterSeconds }
  }
  // FormStrategy reads the body itself: hand it the bounded form already read, never the raw request
  const user = await authenticateWithPassword(new Request(request.url, { method: 'POST', body: form }))
  if (!user) {
    await recordAccountFailure(email)
    await audit('failure')
    return { status: 'invalid-credentials' }
  }
  const admitted = LOGIN_PAGES[audience].roles
  if (admitted !== 'any-account' && !hasAnyRole(user, admitted)) {
    await audit('denied', { actorId: user.id })
    return { status: 'wrong-role', user }
  }
  await clearAccountThrottle(email)
  await audit('success', { actorId: user.id })
  return { status: 'signed-in', user }
}

/**
 * The action of every sign-in page (spec §2, §5, §8), in the one action shape. A page with more
 * than one form passes the form it has already read.
 */
export async function passwordLoginAction(
  { request, context }: { request: Request; context: { clientAddress?: string | null } },
  audience: LoginAudience,
  alreadyRead?: FormData,
) {
  const page = LOGIN_PAGES[audience]
  const form = alreadyRead ?? (await readFormData(request))
  const submission = parseSubmission(form, { schema: page.schema })
  const reply = (init: ResponseInit, formErrors?: string[]) => data({ result: submission.reply({ formErrors, hideFields: ['password'] }) }, init)
  if (submission.status !== 'success') {
    // every attempt is on the record, even one that never reached the password check
    const email = truncateText(String(form.get('email') ?? ''), 255)
    await recordAuditEvent({
      request,
      clientAddress: context.clientAddress,
      action: `${audience}.login`,
      outcome: 'failure',
      metadata: { email, reason: 'invalid-form' },
    })
    return reply({ status: 400 })
  }

  const { email, redirectTo } = submission.value
  const outcome = await signInWithPassword({ request, form, email, audience, clientAddress: context.clientAddress })
  switch (outcome.status) {
    case 'rate-limited':
      return reply(tooManyRequests(outcome.retryAfterSeconds), [RATE_LIMIT_MESSAGE])
    case 'invalid-credentials':
      return reply({ status: 401 }, [page.failedMessage])
    case 'wrong-role':
      return reply({ status: 403 }, [page.deniedMessage])
    case 'signed-in': {
      const target = redirectTo || page.home
      // an admin's password gives an aal1 session: the code page (or enrolment) comes next (0023)
      const needsSecondFactor = audience === 'admin' && rolesRequireSecondFactor(outcome.user.roles)
      return loginAndRedirect(request, outcome.user, {
        remember: 'rememberMe' in submission.value ? Boolean(submission.value.rememberMe) : false,
        redirectTo: needsSecondFactor ? `${TWO_FACTOR_PATHS.verify}?${new URLSearchParams({ redirectTo: target })}` : target,
        clientAddress: context.clientAddress,
        headers: needsSecondFactor ? new Headers() : await createToastHeaders({ type: 'success', description: page.successMessage }),
      })
    }
  }
}
