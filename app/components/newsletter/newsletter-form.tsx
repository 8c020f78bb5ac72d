import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { newsletterSchemaFor, type NewsletterSource } from '~/newsletter/newsletter-schema.ts'
import { cn } from '~/utils/misc.ts'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

/**
 * A newsletter sign-up form: 'header' asks for an email, 'footer' for a full name and an email.
 * It posts to /newsletter, natively (on /blog it is an island: no router runs there): errors the
 * server finds render on /newsletter under the fields, success redirects back to `redirectTo` with
 * the spec's text as a toast. With JavaScript the same schema validates in place first.
 */
export function NewsletterForm({
  source,
  lastResult,
  redirectTo,
  className,
}: {
  source: NewsletterSource
  /** the server's answer to a post (the /newsletter page) */
  lastResult?: SubmissionResult<string[]>
  /** where to come back to after subscribing */
  redirectTo: string
  className?: string
}) {
  const [form, fields] = useSchemaForm({ id: `newsletter-${source}`, schema: newsletterSchemaFor(source), lastResult })
  const { pending, formProps } = useNativeSubmit(form)
  const footer = source === 'footer'
  const nameField = footer ? (fields as unknown as { name: typeof fields.email }).name : null

  return (
    <form method="post" action="/newsletter" {...formProps} className={cn('flex flex-col gap-3', className)}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
        <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Subscribing..." className={footer ? 'self-start' : undefined}>
          Subscribe
        </StatusButton>
      </div>
    </form>
  )
}
