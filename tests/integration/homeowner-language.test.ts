import crypto from 'node:crypto'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { newConversationState } from '~/harper/conversation.server.ts'
import type { HarperState } from '~/harper/engine.ts'
import { emptyMemory } from '~/harper/policy.ts'
import { offerNextLead } from '~/service-requests/process.server.ts'
import { actOnLead } from '~/leads/vendor-leads.server.ts'
import { requestDraftFrom, sendRequestFromChat, type ConsentDraft } from '~/chat/request-draft.server.ts'
import { requestCapRules } from '~/service-requests/request-caps.server.ts'
import { db } from '~/utils/db.server.ts'
import { createMemoryRateLimitStore } from '~/utils/rate-limit.server.ts'
import { getToast } from '~/utils/toast.server.ts'
import RequestStatusPage, { action, loader } from '~/routes/requests.status.tsx'
import { cookieFrom, formRequest, getRequest, outcome, routeArgs, uniquePhone } from './helpers.ts'
import { signedInAffiliate } from './accounts-helpers.ts'
import { createRequestWithLeads, createVendor } from './lifecycle-helpers.ts'

// Issue 23: a homeowner who writes to Harper in Spanish gets their emails and their status page in
// Spanish; the vendors' brief stays English and quotes the homeowner's words as written; a new
// request's status link comes back for the chat's reply, also when the homeowner gave only a phone.

const STATUS_LINK = /https?:\/\/\S+\/requests\/status\?token=[\w-]+/

/** A finished intake, as the chat leaves it at consent: the user's messages, the intake, the consent. */
function consentedState({
  language,
  messages,
  name,
  email,
  phone,
  tradeAnswers = {},
}: {
  language?: 'en' | 'es'
  messages: string[]
  name: string
  email?: string
  phone?: string
  tradeAnswers?: Record<string, string>
}): HarperState {
  const consentReply = messages[messages.length - 1]!
  return {
    ...newConversationState(),
    ...(language ? { language } : {}),
    turns: messages.map((message) => ({ message })),
    // no budget: the test vendors quote nothing, and a budget would rule them out
    intake: { userType: 'consumer', serviceType: 'Roofing', zip: '32931', urgency: '7-days', name, email, phone },
    memory: { ...emptyMemory(), tradeAnswers, consentAt: new Date().toISOString(), consentReply },
  }
}

async function consent(draft: ConsentDraft, options: Parameters<typeof sendRequestFromChat>[2] = {}) {
  const conversation = await db.conversation.create({ data: { publicId: crypto.randomBytes(32).toString('hex'), userType: 'consumer' } })
  return sendRequestFromChat(conversation.id, draft, { caps: { store: createMemoryRateLimitStore() }, ...options })
}

const tag = () => crypto.randomUUID().slice(0, 8)
const view = (url: URL) => outcome(loader(routeArgs(getRequest(`${url.pathname}${url.search}`))))
type StatusData = Awaited<ReturnType<typeof loader>>

/** The status page as the server renders it, from its loader's data. */
function renderStatusPage(url: URL, loaderData: StatusData) {
  const router = createMemoryRouter(
    [{ path: '/requests/status', element: createElement(RequestStatusPage, { loaderData, params: {}, matches: [] } as never) }],
    {
      initialEntries: [`${url.pathname}${url.search}`],
    },
  )
  return renderToString(createElement(RouterProvider, { router }))
}

const linkIn = (text: string) => new URL(text.match(STATUS_LINK)![0])

describe('a homeowner who writes in Spanish', () => {
  test('gets the summary email and the status page in Spanish; the vendor brief stays English with their words quoted', async () => {
    await createVendor({ signedIn: false })
    const email = `maria-${tag()}@example.test`
    const leak = 'Tengo una gotera en el techo de la recámara desde la tormenta'
    const draft = requestDraftFrom(
      consentedState({
        language: 'es',
        messages: [`Hola, ${leak}, código postal 32931`, 'Sí, gotea cuando llueve', 'Sí, envíelo'],
        name: 'María López',
        email,
        tradeAnswers: { 'roof-leak': 'Sí, gotea cuando llueve' },
      }),
    )!
    expect(draft.language).toBe('es')
    const created = await consent(draft)
    expect(created.disposition).toBe('sent')
    expect(created.matches.length).toBeGreaterThan(0)
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: created.id } })).language).toBe('es')

    const summary = await db.outboundEmail.findFirstOrThrow({ where: { to: email } })
    expect(summary.subject).toBe(`Su solicitud de Harper Home ${created.reference}: techos en Cocoa Beach, FL`)
    expect(summary.text).toContain('Hola, María López:')
    expect(summary.text).toContain('Con su autorización, enviamos su solicitud a')
    expect(summary.text).toContain(
      ['Lo que enviamos:', 'Servicio: Techos', 'Lugar: Cocoa Beach, FL 32931', 'Plazo: En los próximos 7 días', 'Presupuesto: No indicado'].join('\n'),
    )
    // Harper's own Spanish for the trade question it asked, and for the pros it listed
    expect(summary.text).toContain('¿Está goteando ahora mismo? Sí, gotea cuando llueve')
    expect(summary.text).toMatch(/\n1\. .+ — a \S+ mi de Cocoa Beach, FL · .*suele responder/)
    expect(summary.text).toContain('Vea su solicitud y quién la aceptó')
    expect(summary.text).toContain('El equipo de Harper Home')
    expect(summary.text).not.toMatch(/\b(Thanks|What we sent|Timing|Budget|The Harper Home team)\b/)

    // the page the email's link opens speaks Spanish, and says so
    const url = linkIn(summary.text)
    const opened = await view(url)
    expect(opened.status).toBe(200)
    const data = opened.data as StatusData
    expect(data.status).toMatchObject({ language: 'es', serviceType: 'techos', state: 'Esperando a que un profesional la acepte', open: true })
    expect(data.status.summary.slice(0, 2)).toEqual(['Servicio: Techos', 'Lugar: Cocoa Beach, FL 32931'])
    expect(data.status.vendors[0]!.state).toBe('Ofrecida: esperando su respuesta')
    const html = renderStatusPage(url, data)
    expect(html).toContain('lang="es"')
    for (const words of [
      'Su solicitud de techos',
      'Lo que usted solicitó',
      'Sus profesionales',
      'Cancelar mi solicitud',
      `Marcar a ${data.status.vendors[0]!.companyName} como contratado`,
    ]) {
      expect(html).toContain(words)
    }
    expect(html).not.toMatch(/What you asked for|Your pros|Cancel my request|Mark .* hired/)

    // each offered vendor reads the English brief, with the homeowner's own words as they wrote them
    const offered = await db.serviceRequestMatch.findMany({
      where: { serviceRequestId: created.id, offeredAt: { not: null } },
      select: { vendorProfile: true },
    })
    expect(offered.length).toBe(created.matches.length)
    for (const { vendorProfile } of offered) {
      const brief = await db.outboundEmail.findFirstOrThrow({ where: { to: vendorProfile.email, text: { contains: leak } } })
      expect(brief.subject).toBe('New lead: Roofing in Cocoa Beach, FL')
      expect(brief.text).toContain('Service: Roofing\nWhere: Cocoa Beach, FL 32931\nTiming: Within 7 Days\nBudget: Not stated')
      expect(brief.text).toContain('Is it actively leaking right now? Sí, gotea cuando llueve')
      expect(brief.text).toContain(`In the homeowner's words:\nHola, ${leak}, código postal 32931\nSí, gotea cuando llueve`)
      expect(brief.text).not.toContain('Sí, envíelo')
    }
  })

  test('the later emails — another pro offered, a pro accepted — are in Spanish, and the page answers its forms in Spanish', async () => {
    const [first, second] = await Promise.all([createVendor(), createVendor()])
    const email = `jose-${tag()}@example.test`
    const { profile: agent } = await signedInAffiliate()
    const { request, matches } = await createRequestWithLeads({
      vendorIds: [first.profile.id, second.profile.id],
      homeownerEmail: email,
      affiliateId: agent.id,
    })
    await db.serviceRequest.update({ where: { id: request.id }, data: { language: 'es', contactName: 'José Pérez' } })
    await db.$transaction((tx) => offerNextLead(tx, request.id, { now: new Date(), reoffer: false }))

    // the first pro declines: the next is offered, and the homeowner is told
    await actOnLead(first.user!.id, { intent: 'decline', matchId: matches[0]!.id, reason: 'Fully booked' })
    const reoffer = await db.outboundEmail.findFirstOrThrow({ where: { to: email } })
    expect(reoffer.subject).toBe('Lo estamos conectando con otro profesional')
    expect(reoffer.text).toContain('Hola, José Pérez:\n\nEl primer profesional que elegimos para su solicitud de techos no pudo aceptarla')
    expect(reoffer.text).toMatch(/es un enlace privado; no lo comparta\): https?:\/\/\S+\/requests\/status\?token=/)

    // the second accepts
    expect(await actOnLead(second.user!.id, { intent: 'accept', matchId: matches[1]!.id })).toEqual({ status: 'done', intent: 'accept' })
    const accepted = await db.outboundEmail.findFirstOrThrow({ where: { to: email, subject: { contains: 'aceptó su solicitud' } } })
    expect(accepted.subject).toBe(`${second.profile.companyName} aceptó su solicitud de techos`)
    expect(accepted.text).toContain(`Buenas noticias: ${second.profile.companyName} (Val Vendor) aceptó su solicitud de techos`)
    expect(accepted.text).toContain(`Puede escribirles a ${second.profile.email}.`)
    expect(accepted.text).toContain('El equipo de Harper Home')

    const url = linkIn(accepted.text)
    const data = (await view(url)).data as StatusData
    expect(data.status.state).toBe('Un profesional aceptó su solicitud')
    expect(data.status.vendors.map((vendor) => vendor.state)).toEqual(['No aceptó la solicitud', 'Aceptó su solicitud'])
    expect(data.status.timeline).toEqual([
      { on: expect.stringMatching(/^\d{1,2} de [a-z]+ de \d{4}$/), step: 'Un profesional aceptó el trabajo por el profesional' },
    ])
    const hired = await outcome(action(routeArgs(formRequest(`${url.pathname}${url.search}`, { intent: 'hire', matchId: matches[1]!.id }))))
    expect(hired.status).toBe(302)
    const { toast } = await getToast(getRequest('/', { cookie: cookieFrom(hired) }))
    expect(toast).toMatchObject({ type: 'success', description: `${second.profile.companyName} quedó marcado como contratado.` })
  })

  test('when no pro takes the job, the homeowner hears it in Spanish', async () => {
    const vendor = await createVendor()
    const email = `ines-${tag()}@example.test`
    const { request, matches } = await createRequestWithLeads({ vendorIds: [vendor.profile.id], homeownerEmail: email })
    await db.serviceRequest.update({ where: { id: request.id }, data: { language: 'es' } })
    await db.$transaction((tx) => offerNextLead(tx, request.id, { now: new Date(), reoffer: false }))
    await actOnLead(vendor.user!.id, { intent: 'decline', matchId: matches[0]!.id, reason: 'Fully booked' })
    const stillLooking = await db.outboundEmail.findFirstOrThrow({ where: { to: email } })
    expect(stillLooking.subject).toBe('Seguimos buscando a su profesional')
    expect(stillLooking.text).toContain('Los profesionales que elegimos para su solicitud de techos no están disponibles.')
    expect(((await view(linkIn(stillLooking.text))).data as StatusData).status.vendors.map((entry) => entry.state)).toEqual(['No aceptó la solicitud'])
  })
})

describe('a homeowner who writes in English', () => {
  test('keeps the English summary email and status page', async () => {
    await createVendor({ signedIn: false })
    const email = `dana-${tag()}@example.test`
    const draft = requestDraftFrom(
      consentedState({ messages: ['My roof is leaking into the bedroom, 32931', 'yes'], name: 'Dana Smith', email, tradeAnswers: { 'roof-leak': 'yes' } }),
    )!
    expect(draft.language).toBe('en')
    const created = await consent(draft)
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id: created.id } })).language).toBe('en')
    const summary = await db.outboundEmail.findFirstOrThrow({ where: { to: email } })
    expect(summary.subject).toBe(`Your Harper Home request ${created.reference}: Roofing in Cocoa Beach, FL`)
    expect(summary.text).toContain('Hi Dana Smith,')
    expect(summary.text).toContain('What we sent:\nService: Roofing\nWhere: Cocoa Beach, FL 32931\nTiming: Within 7 Days\nBudget: Not stated')
    expect(summary.text).toContain('Is it actively leaking right now? yes')
    expect(summary.text).toContain('See your request, who accepted it')

    const url = linkIn(summary.text)
    const data = (await view(url)).data as StatusData
    expect(data.status).toMatchObject({ language: 'en', serviceType: 'Roofing', state: 'Waiting for a pro to accept' })
    const html = renderStatusPage(url, data)
    expect(html).toContain('lang="en"')
    expect(html).toContain('Your Roofing request')
    expect(html).toContain('What you asked for')
    expect(html).not.toContain('solicitud')
  })
})

describe("the chat's status link", () => {
  test('a homeowner who gave only a phone gets a link that opens their request; a standing request gives none', async () => {
    await createVendor({ signedIn: false })
    const phone = uniquePhone()
    const state = consentedState({ language: 'es', messages: ['Gotera en el techo, 32931', 'Sí'], name: 'Rosa Díaz', phone })
    const created = await consent(requestDraftFrom(state)!)
    expect(created.disposition).toBe('sent')
    expect(created.statusLink).toMatch(STATUS_LINK)
    // no email address anywhere: the token is stored without one
    expect(await db.verification.findMany({ where: { serviceRequestId: created.id }, select: { email: true, purpose: true } })).toEqual([
      { email: null, purpose: 'request_status' },
    ])
    const data = (await view(new URL(created.statusLink!))).data as StatusData
    expect(data.status).toMatchObject({ reference: created.reference, contactName: 'Rosa Díaz', language: 'es' })

    // the same phone again from another chat: the earlier request stands, and no link is handed out
    const again = await consent(requestDraftFrom(state)!)
    expect(again).toMatchObject({ id: created.id, disposition: 'standing' })
    expect(again.statusLink).toBeUndefined()
  })

  test('a request held past a cap also gets its link, and nobody is emailed', async () => {
    const email = `held-${tag()}@example.test`
    const rules = { ...requestCapRules(`held-${tag()}-`), perHour: { name: `held-all-${tag()}`, limit: 0, windowMs: 60 * 60 * 1000 } }
    const draft = requestDraftFrom(consentedState({ messages: ['Roof leak, 32931', 'yes'], name: 'Hal Held', email }))!
    const created = await consent(draft, { caps: { rules, store: createMemoryRateLimitStore() } })
    expect(created.disposition).toBe('held')
    expect(await db.outboundEmail.count({ where: { to: email } })).toBe(0)
    const data = (await view(new URL(created.statusLink!))).data as StatusData
    expect(data.status.reference).toBe(created.reference)
  })
})
