// How a reply to Harper's consent question is read (docs/decisions/0032). Consent is recorded only
// on an unambiguous yes: the quick-reply button, or typed words that agree and carry no negation,
// condition, hedge or question. A clear refusal is a no; anything else is unclear and the question
// is asked again. Pure and shared: every engine reads consent through `readConsentReply` (policy.ts).

import { withDictatedPunctuation } from './dictation.ts'

export const CONSENT_YES = 'Yes, send my request'
export const CONSENT_NO = 'No thanks'

export type ConsentReading = 'yes' | 'no' | 'unclear'

/** Lower case, accents and curly quotes removed, spaces collapsed: "Sí, envíelo" → "si, envielo". */
function normalise(message: string) {
  return withDictatedPunctuation(message)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const words = (list: string[]) => new RegExp(`(?:^|[^a-z'])(?:${list.join('|')})(?=$|[^a-z'])`)

// Idioms whose negative word agrees ("no problem", "sin problema", "don't care who"): read as agreement.
const AGREEING_IDIOMS =
  /\b(?:no (?:problem|prob|probs|worries|worry)|not a problem|why not|no hay (?:problema|lio|bronca)|sin problemas?|como no|(?:i )?(?:don'?t|dont|do not) care (?:who|which(?: one)?)|(?:it )?(?:doesn'?t|does not) matter (?:who|which(?: one)?)|no importa (?:quien|cual))\b/g

const AGREE = words([
  // English
  'y(?:es+|eah|ea|ep|up|a+s+)',
  'sure',
  'ok(?:ay|ey|ie|i)?',
  'k+',
  'alright',
  'all right',
  'absolutely',
  'definitely',
  'certainly',
  'of course',
  'agreed?',
  'i consent',
  'affirmative',
  'ofc',
  'fine',
  'perfect',
  'great',
  'sounds (?:good|great|fine|perfect)',
  'works for me',
  'please',
  'pls',
  'plz',
  'go ahead',
  'go for it',
  'send(?: (?:it|them|that|my request|the request|away|it over|it along))?',
  'submit(?: it)?',
  'do it',
  "let'?s (?:do it|go|do this)",
  'yes please',
  // Spanish (accents removed)
  'claro',
  'por supuesto',
  'de acuerdo',
  'vale',
  'dale',
  'adelante',
  'perfecto',
  'esta bien',
  'bueno',
  'listo',
  'acepto',
  'hagalo',
  'hazlo',
  'env(?:ie|ia|ien)(?:se)?(?:lo|la|los|las)?',
  'enviar(?:lo|la)?',
  'mand(?:e|a|en)(?:se)?(?:lo|la|los|las)?',
  'mandar(?:lo|la)?',
  'por ?favor',
  'porfa',
  'ya+h?',
  // regional ("órale", "tá bien", "simón", "de una", "hágale", "vaya pues")
  'orale',
  'andale',
  'ta (?:bien|bueno)',
  'simon',
  'de una',
  'hagale',
  'vaya pues',
  'chevere',
  'bacano',
  'genial',
  'excelente',
  'buenisimo',
])

// Words that refuse or stop: one is enough to keep a yes from being recorded.
const NEGATE = words([
  'no+',
  'nel',
  'not',
  'nope',
  'nah',
  'never',
  'nothing',
  'none',
  "[a-z]+n't",
  '(?:do|does|did|wo|ca|is|are|should|would|could|have|has)nt',
  'do not',
  'stop',
  'cancel(?:led)?',
  'neither',
  'nor',
  'rather not',
  // Spanish
  'nunca',
  'nada',
  'ningun[oa]?',
  'ni',
  'tampoco',
  'cancel(?:a|e|en|ar)(?:lo|la)?',
  'paren?',
  'parar',
  'detente',
  // Portuguese
  'nao',
])

// Not now: a refusal of the moment, so the question comes back rather than being declined.
const DEFER = words([
  'wait',
  'hold(?: on| off| up)?',
  'hang on',
  'later',
  'yet',
  'tomorrow',
  'tonight',
  'next (?:week|month)',
  'in a (?:bit|while|minute|moment|sec)',
  'esper(?:a|e|en|ame|eme|emos|ar)',
  'todavia',
  'aun',
  'luego',
  'despues',
  'manana',
  'otro dia',
])

// Conditions and restrictions: the yes depends on something Harper cannot check.
const CONDITION = words([
  'if',
  'unless',
  'but',
  'only',
  'except',
  'provided',
  'as long as',
  'after',
  'before',
  'first',
  'until',
  'till',
  'when',
  'once',
  'though',
  'although',
  'however',
  'instead',
  'pero',
  'solo',
  'solamente',
  'excepto',
  'salvo',
  'siempre que',
  'siempre y cuando',
  'con tal',
  'antes',
  'primero',
  'hasta',
  'cuando',
  'aunque',
  'sin embargo',
  'mientras',
])

// Doubt: not a decision yet.
const HEDGE = words([
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'i think',
  'i guess',
  'guess so',
  'i suppose',
  'not sure',
  'unsure',
  'idk',
  'dunno',
  'might',
  // ("that would be kind of you" is thanks, not a hedge)
  'kind of(?! (?:you|u)\\b)',
  'kinda',
  'sort of',
  'h+m+',
  'u+m+',
  'quizas?',
  'tal vez',
  'a lo mejor',
  'puede ser',
  'creo',
  'supongo',
  'no se',
  'ni idea',
  'no estoy segur[oa]',
])

// A question: a question mark, or a sentence that opens as one ("what happens now", "can they call");
// not a "que" that asks for something ("que lo mande", "que vengan")
const QUESTION_MARK = /[?¿]/
const QUESTION_OPENING =
  /^(?:(?:ok(?:ay)?|sure|yes|yeah|so|and|well|oh|ah|pues|bueno|vale|y|pero|entonces) )*(?:what|whats|how|why|who|whose|which|where|when|(?:do|does|did) (?:i|you|they|we|he|she|my|the|this|that|these|those)|(?:is|are|will|would|can|could|should|shall|may|am) (?:i|you|they|we|he|she|it|my|the|this|that|there|these|those)|que(?! (?:(?:lo|la|los|las|me|le|les|nos|se) )?(?:mand|envi|veng|llam)\w*)|como|cuando|cuanto|cuanta|donde|quien|quienes|cual|cuales|por que|puedo|puede(?!n? (?:enviar|mandar))|pueden(?! (?:enviar|mandar))|hay)\b/

const YES_EMOJI = /👍|✅|👌|✔|☑|🙌|💯|🆗|🤝/u
const NO_EMOJI = /👎|❌|🚫|🙅|✋|🛑|⛔|✖|❎/u
const HEDGE_EMOJI = /🤔|🤷|😬|😕|🫤|😐/u

// Spanish "si" without its accent is both "yes" (sí) and "if": it agrees when it opens the reply and
// stands alone or is followed by a pause or another agreeing word ("si", "si, envielo", "si si",
// "si claro", "pues si", "claro que si"); otherwise it is the conditional "if".
const SI_OPENING = /^(?:(?:pues|bueno|ah|oh|ok|claro que|que)[ ,]*)?sip?i*(?![a-z'])(?:[ ,]+sip?i*(?![a-z']))*/
// the conditional "si" opens a clause: it is followed by a word ("si me llaman"), while a "si" that
// ends a clause ("claro que si", "pues si.") is the yes
// (nor is a "si" before a yes: "vaya pues, si mandelo", "si ta bien")
const SI_IF =
  /(?:^|[^a-z'])si +(?!(?:gracias|senor|senora|claro|por ?favor|porfa|dale|(?:es)?ta (?:bien|bueno)|perfecto|hazlo|hagalo|adelante|de acuerdo|listo|vale|ok(?:ay)?|chevere|bacano|genial|excelente|buenisimo|de una|mand(?:e|a|en)(?:se)?(?:lo|la|los|las)|env(?:ie|ia|ien)(?:se)?(?:lo|la|los|las))(?:$|[^a-z]))[a-z]/
// (and endearments and courtesies: "si mi amor mandalo ya", "si mija", "sí hágame el favor y lo envía")
const COURTESY =
  /^(?:gracias|hag(?:a|ame)(?: me)? el favor|hazme el favor|senor|senora|senorita|joven|(?:mi )?amor|mi (?:vida|reina|rey|cielo)|mij[oa]|papi|mami|carino|corazon|herman[oa])\b/

/** Whether the words read as agreement (with "si" at the start resolved as "sí" or "if"). */
function readAgreement(text: string): { agrees: boolean; rest: string; yesOpens?: boolean } {
  const idiomatic = text.replace(AGREEING_IDIOMS, ' sure ').trim()
  const si = SI_OPENING.exec(idiomatic)
  if (si) {
    const after = idiomatic.slice(si[0].length)
    const next = after.trimStart()
    const opensAlone = !next || /^[^a-z]/.test(next) || /^[.,;:!]/.test(after) || COURTESY.test(next) || AGREE.exec(next)?.index === 0
    if (opensAlone) return { agrees: true, rest: after, yesOpens: true }
  }
  // a texted "y" ("y", "y landlord ok'd it"), not the Spanish "and" ("y también quiero que…")
  const texted = TEXTED_YES.exec(idiomatic)
  if (texted) return { agrees: true, rest: idiomatic.slice(texted[0].length), yesOpens: true }
  return { agrees: AGREE.test(idiomatic) || YES_EMOJI.test(idiomatic), rest: idiomatic }
}
const TEXTED_YES = /^y(?=$|[.,!]|\s(?!(?:tambien|que|el|la|los|las|si|no|ya|luego|despues|ahora|mi|me|lo|le|eso|esto|como|cuando|pero|por|mas|otra|otro)\b))/

// Hope about what happens after sending ("yes send it, maybe someone can help", "hopefully they
// call"): not doubt about sending. Taken out only where the reply also says to send.
const HOPE =
  /(?:^|[.,;:!]\s*|\s)(?:maybe|hopefully|ojala(?: que)?|quizas?|tal vez|a ver si|let'?s see if|see if) (?:some ?(?:one|body)|any ?(?:one|body)|they|one of them|alguien|ellos|uno de ellos|me (?:llame|llamen|ayude|ayuden))\b[^.,;:!]*/g
// A note for the pros after the yes ("ok go ahead, but tell them to call first", "yes but can it say
// I only want someone to look", "sí, envíelo. Pero que me llamen antes"): an instruction about how
// they reach the homeowner or what the request says, not a condition on sending. Taken out of the
// reading (so it neither blocks nor makes the yes) and passed on to the pros with the request.
const DAYS = String.raw`(?:saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|weekdays?|mornings?|afternoons?|evenings?)`
const NOTE_FOR_PROS = new RegExp(
  String.raw`(?:^|[.,;:!]\s*|\s)(?:but|and|also|just|pero|y|solo que)?\s*(?:please\s+|por favor\s+)?(?:` +
    [
      String.raw`(?:tell|ask|remind|let) (?:them|the pros?|whoever|him|her|the (?:contractor|company|roofer|plumber|electrician)s?)\b`,
      String.raw`have (?:them|whoever) (?:call|text|email|come|look|check|contact|reach)`,
      // a paper asked of them: "and if they can write a report because i want the neighbor contractor to pay"
      String.raw`if (?:they|he|she|the pros?) (?:can|could) (?:write|send|give|make|do|include|provide|email|put) (?:me |us )?(?:up )?(?:a |an |the )?(?:written |full |detailed )?(?:report|estimate|quote|invoice|photos?|pictures?|letter|assessment|breakdown)`,
      // who it should reach first: "send it to all of them whoever can get there first", "al que llegue primero"
      String.raw`(?:to )?(?:whoever|whichever (?:one|of them)|(?:a|al|el|la) que) (?:can |is able to |puede |pueda )?(?:get|gets|go|goes|come|comes|show up|shows up|make it|makes it|respond|responds|answer|answers|do it|llegue|venga|conteste|responda|pueda)(?: (?:there|here|out|back|over))? (?:first|soonest|fastest|quickest|today|tonight|tomorrow|primero|antes|hoy)`,
      // who should answer at all: "mention the deadline is the 14th so only reply if they can do it before that"
      String.raw`(?:so )?only (?:reply|respond|answer|call|get back)(?: to me)? if (?:they|you) can`,
      // the invoice's name: "la factura a nombre de Domínguez Auto Repair LLC"
      String.raw`(?:la )?factura (?:a nombre de|para|a)`,
      // who it is for, which the listed pros already are: "but only to outfits that actually do the lining"
      String.raw`only (?:to |send (?:it )?to )?(?:outfits|companies|pros|people|ones|contractors|those|the ones|guys) (?:that|who|which|with)`,
      // when they can come, which is theirs to arrange: "they can only come out on a saturday", "saturdays only though"
      String.raw`(?:they |he |she |someone |whoever comes )?(?:can |could |should )?only (?:come|come out|be there|make it|meet|do it|work)?\s*(?:out )?(?:on |in the )?(?:a |the )?${DAYS}`,
      String.raw`${DAYS} only`,
      String.raw`(?:solo|solamente) (?:pueden venir |puedo )?(?:los |las |el |la |un |una )?(?:sabados?|domingos?|fines? de semana|mananas|tardes)`,
      // … or by their licence, which the homeowner checks when they call: "yes but only licensed ones", "solo con licencia"
      String.raw`only (?:the )?(?:licen[cs]ed|insured|bonded|certified)(?: (?:and|&) (?:licen[cs]ed|insured|bonded))? (?:ones|pros|companies|contractors|guys|people|electricians|plumbers|roofers)`,
      String.raw`(?:solo|solamente) (?:los |las )?(?:que (?:tengan|esten) )?(?:con )?(?:licencia|asegurad[oa]s)`,
      // what they can ask for later: "if they need a phone number they can ask me by email"
      String.raw`if (?:they|he|she|the pros?) (?:need|needs|want|wants) (?:a |my |the |more |any )?[^.;!?]{0,30}? (?:they|he|she) (?:can|could|should) (?:ask|email|text|call|reach)`,
      String.raw`(?:can|could) (?:it|you|the request) (?:say|mention|note|add|include|tell them)`,
      String.raw`make sure (?:they|it says|to (?:say|mention|tell))`,
      // "Please mention we'd also like a dock price if they do docks"
      String.raw`(?:mention|note|add) (?:that |to them that )?(?:i|we|my|our|she|he|they)\b`,
      String.raw`i (?:want|need|would like|'?d like) (?:to (?:talk|speak|meet) (?:to|with) (?:them|whoever|the (?:pro|contractor|company)s?)|(?:them|someone|somebody|whoever) to (?:call|text|look|come|check|talk|just))`,
      String.raw`(?:they|whoever comes) (?:should|need to|have to|must|can|'ll have to|will have to|'ll need to|will need to) (?:call|text|look|come|check|talk|knock|park|use|bring|ask)`,
      String.raw`que (?:me |la |lo |le |nos |los |las )?(?:llamen|escriban|avisen|vengan|revisen|miren|pregunten|digan|expliquen|coticen|hablen|contacten|busquen)`,
      String.raw`digales que`,
      String.raw`(?:puede|pueden) (?:decir|poner|mencionar|agregar) que`,
    ].join('|') +
    String.raw`)[^.;!?]*`,
  'g',
)
// How to reach the homeowner ("email only pls", "only text me", "don't call, just text", "solo por
// WhatsApp"): a note too, up to the end of its clause, so "text only, but not until Monday" keeps its delay.
const CONTACT_WAYS = String.raw`(?:e-?mail|text(?:s|ing)?|phone|calls?|whatsapp)`
const CONTACT_NOTE = new RegExp(
  String.raw`(?:^|[.,;:!]\s*|\s)(?:but|and|also|just|pero|y)?\s*(?:` +
    [
      String.raw`(?:by )?${CONTACT_WAYS}(?: me)? only`,
      String.raw`only (?:by )?${CONTACT_WAYS}(?: me)?`,
      String.raw`(?:don'?t|do not|no) (?:call|phone)(?: me)?(?:,? just (?:text|email)(?: me)?)?`,
      // "i dont want 10 ppl calling me at work"
      String.raw`(?:i )?(?:don'?t|dont|do not) want (?:\d+|ten|twenty|a (?:bunch|lot|ton|million) of|all these|a bunch|everyone|everybody|every) ?(?:ppl|people|calls|companies|guys|contractors|pros)? ?(?:calling|to call|blowing up|texting)(?: me)?[^.;!?]*`,
      String.raw`solo (?:por )?(?:correo|e-?mail|texto|mensajes?|whatsapp|llamadas?)`,
      // when to reach them: "mornings are best to reach us", "evenings work better for me"
      String.raw`(?:mornings?|afternoons?|evenings?|weekdays|weekends|after (?:\d{1,2}|noon|lunch|work)|before (?:\d{1,2}|noon)|por las (?:mananas|tardes|noches)) (?:are|is|work|works)? ?(?:best|better|good|preferred|mejor)(?: (?:to (?:reach|call|contact|get) (?:us|me|him|her)|for (?:us|me)))?`,
      // how they would like it: "we prefer email first, then phone"
      String.raw`(?:i|we) (?:prefer|would prefer|'d prefer) (?:${CONTACT_WAYS})(?: first)?(?:,? then (?:${CONTACT_WAYS}))?`,
      String.raw`(?:text|call|email|whatsapp|llame|llamen|escriba|escriban) (?:me|mi) (?:first|before (?:they|anyone|someone) (?:come|comes|call|calls|show up)|antes)`,
      // when not to, and how to set a time: "nobody call before 9am i work nights", "please don't show up unannounced", "email first to schedule"
      String.raw`(?:(?:don'?t|dont|do not)\s+(?:no ?(?:body|one)|any ?(?:body|one))|no ?(?:body|one)|don'?t|dont|do not|no|never)\s+(?:call(?:s|ing)?|text(?:s|ing)?|come|show up|knock)(?: me| us)?\s+(?:before|after|until|till|til|past)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|lunch|work|dark|\p{L}+day)[^.;!?]*`,
      String.raw`(?:don'?t|dont|do not|no)\s+(?:show(?:ing)? up|com(?:e|ing)(?: by| over| out)?|stop(?:ping)? by|drop(?:ping)? by)\s+(?:unannounced|without (?:calling|texting|emailing|notice|warning|an appointment)(?: first)?)`,
      String.raw`(?:call|text|reach)(?: me| us)? (?:after|before|between|from) (?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|lunch|work)[^.;!?]*`,
      String.raw`(?:e-?mail|text|call)(?: me| us)? first(?: to (?:schedule|set (?:it|a time|something) up|arrange (?:a time|it)|make an appointment))?`,
      // checking how they will reach them: "sure, go ahead — they'll email, right?"
      String.raw`(?:they'?ll|they will|will they|they can|can they) ${CONTACT_WAYS}(?: me)?(?:,? right)?\??`,
    ].join('|') +
    String.raw`)(?: (?:pls|plz|please|thanks|thx|por favor|porfa|gracias))?(?=\s*(?:[.,;:!]|$))`,
  'gu',
)

// a "note" that speaks of the sending itself ("tell them nothing, don't send it yet"), or takes the
// yes back ("but tell them I'm not interested"), is no note
const ABOUT_SENDING =
  /\b(?:send|sent|submit|request|solicitud|envi\w*|mand[ae]\w*|not interested|no longer|(?:i|we) (?:don'?t|do not) (?:want|need)(?! (?:\d+|ten|twenty|a (?:bunch|lot|ton|million) of|all these|a bunch|everyone|everybody|every) ?(?:ppl|people|calls|companies|guys|contractors|pros)? ?(?:calling|to call|blowing up|texting))|cancel\w*|never ?mind|no (?:me )?interesa|ya no)\b/
/** What the pros are to send the homeowner ("send the invoice to me", "send me the estimate"): not Harper's sending. */
const PROS_PAPERS = /\bsend (?:me |us )?(?:the |an? |their |your )?(?:invoices?|bills?|quotes?|estimates?|receipts?|paperwork)\b/g
const notesIn = (text: string) =>
  [...text.matchAll(NOTE_FOR_PROS), ...text.matchAll(CONTACT_NOTE)]
    .map((match) => match[0])
    .filter((note) => !ABOUT_SENDING.test(note.replace(PROS_PAPERS, ' ')))

// Reluctant agreement ("yeah I guess send it", "I suppose so, go ahead"): a yes when another word
// of the reply agrees; alone ("I guess so?") it stays a doubt.
const RELUCTANT = /\b(?:i guess(?: so)?|guess so|i suppose(?: so)?|i think so|supongo(?: que si)?|creo que si)\b/g
const SENDS = /\b(?:send|submit|env(?:ie|ia|ien)(?:se)?(?:lo|la)?|mand(?:e|a|en)(?:se)?(?:lo|la)?)\b/

const LATER =
  /\b(?:think (?:about|it over)|talk (?:to|with) my|ask my|check with (?:my|her|his|their|our)|let (?:him|her|them) (?:say|decide)|(?<!\bif\b[^.;!?]{0,40})(?:i'?ll|i will|ill) (?:be|come|get|check) back|get back to you|sleep on it|not (?:yet|now|today)|pensarlo|lo pienso|(?:lo )?(?:voy|vamos) a pensar|con la almohada|consultar(?:lo)?|hablo con|hablar(?:lo)? con|preguntarle a|ahora no|por ahora no)\b/

/** The sending refused in so many words: "don't send anything", "there's nothing to send", "I'll pass". */
const REFUSES_SENDING =
  /\b(?:(?:don'?t|do not|dont) send (?:anything|it|that|this|my (?:request|info|information|details|number))|(?:don'?t|do not|dont) send(?=\s*(?:[.!,;]|$|yet\b|for now\b|please\b|pls\b))|nothing to send|(?:i'?ll|i will|ill) pass|no (?:lo |la )?(?:envie|mande|envies|mandes|envien|manden)(?: nada)?)\b/

/**
 * When the work is wanted, not when to send: "yes send it, we need somebody tonight or first thing
 * tomorrow", "can they come tomorrow?", "lo necesito para mañana". Taken out before a delay is read.
 */
const WORK_TIMING =
  /\b(?:(?:need|want|get|have|send)\s+(?:some ?(?:body|one)|any ?(?:body|one)|them|a pro|him|her|it (?:done|fixed|looked at))(?: out| over| here)?|(?:come|coming|here|out|over|there|show up|fix it|look at it)|(?:lo|la) (?:necesito|necesitamos) (?:para)?|que vengan?|que venga alguien)\s+(?:(?:by|before|for|para|esta|this|first thing|early)\s+)*(?:tonight|tomorrow|today|asap|noche|manana|hoy|morning|afternoon|evening)(?:\s+(?:or|o)\s+(?:first thing\s+)?(?:tonight|tomorrow|today|manana|in the morning)(?: morning)?)*/g
/** "the sooner the better", "mientras más pronto mejor": how soon the work is wanted, no condition on the sending. */
const SOONER_THE_BETTER = /\b(?:the sooner the better|(?:mientras|entre|cuanto) mas (?:pronto|rapido) (?:sea )?mejor)\b/g
/** A "before" that ends its clause is the past ("We got burned once before."), no condition. */
const PAST_BEFORE = /\b(?:once |twice |ever |this )?before(?=\s*(?:[.!,;]|$))/g
const withoutWorkTiming = (text: string) => text.replace(WORK_TIMING, ' ').replace(TIME_OF_DAY, ' ').replace(SOONER_THE_BETTER, ' ').replace(PAST_BEFORE, ' ')

/**
 * A yes that asks to send, then more in other sentences or clauses: a question, a wish or a word for
 * the pros ("Yes please send it. Will they know to bring the leak meter?", "si mándelo por favor pero
 * que hablen español", "Yes, send it — as long as they're licensed and insured"). The sending was
 * asked for in so many words; what follows goes with the request, unless it takes the yes back,
 * puts it off, limits who gets it or what they see, or sets a condition on it.
 */
const ASKS_TO_SEND_NOW =
  /\b(?:send|submit|go ahead|proceed|env(?:ie|ia|ien)(?:se)?(?:lo|la|los|las)?|enviar(?:lo|la)?|mand(?:e|a|en)(?:se)?(?:lo|la|los|las)?|mandar(?:lo|la)?)\b/
// where the yes may end: a sentence's or a clause's end, a dash, an opening "¿", or before "but", "and", "pero", "y"
const YES_ENDS = /[.!?;:…]+\s*|\s+[—–-]+\s*|,\s*|\s+(?=¿)|\s+(?=(?:but|and|also|plus|pero|y|and also)\s)/g
// the rest speaks of the sending itself: "send it to …", "don't send", "la solicitud"
const SENDING_ITSELF =
  /\b(?:send(?:ing)?|sent|submit\w*|(?:the|my|this) request|la solicitud|env(?:ie|ia|iar|ien|iando)(?:lo|la|los|las)?|mand(?:e|a|ar|en|ando)(?:lo|la|los|las))\b/
// takes the yes back
const TAKES_BACK =
  /\b(?:actually|wait|hold on|never ?mind|nvm|on second thought|scratch that|forget it|cancel\w*|not interested|no longer|changed my mind|ya no|mejor no|olvid(?:a|e|en)lo|no me interesa|pensandolo bien)\b/
/** A word for the pros on the list: "TWO roofers max", "only two companies". */
export const PROS = String.raw`(?:roofers?|compan(?:y|ies)|companias?|pros?|contractors?|guys|quotes|bids|estimates|plumbers?|electricians?|inspectors?|people|trucks)`
/** How many pros at most, the count captured: "TWO roofers max", "no more than 2", "máximo dos" (folded). */
export const AT_MOST = String.raw`(?:(one|two|three|1|2|3|dos|tres)\s+(?:(?:${PROS}|of them)\s+)?(?:max|maximum|tops|at most|maximo|nomas)|(?:max(?:imum)?|at most|no more than|not more than|maximo|no mas de|como maximo)\s+(?:of\s+)?(one|two|three|1|2|3|dos|tres))`
// limits who gets it ("leave off the second one", "only the first company", "except Bayshore")
const LIMITS_WHO = new RegExp(
  String.raw`\b${AT_MOST}\b|\b(?:skip|leave (?:off|out)|drop|remove|take (?:off|out)|exclud\w*|except|excepto|menos|salvo|quit(?:a|e|en)(?:le|les)?)\b` +
    String.raw`|\b(?:(?<!not )(?:only|just)|not|solo|nomas|no)\s+(?:to\s+|a\s+|al\s+)?(?:the\s+|el\s+|la\s+)?(?:first|second|third|last|1st|2nd|3rd|top|one|two|three|dos|tres|primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa]|#?\d)\b`,
)
/** A pro named by their place in the list, folded: "the 2nd one", "el primero", "the one in the middle". */
export const PLACE_IN_LIST = String.raw`(?:the\s+|el\s+|la\s+)?(?:first|1st|#1|number (?:one|1)|primer[oa]?|second|2nd|#2|number (?:two|2)|segund[oa]|third|3rd|#3|number (?:three|3)|tercer[oa]?|last|ultim[oa]|(?:one\s+)?in the middle|middle|del medio)(?:\s+(?:one|uno|una|company|compania|pro|guy))?`
/**
 * The words that pick pros from the list or leave some off ("only the top one", "solo a los dos
 * primeros", "to all except the 2nd one", "to the first one and the third one, not the one in the
 * middle"), with the noun after them.
 */
const PICKS_FROM_THE_LIST = new RegExp(
  String.raw`(?:\b(?:but|pero)\s+)?\b(?:(?<!not )(?:only|just)|solo|solamente|nomas)\s+(?:to\s+|a\s+|al\s+)?(?:the\s+|el\s+|la\s+|los\s+|las\s+)?(?:(?:dos|tres|two|three|2|3)\s+)?(?:first|top|primer[oa]?s?|cheapest|best|closest|nearest)(?:\s+(?:one|two|three|dos|tres|1|2|3))?(?:\s+(?:ones?|compan(?:y|ies)|companias?|pros?|guys?|roofers?|plumbers?|electricians?|contractors?))?\b` +
    String.raw`|\b(?:to\s+)?(?:all\s+|everyone\s+|everybody\s+|todos\s+)?(?:except|excepto|menos|but not|not|skip|sin)\s+(?:to\s+|a\s+)?${PLACE_IN_LIST}\b` +
    String.raw`|\bto\s+${PLACE_IN_LIST}(?:\s*(?:,|and|&|plus)\s+(?:to\s+)?${PLACE_IN_LIST})*\b|\bto\s+(?:the\s+)?(?:first|top)\s+(?:one|two|three|1|2|3)\b|\bto\s+(?:one|two|1|2|dos)\s+of (?:them|those)\b(?:\s*,\s*${PLACE_IN_LIST}\b)?` +
    String.raw`|\bnot (?:to )?the (?:others|other ones|rest)\b|\b(?:on|from|de) (?:the|la) (?:list|lista)\b`,
  'g',
)
// the "only" of "only send it to the first one", "send it to the first one only", once the picks are read
const ONLY_BEFORE_SENDING = /\b(?:(?:but|pero)\s+)?(?:only|just|solo|solamente|nomas)\s+(?=(?:send|submit|mand|envi))/g
const ONLY_LEFT_AT_THE_END = /\s+(?:only|solamente|nomas)\s*[.!]*\s*$/
/** Why only some: "I don't need three inspectors calling me", "no quiero que me llamen diez personas". */
const TOO_MANY_CALLS =
  /\b(?:i )?(?:don'?t|dont|do not|doesn'?t|does not|no) (?:want|need|quiero|necesito)(?: que me llamen| to (?:get|have)| to be called by)? (?:diez|cinco|tres|cuatro|mil|\d+|ten|five|three|four|a (?:dozen|bunch|million)|(?:too )?many|tantas?|tantos|muchas?|muchos)\s+(?:[\p{L}']+\s+){0,2}?(?:calling|llamando\w*|calls|llamadas|personas|people|ppl|companies|inspectors?|pros|guys|contractors|roofers?|plumbers?|electricians?)(?:\s+(?:calling|call|bugging|texting)(?:\s+(?:me|us|her|him|them))?)?/gu
export type ContactKind = 'phone' | 'email'
// handing a detail over to the pros, in English and in Spanish: one list for what is kept back and what is limited
const HAND_OVER = String.raw`(?:give|share|show|pass|forward|hand)`
const HAND_OVER_ES = String.raw`(?:den|dar|pasen|pasar|compartan?|compartir)`
/** One contact detail kept from the pros, folded: "do NOT give them my phone number", "no les den mi correo". */
const WITHHOLDS = new RegExp(
  String.raw`(?:\b(?:but|and|pero|y)\s+)?\b(?:please )?(?:don'?t|dont|do not|never|no)\s+${HAND_OVER}(?:\s+(?:out|on))?(?:\s+(?:them|it|him|her|anyone|out))?\s+(?:my|the)\s+(phone(?: number)?|number|cell(?: number)?|e-?mail(?: address)?)\b[^.;!?,]*` +
    String.raw`|(?:\b(?:but|and|pero|y)\s+)?\bno (?:les |le )?${HAND_OVER_ES} (?:mi|el) (telefono|numero|celular|correo|e-?mail)\b[^.;!?,]*`,
)
// limits what they see ("don't give them my email", "no les den mi número")
const LIMITS_DATA = new RegExp(
  String.raw`\b(?:${HAND_OVER}|tell|${HAND_OVER_ES})\b[^.;!?]{0,25}\b(?:e-?mail|correo|number|numero|phone|telefono|cell|address|direccion|info|information|informacion|details|datos)\b`,
)
// a condition on it; one on the pros' licence or insurance is the homeowner's check when they call
// (the note carries it to the pros, and Harper says how to check), and a polite "if they can …, that
// would help" is none, nor is one that says how to get in ("Gary has a key if they need the side gate")
const CONDITIONS = /\b(?:if|unless|as long as|so long as|provided|on (?:the )?condition|siempre (?:y )?que|con tal|a menos que)\b/
/** The pros' licence or insurance: what the homeowner checks when they call, not a condition on sending. */
const ABOUT_CREDENTIALS = /\b(?:licen[cs]\w*|insur\w*|insured|bonded|cac1?|asegurad\w*|seguro|licencia\w*|liability|coi|workers'? ?comp)\b/
/**
 * A condition on how the pros go about the job, the homeowner's or relayed ("as long as they contact
 * her first", "she said as long as they're not going to try to sell her a whole new yard"): theirs to
 * read in the request, which carries it in the homeowner's words, not a condition on sending.
 */
const ON_THE_PROS_CONDUCT =
  /\b(?:as long as|so long as|provided|providing)(?: that)? (?:they|he|she|whoever comes|the (?:pros?|contractors?|compan(?:y|ies)|guys?|crew|roofers?|plumbers?|electricians?|inspectors?))\b/
/**
 * A yes on the pros' licence and insurance, which every listed pro has ("are they licensed and
 * insured? if yes then ok send", "¿tienen licencia? si es así, mándelo"): the condition is met, and
 * the question is answered beside the sending (the whole reply is the note).
 */
const CREDENTIALS_IF_SO =
  /^[^.!?]*\b(?:licen[cs]\w*|insured|bonded|asegurad\w*)\b[^.!?]*\?\s*(?:and\s+|y\s+)?(?:if (?:yes|so|they are|they do)|si (?:es asi|lo (?:son|estan|tienen)|tienen|si))\b\s*,?\s*(?:then\b|entonces\b)?/
/** What the homeowner will do if the pros cannot: "If they can't do it I'll come back", "si no pueden, le escribo otra vez". */
const FALLBACK_PLAN =
  /\b(?:if|si) (?:they|he|she|it|none|nobody|no one|that one|ellos|no) (?:(?:can'?t|cannot|don'?t|doesn'?t|won'?t|isn'?t|aren'?t|is not|are not|pueden|puede)\b[^.;!?]{0,30}?)[,\s]+(?:then )?(?:i'?ll|i will|i can|we'?ll|we will|let me|vuelvo|le escribo|les escribo|regreso)\b[^.;!?]*/g
/** To all the pros listed, said as a limit: "send it to those ones only", "a esos nada más". */
const TO_THE_LISTED_ONLY =
  /\s+(?:to|a) (?:those|these|them|esos|estos|ellos)(?: (?:ones|three|two|pros|companies|guys|tres|dos))?(?: (?:only|nada mas|nomas|solamente))(?=\s*[.!]*\s*$)/
/** A note for the pros that speaks of their licence or insurance ("as long as they're licensed"). */
export const noteAboutCredentials = (note: string) => ABOUT_CREDENTIALS.test(normalise(note))
const POLITE_IF =
  /\bsi (?:puede|pueden|usted puede),? +[a-z]+(?:le|les|me|nos)\b|\b(?<!only )if (?:they|you|he|she) (?:can|could)\b[^.;!?]*\b(?:would|'d|great|nice|help|appreciate\w*|thanks|thank you|please|lol)\b|\b(?<!only )if (?:you|u) (?:can|could)\b|\bif (?:you'?re|you are|u r) able(?: to)?\b|\bif (?:that'?s|it'?s|that is|it is) possible\b|\bsi (?:pueden|puede|es posible)\b,? *(?:que|me|le|les|por favor)\b|\bsi (?:puede|pueden|se puede) ser\b|\bsi se puede\s*[.!]*$|\bif (?:at all )?possible\s*[.!]*$|\b(?<!only )if (?:they|he|she|the (?:pros?|guys?|crew|inspectors?|roofers?|plumbers?|electricians?)|any ?one|some ?one|some ?body) (?:need|needs|want|wants|have to|has to) (?:to )?(?:get in|get into|get to|the (?:gate|key|code|side gate|back gate|garage|door|attic|lockbox)|access|a key|the code|in)\b|\bsi (?:necesitan|ocupan|quieren) (?:entrar|la llave|el codigo|el portón|acceso)\b/
const IDIOMS_OF_TIME = /\b(?:no (?:rush|hurry|pressure|prisa|apuro)|sin (?:prisa|apuro))\b/g
/** A time of day ("que nos llamen por la mañana", "después de las 10 de la mañana"): "mañana" there is the morning, no delay. */
const TIME_OF_DAY = /\b(?:(?:por|de|en) la (?:manana|tarde|noche)|(?:despues|antes) de las? \d{1,2}(?::\d\d)?(?: de la (?:manana|tarde|noche))?)\b/g

// the rest of the list asked for, once some are left off: "send it to the others", "mándelo a los demás"
const SEND_TO_THE_REST =
  /\b(?:send (?:it |them |this )?(?:to |over to )?(?:the |all the )?(?:others?|other (?:ones?|two|companies|pros|guys)|rest(?: of them)?|remaining(?: ones?)?)|(?:envie|envielo|mande|mandelo|mandalo|enviela|mandela|se lo manda|se lo envia) (?:a )?(?:los|las) (?:otr[oa]s|demas))\b/

function asksToSendThenMore(text: string, listTrimmed = false) {
  if (REFUSES_SENDING.test(text) || NO_EMOJI.test(text)) return false
  for (const end of text.matchAll(YES_ENDS)) {
    const head = text.slice(0, end.index)
    const rest = text.slice(end.index + end[0].length).trim()
    // (the yes may run on: "yes, go ahead | and send it, | and cc Chris if that's possible")
    // (who it should not go to is settled once the list is trimmed: "yes, send it — to anyone except …")
    if (!rest || readText(head).reading !== 'yes') continue
    // (a plain "yes" with no word of sending is a yes when what follows only asks about the pros' work
    // or says what the homeowner hopes of them: "Yes please! And could they tell me if the septic is
    // big enough?", "Yes. Would prefer someone who'll tell me honestly whether I need a new roof")
    // (… or, once the list is trimmed, limits who gets it: "Yes but only the first two, please. My
    // seller doesn't want five companies calling her daughter.")
    const asks = ASKS_TO_SEND_NOW.test(head) || (PLAIN_YES.test(head.trim()) && (restIsAboutThePros(rest) || (listTrimmed && LIMITS_WHO.test(rest))))
    if (asks && restLeavesTheYes(listTrimmed ? rest.replace(LIMITS_WHO, ' ') : rest)) return true
  }
  return false
}

/**
 * A decision in the middle of the reply: questions first (what it costs, whether the pros are
 * licensed), then a yes that asks to send, then words for the pros ("is it free for me? ok then yes
 * send it. tell them ring the bell twice", "Does sending it obligate us to anything? If not, then yes,
 * please send it. Don asks that they be licensed"). A yes "if so" or "if not" after a question of
 * cost, obligation or licence hangs on what Harper's own question and list already say (nothing to
 * pay, no obligation, the licence shown).
 */
const SETTLED_QUESTION =
  /\b(?:free|cost|costs|charge|charges|pay|fee|fees|obligat\w*|commit\w*|licen[cs]\w*|insured|bonded|cuesta|cobra\w*|gratis|pagar|licencia\w*|asegurad\w*|compromiso)\b/
const SETTLED_OPENER =
  /^(?:(?:if (?:not|so|they are|they do|it is|it'?s not|that'?s (?:so|the case|true))|si no|si es asi|si lo son|well|oh|ok(?:ay)?|then|all right|alright|entonces|pues)\b[,.]?\s*)+/
/** Where an unpunctuated reply turns to its decision: "… a service call well that's fine yes please send it". */
const TURNS_TO_YES =
  /(?<=[a-z])\s+(?=(?:(?:well|ok(?:ay)?|so|alright|all right|oh)\s+)?(?:(?:that'?s fine|then)\s+)?(?:yes|si)[ ,]+(?:please |por favor )?(?:go ahead|send|mand|envi))/g
/** A sentence that turns from weighing to deciding: "Alright, yes, send it", "OK doesn't matter, yes send it", "bueno, igual mandalo". */
const TURNS_TO_DECIDE = /^(?:ok(?:ay)?|alright|all right|fine|well|then|bueno|pues|entonces|igual|en fin)\b/
const SHARING =
  /\b(?:share|shared|sharing|give out|sell|sold|my (?:number|info|information|details|data)|compart\w*|vend\w*|mis datos|mi (?:numero|informacion))\b/
const isQuestion = (sentence: string) => /\?\s*$/.test(sentence) || QUESTION_OPENING.test(sentence)
function decidesMidway(text: string, listTrimmed: boolean) {
  if (REFUSES_SENDING.test(text) || NO_EMOJI.test(text)) return false
  // (only a reply typed without full stops is cut where it turns)
  const sentences = (/[.!?]/.test(text) ? text : text.replace(TURNS_TO_YES, '. '))
    .split(/(?<=[.!?…])\s+|\s*¿/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
  for (let index = 1; index < sentences.length; index++) {
    const earlier = sentences.slice(0, index)
    const settled = earlier.some((sentence) => isQuestion(sentence) && SETTLED_QUESTION.test(sentence))
    const sentence = settled ? sentences[index]!.replace(SETTLED_OPENER, '') : sentences[index]!
    if (!ASKS_TO_SEND_NOW.test(sentence) || (readText(sentence).reading !== 'yes' && !asksToSendThenMore(sentence, listTrimmed))) continue
    // before it, questions and what the writer tells of themselves; nothing that refuses, waits or sets a condition
    const told = withoutWorkTiming(withoutSettledClauses(earlier.filter((earlierSentence) => !isQuestion(earlierSentence)).join(' ')))
    // (a "not" in what goes with the question, once the reply turns to decide, refuses nothing: "How many
    // will this go to? I don't want five trucks out front. ... Alright, yes, send it.")
    const turned = TURNS_TO_DECIDE.test(sentence.replace(/^\W+/, '')) || /^(?:ok(?:ay)?|alright|all right|fine|bueno|pues|vale)\W*$/.test(earlier.at(-1)!)
    const weighed = turned && earlier.some(isQuestion) && !SENDS.test(told) && !SHARING.test(told)
    if ((NEGATE.test(told) && !weighed) || DEFER.test(told) || LATER.test(told) || CONDITIONS.test(told) || TAKES_BACK.test(told)) return false
    const rest = sentences.slice(index + 1).join(' ')
    return !rest || restLeavesTheYes(rest)
  }
  return false
}

/** A yes in so many words ("yes", "yeah", "yes please", "sí", "claro", "absolutely"), not an "ok" or a "thanks". */
const PLAIN_YES =
  /^(?:(?:oh|ah|well|ok|okay|pues|bueno)[ ,]+)?(?:y(?:es+|eah|ea|ep|up)|si+|claro(?: que si)?|absolutely|definitely|of course|por supuesto)(?:[ ,]+(?:please|pls|por ?favor|porfa|ma'?am|sir|honey|sweetie|thank you|thanks|gracias|de una|dale|claro))*[ !.,]*$/
/** What follows the yes asks about the pros' work or hopes something of them, sentence by sentence. */
const ABOUT_THE_PROS =
  /^(?:(?:and|also|but|plus|pero|y|tambien|oh)[ ,]+)*(?:(?:can|could|will|would|do|does|should|is|are)\s+(?:they|he|she|someone|somebody|anyone|one of them|whoever|the (?:pros?|inspectors?|roofers?|plumbers?|electricians?|contractors?|compan(?:y|ies)|guys?|crew))\b|(?:how (?:long|soon)|when|what time|who|which)\b|(?:pueden|podrian|van a|saben|cuando|quien|a que hora)\b|(?:i'?d|i would|we'?d|we would|would)? ?prefer\b|(?:i|we) (?:hope|want|need|would like|'?d like) (?:someone|somebody|them|a pro|whoever|one who|alguien)\b|hopefully\b|ideally\b|preferably\b|(?:someone|somebody|a pro|people|one) (?:who|that)\b|ojala\b|(?:can|could|should) (?:i|we) (?:also )?(?:send|email|text|show|forward|give) (?:them|the pros?|him|her)\b|(?:les|le) (?:puedo|podemos) (?:mandar|enviar|pasar|mostrar)\b|que (?:me |nos )?\w+n\b|(?:just|only|solo|solamente) (?:the|my|el|la|los|las)\b)/
function restIsAboutThePros(rest: string) {
  if (SELF_CONTACT.test(rest)) return false
  const sentences = rest
    .split(/(?<=[.!?…])\s+|\s*¿/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
  return sentences.length > 0 && sentences.every((sentence) => ABOUT_THE_PROS.test(sentence.replace(/^[¿¡]/, '')))
}

function restLeavesTheYes(rawRest: string) {
  if (SELF_CONTACT.test(rawRest)) return false
  // (what the pros are to send or find out is not Harper's sending nor a condition on it: "can they
  // send the report to Lorene too?", "can they check if the outlets were done right?"; nor is a
  // purpose, or the rest of a list put off: "para que no haya lío después", "I'll deal with the rest later")
  const rest = rawRest
    .replace(PROS_SEND, ' they pass on')
    .replace(PROS_PAPERS, ' they pass on')
    .replace(OWNER_SENDS, ' i show them')
    .replace(WHETHER_IF, ' whether')
    .replace(PURPOSE, ' ')
    .replace(OTHER_WORK_LATER, ' ')
    .replace(SETTLED_LATER, ' ')
    .replace(SETTLED_IF, ' ')
    .replace(SHARED_ONLY_WITH_THE_LISTED, ' ')
  // (nor is when the homeowner is away, or a question of when the pros will call: "I travel next week
  // Tuesday to Friday", "¿me llaman hoy o mañana?")
  const untimed = withoutWorkTiming(
    rest
      .replace(IDIOMS_OF_TIME, ' ')
      .replace(HOMEOWNER_AWAY, ' ')
      .replace(/[^.;!?¿]*\?/g, (question) => (ASKS_OF_THE_PROS.test(question) || PROS_CALL.test(question) ? ' ' : question)),
  )
  if (DEFER.test(untimed) || LATER.test(untimed) || TAKES_BACK.test(rest) || LIMITS_WHO.test(rest)) return false
  if (/^(?:no|nope|nah|not|never|don'?t|do not|nunca)\b/.test(untimed.trim())) return false
  // a hope that sets a condition or a delay ("maybe they can call me first") stays one
  if ([...rest.matchAll(HOPE)].some(([hope]) => CONDITION.test(hope) || DEFER.test(hope) || NEGATE.test(hope))) return false
  return rest.split(/(?<=[.;!?…])/).every(
    (sentence) =>
      !(SENDING_ITSELF.test(sentence) && readText(sentence.replace(/[.;!?…]+$/, '').trim()).reading !== 'yes') &&
      !(LIMITS_DATA.test(sentence) && NEGATE.test(sentence)) &&
      !(
        (CONDITIONS.test(sentence) || SI_IF.test(sentence)) &&
        !ABOUT_CREDENTIALS.test(sentence) &&
        !POLITE_IF.test(sentence) &&
        !(ON_THE_PROS_CONDUCT.test(sentence) && !/\b(?:if|unless)\b/.test(sentence.replace(ON_THE_PROS_CONDUCT, ' '))) &&
        // (a question of what the pros will do, in a case: "if it turns out it's just the pavers can they tell me that too?")
        !(/\?\s*$/.test(sentence) && ASKS_OF_THE_PROS.test(sentence))
      ),
  )
}

/** When the homeowner is away or arrives: "I travel next week Tuesday to Friday", "we fly in on the 14th". */
const HOMEOWNER_AWAY =
  /\b(?:i|we)(?:'m|'re| am| are| will be|'ll be)? (?:travel\w*|fly\w*|(?:away|out of town|gone|at work|working)\b|get back|come back|return\w*|leav(?:e|ing)|arriv\w*)\b[^.;!?]*|\b(?:viajo|viajamos|llego|llegamos|regreso|regresamos|estoy fuera|estamos fuera)\b[^.;!?]*/g
/** A question of when the pros will call: "¿me llaman hoy o mañana?", "will someone call today?" */
const PROS_CALL =
  /\b(?:me|nos|le) (?:llaman|llamaran|llamarian|contactan|contactaran|escriben|van a llamar)\b|\bwill (?:they|someone|somebody|anyone) (?:call|text|come|reach)\b/

const RELATIVES = String.raw`(?:mama|papa|abuela|abuelo|abuelita|abuelito|esposo|esposa|marido|madre|padre|tia|tio|tiita|hij[oa]|suegr[oa]|herman[oa]|prim[oa]|jef[ea]|duen[oa])`
/**
 * A yes relayed from the person the job is for: "dice mi abuela que sí", "she says yes", "Dad said
 * ok" (read as the yes itself). Their no is read as it stands ("grandpa says no").
 */
const RELAYED_YES = new RegExp(
  String.raw`\b(?:(?:she|he|they|my (?:mom|mother|dad|father|grandma|grandpa|grandmother|grandfather|abuela|wife|husband|aunt|uncle|son|daughter|sister|brother|boss)|the owner)\s+(?:says?|said)\s+(?:yes|ok(?:ay)?|si)\b` +
    String.raw`|(?:(?:mi|su|el|la) ${RELATIVES}\s+)?(?:dice|dijo)(?:\s+(?:mi|su|el|la) ${RELATIVES})?\s+que\s+si\b)`,
  'g',
)
/** The request sent to someone else than the pros: "can you send it to my landlord instead?" (no sending to the pros). */
const SEND_ELSEWHERE =
  /\b(?:send|forward|give|pass|mand\w*|envi\w*|pas\w*)\s+(?:it|this|that|the request|him|her|them)?\s*(?:to|a|al)\s+(?:my|the|our|mi|el|la|nuestro)\s+(?:landlord|owner|property manager|manager|hoa|management|dueno|duena|casero|casera|administrador\w*|arrendador\w*)\b/g
/** The homeowner taking another route, beside an agreeing word: "ok i'll call code enforcement" (no yes to sending). */
const OWN_ROUTE =
  /\b(?:i'?ll|i will|ill|i'?m (?:gonna|going to)|gonna|let me)\s+(?:just\s+)?(?:call|contact|report (?:it|this|them) to|go (?:to|with)|try)\s+(?!(?:them|the pros|the companies|those|him|her|you|back|one of them|whoever)\b)/
const IF_THEY_AGREE =
  /^si\s+(?:mi|su|el|la)\s+\S+\s+(?:dice|dijo)\s+que\s+si\b(?![^.!?]*\b(?:que (?:lo|la) (?:mande|manden|envie|envien)|mand[ae]lo|envi[ae]lo))/
/** "send what to who?": a question back, no yes. */
const SEND_WHAT = /\b(?:send|mandar?|enviar?) (?:que|what)\b/

/** Who the yes is said to: "sí chamo mándalo ya", "yes bro send it" (the word is no part of the answer). */
const VOCATIVE_AFTER_YES =
  /^((?:yes|yeah|yep|yup|si|ok|okay|dale|claro|sure)[,!.]* +)(?:chamo|chama|pana|mano|manito|compa|compadre|bro|bruh|dude|man|mija|mijo|papi|mami|amigo|amiga|hermano|hermana|jefe|boss|mi amor)\b[,!.]*/

/** The homeowner will reach the pros themselves: "ok I'll call them myself", "yo los llamo". */
const SELF_CONTACT =
  /\b(?:(?:i'?ll|i will|ill|let me|i can|i'?d rather|i'?m going to|i'?m gonna|gonna|(?:he|she|my (?:husband|wife|son|daughter|partner))(?:'ll| will| can| is going to| wants to))\s+(?:just\s+)?(?:call|contact|reach out to|text|email|phone|ring)\s+(?:them|the pros|the companies|those|him|her)(?:\s+(?:myself|himself|herself|directly|on my own))?(?!\s+(?:too|also|as well))\b|(?:yo )?(?:los|las|lo|la) llamo yo\b|(?:yo|el|ella|mi (?:esposo|esposa|marido|mujer|hijo|hija)) (?:los|las|lo|la) (?:llama|llamo|llamara|va a llamar|contacta|contacto)\b)/
/**
 * The list sent to the homeowner or someone of theirs, who will reach the pros ("send me the list and
 * I'll call", "que le mande la lista de los plomeros"): no sending of the request.
 */
const LIST_TO_OWNER =
  /\b(?:send|email|text|give|forward)\s+(?:me|him|her|us|my (?:husband|wife|son|daughter|partner))\s+(?:the |that |your |their )?(?:list|names|numbers|phone numbers|contacts?|info)\b|\b(?:mand\p{L}*|envi\p{L}*|pas\p{L}*|dame|deme|denme|darme|darle|dele|dale)\s+(?:a (?:mi|el|ella) \p{L}+\s+)?(?:la lista|los (?:numeros|nombres|telefonos|contactos))\b/u
/** The pros sending something ("can they send the report to Lorene too?"): not Harper's sending. */
const PROS_SEND =
  /\b(?:they|he|she|the (?:pros?|inspectors?|roofers?|plumbers?|electricians?|contractors?|compan(?:y|ies)))\s+(?:also\s+|please\s+)?(?:send|email|mail|text|forward)\b/g
/** The homeowner sending the pros something ("can I send them the camera video?", "¿les puedo mandar el video?"). */
const OWNER_SENDS = /\b(?:(?:can|could|should) (?:i|we) (?:also )?(?:send|email|text|forward)|(?:les|le) (?:puedo|podemos) (?:mandar|enviar|pasar))\b/g
/** "If" that means "whether": "tell me if", "check if", "see if", "let me know if". */
const WHETHER_IF =
  /\b(?:tell (?:me|us)|let (?:me|us) know|check(?: and see)?|see|know|ask(?: them)?|wonder(?:ing)?|find out|confirm|figure out|look at|decir(?:me|nos)|revis(?:ar|en)|ver)\s+(?:\w+\s+)?(?:if|si)\b/g
/** Something else settled later, beside a sending asked for: "yes send it please i'll figure it out with my landlord later". */
const SETTLED_LATER =
  /\b(?:i'?ll|i will|ill|we'?ll|we will)\s+(?:figure|sort|work|settle|deal with|handle|talk (?:to|with))\b[^.;!?]{0,40}\blater\b|\b(?:despues|luego|mas tarde) (?:lo |la |eso |los )?(?:arreglo|arreglamos|veo|vemos|hablo|hablamos|cuadro|cuadramos|resuelvo|resolvemos|coordino|coordinamos|negocio|negociamos)(?: (?:con ell[oa]s?|con el|el precio|eso|los detalles))?\b/g
/** A purpose: "para que no haya lío después", "so there's no mix-up later". */
const PURPOSE = /\b(?:para que|so that|so there'?s|so there is|so we don'?t|so nobody|so no one)\b[^.;!?]*/g
/** The rest of a list of work put off: "I'll deal with the rest of the list later", "lo demás después". */
const OTHER_WORK_LATER =
  /\b(?:(?:i'?ll|i will|we'?ll|we will|can)\s+)?(?:deal with|do|handle|fix|worry about|take care of|get to)\s+(?:the rest|everything else|the other (?:stuff|things|items|ones))(?:\s+of (?:the |my )?(?:list|report|items|stuff))?\s+(?:later|another time|after)\b|\b(?:lo demas|el resto|las otras cosas)\s+(?:lo |los |las )?(?:\w+\s+)?(?:despues|luego|mas adelante)\b/g
/** A question of what the pros will do: "can they tell me", "will the roofer", "¿pueden revisar?". */
const ASKS_OF_THE_PROS =
  /\b(?:can|could|will|would|do|does|should)\s+(?:they|he|she|someone|somebody|the (?:pros?|inspectors?|roofers?|plumbers?|electricians?|contractors?|guys?))\b|\b(?:pueden|podrian|van a)\b/

/** Agreeing words that agree to something else: someone else doing the job, or being fine as things are. */
const NOT_CONSENT =
  /\b(?:(?:will|'ll|can|could|might|may|would|gonna|going to|wants to|is going to)\s+do it|(?:i'?m|im|we'?re|were|it'?s|its|that'?s|thats|all|everything'?s|everything is)\s+(?:ok(?:ay)?|fine|good|great|perfect|alright|all right))\b/g

/**
 * A condition that only the listed pros get the details: what Harper's own question says it does
 * ("Send it, on the understanding that my details go only to the companies listed").
 */
const SHARED_ONLY_WITH_THE_LISTED =
  /\b(?:on the understanding|provided|providing|as long as|so long as|on (?:the )?condition|if|siempre (?:y )?que|con tal (?:de )?que)(?: that| de que)?(?=[^.;!?]*\b(?:only|no one else|nobody else|no one but|solo|solamente|nadie mas)\b)(?=[^.;!?]*\b(?:details|information|info|data|numbers?|contact|datos|informacion|numeros?)\b)(?=[^.;!?]*\b(?:listed|above|shown|matched|these|those|the companies|the contractors|the pros|de la lista|que aparecen|que me mostr\p{L}*|mencionad\p{L}*)\b)[^.;!?]*/gu

/** "if that's it, then yes": a condition Harper's own question already settled (what is shared, and that the pros reach out). */
const SETTLED_IF =
  /\bif not,? (?:it'?s|its|is|that'?s|thats) (?:ok|okay|fine|alright|no problem)\b|\bif (?:they|he|she) (?:want|wants|need|needs) (?:us|me|someone)(?: to be)? (?:there|home|around|present)\b|\bif (?:they|you|anyone) (?:know|knows|happen to know|have|has) (?:a|an|any|someone|somebody)\b|\bif (?:they|you|he|she) (?:also )?(?:do|does|offer|offers|handle|handles|install|installs|build|builds) (?:docks?|that|those|it|them|(?!(?:cars|trucks|autos|vehicles|boats|motorcycles)\b)\w+s)\b|\bif (?:that'?s|thats|that is) (?:it|all|the case|how it works)\b|\bif (?:it'?s|that'?s|it is) (?:only|just) what i(?:'ve| have)? (?:told|given|gave) you(?: here)?\b|\bif (?:that|this|so)(?:'s| is) (?:accurate|correct|true|right|so)\b|\bif (?:she|he|they|the (?:neighbou?r|owner|board|hoa|association|landlord|tenant)) (?:lets|let|allows?|permits?|agrees?|says? (?:it'?s )?ok(?:ay)?)(?: (?:them|it|us|that))?\b|\bif (?:they|he|she|you|anyone|the pros?) (?:want|wants|need|needs|would like|'d like)(?: to (?:see|look at|have|use))? (?:it|them|that|those|one|a copy|copies)\b|\bsi (?:lo|la|los|las) (?:quieren|necesitan|piden)\b|\bsi es (?:asi|eso|correcto|cierto)\b/g

/** A reply that puts the decision off ("not yet", "let me think", "todavía no"): not a yes, not a no. */
export function readsAsDeferral(message: string) {
  const text = withoutWorkTiming(normalise(message))
  return DEFER.test(text) || LATER.test(text)
}

/**
 * A "not yet" with no agreeing word in it ("Not yet, thank you. I would rather wait until the
 * committee has met", "todavía no"): the homeowner has decided to wait, and is not asked again first.
 */
export function readsAsPlainDeferral(message: string) {
  const text = normalise(message)
  return (
    // (… or one who will first ask someone else, with no yes in it: "let me check with her son first, I'll be back")
    (/^\W*(?:not (?:yet|now|just yet|right now)|(?:i'?d|i would|we'?d|we would) rather wait|todavia no|aun no|ahora no|por ahora no)\b/.test(text) ||
      LATER.test(withoutWorkTiming(text))) &&
    !readAgreement(text).agrees
  )
}

/**
 * A thank-you that closes the matter, whatever agreeing word opens it: "ok, thanks anyway", "ok,
 * gracias de todos modos", "si no tienen fumigadores no me sirve" (a decline, not a yes).
 */
const DECLINES =
  /\b(?:thanks? (?:you )?any ?(?:way|ways|how)|thank you any ?(?:way|ways|how)|thanks? for (?:the|your) (?:help|time) any ?(?:way|ways|how)|gracias (?:de todos modos|de todas (?:formas|maneras)|igual(?:mente)?|de igual forma|por todo de todos modos)|(?:de todos modos|de todas (?:formas|maneras)|igual),? (?:muchas )?gracias|never ?mind|nvm|forget (?:it|about it)|olvid(?:a|e)lo|no (?:me|nos) sirve(?:n)?|(?:that'?s|it'?s|thats|its) no (?:use|good) to (?:me|us)|don'?t bother|dont bother|(?:then|so),? no(?! (?:problem|worries|rush|hurry|prisa))\b)\b/
/** An "ok" that says goodbye ("ok bendiciones", "ok thanks, bye"): it closes the chat and decides nothing. */
const SIGNS_OFF =
  /^\W*(?:ok(?:ay|ey)?|k+|alright|bueno|vale|ya|esta bien)\W+(?:(?:thanks?|thank you|ty|gracias|muchas gracias)\W+)?(?:bye(?: bye)?|goodbye|adios|chao|chau|bendiciones|dios (?:te|le|la|los|las) bendiga|god bless(?: you)?|take care|cuidate|cuidese|saludos|good ?night|buenas noches|have a (?:good|nice|great) (?:day|one|night|evening))(?:\W+(?:thanks?|thank you|gracias))?\W*$/

/** Thanks for what Harper said ("thanks for being honest", "gracias por avisar"), not for a sending. */
const THANKS_FOR_THE_ANSWER =
  /\b(?:thanks?(?: you)?|thank you) for (?:being (?:honest|upfront|straight)|letting (?:me|us) know|the info(?:rmation)?|explaining|telling (?:me|us)|the heads up|clarifying|checking)\b|\bgracias por (?:avisar|avisarme|la informacion|decirme|explicarme|ser honest[oa])\b/
const BARE_ACKNOWLEDGEMENT =
  /^\W*(?:ok(?:ay|ey)?|k+|alright|all right|fine|i see|got it|oh ok(?:ay)?|vale|bueno|ya|esta bien|ah ok)(?:\W+(?:no problem|no worries|thanks?|thank you|ty|gracias|muchas gracias|understood|entiendo|then))*\W*$/

/**
 * A reply corrected as it is typed ("no wait yes send it lol", "yes. wait no"): the words after the
 * last correction are the answer.
 */
const SELF_CORRECTION = /(?:^|[\s.,!;])(?:wait|actually|sorry|i mean|oops|perdon|digo)[,.!]*\s+(?=(?:yes|yeah|yep|yup|si|no|nope|nah)\b)/g
const afterLastCorrection = (text: string) => {
  const last = [...text.matchAll(SELF_CORRECTION)].at(-1)
  return last ? text.slice(last.index + last[0].length) : text
}
/** Someone else sending someone: "el dueño dice que él manda a su electricista", "the landlord will send his guy". */
const SOMEONE_ELSE_SENDS =
  /\b(?:el|ella|ellos|ellas|(?:el|la) (?:dueno|duena|landlord|casero|casera|propietari[oa]|administrador[a]?))\s+(?:lo |la |le |les |nos |me )?(?:manda|mandan|mandara|mandaran|envia|envian|enviara|enviaran)\b|\b(?:he|she|they|the (?:owner|landlord|hoa|manager|association))(?:'ll| will| is going to| is gonna| wants to)? sends?\b/g

/** A condition Harper's own question settles, that it goes only to the listed pros and is sold to nobody: "yes, as long as it only goes to those shops on the list and my number doesnt get sold to anybody else". */
const ONLY_TO_THE_LISTED =
  /\b(?:as long as|so long as|provided|if) (?:it|this|my (?:info|information|details|number|request)) (?:only )?goes (?:only )?to (?:those|these|the) (?:shops|companies|pros|contractors|guys|ones|people)(?: (?:on the list|listed|above|you (?:showed|listed)))?(?:,? and (?:my|the) (?:number|info|information|details|data|email|phone) (?:doesn'?t|doesnt|does not|won'?t|wont|will not|isn'?t|is not|never) (?:gets? )?(?:sold|shared|given out|passed on)(?: to (?:any ?(?:body|one)(?: else)?|third parties))?)?/g

/** A question of one's own waved off ("OK doesn't matter, yes send it", "bueno, no importa, mándelo"): it decides nothing. */
const DISMISSED =
  /\b(?:(?:it )?(?:doesn'?t|does not|dont) matter|no importa|whatever)\b(?! (?:who|which|to me|a mi|quien|cual))|\bwhat'?s the worst (?:that )?(?:could|can) happen\b\??/g

/** A question of one's own answered at once before the yes: "can they come before 6? no its ok whenever just send it". */
const QUESTION_TAKEN_BACK = /\?\s*(?:no|nah|nvm),? (?:it'?s|its|that'?s|thats) (?:ok(?:ay)?|fine|alright|all good)\b(?=[^.!?]*\b(?:send|go ahead|mand|envi))/g

/** The reading of one reply to the consent question. */
export function readConsentReply(message: string): ConsentReading {
  return readConsent(message).reading
}

/**
 * The reading of one reply to the consent question, with what the reply asks the pros to know
 * ("tell them to call first"), passed on with a yes.
 */
export function readConsent(
  message: string,
  { listTrimmed = false, withholdable = {} }: { listTrimmed?: boolean; withholdable?: Partial<Record<ContactKind, boolean>> } = {},
): { reading: ConsentReading; note?: string; withhold?: ContactKind } {
  const reading = readConsentOnce(message, listTrimmed)
  // (the credentials asked of with the yes are answered beside it: the reply is the note)
  if (reading.reading === 'yes' && !reading.note && CREDENTIALS_IF_SO.test(normalise(message.trim()))) return { reading: 'yes', note: message.trim() }
  // a detail kept from the pros while the other reaches them ("yes send it but email only, do NOT
  // give them my phone number"): the yes stands, and the request goes without that detail
  const withheld = reading.reading === 'unclear' ? WITHHOLDS.exec(normalise(message)) : null
  const kind = withheld && (/^(?:e-?mail|correo)/.test(withheld[1] ?? withheld[2]!) ? 'email' : 'phone')
  if (withheld && kind && withholdable[kind]) {
    const rest = readConsent(normalise(message).replace(withheld[0], ' '), { listTrimmed })
    if (rest.reading === 'yes') return { reading: 'yes', note: message.trim(), withhold: kind }
  }
  // once the list is trimmed to the pros picked, the words that picked them are no part of the
  // answer: "sí, mándalo solo al primero", "yes only the top one"
  if (reading.reading === 'unclear' && listTrimmed) {
    const picked = normalise(message)
      .replace(ONLY_BEFORE_SENDING, '')
      .replace(PICKS_FROM_THE_LIST, ' ')
      .replace(TOO_MANY_CALLS, ' ')
      .replace(ONLY_LEFT_AT_THE_END, '')
    if (readConsentOnce(picked, false).reading === 'yes') return { reading: 'yes', note: message.trim() }
  }
  return reading
}

function readConsentOnce(message: string, listTrimmed: boolean): { reading: ConsentReading; note?: string } {
  const trimmed = message.trim()
  if (trimmed.toLowerCase() === CONSENT_YES.toLowerCase()) return { reading: 'yes' }
  if (trimmed.toLowerCase() === CONSENT_NO.toLowerCase()) return { reading: 'no' }
  const text = afterLastCorrection(normalise(trimmed).replace(SOMEONE_ELSE_SENDS, ' '))
    .replace(CREDENTIALS_IF_SO, ' ')
    .replace(TO_THE_LISTED_ONLY, ' ')
    .replace(FALLBACK_PLAN, ' ')
    .replace(VOCATIVE_AFTER_YES, '$1')
    .replace(RELAYED_YES, 'yes')
    .replace(DISMISSED, ' ')
    .replace(ONLY_TO_THE_LISTED, ' ')
    .replace(QUESTION_TAKEN_BACK, '? ')
    .replace(/^(?:si|yes),? (?=yes\b)/, '')
  if (!text || SEND_WHAT.test(text)) return { reading: 'unclear' }
  // "si mi hijo dice que si, lo mando": the "si" is an "if", the decision someone else's — unless
  // the reply asks for the sending itself ("sí mi tía dice que sí que lo mande")
  if (IF_THEY_AGREE.test(normalise(trimmed))) return { reading: 'unclear' }
  if (OWN_ROUTE.test(text) && !SENDS.test(text)) return { reading: 'unclear' }
  // thanks for what Harper told them is no yes to sending: "So nobody in NC? No problem, thanks for being honest."
  if (THANKS_FOR_THE_ANSWER.test(text) && !ASKS_TO_SEND_NOW.test(text)) return { reading: 'unclear' }
  // with a note for the pros, the whole reply goes to them in the homeowner's words
  const withNote = ({ reading, noted }: ReturnType<typeof readText>) => (noted ? { reading, note: trimmed } : { reading })
  // the homeowner will call the pros themselves, and does not ask to send: "ok I'll call them myself"
  if (SELF_CONTACT.test(text) && !SENDS.test(text.replace(SELF_CONTACT, ' ').replace(LIST_TO_OWNER, ' '))) return { reading: 'no' }
  // … or asks for the list to be sent to them instead ("just send me the list"); with an agreeing
  // word too ("ok, send me the list") it is no clear yes to sending the request
  if (LIST_TO_OWNER.test(text) && !SENDS.test(text.replace(LIST_TO_OWNER, ' ')))
    return { reading: readAgreement(text.replace(LIST_TO_OWNER, ' ')).agrees ? 'unclear' : 'no' }
  // (a decline in so many words: no sending asked for beside it)
  if (DECLINES.test(text) && !SENDS.test(text)) return { reading: 'no' }
  if (SIGNS_OFF.test(text)) return { reading: 'unclear' }
  const whole = readText(text)
  if (whole.reading !== 'unclear') return withNote(whole)
  if (asksToSendThenMore(text, listTrimmed)) return { reading: 'yes', note: trimmed }
  if (decidesMidway(text, listTrimmed)) return { reading: 'yes', note: trimmed }
  // the pros it should not go to taken off the list (the caller did), and the rest asked for: "Not the
  // second one, they did my neighbor's seawall. Send it to the others."
  if (listTrimmed && SEND_TO_THE_REST.test(text) && restLeavesTheYes(text.replace(LIMITS_WHO, ' ').replace(SEND_TO_THE_REST, ' send it')))
    return { reading: 'yes', note: trimmed }
  // thinking aloud, then deciding: the last sentence is the decision ("do they charge to come out?
  // ...eh ok yeah send it"), when nothing before it refuses
  const sentences = text.split(/(?<=[.!?…])\s*|\s*\.{2,}\s*/).filter((sentence) => /[\p{L}\p{Extended_Pictographic}]/u.test(sentence))
  if (sentences.length < 2) return { reading: 'unclear' }
  const last = readText(sentences.at(-1)!)
  // (a question before it refuses nothing: "can't you just give me their numbers? ...fine, send it")
  const earlier = sentences
    .slice(0, -1)
    .filter((sentence) => !(/\?\s*$/.test(sentence) && sentence.split(' ').length >= 3))
    .join(' ')
    .replace(AGREEING_IDIOMS, ' ')
  // (a bare "ok" after a question acknowledges what was asked about, and decides nothing: "nobody you know in mobile? ok")
  if (BARE_ACKNOWLEDGEMENT.test(sentences.at(-1)!) && sentences.slice(0, -1).some((sentence) => QUESTION_MARK.test(sentence))) return { reading: 'unclear' }
  if (last.reading === 'yes' && !NEGATE.test(earlier) && !NO_EMOJI.test(earlier)) return withNote(last)
  return { reading: 'unclear' }
}

/**
 * A clause the sending does not hang on: a reason ("since you said it doesn't cost me anything"), or
 * a condition Harper's own answers have met — the homeowner paying nothing, the request going only
 * to the pros listed, Florida pros ("If it's only these three and not sold to anyone else, yes, send
 * it", "si no me cobran nada a mí, sí, mándelo"). Its "not" refuses nothing and its "if" conditions
 * nothing. (A condition on the pros' licence stays one: a pro whose licence date is unknown is listed.)
 */
const REASON =
  /^\W*(?:(?:ok(?:ay)?|alright|well|so|pues|bueno)\W+)?(?:since|because|cause|ya que|porque|puesto que|i assume|i take it|i gather|presumably|supongo que)\b/
const MET_CONDITION =
  /\b(?:(?:cost|charge)s? (?:me )?(?:anything|nothing|a (?:thing|dime|penny))|(?:it'?s|is|its) (?:really |actually |totally )?free|cobr\w*|gratis|(?:only|solo) (?:these|those|the|estos|esos|los) (?:three|two|tres|dos|pros|companies|guys|ones|compan\w+|profesionales)|(?:it'?s|is|its|it is) (?:just|only) (?:3|three|2|two|1|one|these|those|them)\b|(?:de|in|from) (?:florida|fl)\b|only (?:in |for |covers? |do(?:es)? )?(?:florida|fl)\b|(?:local|locales)\b)/
const settledClause = (clause: string) => REASON.test(clause) || ((CONDITIONS.test(clause) || SI_IF.test(` ${clause}`)) && MET_CONDITION.test(clause))
const withoutSettledClauses = (text: string) =>
  text
    .split(/(?<=[,.;:!])/)
    .filter((clause) => !settledClause(clause))
    .join(' ')

function readText(text: string): { reading: ConsentReading; noted?: boolean } {
  const { agrees, rest: agreed, yesOpens } = readAgreement(text)
  const said = withoutSettledClauses(agreed)
  // a note for the pros after a yes is passed on, not read as a condition
  const notes = agrees ? notesIn(said) : []
  const noted = notes.reduce((text, note) => text.replace(note, ' '), said)
  // a hope that also sets a condition or a delay ("maybe they can call me first") stays in
  const hoping = SENDS.test(noted) ? noted.replace(HOPE, (hope) => (CONDITION.test(hope) || DEFER.test(hope) || NEGATE.test(hope) ? hope : ' ')) : noted
  const unreluctant = hoping.replace(RELUCTANT, ' ')
  const rest = agrees && AGREE.test(unreluctant) ? unreluctant : hoping
  // (when the work is wanted is no delay, condition or question on the sending: "we need somebody
  // tonight or first thing tomorrow", "que venga alguien hoy")
  const untimed = withoutWorkTiming(SENDS.test(rest) ? rest.replace(SETTLED_LATER, ' ') : rest)
    .replace(SETTLED_IF, ' ')
    .replace(SHARED_ONLY_WITH_THE_LISTED, ' ')
  const question = QUESTION_MARK.test(notes.length ? rest : text) || untimed.split(/[.,;:!]+/).some((clause) => QUESTION_OPENING.test(clause.trim()))
  const negated = NEGATE.test(rest) || NO_EMOJI.test(rest)
  // (a deferral in so many words keeps a "sure" from being a yes: "Sure, I'll think about it")
  const deferred = DEFER.test(untimed) || LATER.test(untimed)
  // a "si" left after the opening is the conditional "if"
  const conditioned = CONDITION.test(untimed) || SI_IF.test(untimed)
  const hedged = HEDGE.test(rest) || HEDGE_EMOJI.test(rest)

  // the yes must still be there once the note is set aside ("tell them to call" alone is no yes)
  if (agrees && !negated && !deferred && !conditioned && !hedged && !question && (!notes.length || yesOpens || readAgreement(rest.trim()).agrees))
    return { reading: 'yes', noted: notes.length > 0 }
  const refusesFirst =
    /^(?:(?:oh|ah|uh|um+|hmm+|well),? )?(?:no|nope|nah|never|not|don'?t|do not|please (?:don'?t|do not)|no thanks|nunca|no gracias|nao)\b/.test(text) ||
    /^\s*(?:👎|❌|🚫|🙅|✋|🛑|⛔)/u.test(text)
  // (a reply that also asks to send is no plain no, whatever it opens with: "Not the second one … send it to the others")
  if (
    negated &&
    !deferred &&
    !conditioned &&
    !hedged &&
    !question &&
    (!agrees || (refusesFirst && !SENDS.test(text.replace(REFUSES_SENDING, ' ').replace(SEND_ELSEWHERE, ' '))))
  )
    return { reading: 'no' }
  if (!deferred) {
    // the sending refused in so many words, whatever else the reply asks or adds ("Oh no, don't
    // send anything. Just give me the names and I'll call them myself", "there's nothing to send"),
    // unless it agrees outside those words too ("yes, but don't send my number")
    // (an agreeing word there that is no consent does not count: "nah dont send it … my brother in law might do it")
    if (REFUSES_SENDING.test(text) && !readAgreement(text.replace(REFUSES_SENDING, ' ').replace(NOT_CONSENT, ' ')).agrees) return { reading: 'no' }
    // a reply that opens with a no and asks for something else than the sending ("nah can you just
    // give me their numbers?", "no? i just want to pay rent"); an agreeing word there that is no
    // consent does not make it one ("no thank you, my cousin will do it", "no thanks, we're fine")
    const elsewhere = text.replace(SEND_ELSEWHERE, ' ')
    if (refusesFirst && !readAgreement(elsewhere.replace(NOT_CONSENT, ' ')).agrees && !hedged && !SENDS.test(elsewhere)) return { reading: 'no' }
  }
  return { reading: 'unclear' }
}
