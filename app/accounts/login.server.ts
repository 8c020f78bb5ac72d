import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import { recordAuditEvent } from '~/audit/audit.server.ts'
import { authenticateWithPassword, loginAndRedirect } from '~/utils/auth.server.ts'
import { hasAnyRole } from '~/utils/permissions.server.ts'
import { createToastHeaders } from '~/utils/toast.server.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE } from '~/utils/rate-limit.server.ts'
import type { Role } from '~/marketplace/value-sets.ts'
import type { PasswordLoginSchema, VendorLoginSchema } from './login-schemas.ts'

// per address and email (guessing one account), and per address alone (trying many accounts)
const LOGIN_RATE_LIMIT = { name: 'login', limit: 10, windowMs: 15 * 60 * 1000 }
const LOGIN_RATE_LIMIT_PER_ADDRESS = { name: 'login-address', limit: 50, windowMs: 15 * 60 * 1000 }

type LoginSchema = typeof PasswordLoginSchema | typeof VendorLoginSchema

/**
 * The action of every login page: validate (on a clone — remix-auth reads the body itself),
 * rate-limit, check the credentials and the page's roles, audit, start the session.
 */
export async function handlePasswordLogin(
  request: Request,
  {
    schema,
    roles,
    audience,
    failedMessage,
    deniedMessage,
    successMessage,
    defaultRedirect,
  }: {
    schema: LoginSchema
    roles: readonly Role[]
    audience: 'admin' | 'affiliate' | 'vendor'
    failedMessage: string
    deniedMessage: string
    successMessage: string
    defaultRedirect: string
  },
) {
  const submission = parseWithZod(await request.clone().formData(), { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const value = submission.value as z.output<LoginSchema>
  const perAddress = checkRateLimit(request, LOGIN_RATE_LIMIT_PER_ADDRESS)
  const perAccount = checkRateLimit(request, LOGIN_RATE_LIMIT, { extraKey: value.email.toLowerCase() })
  const limited = !perAddress.allowed ? perAddress : perAccount
  if (!limited.allowed) {
    return data(
      { result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE], hideFields: ['password'] }) },
      { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
    )
  }

  const user = await authenticateWithPassword(request)
  if (!user) {
    await recordAuditEvent({ request, action: `${audience}.login`, outcome: 'failure', metadata: { email: value.email } })
    return data({ result: submission.reply({ formErrors: [failedMessage], hideFields: ['password'] }) }, { status: 401 })
  }
  if (!hasAnyRole(user, roles)) {
    await recordAuditEvent({ request, action: `${audience}.login`, outcome: 'denied', actorId: user.id })
    return data({ result: submission.reply({ formErrors: [deniedMessage], hideFields: ['password'] }) }, { status: 403 })
  }
  await recordAuditEvent({ request, action: `${audience}.login`, outcome: 'success', actorId: user.id })
  return loginAndRedirect(request, user, {
    remember: 'rememberMe' in value ? Boolean(value.rememberMe) : false,
    redirectTo: value.redirectTo || defaultRedirect,
    headers: await createToastHeaders({ type: 'success', description: successMessage }),
  })
}
