import { expect, test } from 'vitest'
import { ReferClientSchema } from './refer-client-schema.ts'

const base = { intent: 'refer-client', clientName: 'Casey Client', serviceType: 'Roofing', zip: '32931', urgency: 'planning', clientConsent: 'on' }

test('a referral needs the client’s email or phone, a known service type, a ZIP and the consent', () => {
  const noContact = ReferClientSchema.safeParse(base)
  expect(noContact.error?.issues.map((i) => i.message)).toEqual(["Enter your client's email or phone number"])
  expect(ReferClientSchema.safeParse({ ...base, clientPhone: '(321) 555-0100' }).success).toBe(true)
  const wrong = ReferClientSchema.safeParse({ ...base, clientEmail: 'a@b.co', serviceType: 'Magic', zip: '329', clientConsent: undefined })
  expect(wrong.error?.issues.map((i) => i.message).sort()).toEqual(
    ['Confirm that your client agreed to be contacted', 'Enter a 5-digit ZIP code', 'Please select a service type'].sort(),
  )
})
