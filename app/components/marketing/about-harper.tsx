import { ChatBubble } from './chat-bubble.tsx'
import { UrlStateLink, useUrlSearch } from './url-state-link.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import {
  ABOUT_DEMO_GREETING,
  ABOUT_DEMO_LAST_STEP,
  ABOUT_DEMO_SCRIPT,
  AUDIENCE_TABS,
  parseAboutDemoStep,
  parseAudience,
  tabFor,
} from '~/marketing/about-harper.ts'
import { withParam } from '~/marketing/url-state.ts'
import { cn } from '~/utils/misc.ts'

// /about-harper's two islands (docs/decisions/0045): the audience tabs with their panel, and the
// scripted demo. Both render from the page's query string (`?audience=realtors&step=2`), which
// each keeps when it changes its own part.

export const TABS_ANCHOR = 'audiences'
export const DEMO_ANCHOR = 'harper-demo'

/**
 * A tab changed in place is recorded as a page load with that tab would be (spec §7): the page's
 * loader is asked for the new state, from the page the visitor is on (its Referer), as React
 * Router's client asked it when the page was hydrated whole. The answer is not needed.
 */
function recordTabChange(to: `?${string}`) {
  void fetch(`${window.location.pathname}.data${to}`, { referrer: window.location.href, credentials: 'same-origin' }).catch(() => {})
}

export function AudienceTabs({ search }: { search: string }) {
  const searchParams = useUrlSearch(search)
  const audience = parseAudience(searchParams.get('audience'))
  const tab = tabFor(audience)
  return (
    <>
      <nav aria-label="Audience">
        <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
          {AUDIENCE_TABS.map((entry) => {
            const to = withParam(searchParams, 'audience', entry.id) as `?${string}`
            return (
              <li key={entry.id}>
                <UrlStateLink
                  to={to}
                  anchor={TABS_ANCHOR}
                  onChangeInPlace={entry.id === audience ? undefined : () => recordTabChange(to)}
                  aria-current={entry.id === audience ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold hover:text-foreground sm:min-h-9',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    entry.id === audience ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  {entry.label}
                </UrlStateLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <article
        data-testid="audience-panel"
        aria-labelledby="audience-title"
        className="mt-6 grid gap-6 rounded-xl border border-border bg-surface p-6 shadow-sm md:grid-cols-[1.4fr_1fr]"
      >
        <div>
          <Badge>{tab.label}</Badge>
          <h3 id="audience-title" className="mt-3 text-xl font-semibold">
            {tab.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{tab.description}</p>
          <p className="mt-4">
            <strong>Benefit:</strong> {tab.benefit}
          </p>
          <p className="mt-4 rounded-lg bg-accent px-4 py-3 font-semibold text-primary">{tab.highlight}</p>
        </div>
        <div>
          <h4 className="font-semibold">Features</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {tab.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </article>
    </>
  )
}

export function AboutDemo({ search }: { search: string }) {
  const searchParams = useUrlSearch(search)
  const step = parseAboutDemoStep(searchParams.get('step'))
  const stepLink = (to: number) => withParam(searchParams, 'step', String(to)) as `?${string}`
  const suggestions = step === 0 ? ABOUT_DEMO_GREETING.suggestions : ABOUT_DEMO_SCRIPT[step - 1]!.suggestions
  return (
    <div className="max-w-2xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6" data-testid="about-demo">
      <p className="flex justify-between text-sm font-semibold">
        <span>Harper demo</span>
        <span className="text-muted-foreground">{step === 0 ? 'Not started' : `Step ${step} of ${ABOUT_DEMO_LAST_STEP}`}</span>
      </p>
      <ol className="mt-4 flex flex-col gap-3" aria-live="polite">
        <ChatBubble from="harper">{ABOUT_DEMO_GREETING.message}</ChatBubble>
        {ABOUT_DEMO_SCRIPT.slice(0, step).map((entry) => (
          <DemoExchange key={entry.message} message={entry.message} response={entry.response} />
        ))}
      </ol>
      {step < ABOUT_DEMO_LAST_STEP ? (
        <div className="mt-5 flex flex-col gap-3">
          {suggestions?.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <UrlStateLink to={stepLink(step + 1)} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {suggestion}
                  </UrlStateLink>
                </li>
              ))}
            </ul>
          ) : null}
          <UrlStateLink to={stepLink(step + 1)} anchor={DEMO_ANCHOR} className={buttonVariants({ className: 'self-start' })}>
            Next Step
          </UrlStateLink>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">
          <UrlStateLink to={stepLink(0)} anchor={DEMO_ANCHOR} className={buttonVariants({ variant: 'outline' })}>
            Reset Demo
          </UrlStateLink>
          <a href="/find-services" className={buttonVariants()}>
            Try Live
          </a>
        </div>
      )}
    </div>
  )
}

function DemoExchange({ message, response }: { message: string; response?: string }) {
  return (
    <>
      <ChatBubble from="user">{message}</ChatBubble>
      {response ? <ChatBubble from="harper">{response}</ChatBubble> : null}
    </>
  )
}
