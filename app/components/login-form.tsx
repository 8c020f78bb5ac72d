import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import type { PasswordLoginSchema, VendorLoginSchema } from '~/accounts/login-schemas.ts'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { useSchemaForm } from '~/utils/forms.ts'
import { FORM_ID_FIELD, useIsPending } from '~/utils/use-is-pending.ts'

/**
 * Email + password form shared by the admin, affiliate and vendor login pages. Posts natively
 * (works without JavaScript); with JavaScript it validates instantly with the same schema.
 */
export function LoginForm({
  schema,
  lastResult,
  redirectTo,
  submitLabel,
  pendingLabel,
  rememberMe = false,
  id = 'login',
  children,
}: {
  schema: typeof PasswordLoginSchema | typeof VendorLoginSchema
  lastResult: SubmissionResult<string[]> | undefined
  redirectTo?: string | null
  submitLabel: string
  pendingLabel: string
  rememberMe?: boolean
  id?: string
  /** extra content under the password field (e.g. a strength meter) */
  children?: (password: string) => React.ReactNode
}) {
  const hydrated = useHydrated()
  const [showPassword, setShowPassword] = useState(false)
  const [password, setPassword] = useState('')
  const [form, fields] = useSchemaForm({ id: id, schema: schema, lastResult: lastResult })
  // A refused attempt clears the password (without JavaScript the server's reply already does).
  const passwordRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (lastResult?.status === 'error' && passwordRef.current) passwordRef.current.value = ''
  }, [lastResult])
  const submitting = useIsPending(id)

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField field={fields.email} label="Email" type="email" autoComplete="email" autoFocus />
      <Field label="Password" errors={fields.password.errors} errorId={fields.password.errorId}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...getInputProps(fields.password, { type: showPassword ? 'text' : 'password' })}
              {...control}
              ref={passwordRef}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {hydrated ? (
              <button
                type="button"
                className="shrink-0 rounded-md border border-border px-3 text-sm"
                aria-pressed={showPassword}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide' : 'Show'}
              </button>
            ) : null}
          </div>
        )}
      </Field>
      {children?.(password)}
      {rememberMe ? (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox name="rememberMe" value="on" /> Remember me for 30 days
        </label>
      ) : null}
      <StatusButton status={submitting ? 'pending' : 'idle'} pendingText={pendingLabel} className="w-full">
        {submitLabel}
      </StatusButton>
    </Form>
  )
}
