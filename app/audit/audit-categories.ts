// The audit view's kinds of event (shared by the page's filter and the query).
export const AUDIT_CATEGORIES = [
  { value: 'sign-in', label: 'Sign-in attempts', actions: ['admin.login', 'affiliate.login', 'vendor.login', 'admin.access'] },
  { value: 'second-factor', label: 'Two-step verification', actions: ['admin.second_factor', 'admin.second_factor_enrol'] },
  { value: 'sessions', label: 'Sign-outs everywhere', actions: ['account.sign_out_everywhere'] },
  { value: 'review', label: 'Application reviews', actions: ['application.approve', 'application.reject'] },
] as const
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number]['value']
