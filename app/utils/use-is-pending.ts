import { useNavigation } from 'react-router'

/** The hidden field naming which form on a page was posted (for `useIsPending`). */
export const FORM_ID_FIELD = 'form-id'

/** Whether the form with this id (its hidden `form-id` field) is being submitted right now. */
export function useIsPending(formId: string): boolean {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get(FORM_ID_FIELD) === formId
}
