import { expect, test } from 'vitest'
import { isSameOriginRequest } from './request-origin.server.ts'

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/logout', { method: 'POST', headers: { Host: 'localhost:3000', ...headers } })

test.each([
  ['same-origin fetch metadata', { 'Sec-Fetch-Site': 'same-origin' }, true],
  ['a cross-site form post', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, false],
  ['a same-site (sibling subdomain) post', { 'Sec-Fetch-Site': 'same-site' }, false],
  ['a matching Origin without fetch metadata', { Origin: 'http://localhost:3000' }, true],
  ['a foreign Origin without fetch metadata', { Origin: 'https://evil.example' }, false],
  ['an opaque "null" Origin', { Origin: 'null' }, false],
  ['no Origin and no fetch metadata (not a browser)', {}, true],
])('%s → %s', (_, headers, expected) => {
  expect(isSameOriginRequest(post(headers))).toBe(expected)
})

test('GET requests are never refused', () => {
  const request = new Request('http://localhost:3000/healthz', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
  expect(isSameOriginRequest(request)).toBe(true)
})
