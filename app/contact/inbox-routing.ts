import type { ContactRole, ContactSubject } from '~/marketplace/value-sets.ts'
import { COMPANY } from '~/marketing/company.ts'

// Which team inbox a contact message goes to. One rule, in order: money questions to billing;
// partnerships, agents and contractors to the partner team; homeowners to support; feedback to
// the feedback inbox; everything else to the general inbox.
export const CONTACT_INBOXES = COMPANY.inboxes

export function inboxForContactMessage({ role, subject }: { role: ContactRole; subject: ContactSubject }): string {
  if (subject === 'billing') return CONTACT_INBOXES.billing
  if (subject === 'partnership' || role === 'affiliate' || role === 'vendor') return CONTACT_INBOXES.partners
  if (role === 'consumer') return CONTACT_INBOXES.support
  if (subject === 'feedback') return CONTACT_INBOXES.feedback
  return CONTACT_INBOXES.general
}
