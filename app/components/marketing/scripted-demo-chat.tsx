import type * as React from 'react'
import { ChatBubble } from './chat-bubble.tsx'
import { UrlStateLink } from './url-state-link.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { demoSearch } from '~/marketing/url-state.ts'
import { viewScriptedDemo, type ScriptedDemo } from '~/marketing/scripted-demo.ts'

/**
 * A scripted Harper chat (pipe repair, roofing). The state is `?step=N&picks=…`: every option is
 * a link to the next step, 'Reset' a link back to step 1. Nothing typed is sent anywhere, so
 * there is no text box to pretend otherwise. Rendered inside an island (docs/decisions/0045), which
 * passes the page's current query string.
 */
export function ScriptedDemoChat({
  demo,
  searchParams,
  anchor,
  renderLastStepOption,
  finale,
}: {
  demo: ScriptedDemo
  /** The page's query string now (`useUrlSearch`): the demo's state and the params its links keep. */
  searchParams: URLSearchParams
  /** Id of the section holding the demo (the no-JS jump target). */
  anchor: string
  /** How an option of the last step renders (default: none are links). */
  renderLastStepOption?: (option: string, index: number) => React.ReactNode
  /** Shown under the transcript at the last step. */
  finale?: React.ReactNode
}) {
  const view = viewScriptedDemo(demo, searchParams)
  return (
    <div className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6" data-testid={`${demo.id}-chat`}>
      <p className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span>{demo.title}</span>
        <span className="text-muted-foreground">
          Step {view.step} of {view.lastStep}
        </span>
      </p>
      <ol className="mt-4 flex flex-col gap-3" aria-live="polite">
        {view.transcript.map((line, index) => (
          <ChatBubble key={index} from={line.from}>
            {line.text}
          </ChatBubble>
        ))}
      </ol>
      {view.options.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your reply">
          {view.options.map((option, index) => (
            <li key={option}>
              {view.isLastStep && renderLastStepOption ? (
                renderLastStepOption(option, index)
              ) : view.isLastStep ? null : (
                <UrlStateLink
                  to={demoSearch(searchParams, { step: view.step + 1, picks: [...view.picks, index] }) as `?${string}`}
                  anchor={anchor}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {option}
                </UrlStateLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {view.isLastStep ? <div className="mt-4">{finale}</div> : null}
      {view.step > 1 ? (
        <p className="mt-4">
          <UrlStateLink to={demoSearch(searchParams, { step: 1 }) as `?${string}`} anchor={anchor} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Reset
          </UrlStateLink>
        </p>
      ) : null}
    </div>
  )
}
