import { describe, expect, test } from 'vitest'
import { paginationItems, parsePage, totalPagesFor, type PaginationItem } from './pagination.ts'

const show = (items: PaginationItem[]) => items.map((item) => (item.type === 'ellipsis' ? '…' : String(item.page))).join(' ')

describe('paginationItems (spec §9)', () => {
  test.each([
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
    [1, 4, '1 2 3 4'],
    [4, 5, '1 2 3 5'],
    [1, 6, '1 2 3 … 6'],
    [3, 6, '1 2 3 … 6'],
    // the current page is last-2 or later: no ellipsis
    [4, 6, '1 2 3 6'],
    [6, 6, '1 2 3 6'],
    [7, 10, '1 2 3 … 10'],
    [8, 10, '1 2 3 10'],
  ])('page %i of %i → %s', (current, total, expected) => {
    expect(show(paginationItems(current, total))).toBe(expected)
  })
})

describe('page counts and ?page=', () => {
  test('8 per page, at least one page', () => {
    expect(totalPagesFor(0)).toBe(1)
    expect(totalPagesFor(8)).toBe(1)
    expect(totalPagesFor(9)).toBe(2)
    expect(totalPagesFor(17)).toBe(3)
  })
  test.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999', 1],
  ])('%j → %i', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })
})
