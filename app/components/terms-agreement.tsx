/** The label of the 'I agree to the Terms of Service and Privacy Policy' checkbox of the application forms. */
export function TermsAgreementLabel({ required = false }: { required?: boolean }) {
  return (
    <span>
      I agree to the{' '}
      <a href="/terms" className="text-primary underline underline-offset-4">
        Terms of Service
      </a>{' '}
      and{' '}
      <a href="/privacy" className="text-primary underline underline-offset-4">
        Privacy Policy
      </a>
      {required ? ' *' : null}
    </span>
  )
}
