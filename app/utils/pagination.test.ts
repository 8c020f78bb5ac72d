import { expect, test } from 'vitest'
import { MAX_PAGE, pageHref, pageNumber, paged, pageWindow } from './pagination.ts'

test('a page number is read from the URL, 1 when absent or malformed, and bounded', () => {
  const page = (search: string) => pageNumber(new URL(`http://localhost/list${search}`), 'page')
  expect(page('')).toBe(1)
  expect(page('?page=3')).toBe(3)
  for (const bad of ['?page=0', '?page=-2', '?page=abc', '?page=2.5', '?page=', '?page=99999']) expect(page(bad)).toBe(1)
  expect(page(`?page=${MAX_PAGE + 5}`)).toBe(MAX_PAGE)
})

test('a page is read with one row more than it shows, which says whether there is an older one', () => {
  expect(pageWindow(1, 20)).toEqual({ skip: 0, take: 21 })
  expect(pageWindow(3, 20)).toEqual({ skip: 40, take: 21 })
  expect(paged([1, 2, 3], 2, 2)).toEqual({ rows: [1, 2], page: 2, hasOlder: true })
  expect(paged([1, 2], 2, 2)).toEqual({ rows: [1, 2], page: 2, hasOlder: false })
})

test("a page's link keeps the rest of the query and drops the parameter for the first page", () => {
  expect(pageHref('/admin-dashboard?referrals=2&affiliates=3', 'affiliates', 4, 'affiliates')).toBe('/admin-dashboard?referrals=2&affiliates=4#affiliates')
  expect(pageHref('/admin-dashboard?referrals=2&affiliates=3', 'affiliates', 1, 'affiliates')).toBe('/admin-dashboard?referrals=2#affiliates')
  expect(pageHref('/affiliate-dashboard?status=pending', 'page', 2)).toBe('/affiliate-dashboard?status=pending&page=2')
  expect(pageHref('/affiliate-dashboard?page=2', 'page', 1)).toBe('/affiliate-dashboard')
})
