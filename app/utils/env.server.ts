import { z } from 'zod'

// Every variable the server reads, validated once. Defaults are the embedded ones: SQLite in
// ./data, mail recorded in the outbox, the offline Harper engine. Documented in .env.example.
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789'

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .default('file:./data/harper.db')
      .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
        message: 'DATABASE_URL must be a file: (SQLite) or postgres:// URL',
      }),
    /** comma-separated: the first signs new cookies, all of them verify (rotation) */
    SESSION_SECRET: z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()).filter(Boolean))
      .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), {
        message: 'SESSION_SECRET: each secret must be at least 32 characters',
      })
      .optional(),
    PUBLIC_URL: z.url().optional(),
    /** behind a reverse proxy: the number of proxy hops (or "true", or an address list) */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value === '' || value === 'false' ? false : value === 'true' ? true : /^\d+$/.test(value) ? Number(value) : value)),
    BOOKING_URL: z.url().default('https://cal.com/harper-home/30min'),
    MAP_EMBED_URL: z.url().optional(),
    UPLOAD_DIR: z.string().default('./data/uploads'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Harper Home <hello@harperhome.example>'),
    ADMIN_NOTIFICATION_EMAIL: z.email().default('admin@harperhome.example'),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    SEED_ADMIN_EMAIL: z.email().optional(),
    SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' })
      // links in emails and canonical URLs need it; it also decides Secure cookies and HSTS
      if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'PUBLIC_URL is required in production' })
      if (!env.SESSION_SECRET || !env.PUBLIC_URL) return z.NEVER
    }
    return {
      ...env,
      SESSION_SECRETS: env.SESSION_SECRET ?? [DEV_SESSION_SECRET],
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    }
  })

export type Env = z.output<typeof EnvSchema>

let cached: Env | undefined

/** The validated environment; throws with every problem listed when it is invalid. */
export function getServerEnv(): Env {
  if (cached) return cached
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

/** Tests change process.env between cases; this forgets the cached copy. */
export function resetServerEnvForTests() {
  cached = undefined
}

/**
 * Whether cookies must be Secure (with the __Host- prefix) and HSTS sent: in production, unless
 * the production build is being run on this machine over plain http://localhost.
 */
export function isSecureDeployment(env: Env = getServerEnv()) {
  if (env.NODE_ENV !== 'production') return false
  const url = new URL(env.PUBLIC_URL)
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return url.protocol === 'https:' || !local
}

/** The only values that reach the browser (window.ENV via root's loader). */
export function getPublicEnv() {
  const env = getServerEnv()
  return { MODE: env.NODE_ENV, BOOKING_URL: env.BOOKING_URL }
}
export type PublicEnv = ReturnType<typeof getPublicEnv>
