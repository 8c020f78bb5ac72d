/** What admins do that changes or reveals data, each recorded with who, where from and which row (docs/decisions/0033). */
export const ADMIN_AUDIT_ACTIONS = {
  openEmail: 'outbox.open_email',
  downloadVendorDocument: 'vendor_document.download',
  createPost: 'blog.create',
  updatePost: 'blog.update',
  deletePost: 'blog.delete',
  transitionReferral: 'referral.transition',
  releaseHeldRequest: 'service_request.release',
} as const

// The audit view's kinds of event (shared by the page's filter and the query).
export const AUDIT_CATEGORIES = [
  { value: 'sign-in', label: 'Sign-in attempts', actions: ['admin.login', 'affiliate.login', 'vendor.login', 'admin.access'] },
  { value: 'second-factor', label: 'Two-step verification', actions: ['admin.second_factor', 'admin.second_factor_enrol'] },
  { value: 'sessions', label: 'Sign-outs everywhere', actions: ['account.sign_out_everywhere'] },
  { value: 'review', label: 'Application reviews', actions: ['application.approve', 'application.reject'] },
  { value: 'admin-actions', label: 'Admin actions', actions: Object.values(ADMIN_AUDIT_ACTIONS) },
] as const
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number]['value']
