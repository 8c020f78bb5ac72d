import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { commissionRuleFrom, DEFAULT_COMMISSION_RULE } from '~/referrals/commission.ts'
import { offerWindowMinutes } from '~/service-requests/offer-window.ts'
import { getServerEnv, isLocalOnlySetup, isSecureDeployment, OVERLOAD_DEFAULTS, resetServerEnvForTests } from './env.server.ts'

afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
})

/** A deployment's environment: none of the test suites' settings (PASSWORD_HASH_COST=test). */
function asDeployment(vars: Record<string, string | undefined>) {
  vi.stubEnv('PASSWORD_HASH_COST', undefined)
  vi.stubEnv('NODE_ENV', 'production')
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
}

test('without SESSION_SECRET a random secret is made once in DATA_DIR, private, and kept across restarts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-env-'))
  asDeployment({ PUBLIC_URL: 'https://harperhome.example', DATA_DIR: dataDir })
  delete process.env.SESSION_SECRET
  const [secret] = getServerEnv().SESSION_SECRETS
  expect(secret).toMatch(/^[0-9a-f]{64}$/)
  const file = path.join(dataDir, 'session-secret')
  expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  resetServerEnvForTests()
  expect(getServerEnv().SESSION_SECRETS).toEqual([secret])

  // another installation makes another secret: nothing in the source can sign for it
  const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harper-env-'))
  vi.stubEnv('DATA_DIR', otherDir)
  resetServerEnvForTests()
  expect(getServerEnv().SESSION_SECRETS[0]).not.toBe(secret)
  fs.rmSync(dataDir, { recursive: true })
  fs.rmSync(otherDir, { recursive: true })
})

test('the server listens on loopback unless HOST says otherwise', () => {
  delete process.env.HOST
  expect(getServerEnv().HOST).toBe('127.0.0.1')
  resetServerEnvForTests()
  vi.stubEnv('HOST', '0.0.0.0')
  expect(getServerEnv().HOST).toBe('0.0.0.0')
})

test('a malformed DATABASE_URL is reported by name', () => {
  vi.stubEnv('DATABASE_URL', 'mysql://nope')
  expect(() => getServerEnv()).toThrow(/DATABASE_URL/)
})

test.each([
  ['production', 'https://harperhome.example', true],
  ['production', 'http://harperhome.example', true],
  ['production', 'http://localhost:3000', false],
  ['development', 'https://harperhome.example', false],
])('NODE_ENV=%s PUBLIC_URL=%s → secure cookies and HSTS: %s', (mode, url, secure) => {
  asDeployment({ NODE_ENV: mode, PUBLIC_URL: url })
  vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  expect(isSecureDeployment(getServerEnv())).toBe(secure)
})

test('production requires PUBLIC_URL unless the server listens on loopback only, where it is http://localhost:PORT', () => {
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  delete process.env.PUBLIC_URL
  vi.stubEnv('HOST', '0.0.0.0')
  expect(() => getServerEnv()).toThrow(/PUBLIC_URL is required in production/)
  resetServerEnvForTests()
  vi.stubEnv('HOST', '127.0.0.1')
  vi.stubEnv('PORT', '4321')
  expect(getServerEnv().PUBLIC_URL).toBe('http://localhost:4321')
  expect(isSecureDeployment(getServerEnv())).toBe(false)
})

test.each([
  [{}, true],
  [{ PUBLIC_URL: 'http://localhost:3000' }, true],
  [{ HOST: 'localhost', PUBLIC_URL: 'http://127.0.0.1:8080' }, true],
  [{ HOST: '::1', PUBLIC_URL: 'https://[::1]:3000' }, true],
  [{ PUBLIC_URL: 'https://harperhome.example' }, false],
  [{ PUBLIC_URL: 'http://192.168.1.20:3000' }, false],
  [{ HOST: '0.0.0.0' }, false],
  [{ HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }, false],
  [{ PUBLIC_URL: 'not a url' }, false],
])('local-only setup (demo accounts, PUBLIC_URL optional in production): %o → %s', (vars, local) => {
  expect(isLocalOnlySetup(vars)).toBe(local)
})

test('SESSION_SECRET may list several secrets for rotation, each long enough', () => {
  vi.stubEnv('SESSION_SECRET', 'new-secret-which-is-long-enough-000, old-secret-which-is-long-enough-111')
  expect(getServerEnv().SESSION_SECRETS).toEqual(['new-secret-which-is-long-enough-000', 'old-secret-which-is-long-enough-111'])
  resetServerEnvForTests()
  vi.stubEnv('SESSION_SECRET', 'new-secret-which-is-long-enough-000,short')
  expect(() => getServerEnv()).toThrow(/each secret must be at least 32 characters/)
})

test.each([
  ['1', 1],
  ['true', true],
  ['loopback', 'loopback'],
  ['', false],
])('TRUST_PROXY=%j → %j', (value, expected) => {
  vi.stubEnv('TRUST_PROXY', value)
  expect(getServerEnv().TRUST_PROXY).toEqual(expected)
})

test('logs, metrics and Redis: defaults, and bad values reported by name', () => {
  delete process.env.LOG_LEVEL
  delete process.env.METRICS_TOKEN
  delete process.env.REDIS_URL
  const defaults = getServerEnv()
  expect([defaults.LOG_LEVEL, defaults.METRICS_TOKEN, defaults.REDIS_URL]).toEqual(['info', undefined, undefined])
  for (const [name, value] of [
    ['LOG_LEVEL', 'loud'],
    ['METRICS_TOKEN', 'short'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ]) {
    vi.stubEnv(name, value)
    resetServerEnvForTests()
    expect(() => getServerEnv()).toThrow(new RegExp(`${name}:`))
    vi.unstubAllEnvs()
  }
  vi.stubEnv('REDIS_URL', 'rediss://user:secret@cache.internal:6380/0')
  vi.stubEnv('METRICS_TOKEN', 'a-metrics-token-of-length')
  resetServerEnvForTests()
  expect(getServerEnv()).toMatchObject({ REDIS_URL: 'rediss://user:secret@cache.internal:6380/0', METRICS_TOKEN: 'a-metrics-token-of-length' })
})

test('object storage: off by default; S3_BUCKET switches it on; half a configuration is refused by name', () => {
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) delete process.env[name]
  resetServerEnvForTests()
  expect([getServerEnv().S3_BUCKET, getServerEnv().S3_REGION]).toEqual([undefined, 'us-east-1'])
  for (const [stubs, name] of [
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'harper', S3_ACCESS_KEY_ID: 'harper' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'harper', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
  ] as const) {
    for (const [key, value] of Object.entries(stubs)) vi.stubEnv(key, value)
    resetServerEnvForTests()
    expect(() => getServerEnv()).toThrow(new RegExp(`${name}:`))
    vi.unstubAllEnvs()
  }
  vi.stubEnv('S3_BUCKET', 'harper')
  vi.stubEnv('S3_ENDPOINT', 'http://minio:9000')
  vi.stubEnv('S3_ACCESS_KEY_ID', 'harper')
  vi.stubEnv('S3_SECRET_ACCESS_KEY', 'a-secret')
  resetServerEnvForTests()
  expect(getServerEnv()).toMatchObject({ S3_BUCKET: 'harper', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'harper' })
})

test('Harper’s spend caps have defaults and must be whole numbers of at least 1', () => {
  for (const name of ['HARPER_CONVERSATION_TOKEN_CAP', 'HARPER_CONVERSATION_TURN_CAP', 'HARPER_DAILY_TOKEN_CAP', 'HARPER_DAILY_TURN_CAP'])
    delete process.env[name]
  expect(getServerEnv()).toMatchObject({
    HARPER_CONVERSATION_TOKEN_CAP: 60_000,
    HARPER_CONVERSATION_TURN_CAP: 30,
    HARPER_DAILY_TOKEN_CAP: 2_000_000,
    HARPER_DAILY_TURN_CAP: 2_000,
  })
  resetServerEnvForTests()
  vi.stubEnv('HARPER_DAILY_TOKEN_CAP', '500000')
  expect(getServerEnv().HARPER_DAILY_TOKEN_CAP).toBe(500_000)
  for (const [value, message] of [
    ['0', 'HARPER_DAILY_TOKEN_CAP must be at least 1'],
    ['1.5', 'HARPER_DAILY_TOKEN_CAP must be a whole number'],
    ['lots', 'HARPER_DAILY_TOKEN_CAP must be a whole number'],
  ]) {
    resetServerEnvForTests()
    vi.stubEnv('HARPER_DAILY_TOKEN_CAP', value)
    expect(() => getServerEnv()).toThrow(message)
  }
})

test('the caps on requests from Harper have defaults and must be whole numbers of at least 1', () => {
  for (const name of ['HARPER_REQUEST_CAP_PER_ADDRESS', 'HARPER_REQUEST_CAP_PER_CONTACT', 'HARPER_REQUEST_CAP_PER_HOUR']) delete process.env[name]
  resetServerEnvForTests()
  expect(getServerEnv()).toMatchObject({ HARPER_REQUEST_CAP_PER_ADDRESS: 5, HARPER_REQUEST_CAP_PER_CONTACT: 3, HARPER_REQUEST_CAP_PER_HOUR: 20 })
  resetServerEnvForTests()
  vi.stubEnv('HARPER_REQUEST_CAP_PER_HOUR', '200')
  expect(getServerEnv().HARPER_REQUEST_CAP_PER_HOUR).toBe(200)
  for (const [value, message] of [
    ['0', 'HARPER_REQUEST_CAP_PER_CONTACT must be at least 1'],
    ['two', 'HARPER_REQUEST_CAP_PER_CONTACT must be a whole number'],
  ]) {
    resetServerEnvForTests()
    vi.stubEnv('HARPER_REQUEST_CAP_PER_CONTACT', value)
    expect(() => getServerEnv()).toThrow(message)
  }
})

test('the cheap password hash cost is refused in production unless the server is local-only, as the e2e server is', () => {
  vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  asDeployment({ PUBLIC_URL: 'https://harperhome.example' })
  expect(getServerEnv().PASSWORD_HASH_COST).toBe('production')

  // a deployment: a public address, or a server listening on every interface
  for (const vars of [{ PUBLIC_URL: 'https://harperhome.example' }, { HOST: '0.0.0.0', PUBLIC_URL: 'http://localhost:3000' }]) {
    asDeployment({ ...vars, PASSWORD_HASH_COST: 'test' })
    resetServerEnvForTests()
    expect(() => getServerEnv()).toThrow(/PASSWORD_HASH_COST: PASSWORD_HASH_COST=test is for the test suites/)
    vi.unstubAllEnvs()
    vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  }

  // the production build on this machine only (tests/setup/e2e-server.sh), and any other mode
  asDeployment({ PUBLIC_URL: 'http://localhost:3210', PASSWORD_HASH_COST: 'test' })
  resetServerEnvForTests()
  expect(getServerEnv().PASSWORD_HASH_COST).toBe('test')
  vi.stubEnv('NODE_ENV', 'development')
  vi.stubEnv('PUBLIC_URL', 'https://harperhome.example')
  resetServerEnvForTests()
  expect(getServerEnv().PASSWORD_HASH_COST).toBe('test')

  vi.stubEnv('PASSWORD_HASH_COST', 'cheap')
  resetServerEnvForTests()
  expect(() => getServerEnv()).toThrow(/PASSWORD_HASH_COST:/)
})

test('the commission rule and the offer windows: their defaults, and bad values reported by name', () => {
  for (const name of [
    'REFERRAL_COMMISSION_BPS',
    'REFERRAL_COMMISSION_FLOOR_CENTS',
    'REFERRAL_COMMISSION_CAP_CENTS',
    'LEAD_OFFER_WINDOW_MINUTES',
    'LEAD_OFFER_WINDOW_IMMEDIATE_MINUTES',
  ])
    vi.stubEnv(name, undefined)
  const defaults = getServerEnv()
  expect(commissionRuleFrom(defaults)).toEqual(DEFAULT_COMMISSION_RULE)
  expect([offerWindowMinutes('immediate', defaults), offerWindowMinutes('7-days', defaults)]).toEqual([120, 1440])
  for (const [name, value, message] of [
    ['REFERRAL_COMMISSION_BPS', '5.5', /REFERRAL_COMMISSION_BPS/],
    ['REFERRAL_COMMISSION_FLOOR_CENTS', '90000', /must not exceed/],
    ['LEAD_OFFER_WINDOW_MINUTES', '0', /LEAD_OFFER_WINDOW_MINUTES/],
  ] as const) {
    vi.stubEnv(name, value)
    resetServerEnvForTests()
    expect(() => getServerEnv()).toThrow(message)
    vi.unstubAllEnvs()
  }
})

test('the overload limits: on in production by default, off in development and test, 0 or "off" turns one off, bad values reported by name', () => {
  vi.stubEnv('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', undefined)
  vi.stubEnv('OVERLOAD_MAX_PAGES_IN_FLIGHT', undefined)
  vi.stubEnv('OVERLOAD_RETRY_AFTER_SECONDS', undefined)
  const limits = () => {
    resetServerEnvForTests()
    const env = getServerEnv()
    return [env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, env.OVERLOAD_MAX_PAGES_IN_FLIGHT, env.OVERLOAD_RETRY_AFTER_SECONDS]
  }
  // Vitest runs with NODE_ENV=test: nothing is ever shed by a loaded CI machine
  expect(limits()).toEqual([0, 0, 5])
  vi.stubEnv('NODE_ENV', 'development')
  expect(limits()).toEqual([0, 0, 5])
  asDeployment({ PUBLIC_URL: 'https://harperhome.example', SESSION_SECRET: 'a-long-enough-session-secret-for-this-test' })
  expect(limits()).toEqual([OVERLOAD_DEFAULTS.maxEventLoopDelayMs, OVERLOAD_DEFAULTS.maxPagesInFlight, 5])
  expect(OVERLOAD_DEFAULTS).toEqual({ maxEventLoopDelayMs: 100, maxPagesInFlight: 4 })

  // the end-to-end server runs the production build with both off (tests/setup/e2e-server.sh)
  vi.stubEnv('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 'off')
  vi.stubEnv('OVERLOAD_MAX_PAGES_IN_FLIGHT', '0')
  expect(limits()).toEqual([0, 0, 5])
  vi.stubEnv('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '250')
  vi.stubEnv('OVERLOAD_MAX_PAGES_IN_FLIGHT', '')
  vi.stubEnv('OVERLOAD_RETRY_AFTER_SECONDS', '30')
  expect(limits()).toEqual([250, OVERLOAD_DEFAULTS.maxPagesInFlight, 30])

  for (const [name, value, message] of [
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '-1', /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number/],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '99.5', /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number/],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '600000', /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be at most 60000/],
    ['OVERLOAD_MAX_PAGES_IN_FLIGHT', 'many', /OVERLOAD_MAX_PAGES_IN_FLIGHT must be a whole number/],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '0', /OVERLOAD_RETRY_AFTER_SECONDS/],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '86400', /OVERLOAD_RETRY_AFTER_SECONDS must be at most 3600/],
  ] as const) {
    vi.stubEnv(name, value)
    resetServerEnvForTests()
    expect(() => getServerEnv()).toThrow(message)
    vi.stubEnv(name, undefined)
  }
})
