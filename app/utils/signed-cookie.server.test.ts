import { createCookie } from 'react-router'
import { expect, test, vi } from 'vitest'
import { createSignedCookie } from './signed-cookie.server.ts'

const secrets = ['a-new-secret-0123456789', 'an-old-secret-0123456789']
const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: true }
const ours = createSignedCookie('harper_session', { ...options, secrets })
const reactRouters = createCookie('harper_session', { ...options, secrets })

const header = (setCookie: string) => setCookie.split(';')[0]!

test("a signed cookie reads React Router's and React Router reads it: the same wire format", async () => {
  for (const value of ['a-session-id', { toast: { description: 'Saved — ✓', id: 'x' } }, 42]) {
    const set = await ours.serialize(value)
    expect(set).toBe(await reactRouters.serialize(value))
    expect(await reactRouters.parse(header(set))).toEqual(value)
    expect(await ours.parse(header(await reactRouters.serialize(value)))).toEqual(value)
  }
  // the attributes as React Router writes them, clearing and expiring included
  const expires = new Date('2031-02-03T04:05:06Z')
  expect(await ours.serialize('', { maxAge: 0, expires: new Date(0) })).toBe(await reactRouters.serialize('', { maxAge: 0, expires: new Date(0) }))
  expect(await ours.serialize('id', { expires })).toBe(await reactRouters.serialize('id', { expires }))
  const withAge = { secrets, path: '/', sameSite: 'lax' as const, maxAge: 3600 }
  expect(await createSignedCookie('n', withAge).serialize('v')).toBe(await createCookie('n', withAge).serialize('v'))
})

test('a cookie signed with another secret, altered, or unsigned is not read; an older secret still is', async () => {
  const value = header(await ours.serialize('a-session-id'))
  const payload = value.slice('harper_session='.length)
  const altered = `harper_session=${payload.startsWith('I') ? 'J' : 'I'}${payload.slice(1)}`
  expect(await reactRouters.parse(altered)).toBeNull()
  expect(await ours.parse(altered)).toBeNull()
  const forged = header(await createCookie('harper_session', { secrets: ['someone-else'] }).serialize('a-session-id'))
  expect(await ours.parse(forged)).toBeNull()
  expect(await ours.parse(header(await createCookie('harper_session').serialize('a-session-id')))).toBeNull()
  const signedWithOld = header(await createCookie('harper_session', { secrets: [secrets[1]!] }).serialize('a-session-id'))
  expect(await ours.parse(signedWithOld)).toBe('a-session-id')
  // other cookies around it, and none at all
  expect(await ours.parse(`harper_toast=x; ${value}; other=1`)).toBe('a-session-id')
  expect(await ours.parse('other=1')).toBeNull()
  expect(await ours.parse(null)).toBeNull()
})

test('the key is imported once, not on every parse (no WebCrypto importKey per request)', async () => {
  const importKey = vi.spyOn(crypto.subtle, 'importKey')
  const value = header(await ours.serialize('a-session-id'))
  for (let index = 0; index < 5; index++) expect(await ours.parse(value)).toBe('a-session-id')
  expect(importKey).not.toHaveBeenCalled()
  // React Router's own imports it on each one: what this module exists to avoid
  await reactRouters.parse(value)
  expect(importKey).toHaveBeenCalled()
})
