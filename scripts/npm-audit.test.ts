import { expect, test } from 'vitest'
import { judgeAudit } from './npm-audit.ts'

// The CI audit step's reading of `npm audit --json` (the three shapes npm 11 prints).

const report = (vulnerabilities: Record<string, number>, entries: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...entry, via: [], fixAvailable: true }])),
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities, total: 0 } },
  })

test('a report without high or critical advisories passes, naming what is below the level', () => {
  expect(judgeAudit(report({}))).toEqual({ outcome: 'clean', message: 'no high or critical advisories in production dependencies' })
  expect(judgeAudit(report({ moderate: 2 }, { cookie: { severity: 'moderate' } }))).toMatchObject({
    outcome: 'clean',
    message: expect.stringContaining('2 moderate'),
  })
})

test('a high or critical advisory fails, naming the packages', () => {
  const verdict = judgeAudit(report({ high: 1, critical: 1, low: 1 }, { express: { severity: 'high' }, pg: { severity: 'critical' }, ms: { severity: 'low' } }))
  expect(verdict).toEqual({ outcome: 'vulnerable', message: '2 high or critical: express (high), pg (critical)' })
})

test('an advisory service that cannot be asked is reported as such, never as clean', () => {
  const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 })
  expect(judgeAudit(refused)).toEqual({ outcome: 'unavailable', message: expect.stringContaining('405 Method Not Allowed') })
  expect(judgeAudit('')).toMatchObject({ outcome: 'unavailable' })
})
