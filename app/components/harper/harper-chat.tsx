import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { CHAT_ANCHOR, CHAT_ENDPOINT, CHAT_LATEST_ANCHOR, CONNECTION_ERROR, decodeStreamEvents, MAX_MESSAGE_CHARS } from '~/harper/chat-protocol.ts'
import { cn } from '~/utils/misc.ts'
import { useHydrated } from '~/utils/use-hydrated.ts'
import { vendorCardHref } from '~/vendors/search.ts'

// The Harper chat panel (spec §2 "Harper chat panel"; docs/decisions/0017). Server-rendered as a
// plain form that posts to /harper/messages and comes back to the newest message (#harper-latest),
// so every step works without JavaScript and the page lands on Harper's reply. With JavaScript (hydrated with its page, or on home as a small island) the
// reply streams in as it is written. No router hooks: the same component runs as an island.

export type ChatVendor = { slug: string; companyName: string; reason: string }
export type ChatMessageView = { id: string; role: 'user' | 'assistant'; content: string; suggestions: string[]; vendors: ChatVendor[] }
export type HarperChatProps = {
  messages: ChatMessageView[]
  /** where a plain form post comes back to (this page) */
  redirectTo: string
  bookingUrl: string
  title?: string
}

const BOOK_APPOINTMENT = 'Book Appointment'
const TALK_TO_AGENT = 'Talk to Agent'
const GREETING_ID = 'greeting'
const TOAST_MS = 6_000

type Toast = { title: string; description: string }

export function HarperChat({ messages: initialMessages, redirectTo, bookingUrl, title = 'Get Your Free Quote' }: HarperChatProps) {
  const hydrated = useHydrated()
  const [messages, setMessages] = useState(initialMessages)
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState(false)
  const [streamed, setStreamed] = useState<string | null>(null)
  const [toast, setToast] = useState<Toast | null>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // the newest message stays in view
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages, streamed])

  // the keyboard stays where the user types: back in the input once it is enabled again
  const refocus = useRef(false)
  useEffect(() => {
    if (pending || !refocus.current) return
    refocus.current = false
    inputRef.current?.focus()
  }, [pending])

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const last = messages.at(-1)
  const suggestions = !pending && last?.role === 'assistant' ? last.suggestions : []

  async function send(text: string) {
    const message = text.trim()
    if (!message || pending) return
    const local: ChatMessageView = { id: `local-${Date.now()}`, role: 'user', content: message, suggestions: [], vendors: [] }
    setMessages((current) => [...current, local])
    setDraft('')
    setPending(true)
    setStreamed('')
    try {
      const saved = await streamReply(message, redirectTo, setStreamed)
      setMessages((current) => [...current, { ...saved, role: 'assistant' }])
    } catch {
      setToast({ title: CONNECTION_ERROR.title, description: CONNECTION_ERROR.description })
      setMessages((current) => [...current, { id: `error-${Date.now()}`, role: 'assistant', content: CONNECTION_ERROR.harper, suggestions: [], vendors: [] }])
    } finally {
      setStreamed(null)
      setPending(false)
      refocus.current = true
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    void send(submitter?.name === 'suggestion' ? submitter.value : draft)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      formRef.current?.requestSubmit()
    }
  }

  async function startOver(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      const response = await fetch(CHAT_ENDPOINT, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'restart' }),
        headers: { Accept: 'text/event-stream' },
      })
      if (!response.ok) throw new Error(`status ${response.status}`)
      setMessages((current) => current.filter((message) => message.id === GREETING_ID))
      inputRef.current?.focus()
    } catch {
      setToast({ title: CONNECTION_ERROR.title, description: CONNECTION_ERROR.description })
    }
  }

  const blank = draft.trim().length === 0
  return (
    <section
      data-hydrated={hydrated ? 'true' : undefined}
      id={CHAT_ANCHOR}
      aria-labelledby="harper-chat-heading"
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="harper-chat-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {messages.length > 1 ? (
          <form method="post" action={CHAT_ENDPOINT} onSubmit={hydrated ? startOver : undefined}>
            <input type="hidden" name="intent" value="restart" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" className={buttonVariants({ variant: 'ghost', size: 'sm' })} disabled={pending}>
              Start over
            </button>
          </form>
        ) : null}
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation with Harper"
        aria-busy={pending}
        // a scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="harper-log"
        className="mt-4 h-64 space-y-3 overflow-y-auto overscroll-contain rounded-lg bg-background/60 p-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {messages.map((message, index) => (
          <Bubble key={message.id} message={message} id={index === messages.length - 1 ? CHAT_LATEST_ANCHOR : undefined} />
        ))}
        {streamed !== null ? (
          // the finished reply is announced once, when it joins the log; the growing copy is not
          <div aria-hidden="true" data-testid="harper-streaming">
            <Bubble message={{ id: 'streaming', role: 'assistant', content: streamed || '…', suggestions: [], vendors: [] }} />
          </div>
        ) : null}
      </div>
      {pending ? (
        <p role="status" className="mt-2 text-xs text-muted-foreground">
          Harper is typing…
        </p>
      ) : null}

      <form ref={formRef} method="post" action={CHAT_ENDPOINT} onSubmit={hydrated ? onSubmit : undefined} className="mt-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {suggestions.length ? (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label="Suggested replies">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Suggestion suggestion={suggestion} bookingUrl={bookingUrl} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor="harper-message" className="sr-only">
            Message Harper
          </label>
          <textarea
            ref={inputRef}
            id="harper-message"
            name="message"
            rows={2}
            required
            maxLength={MAX_MESSAGE_CHARS}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            placeholder="Describe your project, e.g. “roof leaking in 32931”"
            className="min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          />
          <button type="submit" className={buttonVariants({ className: 'shrink-0' })} disabled={hydrated && (blank || pending)}>
            Send
          </button>
        </div>
      </form>

      {toast ? (
        <div
          role="alert"
          data-testid="harper-toast"
          className="fixed inset-x-4 top-4 z-50 mx-auto max-w-sm rounded-lg border border-destructive/40 bg-destructive px-4 py-3 text-destructive-foreground shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{toast.title}</p>
              <p className="text-sm">{toast.description}</p>
            </div>
            <button type="button" onClick={() => setToast(null)} className="text-sm underline" aria-label="Dismiss">
              ✕
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}

function Bubble({ message, id }: { message: ChatMessageView; id?: string }) {
  const mine = message.role === 'user'
  return (
    <div id={id} className={cn('flex items-start gap-2', mine && 'justify-end')}>
      {mine ? null : (
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
          H
        </span>
      )}
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Harper: '}</span>
        {withVendorLinks(message.content, message.vendors)}
      </p>
    </div>
  )
}

/** The reply's text with each listed vendor's name (its first mention) a link to its card on /find-services. */
function withVendorLinks(content: string, vendors: ChatVendor[]): ReactNode[] {
  const mentions = vendors
    .map((vendor) => ({ vendor, at: content.indexOf(vendor.companyName) }))
    .filter((mention) => mention.at >= 0)
    .sort((a, b) => a.at - b.at)
  const parts: ReactNode[] = []
  let from = 0
  for (const { vendor, at } of mentions) {
    if (at < from) continue // inside a name already linked
    parts.push(content.slice(from, at))
    parts.push(
      <a key={vendor.slug} href={vendorCardHref(vendor)} className="font-semibold underline underline-offset-2 hover:no-underline">
        {vendor.companyName}
      </a>,
    )
    from = at + vendor.companyName.length
  }
  parts.push(content.slice(from))
  return parts
}

/** 'Book Appointment' opens the booking page, 'Talk to Agent' goes to /contact, others send their text. */
function Suggestion({ suggestion, bookingUrl }: { suggestion: string; bookingUrl: string }) {
  const look = buttonVariants({ variant: 'outline', size: 'sm' })
  if (suggestion === BOOK_APPOINTMENT) {
    return (
      <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={look}>
        {suggestion}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (suggestion === TALK_TO_AGENT) {
    return (
      <a href="/contact" className={look}>
        {suggestion}
      </a>
    )
  }
  return (
    <button type="submit" name="suggestion" value={suggestion} formNoValidate className={look}>
      {suggestion}
    </button>
  )
}

/** Posts one message and reads the streamed reply; resolves with the saved message, rejects on any failure. */
async function streamReply(message: string, redirectTo: string, onText: (text: string) => void): Promise<Omit<ChatMessageView, 'role'>> {
  const response = await fetch(CHAT_ENDPOINT, {
    method: 'POST',
    body: new URLSearchParams({ message, redirectTo }),
    headers: { Accept: 'text/event-stream' },
  })
  if (!response.ok || !response.body) throw new Error(`Harper answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const decoded = decodeStreamEvents(buffer + value)
    buffer = decoded.rest
    for (const event of decoded.events) {
      if (event.event === 'text') onText((text += event.data.delta))
      else if (event.event === 'restart') onText((text = ''))
      else if (event.event === 'saved') return event.data.message
      else if (event.event === 'error') throw new Error(event.data.message)
    }
  }
  throw new Error('the reply ended before it was saved')
}
