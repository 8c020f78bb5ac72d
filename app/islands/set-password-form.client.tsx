import { SetPasswordForm } from '~/components/password-forms.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('set-password-form', SetPasswordForm)
