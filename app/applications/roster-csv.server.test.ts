import { describe, expect, test } from 'vitest'
import { normalizeHeader, parseRosterCsv, ROSTER_MESSAGES } from './roster-csv.server.ts'

describe('parseRosterCsv', () => {
  test('plain name,email,phone rows become positioned entries, trimmed, emails lower-cased', () => {
    const result = parseRosterCsv('name,email,phone\n Ann Agent , Ann@Example.COM ,321-555-0101\nBob Broker,,\n')
    expect(result).toEqual({
      ok: true,
      rows: [
        { position: 1, name: 'Ann Agent', email: 'ann@example.com', phone: '321-555-0101' },
        { position: 2, name: 'Bob Broker', email: null, phone: null },
      ],
    })
  })

  test.each([['Full Name,E-mail,Phone Number'], ['AGENT NAME,Email Address,Mobile'], ['agent,email_address,cell'], ['"Name ",  EMAIL ,Cell Phone']])(
    'header variants are recognised: %s',
    (header) => {
      const result = parseRosterCsv(`${header}\nCara Closer,cara@example.com,(321) 555-0102\n`)
      expect(result).toEqual({ ok: true, rows: [{ position: 1, name: 'Cara Closer', email: 'cara@example.com', phone: '(321) 555-0102' }] })
    },
  )

  test('columns in any order, unknown columns ignored, quoted commas kept, a BOM and CRLF tolerated', () => {
    const csv = '\uFEFFOffice,Phone,Email,Name\r\nCocoa Beach,321.555.0103,dee@example.com,"Dee, Jr."\r\n'
    expect(parseRosterCsv(csv)).toEqual({ ok: true, rows: [{ position: 1, name: 'Dee, Jr.', email: 'dee@example.com', phone: '321.555.0103' }] })
  })

  test('first and last name columns are joined when there is no name column', () => {
    expect(parseRosterCsv('First Name,Last Name,Email\nEve,Escrow,eve@example.com\n')).toEqual({
      ok: true,
      rows: [{ position: 1, name: 'Eve Escrow', email: 'eve@example.com', phone: null }],
    })
  })

  test('empty and blank lines are skipped without using a position', () => {
    const result = parseRosterCsv('name,email\n\nAnn,ann@example.com\n , \n,,\nBob,\n\n')
    expect(result.ok && result.rows.map((row) => [row.position, row.name])).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
    ])
  })

  test('a header without a name column is refused', () => {
    expect(parseRosterCsv('email,phone\nann@example.com,3215550101\n')).toEqual({ ok: false, errors: [ROSTER_MESSAGES.noHeader] })
    expect(parseRosterCsv('Ann Agent,ann@example.com\n')).toEqual({ ok: false, errors: [ROSTER_MESSAGES.noHeader] })
  })

  test('a file with no agents is refused', () => {
    expect(parseRosterCsv('')).toEqual({ ok: false, errors: [ROSTER_MESSAGES.empty] })
    expect(parseRosterCsv('name,email,phone\n')).toEqual({ ok: false, errors: [ROSTER_MESSAGES.empty] })
  })

  test('a row needs a name; bad emails and phones name their row (spreadsheet numbering, header = row 1)', () => {
    const result = parseRosterCsv('name,email,phone\nAnn,ann@example.com,\n,orphan@example.com,\nBob,bob@,\nCy,,call me\n')
    expect(result).toEqual({
      ok: false,
      errors: [ROSTER_MESSAGES.nameRequired(3), ROSTER_MESSAGES.invalidEmail(4, 'bob@'), ROSTER_MESSAGES.invalidPhone(5, 'call me')],
    })
    expect(ROSTER_MESSAGES.invalidEmail(4, 'bob@')).toBe('Roster row 4: "bob@" is not a valid email address.')
  })

  test('at most five problems are listed, the rest counted', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `Agent ${i},bad-${i}`).join('\n')
    const result = parseRosterCsv(`name,email\n${rows}\n`)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toHaveLength(6)
    expect(result.errors[5]).toBe('…and 3 more problems in the roster.')
  })

  test('the number of rows is bounded', () => {
    const rows = (count: number) => `name\n${Array.from({ length: count }, (_, i) => `Agent ${i}`).join('\n')}\n`
    expect(parseRosterCsv(rows(500))).toMatchObject({ ok: true })
    expect(parseRosterCsv(rows(501))).toEqual({ ok: false, errors: ['The roster can list at most 500 agents.'] })
  })

  test('an unterminated quote is reported as unreadable', () => {
    expect(parseRosterCsv('name,email\n"Ann,ann@example.com\n')).toEqual({ ok: false, errors: [ROSTER_MESSAGES.unreadable] })
  })

  test('normalizeHeader keeps only letters and digits, lower-cased', () => {
    expect(normalizeHeader(' E-Mail Address ')).toBe('emailaddress')
  })
})
