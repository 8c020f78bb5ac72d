import { describe, expect, test } from 'vitest'
import { CONTACT_INBOXES, inboxForContactMessage } from './inbox-routing.ts'

describe('inboxForContactMessage', () => {
  test.each([
    ['consumer', 'billing', CONTACT_INBOXES.billing],
    ['vendor', 'billing', CONTACT_INBOXES.billing],
    ['other', 'partnership', CONTACT_INBOXES.partners],
    ['consumer', 'partnership', CONTACT_INBOXES.partners],
    ['affiliate', 'support', CONTACT_INBOXES.partners],
    ['vendor', 'feedback', CONTACT_INBOXES.partners],
    ['consumer', 'support', CONTACT_INBOXES.support],
    ['consumer', 'feedback', CONTACT_INBOXES.support],
    ['consumer', 'other', CONTACT_INBOXES.support],
    ['other', 'feedback', CONTACT_INBOXES.feedback],
    ['other', 'support', CONTACT_INBOXES.general],
    ['other', 'other', CONTACT_INBOXES.general],
  ] as const)('role %s, subject %s → %s', (role, subject, inbox) => {
    expect(inboxForContactMessage({ role, subject })).toBe(inbox)
  })
})
