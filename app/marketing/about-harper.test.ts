import { describe, expect, test } from 'vitest'
import { ABOUT_DEMO_SCRIPT, AUDIENCE_TABS, DEVELOPMENT_PHASES, audienceChange, parseAboutDemoStep, parseAudience } from './about-harper.ts'

const page = (query = '') => new URL(`http://localhost:3000/about-harper${query}`)

describe('audience tabs', () => {
  test('homeowners (default), realtors and stakeholders, each with every field of a tab entry', () => {
    expect(AUDIENCE_TABS.map((tab) => tab.id)).toEqual(['homeowners', 'realtors', 'stakeholders'])
    for (const tab of AUDIENCE_TABS) {
      for (const field of ['label', 'title', 'description', 'benefit', 'highlight'] as const) expect(tab[field]).not.toBe('')
      expect(tab.features.length).toBeGreaterThan(0)
    }
  })

  test('parseAudience falls back to homeowners', () => {
    expect(parseAudience('realtors')).toBe('realtors')
    expect(parseAudience(null)).toBe('homeowners')
    expect(parseAudience('admins')).toBe('homeowners')
  })
})

describe('audienceChange: when a page load is a tab change to record', () => {
  test('not on a plain load, nor for an unknown audience', () => {
    expect(audienceChange(page(), null)).toBeNull()
    expect(audienceChange(page('?step=2'), 'http://localhost:3000/about-harper')).toBeNull()
    expect(audienceChange(page('?audience=admins'), null)).toBeNull()
  })

  test('a tab link from the about page with another audience is a change', () => {
    expect(audienceChange(page('?audience=realtors'), 'http://localhost:3000/about-harper')).toBe('realtors')
    expect(audienceChange(page('?audience=homeowners'), 'http://localhost:3000/about-harper?audience=stakeholders')).toBe('homeowners')
  })

  test('a demo step that keeps the same audience is not a change, also for client-side data requests', () => {
    expect(audienceChange(page('?audience=realtors&step=2'), 'http://localhost:3000/about-harper?audience=realtors&step=1')).toBeNull()
    expect(
      audienceChange(new URL('http://localhost:3000/about-harper.data?audience=realtors&step=2'), 'http://localhost:3000/about-harper?audience=realtors'),
    ).toBeNull()
    expect(audienceChange(page('?audience=homeowners'), 'http://localhost:3000/about-harper')).toBeNull()
  })

  test('arriving from another page or site with an explicit audience counts', () => {
    expect(audienceChange(page('?audience=stakeholders'), 'http://localhost:3000/')).toBe('stakeholders')
    expect(audienceChange(page('?audience=stakeholders'), 'https://elsewhere.example/about-harper?audience=stakeholders')).toBe('stakeholders')
    expect(audienceChange(page('?audience=stakeholders'), 'not a url')).toBe('stakeholders')
  })
})

describe('the scripted demo and phases', () => {
  test('3 steps after the greeting (the spec’s words are checked on the page: pages.spec.ts), steps 0..3 in the URL', () => {
    expect(ABOUT_DEMO_SCRIPT.every((step) => step.response)).toBe(true)
    expect(parseAboutDemoStep(null)).toBe(0)
    expect(parseAboutDemoStep('3')).toBe(3)
    expect(parseAboutDemoStep('8')).toBe(3)
  })

  test('development phases are completed or active', () => {
    expect(DEVELOPMENT_PHASES.every((phase) => ['completed', 'active'].includes(phase.status))).toBe(true)
    expect(DEVELOPMENT_PHASES.some((phase) => phase.status === 'active')).toBe(true)
  })
})
