import { describe, expect, test } from 'vitest'
import { CONSENT_NO, CONSENT_YES, readConsent, readConsentReply, readsAsPlainDeferral, type ConsentReading } from './consent.ts'

// Replies homeowners type (or tap) at "Shall I send your request to the matched pros?". Only an
// unambiguous yes records consent; a clear refusal declines; anything else asks again.
type Row = [reply: string, reading: ConsentReading, language: 'en' | 'es']

const YES: Row[] = [
  [CONSENT_YES, 'yes', 'en'],
  ['yes', 'yes', 'en'],
  ['Yes!', 'yes', 'en'],
  ['yeah go ahead', 'yes', 'en'],
  ['Yep', 'yes', 'en'],
  ['yup, send it', 'yes', 'en'],
  ['Sure', 'yes', 'en'],
  ['sure thing', 'yes', 'en'],
  ['ok', 'yes', 'en'],
  ['Okay.', 'yes', 'en'],
  ['k', 'yes', 'en'],
  ['send it', 'yes', 'en'],
  ['send', 'yes', 'en'],
  ['ya', 'yes', 'en'],
  ['wait do they charge just to come out? ...eh ok yeah send it', 'yes', 'en'],
  // thanks, not a hedge (the mi- author, 2026-12-01)
  ['Yes, that would be kind of you, thank you.', 'yes', 'en'],
  ['hold on, let me ask my wife. ok yes send it', 'yes', 'en'],
  // a note for the pros after the yes (passed on with the request: see readConsent below)
  ['ok go ahead but i want to talk to them first before anybody climbs up there', 'yes', 'en'],
  ['yes but can it say i want someone to just look first, not sell me a bunch of piers', 'yes', 'en'],
  ['ok go ahead, but tell them the sellers have to let them in, not the buyers', 'yes', 'en'],
  ['Sí, puede enviarlo. Pero que me llamen antes de venir.', 'yes', 'es'],
  ['yeah i guess send it', 'yes', 'en'],
  // who they are for, how they reach the homeowner: notes, passed on with the yes
  ['Yes, send it. Please have them contact me, not the tenant.', 'yes', 'en'],
  ['Yes, send it. But only to outfits that actually do the lining, not general plumbers.', 'yes', 'en'],
  ["sure, go ahead — they'll email, right?", 'yes', 'en'],
  // when the work is wanted is no delay on the sending
  ['yes send it, we need somebody tonight or first thing tomorrow', 'yes', 'en'],
  ['sí mándelo, que venga alguien hoy', 'yes', 'es'],
  // a "si" before an endearment is the yes, not an "if"
  ['si mi amor mandalo ya ya', 'yes', 'es'],
  ['si mija envíalo', 'yes', 'es'],
  ['I suppose so, go ahead', 'yes', 'en'],
  ['i guess so, sure', 'yes', 'en'],
  ['Send.', 'yes', 'en'],
  ['yes send it maybe someone can help', 'yes', 'en'],
  ['ok send, hopefully they call today', 'yes', 'en'],
  ['sí mándelo, ojalá alguien venga pronto', 'yes', 'es'],
  ['sí envíelo, a ver si alguien me ayuda', 'yes', 'es'],
  ['Go ahead', 'yes', 'en'],
  ['go for it!!', 'yes', 'en'],
  ['Please do', 'yes', 'en'],
  ['yes please', 'yes', 'en'],
  ['absolutely', 'yes', 'en'],
  ['Of course, thank you', 'yes', 'en'],
  ['sounds good', 'yes', 'en'],
  ["that's fine", 'yes', 'en'],
  ['Sure, no problem', 'yes', 'en'],
  ['yes send my request to them', 'yes', 'en'],
  ['YES SEND IT', 'yes', 'en'],
  ["Let's do it", 'yes', 'en'],
  ['ok sounds great thanks Harper', 'yes', 'en'],
  ['I agree', 'yes', 'en'],
  ['Yes. Also the leak got worse last night', 'yes', 'en'],
  ['👍', 'yes', 'en'],
  ['👍🏽', 'yes', 'en'],
  ['✅', 'yes', 'en'],
  ['yes 👍', 'yes', 'en'],
  ['👌 go ahead', 'yes', 'en'],
  ['Sí', 'yes', 'es'],
  ['si', 'yes', 'es'],
  ['Sí, envíelo', 'yes', 'es'],
  ['si envielo', 'yes', 'es'],
  ['Sí por favor', 'yes', 'es'],
  ['si claro', 'yes', 'es'],
  ['Claro que sí', 'yes', 'es'],
  ['claro', 'yes', 'es'],
  ['Dale', 'yes', 'es'],
  ['adelante', 'yes', 'es'],
  ['De acuerdo, mándelo', 'yes', 'es'],
  ['Está bien', 'yes', 'es'],
  ['Por supuesto', 'yes', 'es'],
  ['sí sí, mándenlo', 'yes', 'es'],
  ['Vale, envíalo', 'yes', 'es'],
  ['Perfecto, gracias', 'yes', 'es'],
  ['si, gracias', 'yes', 'es'],
  ['Sí ✅', 'yes', 'es'],
  ['acepto', 'yes', 'es'],
  ['Pues sí', 'yes', 'es'],
  ['sí, no hay problema', 'yes', 'es'],
  ['Sí, claro que sí', 'yes', 'es'],
  ['k thx', 'yes', 'en'],
]

const NOT_YES: Row[] = [
  [CONSENT_NO, 'no', 'en'],
  // the three replies that created requests before (only the first word was read)
  ['Yes, but do NOT send my request yet', 'unclear', 'en'],
  // (corrected as typed: the words after the last correction are the answer)
  ['ok wait, no. Do not send anything', 'no', 'en'],
  // the sending refused in so many words, or a no that asks for something else: declined, not asked fourteen times
  ["Oh no, don't send anything. Just give me the names and I'll call them myself.", 'no', 'en'],
  ["there's nothing to send, I'm asking about the program", 'no', 'en'],
  ["I'll pass for now. I want a ballpark before I have people coming out to the house", 'no', 'en'],
  ['nah can you just give me their numbers? id rather call them myself', 'no', 'en'],
  ['no? i just want to pay rent', 'no', 'en'],
  ['Não, obrigado. For now I only want to see who are the professionals', 'no', 'en'],
  // … but a yes beside the refusal, a question about the sending, or "not yet" is asked again
  ["ok but don't send my number", 'unclear', 'en'],
  ['no, can you send it only to the first one?', 'unclear', 'en'],
  ["don't send it yet", 'unclear', 'en'],
  ['yes if they can come tomorrow', 'unclear', 'en'],
  ['ok send it only if they can come today', 'unclear', 'en'],
  ['yes but send it tomorrow', 'unclear', 'en'],
  // a pro picked out, a worry about calls: asked again
  ['yes but only to the first one', 'unclear', 'en'],
  ['sure, but they will call me? I dont want calls', 'unclear', 'en'],
  // a "si" that is an "if": the decision is someone else's
  ['si mi hijo dice que si, lo mando', 'unclear', 'es'],
  // … but the yes of the one it is for, with the sending asked for, is the yes
  ['sí mi tía dice que sí que lo mande', 'yes', 'es'],
  ['my aunt says yes', 'yes', 'en'],
  // when the pros may come, how many, and what they must carry are notes for them, not conditions
  ['yes yes send it to whoever can go tonight', 'yes', 'en'],
  ["yes. saturdays only though, I'm in a SCIF all week and can't have my phone", 'yes', 'en'],
  ["yes but only companies with at least 1 million general liability, I'll ask for the COI", 'yes', 'en'],
  // the request sent to someone else than the pros, and another route taken, are no yes
  ['no i cant hire nobody its not my house, can you send it to my landlord instead? i dont want to get billed', 'no', 'en'],
  ["ok i'll call code enforcement", 'unclear', 'en'],
  ['Before I answer, how do you make money, do contractors pay you per lead? ...fine. yes, send it', 'yes', 'en'],
  ['Sure? What happens if I say yes?', 'unclear', 'en'],
  ['no', 'no', 'en'],
  ['Nope', 'no', 'en'],
  ['nah im good', 'no', 'en'],
  ["Don't send it", 'no', 'en'],
  ['please do not share my info', 'no', 'en'],
  ['No, I just wanted prices', 'no', 'en'],
  ['never mind', 'no', 'en'],
  ['not interested', 'no', 'en'],
  ["I'd rather not", 'no', 'en'],
  ['not yet', 'unclear', 'en'],
  ['hold on, let me ask my wife', 'unclear', 'en'],
  ['yes if they can come before friday', 'unclear', 'en'],
  ['ok but only the first company', 'unclear', 'en'],
  ['sure, after I talk to my landlord', 'unclear', 'en'],
  ['maybe', 'unclear', 'en'],
  ['yes, kind of', 'unclear', 'en'],
  ['maybe send it', 'unclear', 'en'],
  ['send it maybe?', 'unclear', 'en'],
  ['yes send it, maybe they can call me first', 'unclear', 'en'],
  ['I guess so', 'unclear', 'en'],
  ['tell them to call me first', 'unclear', 'en'],
  ["ok but tell them I'm not interested anymore", 'unclear', 'en'],
  ['sí, pero dígales que ya no me interesa', 'unclear', 'es'],
  ['yes but tell them I have not decided, do not send it yet', 'unclear', 'en'],
  ['Send it. Actually wait.', 'unclear', 'en'],
  ['yes, but tell them to wait, I am not sure yet about sending my request', 'unclear', 'en'],
  ['I guess so?', 'unclear', 'en'],
  ['probably, let me think', 'unclear', 'en'],
  ['what happens if I say yes', 'unclear', 'en'],
  ['Who will see my phone number?', 'unclear', 'en'],
  ['ok how much does it cost', 'unclear', 'en'],
  ['can you send it tomorrow instead', 'unclear', 'en'],
  ['yes send it later tonight', 'unclear', 'en'],
  ['sure, but dont give them my email', 'unclear', 'en'],
  ['yes... actually no', 'no', 'en'],
  ['yes. wait no', 'no', 'en'],
  ['no wait yes send it lol', 'yes', 'en'],
  // a thirteenth-round author's replies: a note on who, what the pros send, something else settled later
  ['yes but only licensed ones', 'yes', 'en'],
  ['sí mándelo, y si puede avísele a Yoani también', 'yes', 'es'],
  ['Yes go ahead. Tell them to call the tenant to get in but send the invoice to me', 'yes', 'en'],
  ["yes send it please i'll figure it out with my landlord later", 'yes', 'en'],
  ["yes but I'll figure out later if I want it sent", 'unclear', 'en'],
  // someone else sends their own pro: no yes, whatever verb it uses
  ['el dueño dice que él manda a su electricista, gracias igual', 'no', 'es'],
  ['the landlord says he will send his own guy', 'unclear', 'en'],
  // a fourteenth-round author's replies: questions first, then the decision, then words for the pros
  ['is it free for me? ok then yes send it. tell them ring the bell twice i dont hear good', 'yes', 'en'],
  ['Does sending it obligate us to anything? If not, then yes, please send it. Don asks that they be licensed and pull a permit.', 'yes', 'en'],
  ['¿Y eso me cuesta algo a mí? Si no, entonces sí, mándelo por favor, que vengan rápido.', 'yes', 'es'],
  ["will they charge me just to come out I heard they charge a service call well that's fine yes please send it and hurry", 'yes', 'en'],
  [
    "Are any of these the type who will upsell me? I want honest people. Oh, all right, yes, send it. They'll have to check in with the front desk.",
    'yes',
    'en',
  ],
  ['is it free? no? then dont send it', 'no', 'en'],
  ["do they charge? if so, don't send it", 'no', 'en'],
  ["is it free? I'm not sure I want this. yes send it", 'unclear', 'en'],
  // … and notes: a past "before", when to reach them, what they prefer
  ['Yes, but only ones that are licensed and insured please. We got burned once before.', 'yes', 'en'],
  ['yes, but mornings are best to reach us', 'yes', 'en'],
  ["Yes, go ahead and send it. Please mention we'd also like a dock price if they do docks, and we prefer email first, then phone.", 'yes', 'en'],
  ['yes send it but not before I talk to my wife', 'unclear', 'en'],
  ['Yes unless it costs money', 'unclear', 'en'],
  ['ok I want to think about it first', 'unclear', 'en'],
  ['my husband says no', 'no', 'en'],
  ['hmm', 'unclear', 'en'],
  ['tell me more about these companies', 'unclear', 'en'],
  ['👎', 'no', 'en'],
  ['❌', 'no', 'en'],
  ['🤔', 'unclear', 'en'],
  ['👍?', 'unclear', 'en'],
  ['👍 but wait', 'unclear', 'en'],
  ['', 'unclear', 'en'],
  ['No', 'no', 'es'],
  ['no gracias', 'no', 'es'],
  ['No, no lo envíe', 'no', 'es'],
  ['nunca', 'no', 'es'],
  ['no quiero compartir mis datos', 'no', 'es'],
  ['Todavía no', 'unclear', 'es'],
  ['Sí, pero no lo mande todavía', 'unclear', 'es'],
  ['si me llaman antes del viernes', 'unclear', 'es'],
  ['Sí, si no cuesta nada', 'unclear', 'es'],
  ['Claro, pero solo a la primera empresa', 'unclear', 'es'],
  ['¿Sí? ¿Qué pasa si digo que sí?', 'unclear', 'es'],
  ['¿Cuánto cuesta?', 'unclear', 'es'],
  ['qué pasa después', 'unclear', 'es'],
  ['tal vez', 'unclear', 'es'],
  ['quizás mañana', 'unclear', 'es'],
  ['espere, déjeme preguntarle a mi esposo', 'unclear', 'es'],
  ['ok espera, no mandes nada', 'unclear', 'es'],
  ['dale pero mañana', 'unclear', 'es'],
  ['creo que sí', 'unclear', 'es'],
  ['no sé', 'unclear', 'es'],
  ['❌ no', 'no', 'es'],
  ['Mejor no', 'no', 'es'],
  ['Sí... bueno, no sé', 'unclear', 'es'],
  ['nooo', 'no', 'en'],
  ['ni loco', 'no', 'es'],
  ['ahorita no', 'no', 'es'],
]

const TABLE = [...YES, ...NOT_YES]

describe('readConsentReply', () => {
  test.each(TABLE)('%j → %s', (reply, reading) => {
    expect(readConsentReply(reply)).toBe(reading)
  })

  test('the table covers both languages both ways, emoji included', () => {
    const count = (rows: Row[], language: Row[2]) => rows.filter((row) => row[2] === language).length
    expect(TABLE.length).toBeGreaterThanOrEqual(80)
    for (const language of ['en', 'es'] as const) {
      expect(count(YES, language)).toBeGreaterThanOrEqual(15)
      expect(count(NOT_YES, language)).toBeGreaterThanOrEqual(15)
    }
    expect(TABLE.filter(([reply]) => /\p{Extended_Pictographic}/u.test(reply)).length).toBeGreaterThanOrEqual(8)
    // every phrasing once: a duplicate would only inflate the count
    expect(new Set(TABLE.map(([reply]) => reply)).size).toBe(TABLE.length)
  })

  test('a yes never hides in a longer sentence that contains the word', () => {
    expect(readConsentReply('they said yes to the last contractor but he never came')).toBe('unclear')
    expect(readConsentReply('I want it sent today')).not.toBe('no')
  })
})

describe('readConsent', () => {
  test('a note for the pros comes back with the yes, in the homeowner’s own words; a plain yes has none', () => {
    expect(readConsent('Sí, puede enviarlo. Pero que me llamen antes de venir.')).toEqual({
      reading: 'yes',
      note: 'Sí, puede enviarlo. Pero que me llamen antes de venir.',
    })
    expect(readConsent('yes send it')).toEqual({ reading: 'yes' })
    expect(readConsent('tell them to call me first')).toEqual({ reading: 'unclear' })
  })
})

describe('what the j-, k-, m- and n- conversation authors taught (issue 23)', () => {
  test.each([
    'vaya pues, si mandelo',
    'orale si',
    'si ta bien mandalo',
    'cant you just give me their numbers? ...fine yeah send it, thats easier',
    'ok, mándelo, pero que me digan el precio antes de empezar',
    // a texted "y"
    'y',
    "y landlord ok'd it",
  ])('a yes in other words: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })

  test.each([
    'yes send it, email only pls',
    'ok send it but only text me',
    'yes send, dont call me just text',
    'si, pero solo por whatsapp',
    'yes go ahead, but text me first please',
    "Sure, go ahead. Please tell them we're out of town but the side gate is unlocked, they don't need to get in the house.",
  ])('how to reach the homeowner is a note for the pros, not a condition: %s', (reply) => {
    expect(readConsent(reply)).toEqual({ reading: 'yes', note: reply })
  })

  test.each([
    'yes, text only, but not until monday',
    "yes but tell them I don't need it anymore",
    'si mandan a alguien hoy',
    'no? ok',
    'yes but only if they are licensed',
    // the Spanish "and"
    'y tambien quiero que revisen el baño',
    'y cuando vienen?',
  ])('still no yes: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })
})

describe('what the hc-, hd-, he- and hf- conversation authors taught (issue 23)', () => {
  test.each([
    'Yes please send it. Will they know to bring the meter thing that checks for leaks?',
    'si por favor mandelo 😊 ¿el inspector habla español?',
    'Yes, go ahead and send it. Do they handle the permit? I heard Lake County is picky about docks.',
    'Yes, send it, but tell them to call me, not text. And no door knockers trying to sell me a roof.',
    'yeah send it but i want a couple quotes not just one guy',
    'Yes, please send it. If they can copy Marcus on the report that would help.',
    'Sí, envíelo, por favor. Y si pueden, que le copien a Yusimí.',
    'si mandelo por favor pero que hablen español o que llamen a mi hijo Kevin que habla ingles',
    // a condition every listed pro meets: matching lists only pros with a current licence and insurance
    "Yes, send it — as long as they're licensed and insured. I'll ask for proof.",
    'yes send it, no rush',
  ])('a yes that asks to send, then more for the pros: %s', (reply) => {
    expect(readConsent(reply)).toEqual({ reading: 'yes', note: reply })
  })

  test.each([
    'ok send it, only if they can come today',
    'yes send it, if they can come today',
    "yes send it. don't give them my email",
    'sí mándelo, pero no les den mi correo',
    'yes send it, but not to the second one',
    'yes send it, but leave off Bayshore',
    'Send it, actually wait',
    'yes send it. no wait',
    'yes send it. Unless it costs money',
    'yes send it. Never mind, I found someone',
    'yes send it, maybe they can call me first',
    'Yes send it. But send it tomorrow, not today',
  ])('what follows takes the yes back, puts it off, limits it or sets a condition: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })
})

describe('what the hg-, hh-, hi- and hj- conversation authors taught (issue 23)', () => {
  test.each([
    // a condition Harper's own question settled: what is shared, and that the pros reach out
    "Before I say yes - what happens exactly? They just get my info and call me, nobody shows up without scheduling? ... OK, if that's it, then yes, send it.",
    'yeah send it. cc marcus if u can lol',
    'sí hágame el favor y lo envía',
    'dice mi abuela que sí, que lo mande, pero que llamen antes de ir porque ella no le abre la puerta a nadie sin saber',
  ])('a yes: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })

  test.each([
    // a refusal that says "send" only to refuse it is still a no
    ["No thank you — I already have two roofers coming out this week. I just wanted a sense of what's out there. Please don't send it.", 'no'],
    // a reply that also asks to send is never a no because it opens with one
    ["Not the second one, they did my neighbor's seawall. Send it to the others.", 'unclear'],
    ["yes if that's free", 'unclear'],
    ['ok send it only if u can get them today', 'unclear'],
  ] as const)('%s → %s', (reply, reading) => {
    expect(readConsentReply(reply)).toBe(reading)
  })
})

describe('what the hk-, hl-, hm- and hn- conversation authors taught (issue 23)', () => {
  test.each([
    // someone else doing the job, or being fine as things are, is no agreement: the no stands
    'no thank you, my cousin will do it. I only want to know the price.',
    "no thanks, we're fine",
    "no thanks, I'm ok, my son will do it",
  ])('a no: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('no')
  })

  test.each(["Yes, please send it. Copy Darlene if you're able to.", "Yes, go ahead and send it, and cc Chris if that's possible"])('a yes: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })
})

describe('what the ho- and hp- conversation authors taught (issue 23)', () => {
  test.each([
    'yes send it. dont care who, just someone today',
    // what Harper's question already says the pros get
    "What will they actually see — my name, phone and address? If it's only what I've told you here, then yes, you can send it.",
  ])('a yes: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })

  test.each([
    "no, I don't care",
    // conditions Harper cannot check stay conditions
    "Yes — but only if they can actually come out this week. If they can't before the 30th, don't bother them with it.",
    'Yes, but only to inspectors who can do the wind mit and 4-point in the same visit.',
  ])('no yes: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })
})

describe('what the hq-, hr-, hs- and ht- conversation authors taught (issue 23)', () => {
  test.each([
    // a plain yes, then only a question about the pros' work or a wish of them
    'Yes please! And could they tell me if the septic is big enough for another bathroom?',
    "Yes. Would prefer someone who'll tell me honestly whether I need a full replacement or not",
    'sí. ¿pueden venir el sábado?',
    'sí, de una. ¿les puedo mandar el video de la cámara?',
    "Yes please. Only the water heater though, I'll deal with the rest of the list later",
    // what the pros send or check is not Harper's sending nor a condition on it
    'Yes please send it. Can they send the report to Lorene too?',
    'yes send it! can they also check if the island outlets were even done right',
    'ok yes send. if it turns out its just the pavers can they tell me that too?',
    // a purpose is no delay, a polite "si puede ser" no condition
    'sí, mándalo, pero que el presupuesto nos lo manden a los dos, a mí y a Maritza, para que no haya lío después',
    'Sí, mándelo. si puede ser alguien que hable español mejor, y que me manden el presupuesto a mí también',
    // only the listed pros get the details: what Harper's question already says
    'Very well. Send it, on the understanding that my details go only to the companies listed and to no one else.',
    'You may send it, provided the only people who receive my information are the contractors you listed and none of it goes to lead resellers. If that is accurate, proceed.',
    'sí, mándelo, siempre que mis datos solo los reciban los de la lista',
    // who the yes is said to is no part of it
    'Sí chamo mándalo ya, que el tiempo corre',
    'yes bro send it',
    'si mija mandaselo',
    // a yes relayed from the person the job is for, and what they ask of the pros
    'si dice mi abuela que si, mandalo',
    'Dice que sí, que lo mandes, pero que la llamen después de las 10 de la mañana porque trabaja de noche',
    'dice mi mama que si, pero que la llamen a ella en español',
    'yes she says send it',
    // "por la mañana" is the morning, no delay; a neighbour's permission is for the pros' visit
    'Sí, envíelo. Que nos llamen después de las 10 de la mañana por favor',
    "Yes please. We'd like them to look at the neighbor's side too if she lets them",
    'sí mijo mándalo, que venga alguien hoy si se puede',
  ])('a yes: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })

  test.each([
    // the homeowner will reach the pros themselves
    "ok I'll call them myself",
    "yes. I'll call them myself",
    // someone else might do the job: the no stands
    'nah dont send it. I just wanted to know if 4800 is crazy. my brother in law might do it with me on a saturday',
    // the list sent to them, and they call: no request goes out
    'mi esposo dice que le mande la lista de los plomeros y él los llama',
    "just send me the list and I'll call",
    'my husband will call them',
  ])('a no: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('no')
  })

  test.each([
    // a plain yes with the homeowner's own doubt, a condition or a limit is not yet one
    'yes, but can I see the price first?',
    'Yes. But what does it cost?',
    'Yes. Do I have to pay anything?',
    'yes. can they come this week? if not dont send',
    'Yes. Can I think about it?',
    'Yes. Could you not send my phone?',
    'yes. only the first one though',
    "Yes. I'd prefer to wait until Monday",
    'yes send it as long as they are licensed',
    'ok, send me the list',
    "yes man, don't send it",
    // a question back, and a relayed no
    'send what to who? I just want a gate clicker from the office',
    'ok so i asked him and grandpa says no, he wants to wait. so dont send it pls',
    'she said yes... wait sorry my dad just got home and he says no, don’t send it',
  ])('no yes: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })
})

describe('what the ka-, kb-, kc- and kd- conversation authors taught (issue 23)', () => {
  test.each([
    // an agreeing word, then the decision put off: a refuser's request was created from these
    "Sure, I'll think about it.",
    'sure, I will think it over',
    'sí, lo voy a pensar',
    'bueno, déjeme consultarlo con la almohada',
  ])('no yes, the decision put off: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })

  test.each([
    // a reason is no condition, and its "not" refuses nothing
    'Alright. Since you said it doesn’t cost me anything, yes, go ahead and send it.',
    "Ok, since they're independent and don't report to my agent, yes send it.",
    // a condition Harper's answers already met: paying nothing, only the pros listed
    'Bueno, si no me cobran nada a mí, sí, mándelo.',
    "If it's only these three and not sold to anyone else, yes, send it.",
    // a Mexican yes
    'Ándale, sí',
  ])('a yes: %s', (reply) => {
    expect(readConsentReply(reply)).toBe('yes')
  })

  test.each([
    // a condition on the pros' licence stays one (a pro whose licence date is unknown is listed)
    "Okay, if they're insured, yes, send it.",
    'no, not if it costs anything',
    "since I'm not home, don't send it",
  ])('still no yes: %s', (reply) => {
    expect(readConsentReply(reply)).not.toBe('yes')
  })
})

describe('a bare acknowledgement after a question (the ma- to md- authors, 2026-11-30)', () => {
  test('"nobody you know in mobile? ok" decides nothing; a yes after the question still does', () => {
    expect(readConsentReply('nobody you know in mobile? ok')).toBe('unclear')
    expect(readConsentReply('how long will it take? okay')).toBe('unclear')
    expect(readConsentReply('is it free? ok send it')).toBe('yes')
    expect(readConsentReply('ok')).toBe('yes')
  })
})

describe('a thank-you that closes the matter, and an ok that says goodbye (the me- to mh- authors, 2026-12-01)', () => {
  test('"thanks anyway" and "no me sirve" decline, even after an ok; an ok with a goodbye decides nothing', () => {
    expect(readConsentReply('ok, gracias de todos modos')).toBe('no')
    expect(readConsentReply('ok thanks anyway')).toBe('no')
    expect(readConsentReply('si no tienen fumigadores no me sirve, gracias')).toBe('no')
    expect(readConsentReply('ok bendiciones')).toBe('unclear')
    expect(readConsentReply('ok thanks, bye')).toBe('unclear')
    // … while a yes beside them still sends, and "the sooner the better" is no condition
    expect(readConsentReply('yes send it, thanks anyway for your patience')).toBe('yes')
    expect(readConsentReply('sí por favor, mientras más pronto mejor')).toBe('yes')
    expect(readConsentReply('ok thanks')).toBe('yes')
    expect(readConsentReply('sí, mientras no me cobren')).toBe('unclear')
  })
})

describe('how to get in is a note, not a condition (the nd- author, 2026-12-01)', () => {
  test('"Gary has a key if they need the side gate" leaves the yes a yes; a condition on the sending stays one', () => {
    expect(readConsentReply('Sure, send it. Gary has a key if they need the side gate')).toBe('yes')
    expect(readConsentReply('yes send it, the code is 1234 if they need the gate')).toBe('yes')
    expect(readConsentReply('send it if they can come monday')).toBe('unclear')
    expect(readConsentReply('si mandalo si hay alguien alla')).toBe('unclear')
  })
})

describe('a refusal with a condition, thanks for an answer, a plain "not yet" (the tenth round, 2026-12-01)', () => {
  test('"If you don\'t cover Michigan then no, don\'t bother" declines; "thanks for being honest" is no yes', () => {
    expect(readConsentReply("If you don't cover Michigan then no, don't bother")).toBe('no')
    expect(readConsentReply('So nobody in NC? No problem, thanks for being honest.')).toBe('unclear')
    expect(readConsentReply('yes send it, thanks for explaining')).toBe('yes')
    expect(readConsentReply('no worries, send it')).toBe('yes')
  })

  test('a "not yet" with no agreeing word is a decision to wait; one beside a yes is not', () => {
    expect(readsAsPlainDeferral('Not yet, thank you. I would rather wait until the architectural committee has met.')).toBe(true)
    expect(readsAsPlainDeferral('todavía no')).toBe(true)
    expect(readsAsPlainDeferral('sure, not yet though')).toBe(false)
    expect(readsAsPlainDeferral('yes')).toBe(false)
  })
})

describe('a condition on how the pros behave, asking someone first, an answer acknowledged (the twelfth round, 2026-12-01)', () => {
  test('a yes with a wish about the pros’ conduct, relayed or not, sends with the wish as a note; a condition on the sending stays one', () => {
    for (const reply of [
      'Yes please send it, Jennifer said that’s fine as long as they contact her first',
      "Yes please send it, she said as long as they're not going to try to sell her a whole new yard",
    ])
      expect(readConsent(reply)).toEqual({ reading: 'yes', note: reply })
    expect(readConsentReply('yes send it as long as my husband agrees')).toBe('unclear')
    expect(readConsentReply("yes send it as long as they don't give my number to anyone else")).toBe('unclear')
  })

  test('asking someone first is waiting, with no yes in it; "only Florida? ok, thank you" acknowledges and decides nothing', () => {
    expect(readsAsPlainDeferral("Oh you know what, let me check with her son first, I'll be back")).toBe(true)
    expect(readsAsPlainDeferral('ok send it, I’ll check with my wife later about the budget')).toBe(false)
    expect(readConsentReply('ah only Florida? ok no problem, thank you')).toBe('unclear')
    expect(readConsentReply('no I guess not if it’s only Florida')).toBe('no')
  })
})

describe('weighing aloud, then deciding (the fifteenth round, 2026-12-02)', () => {
  test('a worry told with the question, then a turn to decide, is a yes with its note', () => {
    for (const reply of [
      "How many people will this go to? I don't want five trucks showing up in front of the house. ... Alright, yes, send it. Tell them it's the garage, the big door is open.",
      "Will they come today even if it's just to clear it for now? I don't want to sign for the whole lining today. ... All right, yes, please send it. Tell them just to clear it first.",
      'are they state licensed? I had a guy before whose wind mit got rejected. ... ok. yes send it. tell them I have the roof permit if they need it',
    ])
      expect(readConsent(reply)).toEqual({ reading: 'yes', note: reply })
    // (… unless the worry is about the sending itself)
    expect(readConsentReply("How many people will this go to? I don't want my number sold. ... Alright, yes, send it.")).toBe('unclear')
  })

  test('a question waved off, dictated punctuation, thanks with a go-ahead, settled later in Spanish', () => {
    expect(readConsentReply('Do any of them deal with the HOA approval form question mark. OK doesn’t matter, yes send it, I’ll ask them')).toBe('yes')
    expect(readConsentReply("doesn't matter")).toBe('unclear')
    expect(readConsentReply('Thank you for explaining. Yes, please go ahead, and ask them to include the permitting in the quote.')).toBe('yes')
    expect(readConsentReply('thanks for explaining')).toBe('unclear')
    expect(readConsentReply('che, la visita la cobran aparte? ... bueno, igual mandalo, después lo arreglo con ellos')).toBe('yes')
  })

  test('who should reach them first, and papers offered to the pros, are notes', () => {
    expect(readConsentReply('yes yes send it to all of them whoever can get there first')).toBe('yes')
    expect(readConsentReply('yeah send it. I have the camera video if they want it, tell them that')).toBe('yes')
    expect(readConsentReply('send it if they can come monday')).toBe('unclear')
  })
})

describe('a question answered at once, an assumption, a paper asked for (the sixteenth round, 2026-12-02)', () => {
  test('the writer’s own question taken back, a turn on a line of its own, a cost assumed, a count accepted', () => {
    expect(readConsentReply('yes please. can they come before my husband gets home at 6? no its ok whenever just send it')).toBe('yes')
    expect(readConsentReply("Are they licensed and insured? We got burned once by a man who wasn't. ... OK. Yes, please send it")).toBe('yes')
    expect(
      readConsentReply('I assume there is no charge from your company for passing it along. Yes, please send it to them, and ask them to telephone first.'),
    ).toBe('yes')
    expect(readConsentReply("how many ga call me? I don't want 20 people calling my phone. ...ok if is just 3 then fine, send it")).toBe('yes')
    expect(readConsentReply('yes please send, and if they can write a report because i want the neighbor contractor to pay')).toBe('yes')
    // (a plain "no it's ok" declines; an "ok" after a question of coverage acknowledges)
    expect(readConsentReply('no its ok')).toBe('no')
    expect(readConsentReply("can they come tomorrow? no it's ok, I'll call them myself")).toBe('no')
    expect(readConsentReply("Oh yinna don't go over to Freeport? Alright, no problem then")).toBe('unclear')
  })
})

describe('notes about who should answer, and a rhetorical question (the seventeenth round, 2026-12-02)', () => {
  test('who should answer, whom to talk to, the invoice’s name are notes; "what’s the worst that could happen" asks nothing', () => {
    for (const reply of [
      'yes please send, and mention the deadline is the 14th so only reply if they can do it before that',
      'yes send it please, whoever can do it today or first thing tomorrow',
      'Sí está bien mándelo que hablen con mi hija si yo no contesto',
      'si mandalo. la factura a nombre de Domínguez Auto Repair LLC por favor',
      "sure why not, what's the worst that could happen 😂 yes send it",
    ])
      expect(readConsentReply(reply), reply).toBe('yes')
    expect(readConsentReply("what's the worst that could happen")).toBe('unclear')
    expect(readConsentReply('send it only if they can come monday')).toBe('unclear')
  })
})

describe('notes beside a yes, and conditions Harper settles (the nineteenth round, 2026-12-02)', () => {
  test('when not to call or come, how to set a time, what they can ask for later: notes', () => {
    for (const reply of [
      'yes but nobody call before 9am i work nights at TMH',
      'yes, please call after 9am',
      "yes send it. don't call before 9am",
      "yes send it. note for them: I need photos and a written report for the adjuster, and please don't show up unannounced, email first to schedule",
      'yes, send it, email only. if they need a phone number they can ask me by email',
      // (that it goes only to the listed pros and is sold to nobody is what Harper's question says)
      'yes, as long as it only goes to those shops on the list and my number doesnt get sold to anybody else. send it',
    ])
      expect(readConsentReply(reply), reply).toBe('yes')
    expect(readConsentReply("don't send it. nobody call me before 9")).toBe('no')
  })

  test('"if they do cars yes" is a condition no listed pro meets; "ok nvm" takes it back', () => {
    expect(readConsentReply('if they do cars yes')).toBe('unclear')
    expect(readConsentReply('if they also do docks yes')).toBe('yes')
    expect(readConsentReply('ok nvm')).toBe('no')
  })

  test('a detail kept from the pros: a yes when the other reaches them, never otherwise', () => {
    const both = { phone: true, email: true }
    for (const reply of [
      'yes send it but email only, do NOT give them my phone number',
      'si mándelo pero no les den mi teléfono',
      "yes but don't give them my number",
    ])
      expect(readConsent(reply, { withholdable: both }), reply).toEqual({ reading: 'yes', note: reply, withhold: 'phone' })
    // only a phone to reach them by: the phone cannot be kept back, and nothing is sent
    expect(readConsent("yes but don't give them my number", { withholdable: { phone: false } }).reading).toBe('unclear')
    expect(readConsent("don't give them my number", { withholdable: both }).reading).not.toBe('yes')
  })
})

describe('picks, conditions met and refusals (the twentieth round, 2026-12-02)', () => {
  test('the pros picked with the sending verb between: the "only" is no part of the answer', () => {
    for (const reply of ['only send to the first one', 'send it to the first one only', 'please only send to the top 2', 'yes only send to the first one'])
      expect(readConsent(reply, { listTrimmed: true }).reading, reply).toBe('yes')
    // (no pick made, no trimming: the "only" stays a doubt)
    expect(readConsent('only send', { listTrimmed: false }).reading).toBe('unclear')
  })

  test('a yes on the licence and insurance every listed pro has is a yes, and the question is the note', () => {
    expect(readConsent('are they licensed and insured? if yes then ok send')).toEqual({
      reading: 'yes',
      note: 'are they licensed and insured? if yes then ok send',
    })
    expect(readConsent('¿tienen licencia? si es así, mándelo').reading).toBe('yes')
    expect(readConsent("are they licensed? if not don't send").reading).not.toBe('yes')
    expect(readConsent("are they insured? if yes I'll think about it").reading).not.toBe('yes')
  })

  test('"don\'t send" alone is a no; "yes but dont nobody call after 9pm" is a yes with a note', () => {
    for (const reply of ["don't send", 'dont send', 'no dont send', 'do not send.']) expect(readConsentReply(reply), reply).toBe('no')
    expect(readConsent('yes but dont nobody call after 9pm')).toEqual({ reading: 'yes', note: 'yes but dont nobody call after 9pm' })
  })
})

describe('picks said around the sending, and plans if the pros cannot (the twenty-first round, 2026-12-02)', () => {
  test('"only send it to the top two", "just send it to one of them, the first one", "the 2 cheapest": the pick and its reason are no part of the yes', () => {
    for (const reply of [
      "Yes, but only send it to the top two please. The owner doesn't want a bunch of companies calling.",
      "yea but just send it to one of them, the first one. I don't need 5 people calling me",
      'yes but just send it to the top one, i dont want 5 ppl calling me',
      'yes but only the 2 cheapest ones pls',
    ])
      expect(readConsent(reply, { listTrimmed: true }).reading, reply).toBe('yes')
  })

  test('what the homeowner will do if the pros cannot is no condition; "to those ones only" is all of them', () => {
    expect(readConsentReply("Yes, send it. If they can't do it I'll come back.")).toBe('yes')
    expect(readConsent("Yes, but only to the first one on the list please. If they can't do it I'll come back.", { listTrimmed: true }).reading).toBe('yes')
    expect(readConsentReply('ok, yes, send it to those ones only')).toBe('yes')
    expect(readConsentReply("I'll come back later")).not.toBe('yes')
  })
})
