import { afterEach, expect, test, vi } from 'vitest'
import { getServerEnv, isSecureDeployment, resetServerEnvForTests } from './env.server.ts'

afterEach(() => {
  vi.unstubAllEnvs()
  resetServerEnvForTests()
})

test('production refuses to start without SESSION_SECRET', () => {
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('SESSION_SECRET', '')
  delete process.env.SESSION_SECRET
  expect(() => getServerEnv()).toThrow(/SESSION_SECRET is required in production/)
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
  vi.stubEnv('NODE_ENV', mode)
  vi.stubEnv('PUBLIC_URL', url)
  vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  expect(isSecureDeployment(getServerEnv())).toBe(secure)
})

test('production requires PUBLIC_URL', () => {
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('SESSION_SECRET', 'a-long-enough-session-secret-for-this-test')
  delete process.env.PUBLIC_URL
  expect(() => getServerEnv()).toThrow(/PUBLIC_URL is required in production/)
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
