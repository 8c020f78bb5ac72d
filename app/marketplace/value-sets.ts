// The spec's value sets (§6, §9), kept once. Database columns holding these values are plain
// strings; every write goes through a zod schema built from these lists (see docs/decisions).

export const SERVICE_TYPES = [
  'Plumbing',
  'Electrical',
  'HVAC',
  'Roofing',
  'Foundation Repair',
  'CIPP Pipe Repair',
  'Seawall Construction',
  'Home Inspection',
  'General Contracting',
  'Landscaping',
] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

export const BUDGET_RANGES = [
  { value: '0-500', label: '$0 - $500', minCents: 0, maxCents: 500_00 },
  { value: '501-1000', label: '$501 - $1,000', minCents: 501_00, maxCents: 1_000_00 },
  { value: '1001-5000', label: '$1,001 - $5,000', minCents: 1_001_00, maxCents: 5_000_00 },
  { value: '5001-10000', label: '$5,001 - $10,000', minCents: 5_001_00, maxCents: 10_000_00 },
  { value: '10000+', label: '$10,000+', minCents: 10_000_00, maxCents: null },
] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]['value']

export const URGENCIES = [
  { value: 'immediate', label: 'Immediate (Today)' },
  { value: '3-days', label: 'Within 3 Days' },
  { value: '7-days', label: 'Within 7 Days' },
  { value: '2-weeks', label: 'Within 2 Weeks' },
  { value: '30-days', label: 'Within 30 Days' },
  { value: 'planning', label: 'Planning Ahead' },
] as const
export type Urgency = (typeof URGENCIES)[number]['value']
/** The filter's default when no urgency is chosen ('When needed'). */
export const DEFAULT_URGENCY_LABEL = 'When needed'

export const ROLES = ['super_admin', 'moderator', 'affiliate', 'vendor'] as const
export type Role = (typeof ROLES)[number]
export const ADMIN_ROLES = ['super_admin', 'moderator'] as const satisfies readonly Role[]

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

// the spec's four, plus 'cancelled' (homeowner withdrew, no vendor found, duplicate; issue #12)
export const REFERRAL_STATUSES = ['pending', 'matched', 'in_progress', 'completed', 'cancelled'] as const
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]

// 'held': past a cap on requests from Harper, waiting for an admin's release (docs/decisions/0032)
export const SERVICE_REQUEST_STATUSES = ['open', 'matched', 'closed', 'held'] as const
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number]

export const CHAT_USER_TYPES = ['unknown', 'consumer', 'affiliate'] as const
export type ChatUserType = (typeof CHAT_USER_TYPES)[number]
export const CHAT_ROLES = ['user', 'assistant'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

export const CONTACT_ROLES = [
  { value: 'consumer', label: 'Looking for services' },
  { value: 'affiliate', label: 'Real estate professional' },
  { value: 'vendor', label: 'Service provider' },
  { value: 'other', label: 'Other' },
] as const
export type ContactRole = (typeof CONTACT_ROLES)[number]['value']

export const CONTACT_SUBJECTS = [
  { value: 'support', label: 'Technical help' },
  { value: 'partnership', label: 'Business inquiry' },
  { value: 'feedback', label: 'Suggestions/complaints' },
  { value: 'billing', label: 'Payment questions' },
  { value: 'other', label: 'Other' },
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value']

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied', 'rate_limited'] as const
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number]

// account_setup: the set-password link in the welcome email sent on approval
export const VERIFICATION_PURPOSES = ['email_confirmation', 'password_reset', 'account_setup', 'request_status', 'second_factor_enrolment'] as const
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number]

/** Helper for z.enum over the `{ value }` lists above. */
export function valuesOf<T extends readonly { value: string }[]>(list: T) {
  return list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]]
}
