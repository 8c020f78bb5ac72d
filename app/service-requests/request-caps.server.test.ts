import crypto from 'node:crypto'
import { expect, test } from 'vitest'
import { connectRateLimitRedis, createMemoryRateLimitStore, createRedisRateLimitStore } from '~/utils/rate-limit.server.ts'
import { contactKeys, countRequestAgainstCaps, normaliseEmail, normalisePhone, type RequestCapRules } from './request-caps.server.ts'

const HOUR = 60 * 60 * 1000

/** Caps of their own (a unique namespace), so a rerun or another worktree's run starts at zero. */
function rules({ perAddress = 5, perContact = 3, perHour = 20 } = {}): RequestCapRules {
  const namespace = `caps-test-${crypto.randomUUID()}-`
  return {
    perAddress: { name: `${namespace}address`, limit: perAddress, windowMs: HOUR },
    perContact: { name: `${namespace}contact`, limit: perContact, windowMs: 24 * HOUR },
    perHour: { name: `${namespace}all`, limit: perHour, windowMs: HOUR },
  }
}

test('a contact is counted however it is written: email case and +tag, phone punctuation and country code', () => {
  expect(normaliseEmail(' Dana.Reyes+roof@Example.COM ')).toBe('dana.reyes@example.com')
  expect(normaliseEmail('not an email')).toBeNull()
  expect(normalisePhone('(321) 555-0142')).toBe('3215550142')
  expect(normalisePhone('+1 321.555.0142')).toBe('3215550142')
  expect(normalisePhone('12')).toBeNull()
  expect(contactKeys({ email: 'A+b@x.test', phone: '321-555-0142' })).toEqual(['email:a@x.test', 'phone:3215550142'])
  expect(contactKeys({})).toEqual([])
})

test('each cap holds on its own: per address, per contact detail, and for everyone per hour', async () => {
  const store = createMemoryRateLimitStore()
  const caps = rules({ perAddress: 2, perContact: 2, perHour: 5 })
  const one = (clientAddress: string, email: string, phone?: string) => countRequestAgainstCaps({ clientAddress, email, phone }, { rules: caps, store })
  expect(await one('1.1.1.1', 'a@x.test')).toEqual({ held: false })
  expect(await one('1.1.1.1', 'b@x.test')).toEqual({ held: false })
  expect(await one('1.1.1.1', 'c@x.test')).toEqual({ held: true, cap: 'perAddress' })
  // the same inbox from other addresses, spelt differently
  expect(await one('2.2.2.2', 'A+1@x.test')).toEqual({ held: false })
  expect(await one('3.3.3.3', 'a+2@X.test')).toEqual({ held: true, cap: 'perContact' })
  // six requests so far: the hourly ceiling for everyone is passed, whoever asks
  expect(await one('4.4.4.4', 'fresh@x.test', '321-555-0100')).toEqual({ held: true, cap: 'perHour' })
})

// The machine (and CI) runs Redis on 127.0.0.1:6379; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function readyRedis() {
  const redis = connectRateLimitRedis(redisUrl)
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
  return redis
}

test('with Redis, two app instances share the caps: a flood spread over both is held past one budget', async () => {
  const [redisA, redisB] = await Promise.all([readyRedis(), readyRedis()])
  try {
    const instances = [createRedisRateLimitStore(redisA), createRedisRateLimitStore(redisB)]
    const caps = rules({ perHour: 4 })
    const verdicts = []
    for (let index = 0; index < 8; index++) {
      const verdict = await countRequestAgainstCaps(
        { clientAddress: `198.51.100.${index}`, email: `flood-${index}@example.test`, phone: `321-555-01${index}0` },
        { rules: caps, store: instances[index % 2] },
      )
      verdicts.push(verdict.held)
    }
    expect(verdicts).toEqual([false, false, false, false, true, true, true, true])
    expect(Number(await redisA.get(`harper-rate-limit:${caps.perHour.name}:unknown|all`))).toBe(8)
  } finally {
    redisA.disconnect()
    redisB.disconnect()
  }
})
