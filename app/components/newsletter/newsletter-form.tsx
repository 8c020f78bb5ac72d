import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { useFetcher, useLocation } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { newsletterSchemaFor, type NewsletterSource } from '~/newsletter/newsletter-schema.ts'
import { cn } from '~/utils/misc.ts'
import { useSchemaForm } from '~/utils/forms.ts'

export type NewsletterActionData = { source: NewsletterSource; result: SubmissionResult<string[]> }

/**
 * A newsletter sign-up form: 'header' asks for an email, 'footer' for a full name and an email.
 * It posts to /newsletter. Without JavaScript that is a page load: errors render on /newsletter
 * under the fields, success redirects back here with the spec's text as a toast. With JavaScript
 * a fetcher posts it: errors appear in place, and the success redirect shows the same toast.
 */
export function NewsletterForm({
  source,
  lastResult,
  redirectTo,
  className,
}: {
  source: NewsletterSource
  /** the result of a native post (the /newsletter page); otherwise the fetcher's */
  lastResult?: SubmissionResult<string[]>
  /** where to come back to after subscribing; defaults to the current page */
  redirectTo?: string
  className?: string
}) {
  const location = useLocation()
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${source}` })
  const schema = newsletterSchemaFor(source)
  const [form, fields] = useSchemaForm({
    id: `newsletter-${source}`,
    schema,
    lastResult: lastResult ?? (fetcher.state === 'idle' ? fetcher.data?.result : undefined),
  })
  const back = redirectTo ?? `${location.pathname}${location.search}`
  const footer = source === 'footer'
  const nameField = footer ? (fields as unknown as { name: typeof fields.email }).name : null

  return (
    <fetcher.Form method="post" action="/newsletter" preventScrollReset {...getFormProps(form)} className={cn('flex flex-col gap-3', className)}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={back} />
      <HoneypotField />
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {form.errors.join(' ')}
        </p>
      ) : null}
      <div className={cn('flex flex-col gap-3', !footer && 'sm:flex-row sm:items-start')}>
        {nameField ? (
          <Field label="Full Name" errors={nameField.errors} errorId={nameField.errorId} className="flex-1">
            <Input {...getInputProps(nameField, { type: 'text' })} autoComplete="name" />
          </Field>
        ) : null}
        <Field label="Email" labelClassName={footer ? undefined : 'sr-only'} errors={fields.email.errors} errorId={fields.email.errorId} className="flex-1">
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" placeholder="you@example.com" />
        </Field>
        <StatusButton status={fetcher.state === 'submitting' ? 'pending' : 'idle'} pendingText="Subscribing..." className={footer ? 'self-start' : undefined}>
          Subscribe
        </StatusButton>
      </div>
    </fetcher.Form>
  )
}
