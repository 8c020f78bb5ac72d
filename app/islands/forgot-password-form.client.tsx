import { ForgotPasswordForm } from '~/components/password-forms.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('forgot-password-form', ForgotPasswordForm)
