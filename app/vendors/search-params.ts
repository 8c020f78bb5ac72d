// The directory search's URL parameters, parsed on the server (the find-services loader): kept
// apart from ./search.ts, which the page's JavaScript imports, so zod stays out of the browser.
import { z } from '~/utils/zod.ts'
import { BUDGET_RANGES, SERVICE_TYPES, URGENCIES, type BudgetRange, type ServiceType, type Urgency } from '~/marketplace/value-sets.ts'
import { INITIAL_RESULTS, MAX_SHOW, type VendorSearchParams } from './search.ts'
import { truncateText } from '~/utils/misc.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** `service=roofing` and `service=Roofing` both mean the 'Roofing' label; anything else is no filter. */
function toServiceType(value: unknown): ServiceType | undefined {
  if (typeof value !== 'string') return undefined
  const wanted = value.trim().toLowerCase()
  return SERVICE_TYPES.find((label) => label.toLowerCase() === wanted)
}

const optionalText = (max: number) =>
  z
    .string()
    .transform((value) => truncateText(value.trim().replace(/\s+/g, ' '), max))
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined))

/**
 * The page's query string. Unknown or malformed values are dropped (no filter), never an error:
 * a shared link with a stale value still shows results.
 */
export const VendorSearchParamsSchema = z.object({
  q: optionalText(100),
  service: z.unknown().transform(toServiceType).optional(),
  location: optionalText(80),
  budget: z
    .enum(BUDGET_RANGES.map((range) => range.value) as [BudgetRange, ...BudgetRange[]])
    .optional()
    .catch(undefined),
  urgency: z
    .enum(URGENCIES.map((urgency) => urgency.value) as [Urgency, ...Urgency[]])
    .optional()
    .catch(undefined),
  show: z.coerce.number().int().min(INITIAL_RESULTS).max(MAX_SHOW).catch(INITIAL_RESULTS).default(INITIAL_RESULTS),
  details: z.string().regex(SLUG).max(120).optional().catch(undefined),
})
// the schema's output is the type the page and the search use
type Parsed<T extends VendorSearchParams> = T
export type ParsedVendorSearchParams = Parsed<z.output<typeof VendorSearchParamsSchema>>
export function parseVendorSearchParams(searchParams: URLSearchParams): VendorSearchParams {
  const raw: Record<string, string> = {}
  for (const key of ['q', 'service', 'location', 'budget', 'urgency', 'show', 'details']) {
    const value = searchParams.get(key)
    if (value !== null) raw[key] = value
  }
  return VendorSearchParamsSchema.parse(raw)
}
