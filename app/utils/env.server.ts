import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_DATABASE_URL, isDatabaseUrl } from './database-url.ts'

/**
 * A cap: a whole number of at least 1 (a Claude spend cap of 0 would switch Claude off, which unset
 * ANTHROPIC_API_KEY does; a request cap of 0 would hold every request).
 */
function spendCap(name: string, fallback: number) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(1_000_000_000, { error: `${name} must be at most 1000000000` })
    .default(fallback)
}

/** A whole number of at least `min` (a commission of 0 is allowed; an offer window of 0 minutes is not). Empty is unset. */
function wholeNumber(name: string, fallback: number, min = 0) {
  const message = `${name} must be a whole number ≥ ${min}`
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).default(fallback),
  )
}

/**
 * An overload limit (docs/decisions/0048): a whole number, 0 or "off" for no limit; unset or empty
 * leaves it to the mode (the transform below).
 */
function overloadLimit(name: string, max: number) {
  const message = `${name} must be a whole number (0 or "off": no limit)`
  return z.preprocess(
    (value) => (value === '' ? undefined : value === 'off' ? 0 : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: `${name} must be at most ${max}` })
      .optional(),
  )
}

/**
 * The production server's overload limits (docs/decisions/0048 has the measurements behind them):
 * shed when the event loop is 100 ms late, or when 4 pages are already being made.
 */
export const OVERLOAD_DEFAULTS = { maxEventLoopDelayMs: 100, maxPagesInFlight: 4 } as const

// Every variable the server reads, validated once. Defaults are the embedded ones: SQLite in
// ./data, mail recorded in the outbox, the offline Harper engine. Documented in .env.example.

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** the interface the server listens on: loopback unless told otherwise (the image sets 0.0.0.0) */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** where the server keeps what it makes itself (the generated session secret) */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().default(DEFAULT_DATABASE_URL).refine(isDatabaseUrl, {
      message: 'DATABASE_URL must be a file: (SQLite) or postgres:// URL',
    }),
    /** comma-separated: the first signs new cookies, all of them verify (rotation) */
    SESSION_SECRET: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), {
        message: 'SESSION_SECRET: each secret must be at least 32 characters',
      })
      .optional(),
    PUBLIC_URL: z.url().optional(),
    /** behind a reverse proxy: the number of proxy hops (or "true", or an address list) */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined || value === '' || value === 'false' ? false : value === 'true' ? true : /^\d+$/.test(value) ? Number(value) : value,
      ),
    BOOKING_URL: z.url().default('https://cal.com/harper-home/30min'),
    MAP_EMBED_URL: z.url().optional(),
    UPLOAD_DIR: z.string().default('./data/uploads'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Harper Home <hello@harperhome.example>'),
    ADMIN_NOTIFICATION_EMAIL: z.email().default('admin@harperhome.example'),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    /** Claude's spend caps (docs/decisions/0025): past one, the embedded engine answers */
    HARPER_CONVERSATION_TOKEN_CAP: spendCap('HARPER_CONVERSATION_TOKEN_CAP', 60_000),
    HARPER_CONVERSATION_TURN_CAP: spendCap('HARPER_CONVERSATION_TURN_CAP', 30),
    HARPER_DAILY_TOKEN_CAP: spendCap('HARPER_DAILY_TOKEN_CAP', 2_000_000),
    HARPER_DAILY_TURN_CAP: spendCap('HARPER_DAILY_TURN_CAP', 2_000),
    /** caps on service requests from Harper (docs/decisions/0032): past one, a request is held for review */
    HARPER_REQUEST_CAP_PER_ADDRESS: spendCap('HARPER_REQUEST_CAP_PER_ADDRESS', 5),
    HARPER_REQUEST_CAP_PER_CONTACT: spendCap('HARPER_REQUEST_CAP_PER_CONTACT', 3),
    HARPER_REQUEST_CAP_PER_HOUR: spendCap('HARPER_REQUEST_CAP_PER_HOUR', 20),
    /** pino's level for the JSON logs (docs/decisions/0022) */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** the bearer token /metrics asks for; unset, /metrics is a 404 */
    METRICS_TOKEN: z.string().min(16, { message: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    /** shared rate-limit counters for several instances; unset, each process counts in memory */
    REDIS_URL: z
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
      .optional(),
    /** credential uploads in an S3-compatible bucket instead of UPLOAD_DIR (docs/decisions/0027) */
    S3_BUCKET: z.string().min(1).optional(),
    /** an S3-compatible server (MinIO, R2, …): path-style requests; unset with a bucket: AWS S3 */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * scrypt's cost for new password hashes (docs/decisions/0039): `production` (N=2^15, the
     * default) or `test` (N=2^10), which only the test suites set; a deployment refuses `test`.
     */
    PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
    /** minutes a vendor has to answer an offered lead before it passes on (docs/decisions/0018); 'immediate' jobs get the second */
    LEAD_OFFER_WINDOW_MINUTES: wholeNumber('LEAD_OFFER_WINDOW_MINUTES', 24 * 60, 1),
    LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES: wholeNumber('LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES', 2 * 60, 1),
    /** the one commission rule (docs/decisions/0018): a share in basis points (500 = 5 %), a floor and a cap in cents */
    REFERRAL_COMMISSION_BPS: wholeNumber('REFERRAL_COMMISSION_BPS', 500),
    REFERRAL_COMMISSION_FLOOR_CENTS: wholeNumber('REFERRAL_COMMISSION_FLOOR_CENTS', 100_00),
    REFERRAL_COMMISSION_CAP_CENTS: wholeNumber('REFERRAL_COMMISSION_CAP_CENTS', 500_00),
    /** "off" keeps this process from running the background jobs (extra instances, one-off scripts) */
    JOBS: z.enum(['on', 'off']).default('on'),
    /**
     * graceful overload (docs/decisions/0048): past this event-loop delay (ms), or with this many
     * pages already being made, a request bound for React Router is answered 503 at once. 0 or
     * "off" turns a limit off. Unset: OVERLOAD_DEFAULTS in production, off in development and test.
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: overloadLimit('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 60_000),
    OVERLOAD_MAX_PAGES_IN_FLIGHT: overloadLimit('OVERLOAD_MAX_PAGES_IN_FLIGHT', 10_000),
    /** the Retry-After (seconds) of an overload's 503 */
    OVERLOAD_RETRY_AFTER_SECONDS: wholeNumber('OVERLOAD_RETRY_AFTER_SECONDS', 5, 1).pipe(
      z.number().max(3_600, { error: 'OVERLOAD_RETRY_AFTER_SECONDS must be at most 3600' }),
    ),
    SEED_ADMIN_EMAIL: z.email().optional(),
    SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && !isLocalOnlySetup(env)) {
      // links in emails and canonical URLs need it; it also decides Secure cookies and HSTS. A
      // server only this machine can reach (HOST on loopback, the default) is at http://localhost.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required in production when HOST is not a loopback address',
      })
      return z.NEVER
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== 'production' && !isLocalOnlySetup(env)) {
      // Cheap hashes are for the test suites, which run the production build too (the e2e server),
      // but only ever on this machine. A deployment — a public PUBLIC_URL, or HOST on every
      // interface — would store hashes that a stolen database gives up about a hundred times faster.
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'PASSWORD_HASH_COST=test is for the test suites: a deployment must hash passwords at production cost',
      })
      return z.NEVER
    }
    if (env.REFERRAL_COMMISSION_FLOOR_CENTS > env.REFERRAL_COMMISSION_CAP_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REFERRAL_COMMISSION_FLOOR_CENTS'],
        message: 'REFERRAL_COMMISSION_FLOOR_CENTS must not exceed REFERRAL_COMMISSION_CAP_CENTS',
      })
      return z.NEVER
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      // a half-configured bucket would silently keep files on one instance's disk
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when other S3_* variables are set' })
      return z.NEVER
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' })
      return z.NEVER
    }
    return {
      ...env,
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'production' ? OVERLOAD_DEFAULTS.maxEventLoopDelayMs : 0),
      OVERLOAD_MAX_PAGES_IN_FLIGHT: env.OVERLOAD_MAX_PAGES_IN_FLIGHT ?? (env.NODE_ENV === 'production' ? OVERLOAD_DEFAULTS.maxPagesInFlight : 0),
      SESSION_SECRETS: env.SESSION_SECRET ?? [generatedSessionSecret(env.DATA_DIR)],
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    }
  })

export type Env = z.output<typeof EnvSchema>

/**
 * Without SESSION_SECRET the server signs with a random secret it makes once and keeps in
 * DATA_DIR (mode 0600), so no two installations share one and none is in the source. Several
 * servers sharing one database must be given the same SESSION_SECRET instead.
 */
function generatedSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-secret')
  const read = () => fs.readFileSync(file, 'utf8').trim()
  if (fs.existsSync(file) && read().length >= 32) return read()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  try {
    // 'wx': when two processes start together, the first one's secret wins for both
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read()
    throw error
  }
}

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

const isLoopbackHostname = (hostname: string) => ['localhost', '[::1]', '::1'].includes(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname)

/**
 * Whether this is a setup only this machine can reach — the server listens on a loopback address
 * (HOST, default 127.0.0.1) and PUBLIC_URL is unset or a localhost address — as `npm start` on a
 * fresh clone is. Only such a setup gets the demo accounts (prisma/seed.ts) and may run in
 * production without PUBLIC_URL; a deployment (a public PUBLIC_URL, or HOST=0.0.0.0 as in the
 * Docker image) never does. Reads raw variables, so the seed script can ask before any validation.
 */
export function isLocalOnlySetup(vars: { HOST?: string; PUBLIC_URL?: string }): boolean {
  const host = vars.HOST || '127.0.0.1'
  if (!isLoopbackHostname(host)) return false
  if (!vars.PUBLIC_URL) return true
  try {
    return isLoopbackHostname(new URL(vars.PUBLIC_URL).hostname)
  } catch {
    return false
  }
}

/**
 * Whether cookies must be Secure (with the __Host- prefix) and HSTS sent: in production, unless
 * the production build is being run on this machine over plain http://localhost.
 */
export function isSecureDeployment(env: Env = getServerEnv()) {
  if (env.NODE_ENV !== 'production') return false
  const url = new URL(env.PUBLIC_URL)
  return url.protocol === 'https:' || !isLoopbackHostname(url.hostname)
}

/** The only values that reach the browser (window.ENV via root's loader). */
export function getPublicEnv() {
  const env = getServerEnv()
  return { MODE: env.NODE_ENV, BOOKING_URL: env.BOOKING_URL }
}
