import { isHoneypotFilled } from './honeypot.ts'
import { checkRateLimit, RATE_LIMIT_MESSAGE, type RateLimitRule } from './rate-limit.server.ts'

export type PublicFormCheck =
  | { outcome: 'ok' }
  /** a filled honeypot: answer like a success, store and send nothing */
  | { outcome: 'bot' }
  /** over the per-address limit: answer HTTP 429 with Retry-After and `message` */
  | { outcome: 'rate-limited'; retryAfterSeconds: number; message: string }

/** The abuse checks every public form's action runs first, on its parsed FormData. */
export async function checkPublicForm(
  formData: FormData,
  { clientAddress, rule }: { clientAddress: string | null | undefined; rule: RateLimitRule },
): Promise<PublicFormCheck> {
  if (isHoneypotFilled(formData)) return { outcome: 'bot' }
  const limit = await checkRateLimit(clientAddress, rule)
  if (!limit.allowed) return { outcome: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds, message: RATE_LIMIT_MESSAGE }
  return { outcome: 'ok' }
}
