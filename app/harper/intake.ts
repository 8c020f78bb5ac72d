// What Harper has understood from a chat: the intake. Slot names and values are exactly those of
// ../shared/harper/intake-labels.md, so the eval, the engines and a persisted conversation speak
// one language. Pure: shared by the server, the eval and (later) the chat panel.
import { z } from '~/utils/zod.ts'
import { BUDGET_RANGES, SERVICE_TYPES, URGENCIES, valuesOf } from '~/marketplace/value-sets.ts'

export const INTAKE_USER_TYPES = ['consumer', 'affiliate', 'vendor', 'other'] as const
export type IntakeUserType = (typeof INTAKE_USER_TYPES)[number]

export const IntakeSchema = z.object({
  userType: z.enum(INTAKE_USER_TYPES).optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
  zip: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  city: z.string().min(1).max(80).optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  urgency: z.enum(valuesOf(URGENCIES)).optional(),
  budget: z.enum(valuesOf(BUDGET_RANGES)).optional(),
  name: z.string().min(1).max(80).optional(),
  email: z.string().max(255).optional(),
  phone: z.string().max(40).optional(),
  referralCode: z.string().max(50).optional(),
  /** the realtor a homeowner says sent them (a name, email or code; not a labelled slot) */
  referringAgent: z.string().max(120).optional(),
  /** a trade we do not offer ("pool service"), when it is the job (not a labelled slot) */
  unsupportedService: z.string().max(60).optional(),
  adversarial: z.literal(true).optional(),
})
export type Intake = z.infer<typeof IntakeSchema>
export type IntakeSlot = keyof Intake

/** The slots of the label rules, in their order (referralCode is ours, not a labelled slot). */
export const LABELLED_SLOTS = [
  'userType',
  'serviceType',
  'zip',
  'city',
  'state',
  'urgency',
  'budget',
  'name',
  'email',
  'phone',
  'adversarial',
] as const satisfies readonly IntakeSlot[]
export type LabelledSlot = (typeof LABELLED_SLOTS)[number]

/** Only the labelled slots that are set, in label order (what the eval prints). */
export function labelledIntake(intake: Intake): Partial<Record<LabelledSlot, string | true>> {
  const out: Partial<Record<LabelledSlot, string | true>> = {}
  for (const slot of LABELLED_SLOTS) {
    const value = intake[slot]
    if (value !== undefined) out[slot] = value
  }
  return out
}

/** Later values win; a location given as a ZIP replaces a city and the other way round. */
export function mergeIntake(previous: Intake, update: Intake): Intake {
  const merged: Intake = { ...previous }
  for (const [slot, value] of Object.entries(update) as [IntakeSlot, Intake[IntakeSlot]][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[slot] = value
  }
  if (update.zip) {
    delete merged.city
    delete merged.state
  } else if (update.city) {
    delete merged.zip
  }
  return merged
}

/** Slot values compared the way the label rules say: phones by digits, text case-insensitively. */
export function sameSlotValue(slot: LabelledSlot, expected: unknown, got: unknown) {
  if (expected === undefined || got === undefined) return expected === got
  if (slot === 'phone') return String(expected).replace(/\D/g, '').slice(-10) === String(got).replace(/\D/g, '').slice(-10)
  if (slot === 'adversarial') return expected === got
  return String(expected).trim().toLowerCase() === String(got).trim().toLowerCase()
}
