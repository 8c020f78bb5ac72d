import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { AFFILIATE_APPLICATION_MESSAGES as M, AffiliateApplicationSchema, ROSTER_MAX_BYTES } from './affiliate-application-schema.ts'

const valid = {
  name: 'Dana Realtor',
  email: 'dana@brokerage.example',
  brokerageName: 'Coastal Realty',
  phone: '(321) 555-0100',
  referralCode: '',
  agreeToTerms: 'on',
}

/** Parses like the action does: from FormData, through Conform's coercion. */
function parse(fields: Record<string, string | File | undefined>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.append(name, value)
  return parseWithZod(formData, { schema: AffiliateApplicationSchema })
}

function errorsOf(fields: Record<string, string | File | undefined>, field: string) {
  const submission = parse(fields)
  return submission.status === 'error' ? (submission.error?.[field] ?? []) : []
}

describe('AffiliateApplicationSchema', () => {
  test('a complete application passes, trimmed, with the email lower-cased and no roster', () => {
    const submission = parse({ ...valid, name: '  Dana Realtor ', email: '  Dana@Brokerage.EXAMPLE ' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({ name: 'Dana Realtor', email: 'dana@brokerage.example', agreeToTerms: true })
    expect(submission.value.referralCode).toBeUndefined()
    expect(submission.value.roster).toBeUndefined()
  })

  test.each([
    ['name', '', M.nameTooShort],
    ['name', undefined, M.nameTooShort],
    ['name', 'D', M.nameTooShort],
    ['name', '   D  ', M.nameTooShort],
    ['name', 'x'.repeat(101), M.nameTooLong],
    ['email', 'not-an-email', M.email],
    ['email', undefined, M.email],
    ['email', `${'a'.repeat(250)}@example.com`, M.email],
    ['brokerageName', '', M.company],
    ['brokerageName', 'C', M.company],
    ['brokerageName', 'c'.repeat(201), M.companyTooLong],
    ['phone', '', M.phone],
    ['phone', '555-0100', M.phone],
    ['phone', '1'.repeat(21), M.phone],
    ['phone', 'call me maybe!', M.phone],
    ['referralCode', 'r'.repeat(51), M.referralCodeTooLong],
    ['agreeToTerms', undefined, M.terms],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value }, field)).toEqual([message])
  })

  test('boundaries are inclusive: 2 and 100 characters of name, 10 and 20 of phone, 50 of referral code', () => {
    for (const fields of [
      { name: 'Di' },
      { name: 'n'.repeat(100) },
      { phone: '3215550100' },
      { phone: '+1 (321) 555-0100 12' },
      { referralCode: 'r'.repeat(50) },
      { brokerageName: 'c'.repeat(200) },
    ]) {
      expect(parse({ ...valid, ...fields }).status, JSON.stringify(fields)).toBe('success')
    }
  })

  test('a roster is accepted when named .csv (any type) or typed text/csv', () => {
    for (const file of [
      new File(['name\nAl'], 'team.csv', { type: 'application/vnd.ms-excel' }),
      new File(['name\nAl'], 'TEAM.CSV', { type: '' }),
      new File(['name\nAl'], 'export', { type: 'text/csv' }),
    ]) {
      const submission = parse({ ...valid, roster: file })
      expect(submission.status, file.name).toBe('success')
      if (submission.status === 'success') expect(submission.value.roster?.name).toBe(file.name)
    }
  })

  test("anything else as the roster → 'Please upload a CSV file'", () => {
    expect(errorsOf({ ...valid, roster: new File(['%PDF'], 'team.pdf', { type: 'application/pdf' }) }, 'roster')).toEqual([M.rosterNotCsv])
    expect(
      errorsOf({ ...valid, roster: new File(['x'], 'team.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) }, 'roster'),
    ).toEqual([M.rosterNotCsv])
    expect(errorsOf({ ...valid, roster: 'team.csv' }, 'roster')).toEqual([M.rosterNotCsv])
  })

  test('an empty file input (nothing chosen) is no roster', () => {
    expect(parse({ ...valid, roster: new File([], '', { type: 'application/octet-stream' }) }).status).toBe('success')
  })

  test('a roster above 256 KB is refused with its own message', () => {
    const big = new File(['a'.repeat(ROSTER_MAX_BYTES + 1)], 'team.csv', { type: 'text/csv' })
    expect(errorsOf({ ...valid, roster: big }, 'roster')).toEqual([M.rosterTooLarge])
    const atLimit = new File(['a'.repeat(ROSTER_MAX_BYTES)], 'team.csv', { type: 'text/csv' })
    expect(parse({ ...valid, roster: atLimit }).status).toBe('success')
  })
})
