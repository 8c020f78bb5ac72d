import { describe, expect, test } from 'vitest'
import { demoSearch, parsePicks, parseStep, withParam } from './url-state.ts'

describe('parseStep', () => {
  test('reads a step within the range', () => {
    expect(parseStep('2', 1, 4)).toBe(2)
    expect(parseStep('0', 0, 3)).toBe(0)
  })
  test('clamps out-of-range steps and defaults unreadable ones to the first step', () => {
    expect(parseStep('9', 1, 4)).toBe(4)
    expect(parseStep('0', 1, 4)).toBe(1)
    for (const bad of [null, '', 'two', '-1', '1.5', '99999']) expect(parseStep(bad, 1, 4)).toBe(1)
  })
})

describe('parsePicks', () => {
  test('keeps one valid pick per finished step', () => {
    expect(parsePicks('0-2-1', [4, 4, 4], 3)).toEqual([0, 2, 1])
    expect(parsePicks('0-2-1', [4, 4, 4], 2)).toEqual([0, 2])
  })
  test('stops at the first pick outside its step’s options', () => {
    expect(parsePicks('1-7-0', [4, 4, 4], 3)).toEqual([1])
    expect(parsePicks('x', [4], 1)).toEqual([])
    expect(parsePicks(null, [4], 1)).toEqual([])
  })
})

describe('demoSearch and withParam', () => {
  test('set the step and picks, keep other state, and close the checkout', () => {
    const current = new URLSearchParams('audience=realtors&checkout=roof-masters&picks=1')
    expect(demoSearch(current, { step: 3, picks: [1, 0] })).toBe('?audience=realtors&step=3&picks=1-0')
    expect(demoSearch(current, { step: 1 })).toBe('?audience=realtors&step=1')
  })
  test('withParam replaces one param and can drop others', () => {
    expect(withParam(new URLSearchParams('step=2&audience=homeowners'), 'audience', 'realtors')).toBe('?step=2&audience=realtors')
    expect(withParam(new URLSearchParams('step=2'), 'audience', 'realtors', ['step'])).toBe('?audience=realtors')
  })
})
