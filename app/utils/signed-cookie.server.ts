import crypto from 'node:crypto'
import type { Cookie } from 'react-router'

// A signed cookie with React Router's interface and wire format (its `createCookie` with
// `secrets`: the value as base64 JSON, a dot, and its HMAC-SHA256 in base64 without padding), so
// cookies set by either are read by the other. The difference is the key: React Router imports
// the secret with WebCrypto (`crypto.subtle.importKey`) again on every parse and serialize; here
// each secret becomes a key once per process (docs/decisions/0047) and the HMAC is computed
// synchronously. Only the attributes the app sets are supported.

export type SignedCookieOptions = {
  secrets: readonly string[]
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'lax' | 'strict'
  path?: string
  /** seconds */
  maxAge?: number
}

type SerializeOptions = { expires?: Date; maxAge?: number }

const keys = new Map<string, crypto.KeyObject>()

function keyOf(secret: string): crypto.KeyObject {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.createSecretKey(Buffer.from(secret, 'utf8'))
    keys.set(secret, key)
  }
  return key
}

const signatureOf = (value: string, secret: string) => crypto.createHmac('sha256', keyOf(secret)).update(value, 'utf8').digest('base64').replace(/=+$/, '')

/** `value.signature` under the first secret. */
export function signValue(value: string, secrets: readonly string[]): string {
  return `${value}.${signatureOf(value, secrets[0]!)}`
}

/** The value when any of the secrets signed it (so a rotated-out secret still reads old cookies), else null. */
export function unsignValue(signed: string, secrets: readonly string[]): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot < 0) return null
  const value = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1), 'utf8')
  for (const secret of secrets) {
    const expected = Buffer.from(signatureOf(value, secret), 'utf8')
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return value
  }
  return null
}

const encodeData = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')

function decodeData(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return {}
  }
}

/** The raw value of the first cookie named `name` in a Cookie header (as the `cookie` package reads it), or undefined. */
function rawCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue
    let value = pair.slice(equals + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1)
    if (!value.includes('%')) return value
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

export function createSignedCookie(
  name: string,
  { secrets, httpOnly = false, secure = false, sameSite = 'lax', path = '/', maxAge }: SignedCookieOptions,
): Cookie {
  if (!secrets.length) throw new Error(`the ${name} cookie needs a secret`)
  return {
    get name() {
      return name
    },
    get isSigned() {
      return true
    },
    get expires() {
      return maxAge === undefined ? undefined : new Date(Date.now() + maxAge * 1000)
    },
    async parse(header) {
      if (!header) return null
      const raw = rawCookie(header, name)
      if (raw === undefined) return null
      if (raw === '') return ''
      const value = unsignValue(raw, secrets)
      return value === null ? null : decodeData(value)
    },
    async serialize(value, options?: SerializeOptions) {
      const parts = [`${name}=${value === '' ? '' : encodeURIComponent(signValue(encodeData(value), secrets))}`]
      const age = options?.maxAge ?? maxAge
      if (age !== undefined) parts.push(`Max-Age=${Math.floor(age)}`)
      parts.push(`Path=${path}`)
      if (options?.expires) parts.push(`Expires=${options.expires.toUTCString()}`)
      if (httpOnly) parts.push('HttpOnly')
      if (secure) parts.push('Secure')
      parts.push(`SameSite=${sameSite === 'lax' ? 'Lax' : 'Strict'}`)
      return parts.join('; ')
    },
  }
}
