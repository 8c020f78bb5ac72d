import type { SubmissionResult } from '@conform-to/react'
import { ForgotPasswordSchema, SetPasswordSchema } from '~/accounts/password-schemas.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { InputField } from '~/components/input-field.tsx'
import { PasswordField } from '~/components/password-field.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

// The forms of /forgot-password and /reset-password, each its page's island (no router runs
// there: plain-data props, a native post — app/islands).

export function ForgotPasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm({ id: 'forgot-password', schema: ForgotPasswordSchema, lastResult })
  const { pending, formProps } = useNativeSubmit(form)
  return (
    <form method="post" {...formProps} className="space-y-5">
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField field={fields.email} label="Email" type="email" autoComplete="email" />
      <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Sending..." className="w-full">
        Send Reset Link
      </StatusButton>
    </form>
  )
}

export function SetPasswordForm({ lastResult, token, setup }: { lastResult: SubmissionResult<string[]> | undefined; token: string; setup: boolean }) {
  const [form, fields] = useSchemaForm({ id: 'set-password', schema: SetPasswordSchema, lastResult })
  const { pending, formProps } = useNativeSubmit(form)
  return (
    <form method="post" {...formProps} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <PasswordField field={fields.password} label="New password" autoComplete="new-password" description="At least 8 characters" />
      <PasswordField field={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
      <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Saving..." className="w-full">
        {setup ? 'Set Password' : 'Reset Password'}
      </StatusButton>
    </form>
  )
}
