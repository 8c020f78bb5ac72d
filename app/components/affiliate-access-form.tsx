import type { SubmissionResult } from '@conform-to/react'
import { AffiliateSignupSchema, SIGNUP_MESSAGES } from '~/accounts/signup-schema.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { InputField } from '~/components/input-field.tsx'
import { LoginForm } from '~/components/login-form.tsx'
import { PasswordField } from '~/components/password-field.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

/**
 * /affiliate-auth's island: the form of the tab shown (the tab itself is URL state, ?tab=signup,
 * switched by plain links). No router runs there: plain-data props, native posts.
 */
export function AffiliateAccessForm({
  tab,
  loginResult,
  signupResult,
  redirectTo,
}: {
  tab: 'login' | 'signup'
  loginResult: SubmissionResult<string[]> | undefined
  signupResult: SubmissionResult<string[]> | undefined
  redirectTo: string | null
}) {
  return tab === 'login' ? (
    <LoginForm id="affiliate-login" audience="affiliate" lastResult={loginResult} redirectTo={redirectTo} submitLabel="Login" pendingLabel="Logging in..." />
  ) : (
    <SignupForm lastResult={signupResult} />
  )
}

function SignupForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm({ id: 'affiliate-signup', schema: AffiliateSignupSchema, lastResult })
  const { pending, formProps } = useNativeSubmit(form)
  return (
    <form method="post" action="/affiliate-auth?tab=signup" {...formProps} className="space-y-5">
      <input type="hidden" name="intent" value="signup" />
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField field={fields.name} label="Full Name" type="text" autoComplete="name" />
      <InputField field={fields.email} label="Email" type="email" autoComplete="email" />
      <PasswordField field={fields.password} label="Password" autoComplete="new-password" description={SIGNUP_MESSAGES.passwordHint} />
      <p className="text-sm text-muted-foreground">{SIGNUP_MESSAGES.whatHappensNext}</p>
      <StatusButton status={pending ? 'pending' : 'idle'} pendingText="Creating account..." className="w-full">
        Sign Up
      </StatusButton>
    </form>
  )
}
