import { getInputProps, getTextareaProps } from '@conform-to/react'
import { VENDOR_APPLICATION_TEXT, VendorApplicationSchema } from '~/applications/vendor-application-schema.ts'
import type { SubmissionResult } from '@conform-to/react'
import { HoneypotField } from '~/components/honeypot-field.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { Textarea } from '~/components/ui/textarea.tsx'
import { CredentialFilesField } from './credential-files-field.tsx'
import { Notice } from './notice.tsx'
import { InputField } from '~/components/input-field.tsx'
import { TermsAgreementLabel } from '~/components/terms-agreement.tsx'
import { useNativeSubmit, useSchemaForm } from '~/utils/forms.ts'

const FORM_ID = 'vendor-application-form'
/** The form posts to this address: the browser lands on the answer (notices above the form), not the page top. */
const FORM_ACTION = '/for-vendors#vendor-application'

/** The 'File Upload Error' notice: one line per refused file, and a line when extras were dropped. */
export type FileNotice = { messages: string[] }

/** What the /for-vendors action answers (app/routes/for-vendors.tsx). */
export type VendorApplicationActionData =
  | { status: 'success'; result: SubmissionResult<string[]>; fileNotice: FileNotice | null; documentCount: number }
  | {
      status: 'error'
      result: SubmissionResult<string[]> | undefined
      fileNotice: FileNotice | null
      /** files were attached but not kept because the form had errors */
      reattachFiles: boolean
      /** the 'Submission Error' reason, when the submission failed as a whole */
      failure: string | null
    }

/**
 * The vendor application (spec §3, §5), the /for-vendors page's island (no router runs there:
 * plain links and a native multipart post, so every answer is a fresh page). It works without
 * JavaScript; with JavaScript the same schema validates as the user types and chosen files are
 * pre-checked. After a success the notice shows above a fresh, empty form (the action's reply
 * resets it).
 */
export function VendorApplicationForm({ actionData }: { actionData: VendorApplicationActionData | undefined }) {
  return (
    <div className="space-y-5">
      {actionData?.status === 'success' ? (
        <Notice tone="success" title={VENDOR_APPLICATION_TEXT.successTitle}>
          <p>{VENDOR_APPLICATION_TEXT.successDescription}</p>
          {actionData.documentCount > 0 ? (
            <p>
              {actionData.documentCount} credential document{actionData.documentCount === 1 ? '' : 's'} received.
            </p>
          ) : null}
        </Notice>
      ) : null}
      {actionData?.status === 'success' && actionData.fileNotice ? (
        <Notice tone="destructive" title={VENDOR_APPLICATION_TEXT.fileErrorTitle}>
          <ul className="list-disc pl-5">
            {actionData.fileNotice.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {actionData?.status === 'error' && actionData.failure ? (
        <Notice tone="destructive" title={VENDOR_APPLICATION_TEXT.failureTitle}>
          <p>{actionData.failure}</p>
        </Notice>
      ) : null}
      <ApplicationFields actionData={actionData} />
    </div>
  )
}

function ApplicationFields({ actionData }: { actionData: VendorApplicationActionData | undefined }) {
  const [form, fields] = useSchemaForm({ id: FORM_ID, schema: VendorApplicationSchema, lastResult: actionData?.result })
  const { pending: submitting, formProps } = useNativeSubmit(form)
  const serverFileMessages = actionData?.status === 'error' ? (actionData.fileNotice?.messages ?? []) : []

  return (
    <form method="post" action={FORM_ACTION} encType="multipart/form-data" {...formProps} className="space-y-5">
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.businessName} label="Business Name *" type="text" autoComplete="organization" />
        <InputField field={fields.contactName} label="Contact Name *" type="text" autoComplete="name" />
        <InputField field={fields.email} label="Email Address *" type="email" autoComplete="email" />
        <InputField field={fields.phone} label="Phone Number *" type="tel" autoComplete="tel" />
      </div>
      <InputField field={fields.address} label="Business Address *" type="text" autoComplete="street-address" placeholder="Street, city, state and ZIP" />
      <Field label="Services Offered *" errors={fields.servicesOffered.errors} errorId={fields.servicesOffered.errorId}>
        <Textarea {...getTextareaProps(fields.servicesOffered)} rows={4} placeholder="Describe the services you provide and your specialties" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.yearsExperience} label="Years of Experience *" type="text" inputMode="numeric" />
        <InputField field={fields.licenseNumber} label="License Number (optional)" type="text" />
        <InputField field={fields.insuranceProvider} label="Insurance Provider *" type="text" />
        <Field label="Website URL (optional)" errors={fields.websiteUrl.errors} errorId={fields.websiteUrl.errorId}>
          {/* type=text: "www.yourcompany.com" is accepted (https:// is added), which type=url would refuse */}
          <Input {...getInputProps(fields.websiteUrl, { type: 'text' })} inputMode="url" autoComplete="url" placeholder="www.yourcompany.com" />
        </Field>
      </div>
      <Field label="Additional Information (optional)" errors={fields.additionalInfo.errors} errorId={fields.additionalInfo.errorId}>
        <Textarea {...getTextareaProps(fields.additionalInfo)} rows={4} />
      </Field>
      <CredentialFilesField serverMessages={serverFileMessages} reattach={actionData?.status === 'error' && actionData.reattachFiles} />
      <Field layout="inline" label={<TermsAgreementLabel required />} errors={fields.agreeToTerms.errors} errorId={fields.agreeToTerms.errorId}>
        <Checkbox {...getInputProps(fields.agreeToTerms, { type: 'checkbox' })} />
      </Field>
      <Field
        layout="inline"
        label="I consent to be contacted by Harper Home about my application and partnership opportunities *"
        errors={fields.consentToContact.errors}
        errorId={fields.consentToContact.errorId}
      >
        <Checkbox {...getInputProps(fields.consentToContact, { type: 'checkbox' })} />
      </Field>
      <StatusButton status={submitting ? 'pending' : 'idle'} pendingText={VENDOR_APPLICATION_TEXT.submitting} size="lg" className="w-full">
        Submit Application
      </StatusButton>
    </form>
  )
}
