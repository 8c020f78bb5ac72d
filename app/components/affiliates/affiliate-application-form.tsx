import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'
import { AFFILIATE_APPLICATION_MESSAGES, AffiliateApplicationSchema, ROSTER_MAX_ROWS } from '~/applications/affiliate-application-schema.ts'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { TermsAgreementLabel } from '~/components/terms-agreement.tsx'
import { Island } from '~/components/island.tsx'

export const AFFILIATE_APPLICATION_FORM_ID = 'affiliate-application-form'
/** The form posts to this address: without JavaScript the browser lands on the form's answer, not the page top. */
const FORM_ACTION = '/affiliates#affiliate-application'
/**
 * A fresh form. It must differ from the address the answer was shown at by more than the
 * fragment, or a browser without JavaScript would only scroll instead of loading the page again.
 */
const ANOTHER_APPLICATION = '/affiliates?apply=again#affiliate-application'

/**
 * The application form, or its success view once the action stored the application. The page is
 * not hydrated: only the form is, as an island (app/islands).
 */
export function AffiliateApplicationSection({ lastResult, succeeded }: { lastResult: SubmissionResult<string[]> | undefined; succeeded: boolean }) {
  return (
    <section id="affiliate-application" aria-labelledby="affiliate-application-heading" className="scroll-mt-[100px]">
      <div className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {succeeded ? (
          <ApplicationReceived />
        ) : (
          <>
            <h2 id="affiliate-application-heading" className="text-2xl font-bold">
              Apply to the Affiliate Program
            </h2>
            <p className="mt-2 text-muted-foreground">
              Free to join. We review every application within 48 hours. Team leaders can add their agents with an optional CSV roster.
            </p>
            <Island name="affiliate-application-form" component={AffiliateApplicationForm} props={{ lastResult }} />
          </>
        )}
      </div>
    </section>
  )
}

function ApplicationReceived() {
  return (
    <div role="status" className="space-y-4 text-center">
      <h2 id="affiliate-application-heading" className="text-2xl font-bold">
        {AFFILIATE_APPLICATION_MESSAGES.success}
      </h2>
      <p className="text-muted-foreground">
        We've emailed you a confirmation with what happens next: once approved, your 14-day onboarding starts with account setup on day 1 and ends with your
        first referral on day 14.
      </p>
      <a href={ANOTHER_APPLICATION} className={buttonVariants({ variant: 'outline' })}>
        Submit Another Application
      </a>
    </div>
  )
}

/** The application form itself, the page's island: no router runs there (plain links, a native multipart post). */
export function AffiliateApplicationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm({ id: AFFILIATE_APPLICATION_FORM_ID, schema: AffiliateApplicationSchema, lastResult: lastResult })
  const { pending: submitting, formProps } = useNativeSubmit(form)

  return (
    <form method="post" action={FORM_ACTION} encType="multipart/form-data" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
      <HoneypotField />
      <div className="sm:col-span-2 empty:hidden">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      <InputField field={fields.name} label="Full Name" type="text" autoComplete="name" />
      <InputField field={fields.email} label="Email" type="email" autoComplete="email" />
      <InputField field={fields.brokerageName} label="Brokerage / Company Name" type="text" autoComplete="organization" />
      <InputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      <Field
        className="sm:col-span-2"
        label="Referral Code (optional)"
        errors={fields.referralCode.errors}
        errorId={fields.referralCode.errorId}
        description="If another affiliate invited you, enter their code."
        descriptionId={`${fields.referralCode.id}-description`}
      >
        <Input {...getInputProps(fields.referralCode, { type: 'text' })} autoComplete="off" />
      </Field>
      <Field
        className="sm:col-span-2"
        label="Team Roster (optional CSV)"
        errors={fields.roster.errors}
        errorId={fields.roster.errorId}
        description={`A .csv file with a header row: name, email, phone. Up to ${ROSTER_MAX_ROWS} agents, 256 KB.`}
        descriptionId={`${fields.roster.id}-description`}
      >
        <Input {...getInputProps(fields.roster, { type: 'file' })} accept=".csv,text/csv" className="pt-2.5" />
      </Field>
      <Field
        className="sm:col-span-2"
        layout="inline"
        label={<TermsAgreementLabel />}
        errors={fields.agreeToTerms.errors}
        errorId={fields.agreeToTerms.errorId}
      >
        <Checkbox {...getInputProps(fields.agreeToTerms, { type: 'checkbox' })} />
      </Field>
      <div className="sm:col-span-2">
        <StatusButton status={submitting ? 'pending' : 'idle'} pendingText="Submitting..." size="lg" className="w-full sm:w-auto">
          Submit Application
        </StatusButton>
      </div>
    </form>
  )
}
