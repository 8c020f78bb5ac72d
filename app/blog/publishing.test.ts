import { describe, expect, test } from 'vitest'
import { dateToZonedLocal, isPublic, publicationState, resolvePublishedAt, zonedLocalToDate } from './publishing.ts'

const now = new Date('2026-11-23T15:00:00.000Z')
const earlier = new Date('2026-10-01T12:34:56.000Z')
const future = new Date('2026-12-24T14:00:00.000Z')

describe('resolvePublishedAt (spec §4 + scheduling)', () => {
  test('a new post saved as published is dated now', () => {
    expect(resolvePublishedAt({ status: 'published', requested: null, existing: null, now })).toEqual(now)
  })
  test('a new draft has no date', () => {
    expect(resolvePublishedAt({ status: 'draft', requested: future, existing: null, now })).toBeNull()
  })
  test('an edit keeps the earlier date', () => {
    expect(resolvePublishedAt({ status: 'published', requested: null, existing: earlier, now })).toEqual(earlier)
  })
  test('an edit whose form shows the same minute keeps the stored seconds', () => {
    const shown = new Date('2026-10-01T12:34:00.000Z')
    expect(resolvePublishedAt({ status: 'published', requested: shown, existing: earlier, now })).toEqual(earlier)
  })
  test('the first publish of a draft sets now', () => {
    expect(resolvePublishedAt({ status: 'published', requested: null, existing: null, now })).toEqual(now)
  })
  test('a chosen future date schedules the post; a changed date moves it', () => {
    expect(resolvePublishedAt({ status: 'published', requested: future, existing: null, now })).toEqual(future)
    expect(resolvePublishedAt({ status: 'published', requested: future, existing: earlier, now })).toEqual(future)
  })
  test('unpublishing keeps the date, so republishing keeps the original date', () => {
    expect(resolvePublishedAt({ status: 'draft', requested: null, existing: earlier, now })).toEqual(earlier)
  })
})

describe('isPublic / publicationState', () => {
  test('only published and due posts are public', () => {
    expect(isPublic({ status: 'published', publishedAt: earlier }, now)).toBe(true)
    expect(isPublic({ status: 'published', publishedAt: future }, now)).toBe(false)
    expect(isPublic({ status: 'published', publishedAt: null }, now)).toBe(false)
    expect(isPublic({ status: 'draft', publishedAt: earlier }, now)).toBe(false)
    expect(publicationState({ status: 'published', publishedAt: future }, now)).toBe('scheduled')
    expect(publicationState({ status: 'published', publishedAt: now }, now)).toBe('published')
    expect(publicationState({ status: 'draft', publishedAt: null }, now)).toBe('draft')
  })
})

describe('Eastern-time form dates', () => {
  test('winter (EST, UTC-5) and summer (EDT, UTC-4)', () => {
    expect(zonedLocalToDate('2026-12-24T09:00')?.toISOString()).toBe('2026-12-24T14:00:00.000Z')
    expect(zonedLocalToDate('2026-07-04T09:00')?.toISOString()).toBe('2026-07-04T13:00:00.000Z')
  })
  test('round trip', () => {
    expect(dateToZonedLocal(new Date('2026-12-24T14:00:00.000Z'))).toBe('2026-12-24T09:00')
    expect(dateToZonedLocal(zonedLocalToDate('2026-03-08T12:30')!)).toBe('2026-03-08T12:30')
  })
  test('malformed values are refused', () => {
    expect(zonedLocalToDate('2026-02-30T10:00')).toBeNull()
    expect(zonedLocalToDate('tomorrow')).toBeNull()
  })
})
