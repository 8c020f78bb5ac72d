import crypto from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { CHAT_MESSAGES, decodeStreamEvents, MAX_MESSAGE_CHARS } from '~/harper/chat-protocol.ts'
import { forgetWarmUpChat, loadChatMessages, warmHarper, warmUpTurnMessages } from '~/chat/chat.server.ts'
import { CONSENT_NO, CONSENT_YES } from '~/harper/policy.ts'
import { generateReferralCode } from '~/referrals/referral-code.ts'
import { loader as rootLoader } from '~/root.tsx'
import { action } from '~/routes/resources/harper.messages.ts'
import { db } from '~/utils/db.server.ts'
import { createUser, ensureSeededVendors, formRequest, getRequest, outcome, routeArgs, TEST_CLIENT_ADDRESS, uniqueEmail, uniquePhone } from './helpers.ts'

// The chat route against the real database with the seeded directory: streaming, the plain-form
// path, persistence, the edges (origin, length, rate limits) and the chat → service request step.

beforeAll(ensureSeededVendors, 60_000)

/** A browser's cookie jar, reduced to what the chat needs. */
function mergeCookies(cookie: string, headers: Headers) {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  )
  for (const set of headers.getSetCookie()) {
    const pair = set.split(';')[0]!
    const [name, value] = [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]
    if (value === '' || /max-age=0/i.test(set)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

/** One message as a form without JavaScript: the redirect back, and the cookie after it. */
async function say(cookie: string, message: string, fields: Record<string, string> = {}) {
  const response = await outcome(action(routeArgs(formRequest('/harper/messages', { message, redirectTo: '/find-services', ...fields }, { cookie }))))
  return { response, cookie: mergeCookies(cookie, response.headers) }
}

/** One message with JavaScript: the streamed events in order. */
async function stream(cookie: string, message: string) {
  const response = (await action(routeArgs(formRequest('/harper/messages', { message }, { cookie, headers: { Accept: 'text/event-stream' } })))) as Response
  const text = await response.text()
  return { response, events: decodeStreamEvents(text).events, cookie: mergeCookies(cookie, response.headers) }
}

async function lastReply(cookie: string) {
  const messages = await loadChatMessages(getRequest('/', { cookie }))
  return messages.at(-1)!
}

const conversationOf = async (cookie: string) => {
  const messages = await loadChatMessages(getRequest('/', { cookie }))
  const id = messages.at(-1)!.id
  return db.chatMessage.findUniqueOrThrow({ where: { id }, select: { conversation: { include: { serviceRequest: { include: { matches: true } } } } } })
}

/** Messages said one after another in one conversation: its cookie after the last. */
async function sayAll(messages: string[], cookie = '') {
  for (const message of messages) cookie = (await say(cookie, message)).cookie
  return cookie
}

/** A homeowner in Cocoa Beach with a leaking roof who gives only a phone, through to "send it". */
const phoneOnlyRequest = (phone: string) => [
  'my roof is leaking into the bedroom, 32931',
  'asap',
  'no idea',
  '15 years, shingle',
  'no claim yet',
  'Sam Lee',
  phone,
  'no',
  'send it',
]

/** A homeowner in Cocoa Beach with a leaking roof, up to the consent question. */
async function roofIntake(
  cookie = '',
  { email = uniqueEmail('dana'), phone = uniquePhone(), referral = 'no' }: { email?: string; phone?: string; referral?: string | null } = {},
) {
  const steps = [
    'my roof is leaking into the bedroom, 32931',
    'asap',
    'budget is about $8,000',
    '15 years, shingle',
    'no claim yet',
    "I'm Dana Reyes",
    `${email} or ${phone}`,
  ]
  if (referral !== null) steps.push(referral)
  return { cookie: await sayAll(steps, cookie), email, phone }
}

describe('POST /harper/messages', () => {
  test('streams the reply as it is written, then the saved message; the conversation cookie is HttpOnly and SameSite', async () => {
    const { response, events } = await stream('', 'roof leaking in 32931')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('Cache-Control')).toMatch(/no-transform/)
    const setCookie = response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/harper_chat=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const kinds = events.map((event) => event.event)
    expect(kinds.filter((kind) => kind === 'text').length).toBeGreaterThan(5)
    expect(kinds.at(-1)).toBe('saved')
    const saved = events.at(-1)!
    if (saved.event !== 'saved') throw new Error('no saved event')
    const streamed = events.flatMap((event) => (event.event === 'text' ? [event.data.delta] : [])).join('')
    expect(saved.data.message.content).toBe(streamed)
    expect(saved.data.message.content).toMatch(/Roofing/)
    // the reply names 1-3 vendors that serve the place, each with a reason
    expect(saved.data.message.vendors.length).toBeGreaterThanOrEqual(1)
    expect(saved.data.message.vendors.length).toBeLessThanOrEqual(3)
    for (const vendor of saved.data.message.vendors) expect(vendor.reason).toMatch(/Roofing/)
  })

  test('the conversation is restored from the database on reload, and another visitor cannot see it', async () => {
    const { cookie } = await say('', 'AC is dead in 34741')
    const restored = await loadChatMessages(getRequest('/', { cookie }))
    expect(restored.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant'])
    expect(restored[1]!.content).toBe('AC is dead in 34741')
    expect(await loadChatMessages(getRequest('/', { cookie: 'harper_chat=someone-elses-guess-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }))).toHaveLength(1)
    expect(await loadChatMessages(getRequest('/'))).toHaveLength(1)
    // the cookie holds the id, the database only its hash
    const token = cookie.split('=')[1]!
    expect(await db.conversation.count({ where: { publicId: token } })).toBe(0)
  })

  test('without JavaScript the message is stored and the browser goes back to the newest message on its page', async () => {
    const { response, cookie } = await say('', 'breaker keeps tripping 32901')
    expect(response.status).toBe(303)
    expect(response.location).toBe('/find-services#harper-latest')
    expect((await lastReply(cookie)).content.length).toBeGreaterThan(10)
    // a redirect target off the site is ignored
    const offsite = await say(cookie, 'hello', { redirectTo: '//evil.example/' })
    expect(offsite.response.location).toBe('/#harper-latest')
  })

  test('a quick-reply button sends its text', async () => {
    const { cookie } = await say('', '', { suggestion: 'Consumer' })
    const messages = await loadChatMessages(getRequest('/', { cookie }))
    expect(messages[1]).toMatchObject({ role: 'user', content: 'Consumer' })
  })

  test('refuses a cross-site post, an empty message and one over the length cap', async () => {
    const crossSite = await outcome(action(routeArgs(formRequest('/harper/messages', { message: 'hi' }, { headers: { Origin: 'https://evil.example' } }))))
    expect(crossSite.status).toBe(403)
    const fetchSite = await outcome(action(routeArgs(formRequest('/harper/messages', { message: 'hi' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }))))
    expect(fetchSite.status).toBe(403)

    const blank = await outcome(action(routeArgs(formRequest('/harper/messages', { message: '   ' }, { headers: { Accept: 'text/event-stream' } }))))
    expect(blank.status).toBe(400)
    expect(blank.data).toEqual({ error: CHAT_MESSAGES.empty })
    const blankNoJs = await say('', '  \n ')
    expect(blankNoJs.response.status).toBe(302)
    expect(blankNoJs.response.headers.getSetCookie()).toEqual([])

    const tooLong = await outcome(action(routeArgs(formRequest('/harper/messages', { message: 'a'.repeat(MAX_MESSAGE_CHARS + 1) }))))
    expect(tooLong.status).toBe(400)
    expect(tooLong.data).toEqual({ error: CHAT_MESSAGES.tooLong })
    const notAForm = await outcome(
      action(
        routeArgs(
          new Request('http://localhost:3000/harper/messages', { method: 'POST', body: '{"message":"hi"}', headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    )
    expect(notAForm.status).toBe(400)
  })

  test('is rate-limited per conversation, with Retry-After', async () => {
    let { cookie } = await say('', 'hi')
    let limited: Awaited<ReturnType<typeof outcome>> | undefined
    for (let sent = 0; sent < 14 && !limited; sent++) {
      const response = action(routeArgs(formRequest('/harper/messages', { message: 'hi' }, { cookie, headers: { Accept: 'text/event-stream' } })))
      const answer = await outcome(response)
      if (answer.status === 429) limited = answer
      // each admitted turn is read to its end, so none of its writes lands during a later test
      else await ((await response) as Response).text()
      cookie = mergeCookies(cookie, answer.headers)
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  test("'Start over' forgets the conversation", async () => {
    const { cookie } = await say('', 'roof leaking 32931')
    const restart = await say(cookie, '', { intent: 'restart' })
    expect(restart.response.location).toBe('/find-services#harper-chat')
    expect(await loadChatMessages(getRequest('/', { cookie: restart.cookie }))).toHaveLength(1)
  })
})

describe('the warm-up at start (docs/decisions/0049)', () => {
  test('runs whole chat turns and leaves nothing behind: no conversation, message or request', async () => {
    const counts = () => Promise.all([db.conversation.count(), db.chatMessage.count(), db.serviceRequest.count()])
    const before = await counts()
    await warmHarper({ readerTurns: 2, chatTurns: 2 })
    expect(await counts()).toEqual(before)
  })

  test("the server's warm-up post over loopback is refused before anything is counted, stored or set", async () => {
    const address = `warm-up-${crypto.randomUUID()}`
    for (let post = 0; post < 40; post++) {
      const refused = await outcome(
        action(routeArgs(formRequest('/harper/messages', { intent: 'warm-up' }, { headers: { Accept: 'text/event-stream', [TEST_CLIENT_ADDRESS]: address } }))),
      )
      expect(refused.status).toBe(400)
      expect(refused.headers.getSetCookie()).toEqual([])
    }
    // the address's count is untouched: its first real message is answered
    const first = (await action(
      routeArgs(formRequest('/harper/messages', { message: 'hi' }, { headers: { Accept: 'text/event-stream', [TEST_CLIENT_ADDRESS]: address } })),
    )) as Response
    expect(first.status).toBe(200)
    await first.text() // the turn's end: its messages are stored
  })

  test("the server's whole turns over loopback: each conversation is deleted by the cookie its answer set; none when Claude answers", async () => {
    const counts = () => Promise.all([db.conversation.count(), db.chatMessage.count(), db.serviceRequest.count()])
    const before = await counts()
    const address = `warm-up-${crypto.randomUUID()}`
    const messages = warmUpTurnMessages({ ANTHROPIC_API_KEY: undefined } as never)
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) {
      const turn = (await action(
        routeArgs(formRequest('/harper/messages', { message }, { headers: { Accept: 'text/event-stream', [TEST_CLIENT_ADDRESS]: address } })),
      )) as Response
      expect(turn.status).toBe(200)
      expect(decodeStreamEvents(await turn.text()).events.some((event) => event.event === 'saved')).toBe(true)
      await forgetWarmUpChat(turn.headers.getSetCookie()[0]!)
    }
    expect(await counts()).toEqual(before)
    expect(warmUpTurnMessages({ ANTHROPIC_API_KEY: 'sk-test' } as never)).toEqual([])
  })
})

describe('from chat to service request', () => {
  test('with consent: one request with ranked matches, the homeowner and each vendor emailed; a repeated consent changes nothing', async () => {
    const { cookie, email, phone } = await roofIntake()
    const consentQuestion = await lastReply(cookie)
    expect(consentQuestion.suggestions.slice(0, 2)).toEqual([CONSENT_YES, CONSENT_NO])
    expect(consentQuestion.content).toMatch(/Nothing is shared until you say yes/)

    const before = await conversationOf(cookie)
    expect(before.conversation.serviceRequestId).toBeNull()
    await say(cookie, '', { suggestion: CONSENT_YES })

    const { conversation } = await conversationOf(cookie)
    const request = conversation.serviceRequest!
    expect(request).toMatchObject({
      contactName: 'Dana Reyes',
      contactEmail: email,
      contactPhone: phone,
      serviceType: 'Roofing',
      zip: '32931',
      urgency: 'immediate',
      budgetRange: '5001-10000',
      status: 'open',
    })
    expect(request.consentText).toMatch(/Nothing is shared until you say yes[\s\S]*Yes, send my request/)
    expect(request.details).toMatchObject({ 'How old is the roof, and what is it made of?': expect.stringMatching(/15 years/) })
    expect(request.description).toMatch(/roof is leaking into the bedroom/)
    // ranked matches (score and reason), the named ones (at most 3) offered the lead at once
    const byRank = [...request.matches].sort((a, b) => a.rank - b.rank)
    expect(byRank.map((match) => match.rank)).toEqual(byRank.map((_, index) => index + 1))
    for (const match of byRank) expect((match.reasons as string[])[0]).toMatch(/Roofing/)
    const offered = byRank.filter((match) => match.status === 'offered')
    expect(offered.length).toBeGreaterThanOrEqual(1)
    expect(offered.length).toBeLessThanOrEqual(3)
    expect(offered.map((match) => match.rank)).toEqual(offered.map((_, index) => index + 1))
    expect(byRank.slice(offered.length).every((match) => match.status === 'queued')).toBe(true)

    const reply = await lastReply(cookie)
    expect(reply.content).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    const homeownerEmail = await db.outboundEmail.findFirstOrThrow({ where: { to: email } })
    expect(homeownerEmail.subject).toMatch(/Roofing in Cocoa Beach/)
    const vendors = await db.vendorProfile.findMany({ where: { id: { in: offered.map((match) => match.vendorProfileId) } } })
    for (const vendor of vendors) {
      expect(homeownerEmail.text).toContain(vendor.companyName)
      const brief = await db.outboundEmail.findFirstOrThrow({
        where: { to: vendor.email, text: { contains: 'roof is leaking into the bedroom' } },
        orderBy: { createdAt: 'desc' },
      })
      expect(brief.text).toMatch(/Service: Roofing/)
      expect(brief.text).toMatch(/Where: Cocoa Beach, FL 32931/)
      expect(brief.text).toMatch(/Timing: Immediate \(Today\)/)
      expect(brief.text).toMatch(/Budget: \$5,001 - \$10,000/)
      expect(brief.text).toMatch(/How old is the roof, and what is it made of\? 15 years, shingle/)
      // contact details wait in the dashboard until the vendor accepts
      expect(brief.text).not.toContain(email)
    }

    // a double submit (or a second yes) creates nothing new
    await say(cookie, '', { suggestion: CONSENT_YES })
    await say(cookie, 'yes')
    expect(await db.serviceRequest.count({ where: { contactEmail: email } })).toBe(1)
    expect(await db.outboundEmail.count({ where: { to: email } })).toBe(1)
  })

  test('"can you cancel that request?" after sending cancels it, as the status page’s button does, and says so', async () => {
    const phone = uniquePhone()
    const cookie = await sayAll(phoneOnlyRequest(phone))
    const { conversation } = await conversationOf(cookie)
    const id = conversation.serviceRequest!.id
    await say(cookie, 'ugh my husband found someone, can you cancel that request?? sorry!!')
    expect((await lastReply(cookie)).content).toMatch(/I've cancelled your request HR-[A-Z0-9]{6}/)
    // the same transition as the status page's button: the request closed, every lead it had cancelled or withdrawn
    expect((await db.serviceRequest.findUniqueOrThrow({ where: { id } })).status).toBe('closed')
    const leads = await db.serviceRequestMatch.findMany({ where: { serviceRequestId: id } })
    expect(leads.length).toBeGreaterThan(0)
    expect(leads.every((lead) => ['cancelled', 'withdrawn'].includes(lead.status))).toBe(true)
    await say(cookie, 'cancel it please')
    expect((await lastReply(cookie)).content).toMatch(/is already closed, so there is nothing to cancel/)
    expect(await db.serviceRequest.count({ where: { contactPhone: phone } })).toBe(1)
  })

  test('a phone-only homeowner gets the private status link in the reply, and "has anyone accepted yet?" is answered from the request', async () => {
    const phone = uniquePhone()
    const cookie = await sayAll(phoneOnlyRequest(phone))
    const reply = await lastReply(cookie)
    expect(reply.content).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    const link = /\/requests\/status\?token=[\w-]+/.exec(reply.content)?.[0]
    expect(link).toBeDefined()
    const { conversation } = await conversationOf(cookie)
    expect(conversation.serviceRequest).toMatchObject({ contactName: 'Sam Lee', contactPhone: phone })

    await say(cookie, 'has anyone accepted yet?')
    const status = await lastReply(cookie)
    expect(status.content).toMatch(/No pro has accepted your request HR-[A-Z0-9]{6} yet/)
    await db.serviceRequestMatch.updateMany({ where: { serviceRequestId: conversation.serviceRequest!.id, status: 'offered' }, data: { status: 'accepted' } })
    await say(cookie, 'any news?')
    expect((await lastReply(cookie)).content).toMatch(/Good news: .+ accepted your request/)
    // the ways people ask, not only "accepted": each answered from the request, not with the wrap-up
    // … and anything else that starts no new job, rather than the wrap-up again
    // (a trade named in the question is no new job: "any roofers accept it yet?")
    for (const question of [
      'did it go thru',
      'is someone coming?',
      'when will they call',
      'the water is off now, do I still need someone?',
      'Any roofers accept it yet?',
      'has anybody excepted yet question mark',
      'electrician accept yet?',
      'Any company has accepted the same?',
      'Quick question, has anyone actually accepted it yet?',
      'ok we are outside now. did anyone get it?',
      // the request's own trade named again is no new job, and a question the trade model might
      // read a trade into is a question about the request
      'the roof stopped dripping but I still want someone out there',
      'has anyone said they can come tonight',
      // what the homeowner did meanwhile is no new job, whatever trade its words belong to
      'I turned the bedroom breaker off',
      'my son is here now he turned the main off. is the electrician still coming',
      'I threw the big main breaker, got a flashlight',
    ]) {
      await say(cookie, question)
      expect((await lastReply(cookie)).content).toMatch(/Good news: .+ accepted your request/)
    }
    // … said in Spanish too ("ya quité el breaker" lists no electricians)
    await say(cookie, 'ya quité el breaker de la sala por si acaso')
    expect((await lastReply(cookie)).content).toMatch(/Good news: .+ accepted your request/)
    // nothing was sent twice
    expect(await db.serviceRequest.count({ where: { contactPhone: phone } })).toBe(1)
  })

  test('a Spanish-speaking homeowner is answered in Spanish, and an active leak skips the budget and goes out urgent', async () => {
    const phone = uniquePhone()
    let cookie = ''
    const replies: string[] = []
    for (const message of [
      'ESTA ENTRANDO AGUA POR EL TECHO',
      'Cocoa Beach 32931',
      'tejas, 20 años',
      'no',
      'María González',
      phone,
      'no',
      'sí, envíelo por favor',
    ]) {
      cookie = (await say(cookie, message)).cookie
      replies.push((await lastReply(cookie)).content)
    }
    expect(replies[0]).toMatch(/^Parece una emergencia/)
    expect(replies.join('\n')).not.toMatch(/presupuesto|How soon/)
    expect(replies.at(-1)).toMatch(/Listo: su solicitud HR-[A-Z0-9]{6} está enviada[\s\S]*\/requests\/status\?token=/)
    const { conversation } = await conversationOf(cookie)
    expect(conversation.serviceRequest).toMatchObject({ contactName: 'María González', urgency: 'immediate', language: 'es' })
    await say(cookie, 'ya estamos afuera, ¿alguien viene?')
    expect((await lastReply(cookie)).content).toMatch(/^Todavía ningún profesional ha aceptado su solicitud HR-[A-Z0-9]{6}/)
  })

  test('a yes with a note for the pros sends the request, and the note goes with it in the homeowner’s words', async () => {
    const { cookie, email } = await roofIntake()
    await say(cookie, 'ok go ahead, but tell them to call before coming, the dog bites')
    const reply = (await lastReply(cookie)).content
    expect(reply).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    expect(reply).toContain('What you asked of them when you said yes is in the request, in your words.')
    const request = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, select: { details: true } })
    expect(request.details).toMatchObject({ 'Said when sending:': 'ok go ahead, but tell them to call before coming, the dog bites' })
  })

  test('a yes that keeps the phone from the pros sends the request with the email alone, and says so', async () => {
    const { cookie, email, phone } = await roofIntake()
    await say(cookie, 'yes send it but email only, do NOT give them my phone number')
    const reply = (await lastReply(cookie)).content
    expect(reply).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    expect(reply).toContain('Your phone number is not in it: they will reach you by email.')
    const request = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, select: { contactPhone: true, description: true } })
    expect(request.contactPhone).toBeNull()
    expect(request.description).not.toContain(phone)
  })

  test('a yes that asks to send, then asks something, sends the request; the question goes with it; the trade stays', async () => {
    const { cookie, email } = await roofIntake()
    await say(cookie, 'Yes please send it. Will they know to bring a ladder? And no door knockers trying to sell me solar.')
    const reply = (await lastReply(cookie)).content
    expect(reply).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    const request = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, select: { details: true, serviceType: true } })
    expect(request.serviceType).toBe('Roofing')
    expect(request.details).toMatchObject({ 'Said when sending:': expect.stringContaining('Will they know to bring a ladder?') })
    expect(reply).not.toContain('myfloridalicense.com')
    // a condition on the pros' licence is the homeowner's check: sent, and Harper says how to check
    const licensed = await roofIntake()
    await say(licensed.cookie, "Yes, send it, as long as they're licensed and insured. I'll ask for proof.")
    expect((await lastReply(licensed.cookie)).content).toMatch(
      /your request HR-[A-Z0-9]{6} is in[\s\S]*licence and insurance when they reach out: a Florida licence can be looked up at myfloridalicense\.com/,
    )
  })

  test('the answer to "shall I send it?" does not change the trade ("no door knockers selling me a roof" under a tree job)', async () => {
    const cookie = await sayAll([
      'Need somebody to trim up the oaks along my driveway, limbs hang too low for the truck',
      '33597',
      'within the month',
      'few thousand',
      'third of a mile of driveway, 15 big live oaks',
      'Clyde Raulerson',
      uniquePhone(),
      'no',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ memory: { lastQuestion: 'consent' } })
    await say(cookie, 'not yet, and tell them no door knockers trying to sell me a roof')
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'Landscaping' } })
  })

  test('an answer to the timing, budget or name question does not change the trade, unless it corrects it', async () => {
    let cookie = await sayAll([
      'there is a hole opening up in the grass next to our dock, water sloshing under it',
      '34102',
      'soon, before it swallows the lawn chair',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'Seawall Construction' } })
    cookie = (await say(cookie, 'sorry, actually I need the lawn redone, not the seawall')).cookie
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'Landscaping' } })
  })

  test("an answer to the job's own questions does not change the trade either, even after a budget that names another", async () => {
    // "the plumber said about 20k" under the budget question, then the lining's details
    let cookie = await sayAll([
      'los drenajes se tapan cada mes, el plomero metio camara y dice que el tubo de hierro debajo del piso esta partido y que lo mejor es hacer lining sin romper',
      'Miami 33135',
      'este mes si se puede',
      'el plomero dijo como 20 mil, no se si es mucho',
      'edificio de 1956, tubo de hierro fundido de 4 pulgadas debajo de la losa, cuando se tapa sale agua sucia por la ducha',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'CIPP Pipe Repair' } })
    // ", not the pipes on top" says where the water comes from; it corrects no trade
    cookie = await sayAll([
      'The water heater in my garage is leaking, water running out the bottom of it',
      '34232',
      'I do not know what they cost anymore',
      'It is a 40 gallon electric one, Rheem. The water is coming from the bottom, not the pipes on top.',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'Plumbing' } })
    // … but details that narrow a plumbing job to the line itself make it the liner's
    cookie = await sayAll([
      "I've got a toilet in the guest bath that keeps backing up, third time this month.",
      '33477, Jupiter',
      'I do not know what it costs',
      'Cast iron, original to the 1974 house, roughly 70 feet from the cleanout to the city tap. Roots at two joints and a belly near the driveway apron.',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { serviceType: 'CIPP Pipe Repair' } })
    // a ZIP written there corrects the place; a town said in passing does not move it
    cookie = await sayAll(['the outlets in the kitchen stopped working', '32803', 'no sparks. ops, the house is 32804, 32803 is my office'])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { zip: '32804' } })
    cookie = await sayAll([
      'water is POURING thru my kitchen ceiling right now, something burst in the upstairs bathroom',
      'vero beach 32960',
      'i dont know where the shut off is. my husband is at work in fort pierce and not answering',
    ])
    expect((await conversationOf(cookie)).conversation.state).toMatchObject({ intake: { zip: '32960' } })
  })

  test('a pro removed before sending is never offered the request', async () => {
    const { cookie, email } = await roofIntake()
    const removable = (await lastReply(cookie)).suggestions.filter((suggestion) => suggestion.startsWith('Remove '))
    expect(removable.length).toBeGreaterThanOrEqual(2)
    const removedName = removable[0]!.slice('Remove '.length)
    await say(cookie, '', { suggestion: removable[0]! })
    const afterRemoval = await lastReply(cookie)
    expect(afterRemoval.content).toContain(`I've taken ${removedName} off the list`)
    expect(afterRemoval.suggestions).not.toContain(removable[0])
    await say(cookie, '', { suggestion: CONSENT_YES })
    const request = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, include: { matches: { include: { vendorProfile: true } } } })
    expect(request.matches.length).toBeGreaterThan(0)
    expect(request.matches.map((match) => match.vendorProfile.companyName)).not.toContain(removedName)
  })

  test('"not the second one … send it to the others" sends to the rest, never to the second', async () => {
    const { cookie, email } = await roofIntake()
    const removable = (await lastReply(cookie)).suggestions.filter((suggestion) => suggestion.startsWith('Remove '))
    expect(removable.length).toBeGreaterThanOrEqual(2)
    const second = removable[1]!.slice('Remove '.length)
    await say(cookie, "Not the second one, they did my neighbor's roof and it was bad. Send it to the others.")
    expect((await lastReply(cookie)).content).toMatch(/your request HR-[A-Z0-9]{6} is in/)
    const request = await db.serviceRequest.findFirstOrThrow({ where: { contactEmail: email }, include: { matches: { include: { vendorProfile: true } } } })
    expect(request.matches.length).toBeGreaterThan(0)
    expect(request.matches.map((match) => match.vendorProfile.companyName)).not.toContain(second)
  })

  test('concurrent consents on one conversation create one request', async () => {
    const { cookie, email } = await roofIntake()
    await Promise.all([say(cookie, CONSENT_YES), say(cookie, CONSENT_YES)])
    expect(await db.serviceRequest.count({ where: { contactEmail: email } })).toBe(1)
  })

  test('without consent nothing is created or sent', async () => {
    const { cookie, email } = await roofIntake()
    await say(cookie, '', { suggestion: CONSENT_NO })
    expect(await db.serviceRequest.count({ where: { contactEmail: email } })).toBe(0)
    expect(await db.outboundEmail.count({ where: { to: email } })).toBe(0)
    expect((await lastReply(cookie)).content).toMatch(/nothing has been shared/)
  })
})

describe('attribution', () => {
  async function agent(email = uniqueEmail('agent')) {
    const user = await createUser({ roles: ['affiliate'], name: 'Morgan Lee' })
    return db.affiliateProfile.create({
      data: { userId: user.id, name: `Morgan ${crypto.randomUUID().slice(0, 6)}`, email, referralCode: generateReferralCode() },
    })
  }

  test('?ref=CODE on a page is remembered, and the request it leads to creates a pending referral for that agent', async () => {
    const profile = await agent()
    const landing = await outcome(rootLoader(routeArgs(getRequest(`/find-services?ref=${profile.referralCode.toLowerCase()}`))))
    const refCookie = landing.headers.getSetCookie().find((cookie) => cookie.startsWith('harper_ref='))!
    expect(refCookie).toMatch(/Max-Age=2592000/)
    expect(refCookie).toMatch(/HttpOnly/i)
    // a code nobody has is not remembered
    const unknown = await outcome(rootLoader(routeArgs(getRequest('/?ref=HH-ZZZZZZ'))))
    expect(unknown.headers.getSetCookie().some((cookie) => cookie.startsWith('harper_ref='))).toBe(false)

    // with the link's cookie Harper does not ask who referred them
    const { cookie, email } = await roofIntake(refCookie.split(';')[0], { referral: null })
    expect((await lastReply(cookie)).suggestions.slice(0, 2)).toEqual([CONSENT_YES, CONSENT_NO])
    await say(cookie, CONSENT_YES)
    const referral = await db.referral.findFirstOrThrow({ where: { affiliateId: profile.id } })
    expect(referral).toMatchObject({ status: 'pending', consumerName: 'Dana Reyes', consumerEmail: email, serviceType: 'Roofing' })
    const request = await db.serviceRequest.findUniqueOrThrow({ where: { id: referral.serviceRequestId! } })
    expect(request.affiliateId).toBe(profile.id)
  })

  test("an agent named in the chat by email is credited; the agent's own request is not (self-referral)", async () => {
    const named = await agent()
    const first = await roofIntake('', { referral: `yes, my realtor is ${named.email}` })
    // the agent's email is not taken as the homeowner's
    const before = await db.chatMessage.findFirst({ where: { content: { contains: named.email } }, select: { conversation: { select: { state: true } } } })
    expect((before?.conversation.state as { intake: { email?: string } }).intake.email).toBe(first.email)
    await say(first.cookie, CONSENT_YES)
    expect(await db.referral.count({ where: { affiliateId: named.id } })).toBe(1)

    const self = await agent()
    const own = await roofIntake('', { email: self.email, referral: self.referralCode })
    await say(own.cookie, CONSENT_YES)
    expect(await db.serviceRequest.count({ where: { contactEmail: self.email } })).toBe(1)
    expect(await db.referral.count({ where: { affiliateId: self.id } })).toBe(0)
  })
})
