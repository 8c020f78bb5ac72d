import { ADMIN_ROLES, type Role } from '~/marketplace/value-sets.ts'
import { LOGIN_MESSAGES, PasswordLoginSchema, VendorLoginSchema } from './login-schemas.ts'

// The three sign-in pages, in one place: where each is, where it leads, whom it lets in and what
// it says (spec §2, §8). Role checks send anonymous visitors to the page for the role they need.
export const LOGIN_PAGES = {
  admin: {
    path: '/admin-auth',
    home: '/admin-dashboard',
    schema: PasswordLoginSchema,
    roles: ADMIN_ROLES,
    failedMessage: LOGIN_MESSAGES.affiliateFailed,
    deniedMessage: LOGIN_MESSAGES.adminDenied,
    successMessage: LOGIN_MESSAGES.affiliateSuccess,
  },
  affiliate: {
    path: '/affiliate-auth',
    home: '/affiliate-dashboard',
    schema: PasswordLoginSchema,
    // any account may sign in here, one without a role too (a fresh sign-up): the dashboard says
    // there is no affiliate profile yet (docs/decisions/0031)
    roles: 'any-account',
    failedMessage: LOGIN_MESSAGES.affiliateFailed,
    deniedMessage: LOGIN_MESSAGES.affiliateFailed,
    successMessage: LOGIN_MESSAGES.affiliateSuccess,
  },
  vendor: {
    path: '/vendor-login',
    home: '/vendor-dashboard',
    schema: VendorLoginSchema,
    roles: ['vendor'],
    failedMessage: LOGIN_MESSAGES.vendorFailed,
    // not a vendor account: the same answer as wrong credentials, revealing nothing
    deniedMessage: LOGIN_MESSAGES.vendorFailed,
    successMessage: LOGIN_MESSAGES.vendorSuccess,
  },
} as const satisfies Record<string, LoginPage>

export type LoginAudience = keyof typeof LOGIN_PAGES
export type LoginPage = {
  path: string
  home: string
  schema: typeof PasswordLoginSchema | typeof VendorLoginSchema
  /** who may sign in: holders of one of these roles, or every account */
  roles: readonly Role[] | 'any-account'
  failedMessage: string
  deniedMessage: string
  successMessage: string
}

/** The sign-in page for someone who needs one of `roles`: admin first, then vendor, else affiliate. */
export function loginPageForRoles(roles: readonly Role[]): LoginPage {
  if (roles.some((role) => (ADMIN_ROLES as readonly Role[]).includes(role))) return LOGIN_PAGES.admin
  if (roles.includes('vendor')) return LOGIN_PAGES.vendor
  return LOGIN_PAGES.affiliate
}
