// Every text a homeowner reads about their request outside the chat — the emails, the status
// line that ends each of them, the status page and its messages — once per language (issue 23).
// A request keeps the language its homeowner wrote to Harper in (ServiceRequest.language), one of
// Harper's languages; the vendor's side stays English. `HomeownerTexts` is the shape every language
// fills, so a text missing in one of them does not compile. The trades' names and the trade
// questions are Harper's (app/harper/texts.ts, read by homeowner-brief.server.ts), so the emails
// name things as the chat did. Not server-only: the status page renders these.
import { HARPER_LANGUAGES, type HarperLanguage } from '~/harper/engine.ts'
import { formatShortDate } from '~/marketplace/format.ts'
import { BUDGET_RANGES, URGENCIES, type BudgetRange, type Urgency } from '~/marketplace/value-sets.ts'
import type { LeadStatus, ReferralTransition } from './process.ts'

export type HomeownerLanguage = HarperLanguage

/** A stored or given language as one we write in; anything else (or nothing) is English. */
export function homeownerLanguage(value: string | null | undefined): HomeownerLanguage {
  return (HARPER_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as HomeownerLanguage) : 'en'
}

export type HomeownerTexts = {
  urgency: Record<Urgency, string>
  budget: Record<BudgetRange, string>
  notStated: string
  date: (value: Date) => string
  /** the request's summary, one line each */
  brief: {
    service: (service: string) => string
    where: (place: string, zip: string) => string
    timing: (label: string) => string
    budget: (label: string) => string
  }
  greeting: (name: string) => string
  signature: string
  /** the line every homeowner email about a request ends with (app/service-requests/status-link.server.ts) */
  statusLine: (link: string) => string
  summaryEmail: {
    subject: (reference: string, service: string, place: string) => string
    sent: (count: number, forClient: boolean) => string
    whatWeSent: string
    reference: (reference: string, contactUrl: string) => string
  }
  acceptedEmail: {
    subject: (company: string, service: string) => string
    accepted: (company: string, contactName: string, service: string) => string
    reach: (email: string) => string
    questions: (contactUrl: string) => string
  }
  reofferEmail: { subject: string; body: (service: string) => string }
  stillLookingEmail: { subject: string; body: (service: string) => string }
  statusPage: {
    title: string
    description: string
    sentLine: (reference: string, date: string) => string
    heading: (service: string) => string
    state: { waiting: string; accepted: string; completed: string; cancelled: string }
    whatYouAskedFor: string
    yourPros: string
    noPros: string
    hired: string
    reach: (contactName: string) => string
    or: string
    website: string
    markHired: (company: string) => string
    timeline: string
    confirmCancelTitle: string
    confirmCancelBody: string
    confirmCancel: string
    keepRequest: string
    cancelRequest: string
    notFoundTitle: string
  }
  leadState: Record<LeadStatus, string>
  scheduledFor: (state: string, date: string) => string
  referralStep: Record<ReferralTransition, string>
  actor: Record<'homeowner' | 'vendor' | 'admin' | 'system', string>
  /** the status page's answers to its forms (toasts) and to a dead link */
  messages: {
    linkInvalid: string
    hired: (company: string) => string
    alreadyHired: (company: string) => string
    cannotHire: string
    cancelled: string
    alreadyCancelled: string
    cannotCancel: string
  }
}

const spanishDate = new Intl.DateTimeFormat('es-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const en: HomeownerTexts = {
  // the English labels are the value sets' own
  urgency: Object.fromEntries(URGENCIES.map((entry) => [entry.value, entry.label])) as Record<Urgency, string>,
  budget: Object.fromEntries(BUDGET_RANGES.map((entry) => [entry.value, entry.label])) as Record<BudgetRange, string>,
  notStated: 'Not stated',
  date: formatShortDate,
  brief: {
    service: (service) => `Service: ${service}`,
    where: (place, zip) => `Where: ${place} ${zip}`,
    timing: (label) => `Timing: ${label}`,
    budget: (label) => `Budget: ${label}`,
  },
  greeting: (name) => `Hi ${name},`,
  signature: 'The Harper Home team',
  statusLine: (link) => `See your request, who accepted it, mark a pro hired or cancel (a private link, keep it to yourself): ${link}`,
  summaryEmail: {
    subject: (reference, service, place) => `Your Harper Home request ${reference}: ${service} in ${place}`,
    sent: (count, forClient) =>
      `Thanks for chatting with Harper. With your consent we sent ${forClient ? "your client's" : 'your'} request to ${count === 1 ? 'this vetted pro' : `these ${count} vetted pros`}; the first to accept will reach out:`,
    whatWeSent: 'What we sent:',
    reference: (reference, contactUrl) => `Reference: ${reference}. Questions? Reply to this email or write to us at ${contactUrl}.`,
  },
  acceptedEmail: {
    subject: (company, service) => `${company} accepted your ${service} request`,
    accepted: (company, contactName, service) =>
      `Good news: ${company} (${contactName}) accepted your ${service} request and will contact you to arrange a visit.`,
    reach: (email) => `You can reach them at ${email}.`,
    questions: (contactUrl) => `Questions? ${contactUrl}`,
  },
  reofferEmail: {
    subject: 'We are connecting you with another pro',
    body: (service) =>
      `The first pro we matched for your ${service} request could not take it on, so we have offered it to the next best match. We will email you as soon as a pro accepts.`,
  },
  stillLookingEmail: {
    subject: 'We are still looking for your pro',
    body: (service) =>
      `The pros we matched for your ${service} request are not available. Our team is finding you one by hand and will be in touch within one business day.`,
  },
  statusPage: {
    title: 'Your request',
    description: 'Where your Harper Home request stands.',
    sentLine: (reference, date) => `Request ${reference} · sent ${date}`,
    heading: (service) => `Your ${service} request`,
    state: { waiting: 'Waiting for a pro to accept', accepted: 'A pro accepted your request', completed: 'Completed', cancelled: 'Cancelled' },
    whatYouAskedFor: 'What you asked for',
    yourPros: 'Your pros',
    noPros: 'No pro has been offered your request yet. We will let you know as soon as one is.',
    hired: 'Hired',
    reach: (contactName) => `Reach ${contactName} at`,
    or: 'or',
    website: 'website',
    markHired: (company) => `Mark ${company} hired`,
    timeline: 'Timeline',
    confirmCancelTitle: 'Cancel this request?',
    confirmCancelBody: 'We will tell the pros who have your request, and nobody will contact you about it again. This cannot be undone.',
    confirmCancel: 'Yes, cancel my request',
    keepRequest: 'Keep my request',
    cancelRequest: 'Cancel my request',
    notFoundTitle: 'Request not found',
  },
  leadState: {
    queued: 'Waiting its turn',
    offered: 'Offered: waiting for their answer',
    accepted: 'Accepted your request',
    scheduled: 'Accepted: visit scheduled',
    in_progress: 'Work in progress',
    completed: 'Job completed',
    declined: 'Declined',
    expired: 'Did not answer in time',
    withdrawn: 'Withdrawn: another pro took the job',
    cancelled: 'Cancelled',
  },
  scheduledFor: (state, date) => `${state} for ${date}`,
  referralStep: {
    match: 'A pro accepted the job',
    start: 'Work started',
    complete: 'Job completed',
    cancel: 'Request cancelled',
    reverse: 'Request cancelled',
  },
  actor: { homeowner: 'by you', vendor: 'by the pro', admin: 'by Harper Home', system: 'automatically' },
  messages: {
    linkInvalid: 'This link is not valid or has expired.',
    hired: (company) => `Marked ${company} hired.`,
    alreadyHired: (company) => `${company} is already marked hired.`,
    cannotHire: 'That pro cannot be marked hired now. The page shows where your request stands.',
    cancelled: 'Your request is cancelled. We have told the pros.',
    alreadyCancelled: 'Your request was already cancelled.',
    cannotCancel: 'This request is finished and can no longer be cancelled.',
  },
}

// Latin-American Spanish, addressing the homeowner as usted.
const es: HomeownerTexts = {
  urgency: {
    immediate: 'Inmediato (hoy)',
    '3-days': 'En los próximos 3 días',
    '7-days': 'En los próximos 7 días',
    '2-weeks': 'En las próximas 2 semanas',
    '30-days': 'En los próximos 30 días',
    planning: 'Planificando con tiempo',
  },
  budget: {
    '0-500': '$0 - $500',
    '501-1000': '$501 - $1,000',
    '1001-5000': '$1,001 - $5,000',
    '5001-10000': '$5,001 - $10,000',
    '10000+': 'Más de $10,000',
  },
  notStated: 'No indicado',
  date: (value) => spanishDate.format(value),
  brief: {
    service: (service) => `Servicio: ${service.charAt(0).toUpperCase()}${service.slice(1)}`,
    where: (place, zip) => `Lugar: ${place} ${zip}`,
    timing: (label) => `Plazo: ${label}`,
    budget: (label) => `Presupuesto: ${label}`,
  },
  greeting: (name) => `Hola, ${name}:`,
  signature: 'El equipo de Harper Home',
  statusLine: (link) =>
    `Vea su solicitud y quién la aceptó, marque a un profesional como contratado o cancélela (es un enlace privado; no lo comparta): ${link}`,
  summaryEmail: {
    subject: (reference, service, place) => `Su solicitud de Harper Home ${reference}: ${service} en ${place}`,
    sent: (count, forClient) =>
      `Gracias por conversar con Harper. Con su autorización, enviamos ${forClient ? 'la solicitud de su cliente' : 'su solicitud'} a ${count === 1 ? 'este profesional verificado' : `estos ${count} profesionales verificados`}; el primero que la acepte se pondrá en contacto:`,
    whatWeSent: 'Lo que enviamos:',
    reference: (reference, contactUrl) => `Referencia: ${reference}. ¿Tiene preguntas? Responda a este correo o escríbanos en ${contactUrl}.`,
  },
  acceptedEmail: {
    subject: (company, service) => `${company} aceptó su solicitud de ${service}`,
    accepted: (company, contactName, service) =>
      `Buenas noticias: ${company} (${contactName}) aceptó su solicitud de ${service} y se comunicará con usted para coordinar una visita.`,
    reach: (email) => `Puede escribirles a ${email}.`,
    questions: (contactUrl) => `¿Tiene preguntas? ${contactUrl}`,
  },
  reofferEmail: {
    subject: 'Lo estamos conectando con otro profesional',
    body: (service) =>
      `El primer profesional que elegimos para su solicitud de ${service} no pudo aceptarla, así que se la ofrecimos al siguiente más indicado. Le escribiremos en cuanto un profesional la acepte.`,
  },
  stillLookingEmail: {
    subject: 'Seguimos buscando a su profesional',
    body: (service) =>
      `Los profesionales que elegimos para su solicitud de ${service} no están disponibles. Nuestro equipo le buscará uno personalmente y se comunicará con usted en un plazo de un día hábil.`,
  },
  statusPage: {
    title: 'Su solicitud',
    description: 'En qué punto está su solicitud en Harper Home.',
    sentLine: (reference, date) => `Solicitud ${reference} · enviada el ${date}`,
    heading: (service) => `Su solicitud de ${service}`,
    state: {
      waiting: 'Esperando a que un profesional la acepte',
      accepted: 'Un profesional aceptó su solicitud',
      completed: 'Completada',
      cancelled: 'Cancelada',
    },
    whatYouAskedFor: 'Lo que usted solicitó',
    yourPros: 'Sus profesionales',
    noPros: 'Todavía no hemos ofrecido su solicitud a ningún profesional. Le avisaremos en cuanto lo hagamos.',
    hired: 'Contratado',
    reach: (contactName) => `Comuníquese con ${contactName} en`,
    or: 'o al',
    website: 'sitio web',
    markHired: (company) => `Marcar a ${company} como contratado`,
    timeline: 'Historial',
    confirmCancelTitle: '¿Desea cancelar esta solicitud?',
    confirmCancelBody: 'Avisaremos a los profesionales que tienen su solicitud y nadie volverá a contactarlo por ella. Esta acción no se puede deshacer.',
    confirmCancel: 'Sí, cancelar mi solicitud',
    keepRequest: 'Conservar mi solicitud',
    cancelRequest: 'Cancelar mi solicitud',
    notFoundTitle: 'Solicitud no encontrada',
  },
  leadState: {
    queued: 'Esperando su turno',
    offered: 'Ofrecida: esperando su respuesta',
    accepted: 'Aceptó su solicitud',
    scheduled: 'Aceptada: visita programada',
    in_progress: 'Trabajo en curso',
    completed: 'Trabajo terminado',
    declined: 'No aceptó la solicitud',
    expired: 'No respondió a tiempo',
    withdrawn: 'Retirada: otro profesional tomó el trabajo',
    cancelled: 'Cancelada',
  },
  scheduledFor: (state, date) => `${state} para el ${date}`,
  referralStep: {
    match: 'Un profesional aceptó el trabajo',
    start: 'Comenzó el trabajo',
    complete: 'Trabajo terminado',
    cancel: 'Solicitud cancelada',
    reverse: 'Solicitud cancelada',
  },
  actor: { homeowner: 'por usted', vendor: 'por el profesional', admin: 'por Harper Home', system: 'automáticamente' },
  messages: {
    linkInvalid: 'Este enlace no es válido o ya venció.',
    hired: (company) => `${company} quedó marcado como contratado.`,
    alreadyHired: (company) => `${company} ya estaba marcado como contratado.`,
    cannotHire: 'En este momento no es posible marcar a ese profesional como contratado. La página muestra en qué punto está su solicitud.',
    cancelled: 'Su solicitud quedó cancelada. Ya avisamos a los profesionales.',
    alreadyCancelled: 'Su solicitud ya estaba cancelada.',
    cannotCancel: 'Esta solicitud ya terminó y no se puede cancelar.',
  },
}

export const HOMEOWNER_TEXTS: Record<HomeownerLanguage, HomeownerTexts> = { en, es }

/** The texts for a request's stored language (English for anything unknown). */
export const homeownerTexts = (language: string | null | undefined) => HOMEOWNER_TEXTS[homeownerLanguage(language)]
