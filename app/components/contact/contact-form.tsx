import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { NativeSelect } from '~/components/ui/select.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { Textarea } from '~/components/ui/textarea.tsx'
import { CONTACT_ROLES, CONTACT_SUBJECTS } from '~/marketplace/value-sets.ts'
import { cn } from '~/utils/misc.ts'
import { CONTACT_MESSAGE_MAX_LENGTH, ContactSchema } from '~/contact/contact-schema.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

export type ContactFormChallenge = { a: number; b: number; token: string }

/**
 * The contact form (spec §5), the /contact page's island (no router runs there: plain links and a
 * native post). With JavaScript it validates instantly with the same schema and counts characters
 * live. The captcha question and its signed token come from the
 * server; the page remounts this form (keyed by the token) whenever a new challenge is issued,
 * so the answer field is empty again while the other values come back through `lastResult`.
 */
export function ContactForm({
  challenge,
  lastResult,
  vendor,
}: {
  challenge: ContactFormChallenge
  lastResult: SubmissionResult<string[]> | undefined
  vendor: { slug: string; companyName: string } | null
}) {
  const [form, fields] = useSchemaForm({
    id: 'contact',
    schema: ContactSchema,
    lastResult,
    defaultValue: vendor ? { role: 'consumer' } : undefined,
  })
  const initialMessage = typeof fields.message.initialValue === 'string' ? fields.message.initialValue : ''
  const [messageLength, setMessageLength] = useState(initialMessage.length)
  const { pending: submitting, formProps } = useNativeSubmit(form)
  const counterId = `${fields.message.id}-counter`
  const resetHref = `/contact${vendor ? `?vendor=${encodeURIComponent(vendor.slug)}` : ''}#contact-form`

  return (
    <form method="post" {...formProps} className="space-y-5">
      <HoneypotField />
      {vendor ? (
        <p className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
          Your message will be about: <strong>{vendor.companyName}</strong>
          <input type="hidden" name="vendor" value={vendor.slug} />
        </p>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.name} label="Full Name" type="text" autoComplete="name" />
        <InputField field={fields.email} label="Email Address" type="email" autoComplete="email" />
        <Field label="I am a..." errors={fields.role.errors} errorId={fields.role.errorId}>
          <NativeSelect {...getSelectProps(fields.role)}>
            <option value="">Select your role</option>
            {CONTACT_ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Subject" errors={fields.subject.errors} errorId={fields.subject.errorId}>
          <NativeSelect {...getSelectProps(fields.subject)}>
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label="Message" errors={fields.message.errors} errorId={fields.message.errorId}>
        {(control) => (
          <>
            <Textarea
              {...getTextareaProps(fields.message)}
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              onChange={(event) => setMessageLength(event.currentTarget.value.length)}
            />
            <p id={counterId} className="text-right text-sm text-muted-foreground" aria-live="polite">
              {messageLength}/{CONTACT_MESSAGE_MAX_LENGTH}
            </p>
          </>
        )}
      </Field>
      <Field
        layout="inline"
        label={
          <>
            I agree to the{' '}
            <a href="/privacy" className="text-primary underline">
              privacy policy
            </a>
          </>
        }
        errors={fields.agreedToPrivacy.errors}
        errorId={fields.agreedToPrivacy.errorId}
      >
        <Checkbox {...getInputProps(fields.agreedToPrivacy, { type: 'checkbox' })} value="on" />
      </Field>
      <fieldset className="rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Verification</legend>
        <input type="hidden" name="captchaToken" value={challenge.token} />
        <Field label={`What is ${challenge.a} + ${challenge.b}?`} errors={fields.captchaAnswer.errors} errorId={fields.captchaAnswer.errorId}>
          <Input {...getInputProps(fields.captchaAnswer, { type: 'text' })} defaultValue="" inputMode="numeric" autoComplete="off" className="max-w-32" />
        </Field>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <StatusButton status={submitting ? 'pending' : 'idle'} pendingText="Sending..." size="lg">
          Send Message
        </StatusButton>
        <a
          href={resetHref}
          aria-disabled={submitting || undefined}
          tabIndex={submitting ? -1 : undefined}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}
        >
          Reset
        </a>
      </div>
    </form>
  )
}
