import { expect, test } from 'vitest'
import { loader } from '~/routes/about-harper.tsx'
import { db } from '~/utils/db.server.ts'
import { BASE_URL, routeArgs } from './helpers.ts'

// The about page records a tab change (spec §7: category about_harper, label the audience) in
// our own AnalyticsEvent table — and nothing on plain loads or demo steps.

function load(query: string, referer?: string) {
  const request = new Request(`${BASE_URL}/about-harper${query}`, { headers: referer ? { Referer: referer } : {} })
  return loader(routeArgs(request))
}

async function countEvents(label: string) {
  return db.analyticsEvent.count({ where: { category: 'about_harper', label } })
}

test('choosing a tab stores an about_harper event labelled with the audience, and the page gets its query string', async () => {
  const before = await countEvents('stakeholders')
  const data = await load('?audience=stakeholders', `${BASE_URL}/about-harper`)
  expect(data).toEqual({ search: '?audience=stakeholders' })
  expect(await countEvents('stakeholders')).toBe(before + 1)
  const latest = await db.analyticsEvent.findFirstOrThrow({ where: { category: 'about_harper' }, orderBy: { createdAt: 'desc' } })
  expect(latest).toMatchObject({ category: 'about_harper', label: 'stakeholders' })
})

test('plain loads and demo steps on the same tab record nothing', async () => {
  const before = await db.analyticsEvent.count({ where: { category: 'about_harper' } })
  expect(await load('')).toEqual({ search: '' })
  expect(await load('?step=2', `${BASE_URL}/about-harper?step=1`)).toEqual({ search: '?step=2' })
  expect(await load('?audience=realtors&step=3', `${BASE_URL}/about-harper?audience=realtors&step=2`)).toEqual({ search: '?audience=realtors&step=3' })
  expect(await db.analyticsEvent.count({ where: { category: 'about_harper' } })).toBe(before)
})

test('an unknown audience records nothing (the tabs then show homeowners: parseAudience)', async () => {
  const before = await db.analyticsEvent.count({ where: { category: 'about_harper' } })
  expect(await load('?audience=nobody&step=99')).toEqual({ search: '?audience=nobody&step=99' })
  expect(await db.analyticsEvent.count({ where: { category: 'about_harper' } })).toBe(before)
})
