import { describe, expect, test } from 'vitest'
import { PIPE_DEMO, PIPE_DEMO_SUCCESS } from './cipp.ts'
import { FEATURED_CONTRACTORS, ROOFING_DEMO, ROOF_MASTERS_CHECKOUT, depositDollars, formatDollars } from './roofing.ts'
import { opensCheckout, viewScriptedDemo } from './scripted-demo.ts'

const view = (query: string) => viewScriptedDemo(PIPE_DEMO, new URLSearchParams(query))

describe('the pipe demo', () => {
  test('the third question offers the spec’s budgets, and the fourth step ends with the success message', () => {
    expect(view('step=3&picks=0-1').options).toEqual(['$5,000-$15,000', '$15,000-$30,000', '$30,000+', 'Need estimate'])
    const last = view('step=4&picks=0-1-2')
    expect(last).toMatchObject({ step: 4, lastStep: 4, isLastStep: true })
    expect(last.transcript.at(-1)!.text).toContain(PIPE_DEMO_SUCCESS)
  })

  test('starts at step 1 with only Harper’s first line', () => {
    const start = view('')
    expect(start).toMatchObject({ step: 1, lastStep: 4, isLastStep: false })
    expect(start.transcript).toEqual([{ from: 'harper', text: PIPE_DEMO.steps[0]!.harper }])
    expect(start.options).toBe(PIPE_DEMO.steps[0]!.options)
  })

  test('shows the visitor’s picks between Harper’s lines', () => {
    const third = view('step=3&picks=1-0')
    expect(third.transcript.map((line) => line.from)).toEqual(['harper', 'user', 'harper', 'user', 'harper'])
    expect(third.transcript[1]!.text).toBe(PIPE_DEMO.steps[0]!.options[1])
    expect(third.transcript[3]!.text).toBe(PIPE_DEMO.steps[1]!.options[0])
  })

  test('the last step shows the success message and no further options', () => {
    const last = view('step=4&picks=0-0-3')
    expect(last.isLastStep).toBe(true)
    expect(last.options).toEqual([])
    expect(last.transcript.at(-1)!.text).toContain('found 3 qualified CIPP specialists')
  })

  test('an unknown step starts over and missing picks are simply not shown', () => {
    expect(view('step=abc').step).toBe(1)
    expect(view('step=3').transcript.map((line) => line.from)).toEqual(['harper', 'harper', 'harper'])
  })
})

describe('the roofing demo and mock checkout', () => {
  test('4 steps: the second offers the spec’s budgets; Harper names the 2,400 sq ft roof and the three estimates', () => {
    const roofing = (query: string) => viewScriptedDemo(ROOFING_DEMO, new URLSearchParams(query))
    expect(roofing('')).toMatchObject({ step: 1, lastStep: 4 })
    expect(roofing('step=2&picks=0').options).toEqual(['$9,000-$25,000', '$25,000-$50,000', '$50,000+', 'Need estimate'])
    const text = roofing('step=4&picks=0-1-0')
      .transcript.filter((line) => line.from === 'harper')
      .map((line) => line.text)
      .join(' ')
    for (const figure of ['2,400 sq ft', '$28,500', '$31,800', '$25,200']) expect(text).toContain(figure)
  })

  test('at the last step only an option with a price opens the checkout', () => {
    const options = ROOFING_DEMO.steps[3]!.options
    expect(options.filter(opensCheckout)).toEqual(['Reserve with Roof Masters: $28,500'])
    expect(opensCheckout('Compare featured contractors')).toBe(false)
  })

  test('Roof Masters: total $28,500, deposit $2,850 (10%)', () => {
    expect(formatDollars(ROOF_MASTERS_CHECKOUT.totalDollars)).toBe('$28,500')
    expect(formatDollars(depositDollars(ROOF_MASTERS_CHECKOUT))).toBe('$2,850')
  })

  test('featured contractors carry name, rating, price range, specialty and reviews', () => {
    for (const contractor of FEATURED_CONTRACTORS) {
      expect(Object.keys(contractor).sort()).toEqual(['name', 'priceRange', 'rating', 'reviews', 'specialty'])
    }
  })
})
