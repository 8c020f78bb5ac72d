import { getZodConstraint } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { ReferClientSchema } from '~/referrals/refer-client-schema.ts'
import { constraintOf } from './forms.ts'

describe('constraintOf', () => {
  test('gives the schema’s HTML constraints, worked out once per schema', () => {
    const first = constraintOf(ReferClientSchema)
    expect(first).toEqual(getZodConstraint(ReferClientSchema))
    expect(first).toHaveProperty('clientName.required', true)
    expect(constraintOf(ReferClientSchema)).toBe(first)
  })
})
