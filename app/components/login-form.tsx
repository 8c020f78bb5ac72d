import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { LOGIN_PAGES, type LoginAudience } from '~/accounts/login-pages.ts'
import { passwordStrength } from '~/accounts/login-schemas.ts'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

export type LoginFormProps = {
  /** whose sign-in page it is: the schema is that page's (app/accounts/login-pages.ts) */
  audience: LoginAudience
  lastResult: SubmissionResult<string[]> | undefined
  redirectTo?: string | null
  submitLabel: string
  pendingLabel: string
  rememberMe?: boolean
  /** a strength meter under the password as it is typed */
  showStrength?: boolean
  id?: string
}

/**
 * Email + password form shared by the admin, affiliate and vendor login pages, and the island of
 * those pages (no router runs there: its props are plain data, it posts natively). With
 * JavaScript it validates instantly with the same schema.
 */
export function LoginForm({
  audience,
  lastResult,
  redirectTo,
  submitLabel,
  pendingLabel,
  rememberMe = false,
  showStrength = false,
  id = 'login',
}: LoginFormProps) {
  const hydrated = useHydrated()
  const [showPassword, setShowPassword] = useState(false)
  const [password, setPassword] = useState('')
  const [form, fields] = useSchemaForm({ id, schema: LOGIN_PAGES[audience].schema, lastResult })
  // A refused attempt clears the password (without JavaScript the server's reply already does).
  const passwordRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (lastResult?.status === 'error' && passwordRef.current) passwordRef.current.value = ''
  }, [lastResult])
  const { pending: submitting, formProps } = useNativeSubmit(form)

  return (
    <form method="post" {...formProps} className="space-y-5">
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
      {showStrength && password ? <PasswordStrength password={password} /> : null}
      {rememberMe ? (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox name="rememberMe" value="on" /> Remember me for 30 days
        </label>
      ) : null}
      <StatusButton status={submitting ? 'pending' : 'idle'} pendingText={pendingLabel} className="w-full">
        {submitLabel}
      </StatusButton>
    </form>
  )
}

function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password)
  return (
    <div aria-live="polite" className="space-y-1">
      <div className="flex h-1.5 gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={`flex-1 rounded ${step <= score ? (score <= 1 ? 'bg-destructive' : score <= 3 ? 'bg-warning' : 'bg-success') : 'bg-muted'}`}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">Password strength: {label}</p>
    </div>
  )
}
