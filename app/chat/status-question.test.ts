import { expect, test } from 'vitest'
import { isCancelRequest, isStatusQuestion } from './chat.server.ts'

// After a request is sent, a question about it is answered from the request (chat.server.ts); these
// are the ways the conversation authors asked (issue 23), a trade named in them included.
test('status questions, in the ways people ask them', () => {
  for (const question of [
    'has anyone accepted yet?',
    'Any roofers accept it yet?',
    'has a roofer accepted yet?',
    'electrician accept yet?',
    'Any company has accepted the same?',
    'has anybody excepted yet question mark',
    'ok we are outside now. did anyone get it?',
    'has anyone said yes yet',
    '¿Ya lo aceptó alguien?',
    '¿Algún inspector aceptó ya?',
    'y alguno aceptó ya o cómo es la cosa?',
    'Has anyone said they can come tonight',
    'y qué, ya alguien agarró el trabajo?',
    'ya viene alguien? sigue saliendo agua',
    'Ya le llegó a los plomeros?',
    'Will the contractor call me or my mother?',
  ])
    expect(isStatusQuestion(question), question).toBe(true)
  for (const other of [
    'i accept the terms',
    'we accepted an offer on the house',
    'did the roofer fix it?',
    'alguien me puede ayudar con el techo',
    'any other questions?',
  ])
    expect(isStatusQuestion(other), other).toBe(false)
})

// … and a wish to cancel it cancels it, as the status page's button does (the sixteenth round's wd-010)
test('cancelling after sending, in the ways people ask; "don\'t cancel" and a cancelled appointment are not it', () => {
  for (const ask of [
    'ugh ok so my husband just told me his cousin does remodels. can you cancel that request?? sorry!!',
    'cancel it please',
    'Cancele la solicitud por favor',
    'please withdraw my request',
  ])
    expect(isCancelRequest(ask), ask).toBe(true)
  for (const other of ["don't cancel it, I still want them", 'has anyone accepted yet?', 'my dentist cancelled my appointment so I am home all day'])
    expect(isCancelRequest(other), other).toBe(false)
})
