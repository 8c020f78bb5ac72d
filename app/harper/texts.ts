// Everything Harper says, once per language (issue 23): the questions and their quick replies, the
// trade questions, the routes for people who are not homeowners, the match lists, emergencies and
// what happens after sending. `harperTexts(language)` is the only way to reach them; the Spanish
// object has the English one's type, so a sentence missing in Spanish is a type error.
import { BUDGET_RANGES, SERVICE_TYPES, URGENCIES, type ServiceType, type Urgency } from '~/marketplace/value-sets.ts'
import type { ContactKind } from './consent.ts'
import type { HarperLanguage } from './engine.ts'

/** The ten trades (value-sets.ts) and what Harper covers: Florida homes. */
const TRADE_LIST = SERVICE_TYPES.join(', ')

export type EmergencyKind = 'water' | 'gas' | 'fire' | 'electrical' | 'structure'

export type TradeQuestionText = { id: string; text: string; suggestions: string[] }

/** What each listed pro is, in a line (the match's public fields). */
export type MatchLine = {
  companyName: string
  reason: string
  rating: number
  reviewCount: number
  responseTimeMinutes: number
  distanceMiles: number | null
  verified: boolean
  available: boolean
}

const miles = (value: number | null) => (value === null ? '' : value < 1 ? '<1 mi' : `${Math.round(value)} mi`)

function responseEs(minutes: number) {
  if (minutes <= 60) return 'suele responder en menos de una hora'
  if (minutes <= 24 * 60) return `suele responder en ${Math.ceil(minutes / 60)} h`
  return `suele responder en ${Math.ceil(minutes / (24 * 60))} días`
}

const en = {
  userTypeQuestion: 'Are you a homeowner looking for help, or a real-estate professional?',
  userTypeOptions: ['Consumer', 'Affiliate/Real Estate Pro'],
  serviceQuestion: (forClient: boolean) => `What do you need help with${forClient ? ' for your client' : ''}?`,
  serviceQuestionAgain: `Tell me in a few words what's wrong (for example "roof leak" or "AC not cooling"). I cover Florida homes for ${TRADE_LIST}.`,
  serviceSuggestions: ['Roofing', 'Plumbing', 'HVAC', 'Electrical', 'Foundation Repair', 'Seawall Construction'],
  /** an answer to a trade's question that was all about another trade ("How old is the roof?" … "the AC's pan is full") */
  tradeCheck: (current: string, other: string) => `Just to check: is this a ${current} job, or ${other}? What you just said sounds like ${other} work.`,
  locationQuestion: (forClient: boolean) => `What's the ZIP code of ${forClient ? "your client's" : 'the'} property?`,
  locationQuestionAgain: (forClient: boolean) =>
    `I ask so I only show pros who serve ${forClient ? "your client's" : 'your'} area: what's the property's ZIP code (like 33139), or its town?`,
  urgencyQuestion: 'How soon does the work need to start?',
  /** the label of the homeowner's note to the pros, said with their yes ("tell them to call first") */
  consentNoteLabel: 'Said when sending:',
  notePassedOn: 'What you asked of them when you said yes is in the request, in your words.',
  contactWithheld: (kind: ContactKind): string =>
    kind === 'phone' ? 'Your phone number is not in it: they will reach you by email.' : 'Your email is not in it: they will reach you by phone.',
  credentialsCheck: 'Ask each pro for their licence and insurance when they reach out: a Florida licence can be looked up at myfloridalicense.com.',
  urgencySuggestions: URGENCIES.map((urgency) => urgency.label) as string[],
  budgetQuestion: (forClient: boolean) =>
    `What budget do you have in mind${forClient ? ' for your client' : ''}? It helps the pros plan; it won't limit who I show you.`,
  budgetSuggestions: [...BUDGET_RANGES.map((range) => range.label), 'Not sure yet'] as string[],
  nameQuestion: (forClient: boolean) => `What name should the contractor ask for${forClient ? " (your client's)" : ''}?`,
  nameQuestionAgain: (forClient: boolean) =>
    `To send the request I need a name for the pro to ask for${forClient ? " (your client's)" : ''} — just the name, like "Dana" or "Sam Lee".`,
  contactQuestion: (forClient: boolean) => `What's the best phone number or email to reach ${forClient ? 'your client' : 'you'}?`,
  contactQuestionAgain: (forClient: boolean) =>
    `To send the request I need a phone number or an email for ${forClient ? 'your client' : 'you'} (for example 321-555-0142). If you'd rather not, say "don't send" and I won't share anything.`,
  referralQuestion: 'Did a real-estate agent refer you? If so, type their referral code, name or email — otherwise just say no.',
  consentQuestion: (forClient: boolean) => {
    const their = forClient ? "your client's" : 'your'
    return `Shall I send ${their} request to the matched pros? They'll receive ${their} name, contact details and the job details so they can reach out. Nothing is shared until you say yes.`
  },
  consentYes: 'Yes, send my request',
  consentNo: 'No thanks',
  soFar: (parts: string[]) => `So far I have: ${parts.join(', ')}.`,
  consentNotSent: "I haven't sent anything. I'll only send it on a clear yes, so just to check:",
  consentStillUnclear:
    'I still can\'t tell whether you want it sent, so nothing has gone out. Reply "yes" (or tap the button) to send it, or "no" to keep it private. If you have a question first, ask me.',
  removePro: (companyName: string) => `Remove ${companyName}`,
  removed: (companyNames: string[]) => `Done — I've taken ${companyNames.join(' and ')} off the list; they won't get your request.`,
  acknowledge: (service: ServiceType) => `Got it — ${service}.`,
  adversarialNote: "I can't share other people's details or change how I work, but I'm happy to help with your project.",
  vendorRoute: (service?: ServiceType) =>
    `Thanks for your interest in joining our network${service ? ` as a ${service} pro` : ''}! Contractors apply at /for-vendors — it's free, and verification takes 2-3 business days.`,
  /** answers to questions about Harper itself (about-harper.ts), said before the next question */
  aboutHarper: {
    cost: 'Harper is free for homeowners: describing your job, seeing matched pros and sending your request cost you nothing. Each pro quotes you directly, and you decide whether to hire anyone.',
    sharing:
      'Nothing about you is shared unless you say so. If you ask me to send your request, it goes only to the pros I list for you (at most three, and you can drop any of them first), and to no one else.',
    bot: "I'm Harper, an AI assistant, not a person. If you'd rather talk to someone, our team answers at /contact (Mon-Fri 9-5, Sat 10-2 EDT).",
    vetting:
      'Every pro I list applied to our network and was approved by our team, and pros whose licence or insurance has expired are never listed. Still, ask each one for their licence and insurance when they reach out: Florida licences can be looked up at myfloridalicense.com.',
    company: `Harper is Harper Home's assistant: I match homeowners with vetted local pros for Florida homes, in ${TRADE_LIST}. Our team answers at /contact (Mon-Fri 9-5, Sat 10-2 EDT).`,
    impostor:
      "That wasn't us. Harper Home never calls or texts to ask for money, deposits or gift cards: the pros quote and bill you directly. Please don't pay, and tell our team at /contact so we can warn others.",
  },
  otherRoute:
    "I'm Harper, and I match homeowners with vetted local contractors. For anything else — jobs, press or partnerships — our team answers at /contact (Mon-Fri 9-5, Sat 10-2 EDT). If you need work done on a home, tell me what's going on.",
  affiliateRoute:
    "Welcome! Our affiliate programme for real-estate pros is free: you refer clients and earn referral incentives. Apply at /affiliates, or log in at /affiliate-auth. If you have a client who needs work now, tell me what they need and I'll find vetted pros.",
  /** to an agent routed once already ("when will someone contact me about the program?") */
  affiliateNext:
    "Once you apply at /affiliates, our team reviews your application within 48 hours and emails you when it's approved; then you sign in at /affiliate-auth to track your referrals. If a client needs work now, tell me what they need and I'll find vetted pros.",
  unsupported: (what: string) =>
    `I'm sorry — ${what} isn't something our network covers. Harper Home connects Florida homeowners with vetted pros for ${TRADE_LIST}. For anything else, our team may still point you in the right direction at /contact. Is there anything in those trades I can help with?`,
  unsupportedWhoElse: (what: string) =>
    `I can't name a pro for ${what}: none are in our network, so I won't guess. A licensed local ${what} company is the one to call (Florida licences can be checked at myfloridalicense.com), and our team may point you to someone at /contact. If anything in our trades comes up, tell me and I'll find vetted pros.`,
  wrapUpSent: "That's everything I need. I'll pass your details to them, and they'll reach out.",
  wrapUpDeclined:
    "No problem — I haven't sent anything, and nothing has been shared. The pros above are on /find-services if you'd like to contact them yourself, or I'm here if you change your mind.",
  wrapUpDeferred:
    'Of course — take your time. I haven\'t sent anything. Whenever you\'re ready, come back to this chat and say "send it", and it goes to the pros.',
  wrapUpNoContact:
    "I haven't sent anything, since I don't have a name and a phone or email for the pros. Whenever you're ready, give them to me and say \"send it\".",
  turnLimit: "We've covered a lot in this chat. To keep going, please reach our team at /contact — they'll pick it up from here.",
  emergency: {
    water: 'That sounds like an emergency. If you can, shut off the water at the main valve and keep clear of wet ceilings and outlets.',
    gas: "That sounds like an emergency. Leave the house now, don't switch anything on or off, and call 911 or your gas company from outside.",
    fire: 'That sounds like an emergency. If there is fire or smoke, get everyone out and call 911 first.',
    electrical:
      'That sounds like an emergency. Stay away from the sparking outlet or wires and, if it is safe to reach, switch off the main breaker; call 911 if anything is burning.',
    structure:
      'That sounds like an emergency. Keep everyone, and any boat or car, away from what is giving way, and call 911 if anyone is hurt or the house itself is at risk.',
  } satisfies Record<EmergencyKind, string>,
  emergencyMarked: "I've marked this urgent, so the pros see it needs someone today.",
  // the match list
  matchesHeading: (count: number, service: ServiceType, place: string) =>
    count === 1 ? `I found 1 vetted ${service} pro for ${place}:` : `Here are the top ${count} vetted ${service} pros for ${place}:`,
  // the English line is the matching's own reason (app/vendors/search.ts matchReason)
  matchLine: (index: number, match: MatchLine, _service: ServiceType, _place: string) => `${index}. ${match.companyName} — ${match.reason}`,
  sameMatches: (count: number) => (count === 1 ? 'The pro I listed above still fits.' : `The ${count} pros I listed above still fit.`),
  budgetBelowQuotes:
    "Your budget is below what these pros usually quote for this kind of job; I'll include it in your request so they can tell you what fits it.",
  alternativesHeading: (service: ServiceType, place: string, reason: 'outside-coverage' | 'none-available-in-time', when?: string) =>
    reason === 'none-available-in-time'
      ? `These ${service} pros serve ${place}, but none can start ${when ?? 'that soon'}:`
      : `None of our ${service} pros cover ${place} yet. The nearest ones are:`,
  alternativesFooter: 'They may not cover your address, so check with them — or our team can help at /contact.',
  askWhenTheyCanStart: 'Ask them when they can start — or our team can help at /contact.',
  othersNotInTime: (place: string, when: string) => `Other pros serve ${place} but can't start ${when}.`,
  noneNearby: (service: ServiceType, place: string) =>
    `I don't have a ${service} pro near ${place} in our network yet. Our team can still help you at /contact.`,
  outsideFlorida: (place: string) =>
    `${place} is outside the area we cover: Harper Home works with pros across Florida only. If the property is in Florida, give me its ZIP code; otherwise our team may point you somewhere at /contact.`,
  unknownPlace: (place: string) => `I couldn't place “${place}”.`,
  urgencyWords: {
    immediate: 'today',
    '3-days': 'within 3 days',
    '7-days': 'this week',
    '2-weeks': 'within 2 weeks',
    '30-days': 'this month',
    planning: 'when you plan',
  } satisfies Record<Urgency, string>,
  // after consent
  sent: (reference: string, companyNames: string[]) =>
    `Done — your request ${reference} is in. ${
      companyNames.length
        ? `It's on its way to ${companyNames.join(', ')}.`
        : 'No pro in our network covers that area yet, so our team has it and will reach out.'
    }`,
  emailedSummary: (email: string) => `I've emailed a summary to ${email}.`,
  statusLink: (link: string) => `Your private status link (keep it to yourself) shows who accepts, and lets you mark a pro hired or cancel: ${link}`,
  held: (reference: string) =>
    `Thanks — your request ${reference} is saved. We're getting an unusual number of requests right now, so our team will review it before it goes to any pro; nothing has been sent yet, and we'll be in touch.`,
  standing: (service: ServiceType, followUp: 'review' | 'emailed' | 'contact') =>
    `You already asked us for ${service} help today, and that request still stands, so I haven't sent a second one and no pro will be contacted twice. ${
      followUp === 'review'
        ? "It's with our team for review; we'll be in touch."
        : followUp === 'emailed'
          ? 'Its status link is in the email we sent you then.'
          : 'Our team can look it up for you at /contact.'
    }`,
  cannotSend:
    "I haven't sent anything: I still need a job in one of our trades and a Florida ZIP code I can find before a request can go to the pros. Tell me what's missing, or our team can help at /contact.",
  sendFailed: "I couldn't send your request just now. Say “send it” in a moment to try again, or reach our team at /contact.",
  // "has anyone accepted yet?"
  statusAnswer: (reference: string, accepted: string[], waiting: number, state: 'open' | 'held' | 'closed') =>
    state === 'held'
      ? `Your request ${reference} is still with our team for review; no pro has been contacted yet.`
      : state === 'closed'
        ? `Your request ${reference} is closed.`
        : accepted.length
          ? `Good news: ${accepted.join(' and ')} accepted your request ${reference} and will reach out to you.`
          : `No pro has accepted your request ${reference} yet${waiting ? `; ${waiting === 1 ? '1 pro has' : `${waiting} pros have`} it and usually answer within a day` : ''}. You'll hear from them directly.`,
  statusWhere: 'Your status link (from my message above or your email) shows the latest.',
  // "can you cancel that request?" after it was sent
  cancelAnswer: (reference: string, outcome: 'cancelled' | 'unchanged' | 'not-allowed') =>
    outcome === 'cancelled'
      ? `Done — I've cancelled your request ${reference}. The pros who had it have been told, and no one else will get it.`
      : outcome === 'unchanged'
        ? `Your request ${reference} is already closed, so there is nothing to cancel.`
        : `A pro has already marked your request ${reference} done, so it can't be cancelled now. Your status link shows where it stands.`,
  tradeQuestions: {
    'CIPP Pipe Repair': [
      {
        id: 'cipp-pipe',
        text: 'What kind of pipe is it, and about how big (for example 4-inch cast iron)?',
        suggestions: ['Cast iron', 'Clay', 'PVC', 'Not sure'],
      },
      { id: 'cipp-camera', text: 'Has a camera inspection of the line been done yet?', suggestions: ['Yes', 'No', 'Not sure'] },
      { id: 'cipp-access', text: 'Is there a cleanout or other easy access to the line?', suggestions: ["Yes, there's a cleanout", 'No', 'Not sure'] },
    ],
    Roofing: [
      { id: 'roof-age', text: 'How old is the roof, and what is it made of?', suggestions: ['Shingle', 'Tile', 'Metal', 'Flat'] },
      { id: 'roof-leak', text: 'Is it actively leaking right now?', suggestions: ['Yes', 'No'] },
      { id: 'roof-claim', text: 'Is this part of an insurance claim?', suggestions: ['Yes', 'No', 'Not yet'] },
    ],
    'Foundation Repair': [
      { id: 'foundation-crack', text: 'About how wide are the widest cracks?', suggestions: ['Hairline', 'About 1/4 inch', 'Wider than 1/2 inch'] },
      { id: 'foundation-doors', text: 'Are any doors or windows sticking?', suggestions: ['Yes', 'No'] },
      { id: 'foundation-type', text: 'Is the house on a slab or on piers?', suggestions: ['Slab', 'Piers / crawlspace', 'Not sure'] },
    ],
    'Seawall Construction': [
      { id: 'seawall-length', text: 'Roughly how long is the seawall?', suggestions: ['Under 50 ft', '50-100 ft', 'Over 100 ft'] },
      { id: 'seawall-material', text: 'What is the seawall made of?', suggestions: ['Concrete', 'Vinyl', 'Wood', 'Rock / riprap'] },
      { id: 'seawall-dock', text: 'Is a dock or boat lift involved?', suggestions: ['Dock', 'Boat lift', 'Both', 'Neither'] },
    ],
    Plumbing: [
      {
        id: 'plumbing-what',
        text: "What's going on — a leak, a clog or backup, no hot water, or something to install?",
        suggestions: ['Leak', 'Clog / backup', 'No hot water', 'Install / replace'],
      },
      {
        id: 'plumbing-water-off',
        text: 'Is water leaking now, and can you shut it off?',
        suggestions: ['Leaking, shut off', 'Leaking, can’t shut off', 'Not leaking'],
      },
    ],
    HVAC: [
      {
        id: 'hvac-what',
        text: "What's it doing — not cooling, not turning on, leaking or noisy, or do you want a new system?",
        suggestions: ['Not cooling', "Won't turn on", 'Leaking / noisy', 'New system'],
      },
      { id: 'hvac-age', text: 'About how old is the system?', suggestions: ['Under 5 years', '5-10 years', 'Over 10 years', 'Not sure'] },
    ],
    Electrical: [
      {
        id: 'electrical-what',
        text: "What's going on — breakers tripping, outlets or lights not working, a panel upgrade, or something new to wire?",
        suggestions: ['Breaker tripping', 'Outlets / lights out', 'Panel upgrade', 'New wiring'],
      },
      { id: 'electrical-danger', text: 'Any burning smell, sparks or warm outlets?', suggestions: ['Yes', 'No'] },
    ],
    Landscaping: [
      {
        id: 'landscaping-what',
        text: 'What would you like done — lawn care, trees, irrigation, or a new design?',
        suggestions: ['Lawn care', 'Trees', 'Irrigation', 'New design'],
      },
      { id: 'landscaping-size', text: 'About how big is the yard?', suggestions: ['Small', 'Medium', 'Large'] },
    ],
    'General Contracting': [
      {
        id: 'gc-scope',
        text: "What's the project — a remodel, an addition, repairs across several trades?",
        suggestions: ['Kitchen / bath remodel', 'Addition', 'Several repairs'],
      },
      { id: 'gc-permits', text: 'Do you have plans or permits yet?', suggestions: ['Yes', 'Not yet', 'Not sure'] },
    ],
    'Home Inspection': [
      {
        id: 'inspection-kind',
        text: 'Which inspection do you need — a full home inspection, a 4-point, wind mitigation, or another?',
        suggestions: ['Full inspection', '4-point', 'Wind mitigation', 'Other'],
      },
      { id: 'inspection-closing', text: 'Is it for a sale or purchase with a closing date?', suggestions: ['Yes, closing soon', 'No'] },
    ],
  } satisfies Record<ServiceType, TradeQuestionText[]>,
  serviceName: (service: ServiceType): string => service,
}

export type HarperTexts = typeof en

const SERVICE_ES: Record<ServiceType, string> = {
  'CIPP Pipe Repair': 'reparación de tuberías sin zanja (CIPP)',
  'Seawall Construction': 'construcción de muros de contención (seawall)',
  'Foundation Repair': 'reparación de cimientos',
  Roofing: 'techos',
  Plumbing: 'plomería',
  HVAC: 'aire acondicionado (HVAC)',
  Electrical: 'electricidad',
  Landscaping: 'jardinería',
  'General Contracting': 'construcción general',
  'Home Inspection': 'inspección de viviendas',
}
/** The trades we do not offer (vocabulary.ts UNSUPPORTED_SERVICES), named in Spanish. */
const UNSUPPORTED_ES: Record<string, string> = {
  'pool service': 'el servicio de piscinas',
  'septic pumping': 'el vaciado de fosas sépticas',
  'boat repair': 'la reparación de botes',
  'screen enclosure': 'las mallas de jaulas de piscina',
  'pest control': 'el control de plagas',
  painting: 'la pintura',
  windows: 'las ventanas',
  moving: 'las mudanzas',
  cleaning: 'la limpieza',
  'appliance repair': 'la reparación de electrodomésticos',
  locksmith: 'la cerrajería',
  solar: 'la energía solar',
  fence: 'las cercas',
  'garage door': 'las puertas de garaje',
  'mold remediation': 'la eliminación de moho',
  'water damage restoration': 'el secado y la restauración por daños de agua',
  'well drilling': 'la perforación de pozos',
  'junk removal': 'el retiro de muebles y basura',
  'wildlife removal': 'el retiro de animales silvestres',
}
const TRADE_LIST_ES = SERVICE_TYPES.map((service) => SERVICE_ES[service]).join(', ')

const es: HarperTexts = {
  userTypeQuestion: '¿Es usted propietario y busca ayuda, o es agente inmobiliario?',
  userTypeOptions: ['Soy propietario', 'Soy agente inmobiliario'],
  serviceQuestion: (forClient) => `¿Con qué necesita ayuda${forClient ? ' su cliente' : ''}?`,
  serviceQuestionAgain: `Cuénteme en pocas palabras qué pasa (por ejemplo "gotera en el techo" o "el aire no enfría"). Cubro viviendas en Florida para: ${TRADE_LIST_ES}.`,
  serviceSuggestions: ['Techo', 'Plomería', 'Aire acondicionado', 'Electricidad', 'Cimientos', 'Muro de contención (seawall)'],
  tradeCheck: (current, other) => `Para confirmar: ¿es un trabajo de ${current} o de ${other}? Lo que me acaba de decir suena a ${other}.`,
  locationQuestion: (forClient) => `¿Cuál es el código postal (ZIP) de la propiedad${forClient ? ' de su cliente' : ''}?`,
  locationQuestionAgain: (forClient) =>
    `Lo pregunto para mostrarle solo profesionales que trabajan en ${forClient ? 'la zona de su cliente' : 'su zona'}: ¿cuál es el código postal (ZIP) de la propiedad (como 33139), o su ciudad?`,
  urgencyQuestion: '¿Para cuándo necesita que empiece el trabajo?',
  consentNoteLabel: 'Dijo al enviarla:',
  notePassedOn: 'Lo que les pidió al decir que sí va en la solicitud, con sus palabras.',
  contactWithheld: (kind: ContactKind) =>
    kind === 'phone' ? 'Su teléfono no va en ella: le contactarán por correo.' : 'Su correo no va en ella: le contactarán por teléfono.',
  credentialsCheck: 'Pídale a cada profesional su licencia y su seguro cuando le contacte: una licencia de Florida se puede consultar en myfloridalicense.com.',
  urgencySuggestions: ['Hoy mismo', 'En 3 días', 'Esta semana', 'En 2 semanas', 'Este mes', 'Solo estoy planeando'],
  budgetQuestion: (forClient) =>
    `¿Qué presupuesto tiene en mente${forClient ? ' su cliente' : ''}? Ayuda a los profesionales a planificar; no limita a quién le muestro.`,
  budgetSuggestions: [...BUDGET_RANGES.map((range) => range.label), 'Todavía no sé'],
  nameQuestion: (forClient) => `¿Por qué nombre debe preguntar el contratista${forClient ? ' (el de su cliente)' : ''}?`,
  nameQuestionAgain: (forClient) =>
    `Para enviar la solicitud necesito un nombre por el que pregunte el profesional${forClient ? ' (el de su cliente)' : ''}; solo el nombre, como "Ana" o "Luis Pérez".`,
  contactQuestion: (forClient) => `¿Cuál es el mejor teléfono o correo electrónico para contactar${forClient ? ' a su cliente' : 'le'}?`,
  contactQuestionAgain: (forClient) =>
    `Para enviar la solicitud necesito un teléfono o un correo${forClient ? ' de su cliente' : ''} (por ejemplo 305-555-0142). Si prefiere no darlo, diga "no lo envíe" y no compartiré nada.`,
  referralQuestion: '¿Le recomendó un agente inmobiliario? Si es así, escriba su código de referido, nombre o correo; si no, simplemente diga que no.',
  consentQuestion: (forClient) => {
    const their = forClient ? 'de su cliente' : 'suya'
    return `¿Envío la solicitud ${their} a los profesionales encontrados? Recibirán el nombre, los datos de contacto y los detalles del trabajo para comunicarse. No se comparte nada hasta que diga que sí.`
  },
  consentYes: 'Sí, envíe mi solicitud',
  consentNo: 'No, gracias',
  soFar: (parts) => `Hasta ahora tengo: ${parts.join(', ')}.`,
  consentNotSent: 'No he enviado nada. Solo la envío con un sí claro, así que para confirmar:',
  consentStillUnclear:
    'Todavía no sé si quiere que la envíe, así que no ha salido nada. Responda "sí" (o toque el botón) para enviarla, o "no" para no compartirla. Si primero tiene una pregunta, hágamela.',
  removePro: (companyName) => `Quitar a ${companyName}`,
  removed: (companyNames) => `Listo: quité a ${companyNames.join(' y ')} de la lista; no recibirán su solicitud.`,
  acknowledge: (service) => `Entendido: ${SERVICE_ES[service]}.`,
  adversarialNote: 'No puedo compartir datos de otras personas ni cambiar cómo trabajo, pero con gusto le ayudo con su proyecto.',
  vendorRoute: (service) =>
    `¡Gracias por su interés en unirse a nuestra red${service ? ` como profesional de ${SERVICE_ES[service]}` : ''}! Los contratistas se inscriben en /for-vendors; es gratis y la verificación toma de 2 a 3 días hábiles.`,
  aboutHarper: {
    cost: 'Harper es gratis para los propietarios: contarme el trabajo, ver profesionales y enviar su solicitud no le cuesta nada. Cada profesional le cotiza directamente, y usted decide si contrata a alguien.',
    sharing:
      'No se comparte nada suyo sin que usted lo diga. Si me pide enviar su solicitud, llega solo a los profesionales que le muestro (tres como máximo, y puede quitar a cualquiera antes), y a nadie más.',
    bot: 'Soy Harper, un asistente de inteligencia artificial, no una persona. Si prefiere hablar con alguien, nuestro equipo responde en /contact (lun-vie 9-5, sáb 10-2 EDT).',
    vetting:
      'Cada profesional que le muestro solicitó entrar en nuestra red y fue aprobado por nuestro equipo, y nunca muestro a quien tenga la licencia o el seguro vencidos. Aun así, pídale a cada uno su licencia y su seguro cuando le contacte: las licencias de Florida se consultan en myfloridalicense.com.',
    company: `Harper es el asistente de Harper Home: conecto a propietarios con profesionales locales verificados para casas en Florida, en ${TRADE_LIST_ES}. Nuestro equipo responde en /contact (lun-vie 9-5, sáb 10-2 EDT).`,
    impostor:
      'No fuimos nosotros. Harper Home nunca llama ni escribe para pedir dinero, depósitos ni tarjetas de regalo: los profesionales le cotizan y le cobran directamente. Por favor no pague, y avise a nuestro equipo en /contact para que podamos alertar a otros.',
  },
  otherRoute:
    'Soy Harper y conecto a propietarios con contratistas locales verificados. Para cualquier otra cosa (empleo, prensa o alianzas), nuestro equipo responde en /contact (lun-vie 9-5, sáb 10-2 EDT). Si necesita un trabajo en su casa, cuénteme qué pasa.',
  affiliateRoute:
    'Bienvenido. Nuestro programa de afiliados para profesionales inmobiliarios es gratis: refiere clientes y gana incentivos por referido. Inscríbase en /affiliates o entre en /affiliate-auth. Si tiene un cliente que necesita un trabajo ahora, dígame qué necesita y le busco profesionales verificados.',
  affiliateNext:
    'Cuando se inscriba en /affiliates, nuestro equipo revisa su solicitud en 48 horas y le avisa por correo cuando la aprueba; luego entra en /affiliate-auth para seguir sus referidos. Si un cliente necesita un trabajo ahora, dígame qué necesita y le busco profesionales verificados.',
  unsupported: (what) =>
    `Lo siento, ${UNSUPPORTED_ES[what] ?? what} no es algo que cubra nuestra red. Harper Home conecta a propietarios en Florida con profesionales verificados de: ${TRADE_LIST_ES}. Para otra cosa, nuestro equipo quizá pueda orientarle en /contact. ¿Hay algo de esos oficios en lo que pueda ayudarle?`,
  unsupportedWhoElse: (what) =>
    `No puedo recomendarle a nadie para ${UNSUPPORTED_ES[what] ?? what}: no hay profesionales de eso en nuestra red, y no quiero adivinar. Lo indicado es una empresa local con licencia (las licencias de Florida se consultan en myfloridalicense.com), y nuestro equipo quizá pueda orientarle en /contact. Si necesita algo de nuestros oficios, dígamelo y le busco profesionales verificados.`,
  wrapUpSent: 'Eso es todo lo que necesito. Les pasaré sus datos y ellos se comunicarán con usted.',
  wrapUpDeclined:
    'Sin problema: no he enviado nada y no se ha compartido ningún dato. Los profesionales de arriba están en /find-services si quiere contactarlos usted mismo, o aquí estoy si cambia de opinión.',
  wrapUpDeferred: 'Claro, tómese su tiempo. No he enviado nada. Cuando esté listo, vuelva a este chat y diga "envíelo", y se lo mando a los profesionales.',
  wrapUpNoContact: 'No he enviado nada, porque no tengo un nombre y un teléfono o correo para los profesionales. Cuando quiera, démelos y diga "envíelo".',
  turnLimit: 'Hemos hablado mucho en este chat. Para seguir, escriba a nuestro equipo en /contact; ellos continuarán desde aquí.',
  emergency: {
    water: 'Parece una emergencia. Si puede, cierre la llave principal del agua y aléjese de techos mojados y enchufes.',
    gas: 'Parece una emergencia. Salga de la casa ahora, no encienda ni apague nada y llame al 911 o a su compañía de gas desde afuera.',
    fire: 'Parece una emergencia. Si hay fuego o humo, saque a todos de la casa y llame primero al 911.',
    electrical:
      'Parece una emergencia. Aléjese del enchufe o los cables con chispas y, si puede llegar sin riesgo, apague el interruptor principal; llame al 911 si algo se quema.',
    structure:
      'Parece una emergencia. Mantenga a todos, y cualquier bote o carro, lejos de lo que se está cayendo, y llame al 911 si alguien está herido o la casa misma corre peligro.',
  },
  emergencyMarked: 'La marqué como urgente, para que los profesionales vean que necesita a alguien hoy.',
  matchesHeading: (count, service, place) =>
    count === 1
      ? `Encontré 1 profesional verificado de ${SERVICE_ES[service]} para ${place}:`
      : `Estos son los ${count} mejores profesionales verificados de ${SERVICE_ES[service]} para ${place}:`,
  matchLine: (index, match, service, place) =>
    `${index}. ${match.companyName} — ${[
      match.distanceMiles === null ? `profesional de ${SERVICE_ES[service]}` : `a ${miles(match.distanceMiles)} de ${place}`,
      match.reviewCount > 0 ? `${match.rating.toFixed(1)}★ con ${match.reviewCount} reseña${match.reviewCount === 1 ? '' : 's'}` : '',
      responseEs(match.responseTimeMinutes),
      match.verified ? 'verificado' : '',
    ]
      .filter(Boolean)
      .join(' · ')}`,
  sameMatches: (count) =>
    count === 1
      ? 'El profesional que le mostré arriba sigue siendo el indicado.'
      : `Los ${count} profesionales que le mostré arriba siguen siendo los indicados.`,
  budgetBelowQuotes:
    'Su presupuesto está por debajo de lo que estos profesionales suelen cotizar para este trabajo; lo incluiré en su solicitud para que le digan qué se puede hacer con él.',
  alternativesHeading: (service, place, reason, when) =>
    reason === 'none-available-in-time'
      ? `Estos profesionales de ${SERVICE_ES[service]} cubren ${place}, pero ninguno puede empezar ${when ?? 'tan pronto'}:`
      : `Ninguno de nuestros profesionales de ${SERVICE_ES[service]} cubre ${place} todavía. Los más cercanos son:`,
  alternativesFooter: 'Puede que no cubran su dirección; pregúnteles, o nuestro equipo le ayuda en /contact.',
  askWhenTheyCanStart: 'Pregúnteles cuándo pueden empezar, o nuestro equipo le ayuda en /contact.',
  othersNotInTime: (place, when) => `Otros profesionales cubren ${place}, pero no pueden empezar ${when}.`,
  noneNearby: (service, place) =>
    `Todavía no tengo un profesional de ${SERVICE_ES[service]} cerca de ${place} en nuestra red. Nuestro equipo puede ayudarle en /contact.`,
  outsideFlorida: (place) =>
    `${place} está fuera de la zona que cubrimos: Harper Home trabaja solo con profesionales en Florida. Si la propiedad está en Florida, deme su código postal; si no, nuestro equipo quizá pueda orientarle en /contact.`,
  unknownPlace: (place) => `No pude ubicar “${place}”.`,
  urgencyWords: {
    immediate: 'hoy',
    '3-days': 'en 3 días',
    '7-days': 'esta semana',
    '2-weeks': 'en 2 semanas',
    '30-days': 'este mes',
    planning: 'cuando lo planea',
  },
  sent: (reference, companyNames) =>
    `Listo: su solicitud ${reference} está enviada. ${
      companyNames.length
        ? `Va en camino a ${companyNames.join(', ')}.`
        : 'Todavía ningún profesional de nuestra red cubre esa zona, así que nuestro equipo la tiene y se comunicará con usted.'
    }`,
  emailedSummary: (email) => `Le envié un resumen por correo a ${email}.`,
  statusLink: (link) =>
    `Su enlace privado de estado (no lo comparta) muestra quién acepta y le permite marcar a un profesional como contratado o cancelar: ${link}`,
  held: (reference) =>
    `Gracias: su solicitud ${reference} está guardada. Estamos recibiendo un número inusual de solicitudes, así que nuestro equipo la revisará antes de enviarla a algún profesional; todavía no se ha enviado nada y nos comunicaremos con usted.`,
  standing: (service, followUp) =>
    `Ya nos pidió ayuda de ${SERVICE_ES[service]} hoy y esa solicitud sigue en pie, así que no envié una segunda y ningún profesional será contactado dos veces. ${
      followUp === 'review'
        ? 'Está con nuestro equipo en revisión; nos comunicaremos con usted.'
        : followUp === 'emailed'
          ? 'Su enlace de estado está en el correo que le enviamos entonces.'
          : 'Nuestro equipo puede buscarla por usted en /contact.'
    }`,
  cannotSend:
    'No he enviado nada: todavía necesito un trabajo de nuestros oficios y un código postal de Florida que pueda ubicar para enviar la solicitud. Dígame lo que falta, o nuestro equipo le ayuda en /contact.',
  sendFailed: 'No pude enviar su solicitud en este momento. Diga “envíelo” en un momento para intentarlo de nuevo, o escriba a nuestro equipo en /contact.',
  statusAnswer: (reference, accepted, waiting, state) =>
    state === 'held'
      ? `Su solicitud ${reference} sigue con nuestro equipo en revisión; todavía no se ha contactado a ningún profesional.`
      : state === 'closed'
        ? `Su solicitud ${reference} está cerrada.`
        : accepted.length
          ? `Buenas noticias: ${accepted.join(' y ')} aceptó su solicitud ${reference} y se comunicará con usted.`
          : `Todavía ningún profesional ha aceptado su solicitud ${reference}${waiting ? `; ${waiting === 1 ? '1 profesional la tiene' : `${waiting} profesionales la tienen`} y suelen responder en un día` : ''}. Le contactarán directamente.`,
  statusWhere: 'Su enlace de estado (en mi mensaje de arriba o en su correo) muestra lo más reciente.',
  cancelAnswer: (reference, outcome) =>
    outcome === 'cancelled'
      ? `Listo: cancelé su solicitud ${reference}. Los profesionales que la tenían ya fueron avisados, y nadie más la recibirá.`
      : outcome === 'unchanged'
        ? `Su solicitud ${reference} ya está cerrada, así que no hay nada que cancelar.`
        : `Un profesional ya marcó su solicitud ${reference} como terminada, así que ya no se puede cancelar. Su enlace de estado muestra cómo va.`,
  tradeQuestions: {
    'CIPP Pipe Repair': [
      {
        id: 'cipp-pipe',
        text: '¿Qué tipo de tubería es y de qué tamaño, más o menos (por ejemplo, hierro fundido de 4 pulgadas)?',
        suggestions: ['Hierro fundido', 'Barro', 'PVC', 'No sé'],
      },
      { id: 'cipp-camera', text: '¿Ya se hizo una inspección con cámara de la línea?', suggestions: ['Sí', 'No', 'No sé'] },
      { id: 'cipp-access', text: '¿Hay un registro (cleanout) u otro acceso fácil a la línea?', suggestions: ['Sí, hay registro', 'No', 'No sé'] },
    ],
    Roofing: [
      { id: 'roof-age', text: '¿Qué edad tiene el techo y de qué material es?', suggestions: ['Tejas asfálticas (shingle)', 'Teja', 'Metal', 'Plano'] },
      { id: 'roof-leak', text: '¿Está goteando ahora mismo?', suggestions: ['Sí', 'No'] },
      { id: 'roof-claim', text: '¿Es parte de un reclamo al seguro?', suggestions: ['Sí', 'No', 'Todavía no'] },
    ],
    'Foundation Repair': [
      {
        id: 'foundation-crack',
        text: '¿Más o menos qué tan anchas son las grietas más grandes?',
        suggestions: ['Muy finas', 'Como 1/4 de pulgada', 'Más de 1/2 pulgada'],
      },
      { id: 'foundation-doors', text: '¿Alguna puerta o ventana se traba?', suggestions: ['Sí', 'No'] },
      { id: 'foundation-type', text: '¿La casa está sobre losa o sobre pilotes?', suggestions: ['Losa', 'Pilotes', 'No sé'] },
    ],
    'Seawall Construction': [
      { id: 'seawall-length', text: '¿Qué largo tiene el muro, más o menos?', suggestions: ['Menos de 50 pies', '50-100 pies', 'Más de 100 pies'] },
      { id: 'seawall-material', text: '¿De qué material es el muro?', suggestions: ['Concreto', 'Vinilo', 'Madera', 'Roca'] },
      { id: 'seawall-dock', text: '¿Incluye un muelle o un elevador de botes?', suggestions: ['Muelle', 'Elevador', 'Ambos', 'Ninguno'] },
    ],
    Plumbing: [
      {
        id: 'plumbing-what',
        text: '¿Qué pasa: una fuga, un tapón o desborde, no hay agua caliente, o algo que instalar?',
        suggestions: ['Fuga', 'Tapón', 'Sin agua caliente', 'Instalar'],
      },
      {
        id: 'plumbing-water-off',
        text: '¿Está saliendo agua ahora y puede cerrar la llave?',
        suggestions: ['Sí, ya la cerré', 'Sí, no puedo cerrarla', 'No sale agua'],
      },
    ],
    HVAC: [
      {
        id: 'hvac-what',
        text: '¿Qué hace el equipo: no enfría, no enciende, gotea o hace ruido, o quiere uno nuevo?',
        suggestions: ['No enfría', 'No enciende', 'Gotea o hace ruido', 'Equipo nuevo'],
      },
      { id: 'hvac-age', text: '¿Qué edad tiene el equipo, más o menos?', suggestions: ['Menos de 5 años', '5-10 años', 'Más de 10 años', 'No sé'] },
    ],
    Electrical: [
      {
        id: 'electrical-what',
        text: '¿Qué pasa: se disparan los breakers, no funcionan enchufes o luces, cambiar el panel, o cableado nuevo?',
        suggestions: ['Se dispara el breaker', 'Enchufes o luces', 'Cambiar el panel', 'Cableado nuevo'],
      },
      { id: 'electrical-danger', text: '¿Hay olor a quemado, chispas o enchufes calientes?', suggestions: ['Sí', 'No'] },
    ],
    Landscaping: [
      {
        id: 'landscaping-what',
        text: '¿Qué le gustaría hacer: césped, árboles, riego o un diseño nuevo?',
        suggestions: ['Césped', 'Árboles', 'Riego', 'Diseño nuevo'],
      },
      { id: 'landscaping-size', text: '¿Qué tamaño tiene el jardín, más o menos?', suggestions: ['Pequeño', 'Mediano', 'Grande'] },
    ],
    'General Contracting': [
      {
        id: 'gc-scope',
        text: '¿Cuál es el proyecto: una remodelación, una ampliación, o reparaciones de varios oficios?',
        suggestions: ['Remodelar cocina o baño', 'Ampliación', 'Varias reparaciones'],
      },
      { id: 'gc-permits', text: '¿Ya tiene planos o permisos?', suggestions: ['Sí', 'Todavía no', 'No sé'] },
    ],
    'Home Inspection': [
      {
        id: 'inspection-kind',
        text: '¿Qué inspección necesita: completa, de 4 puntos, de mitigación de viento u otra?',
        suggestions: ['Completa', '4 puntos', 'Mitigación de viento', 'Otra'],
      },
      { id: 'inspection-closing', text: '¿Es para una compra o venta con fecha de cierre?', suggestions: ['Sí, cierra pronto', 'No'] },
    ],
  },
  serviceName: (service) => SERVICE_ES[service],
}

const TEXTS: Record<HarperLanguage, HarperTexts> = { en, es }

/** Harper's words in the conversation's language (English when it is not known). */
export function harperTexts(language: HarperLanguage | undefined): HarperTexts {
  return TEXTS[language ?? 'en']
}
