import { EDITORIAL_TIME_ZONE } from './publishing.ts'

// Dates are shown in the editors' zone on the server and in the browser alike, so the hydrated
// page matches the server's HTML whatever the visitor's zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: EDITORIAL_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' })

export function formatPostDate(date: Date | string | null | undefined): string {
  if (!date) return ''
  return dateFormat.format(new Date(date))
}

/** /blog with the given state; page 1 and empty values are left out of the URL. */
export function blogHref({ page = 1, q, category }: { page?: number; q?: string | null; category?: string | null }) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/blog?${search}` : '/blog'
}

const countFormat = new Intl.NumberFormat('en-US')

export function formatViewCount(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'view' : 'views'}`
}
