// The brief a matched vendor reads about a homeowner's request — in the offer email and in the
// dashboard's lead inbox — and the homeowner's copy of what was sent (issue #9). One home for it.
import zipcodes from '~/utils/zipcodes.server.ts'
import { BUDGET_RANGES, URGENCIES } from '~/marketplace/value-sets.ts'

export type BriefRequest = {
  serviceType: string
  zip: string
  urgency: string
  budgetRange: string
  /** the trade questions Harper asked and the homeowner's answers, as written */
  details?: unknown
}

const labelOf = (values: readonly { value: string; label: string }[], value: string) => values.find((entry) => entry.value === value)?.label ?? 'Not stated'

/** The town of a ZIP, as a homeowner names it ("Cocoa Beach, FL"). */
export function placeOf(zip: string) {
  const place = zipcodes.lookup(zip)
  return place ? `${place.city}, ${place.state}` : zip
}

/** The trade answers as question → answer pairs (a stored JSON object; anything else is none). */
export function tradeAnswers(details: unknown): [string, string][] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return []
  return Object.entries(details as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
}

/** Service, place, timing, budget and the trade answers, one line each. */
export function briefLines(request: BriefRequest): string[] {
  return [
    `Service: ${request.serviceType}`,
    `Where: ${placeOf(request.zip)} ${request.zip}`,
    `Timing: ${labelOf(URGENCIES, request.urgency)}`,
    `Budget: ${labelOf(BUDGET_RANGES, request.budgetRange)}`,
    ...tradeAnswers(request.details).map(([question, answer]) => `${question} ${answer}`),
  ]
}
