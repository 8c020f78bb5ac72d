// Display rules shared by the dashboards (spec §2, §9): money in dollars with 2 decimals, dates
// in the short US format ('Oct 5, 2025'), statuses with underscores shown as spaces.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export function formatDollars(cents: number) {
  return dollars.format(cents / 100)
}

export function formatShortDate(value: Date | string) {
  return shortDate.format(new Date(value))
}

export function formatStatus(status: string) {
  return status.replace(/_/g, ' ')
}
