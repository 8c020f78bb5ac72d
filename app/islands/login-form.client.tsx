import { LoginForm } from '~/components/login-form.tsx'
import { hydrateIsland } from './hydrate.client.tsx'

hydrateIsland('login-form', LoginForm)
