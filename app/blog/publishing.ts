// Publishing rules (spec §4 plus scheduling): when a post becomes public and with which date.

export type PostStatus = 'draft' | 'published'

/**
 * The published_at to store. A new post saved as published gets now (or the date the editor chose,
 * which may lie in the future: the post is then scheduled). An edit keeps the earlier published_at
 * unless the editor chose another date. A first publish of a draft sets now (or the chosen date).
 * A draft keeps whatever date it had, so unpublishing and republishing keeps the original date.
 */
export function resolvePublishedAt({
  status,
  requested,
  existing,
  now,
}: {
  status: PostStatus
  /** the date typed in the form, if any */
  requested: Date | null
  /** the stored date (null for a new post or a never-published draft) */
  existing: Date | null
  now: Date
}): Date | null {
  if (status === 'draft') return existing
  if (requested && !(existing && sameMinute(requested, existing))) return requested
  return existing ?? now
}

/** The form shows dates to the minute: an unchanged field must not move the stored seconds. */
function sameMinute(a: Date, b: Date) {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000)
}

/** Public means published and due. */
export function isPublic(post: { status: string; publishedAt: Date | null }, now = new Date()) {
  return post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() <= now.getTime()
}

export type PublicationState = 'draft' | 'scheduled' | 'published'

export function publicationState(post: { status: string; publishedAt: Date | null }, now = new Date()): PublicationState {
  if (post.status !== 'published') return 'draft'
  return isPublic(post, now) ? 'published' : 'scheduled'
}

// The editors work in Florida: the form's "publish at" is Eastern time, whatever the server's zone.
export const EDITORIAL_TIME_ZONE = 'America/New_York'

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) in `timeZone` → the instant it names. */
export function zonedLocalToDate(local: string, timeZone = EDITORIAL_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null
  // the zone's offset at that moment; the second pass settles instants near a DST change
  let instant = asUtc - offsetMs(new Date(asUtc), timeZone)
  instant = asUtc - offsetMs(new Date(instant), timeZone)
  return new Date(instant)
}

/** The instant as a datetime-local value in `timeZone` (for the form's default value). */
export function dateToZonedLocal(date: Date, timeZone = EDITORIAL_TIME_ZONE): string {
  const parts = zonedParts(date, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`
}

function zonedParts(date: Date, timeZone: string) {
  const formatted = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date)
  const get = (type: string) => Number(formatted.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

function offsetMs(date: Date, timeZone: string) {
  const p = zonedParts(date, timeZone)
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wallAsUtc - Math.floor(date.getTime() / 1000) * 1000
}
