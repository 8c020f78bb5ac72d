import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// One line per row of the spec's route table (§2), then the pages the spec links to, then
// resource routes. URL → file at a glance.
export default [
  index('routes/home.tsx'), //                                        /  Home
  route('how-it-works', 'routes/how-it-works.tsx'), //                  Explains the flow
  route('for-vendors', 'routes/for-vendors.tsx'), //                    Vendor pitch and application form
  route('find-services', 'routes/find-services.tsx'), //                Search with filters and vendor results
  route('contact', 'routes/contact.tsx'), //                            Contact channels and form
  route('about-harper', 'routes/about-harper.tsx'), //                  The assistant, audience tabs, scripted demo
  route('cipp-pipe-repair', 'routes/cipp-pipe-repair.tsx'), //          Pipe-repair landing page
  route('roofing-services', 'routes/roofing-services.tsx'), //          Roofing landing page
  route('blog', 'routes/blog.tsx'), //                                  Public post list
  route('blog/:slug', 'routes/blog.$slug.tsx'), //                      Single published post
  //   admin/blog                                                        Admin blog management: in the admin area below
  route('vendor-login', 'routes/vendor-login.tsx'), //                  Vendor login
  route('vendor-dashboard', 'routes/vendor-dashboard.tsx'), //          Vendor dashboard: leads, jobs, performance, profile
  route('affiliates', 'routes/affiliates.tsx'), //                      Affiliate programme and application
  route('affiliate-auth', 'routes/affiliate-auth.tsx'), //              Affiliate login and sign-up
  route('affiliate-auth/confirm', 'routes/affiliate-auth.confirm.tsx'), // the sign-up email's link: a 'Confirm my email' button
  route('affiliate-dashboard', 'routes/affiliate-dashboard.tsx'), //    Affiliate dashboard
  route('admin-auth', 'routes/admin-auth.tsx'), //                      Admin login
  // the admin area: one layout (the sidebar) around every admin page; each page's loader and
  // action checks its own permission (docs/decisions/0042)
  layout('routes/admin-layout.tsx', [
    route('admin-dashboard', 'routes/admin-dashboard.tsx'), //          Admin dashboard
    route('admin/blog', 'routes/admin.blog.tsx'), //                    Admin blog management
    route('admin/outbox', 'routes/admin.outbox.tsx'), //                every email sent or recorded
    route('admin/requests', 'routes/admin.requests.tsx'), //            Harper's requests held past a cap, to release
    route('admin/audit', 'routes/admin.audit.tsx'), //                  sign-in attempts and review actions
    route('admin/csp-reports', 'routes/admin.csp-reports.tsx'), //      Content-Security-Policy violations browsers reported
  ]),

  // linked from the pages above
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'), //             set a password from an emailed link (reset or welcome)
  route('admin-auth/verify', 'routes/admin-auth.verify.tsx'), //       an admin's second step: a TOTP or recovery code → aal2
  route('admin-auth/enrol', 'routes/admin-auth.enrol.tsx'), //         an admin's first sign-in: the key, a QR code, recovery codes
  route('requests/status', 'routes/requests.status.tsx'), //           a homeowner's private request status (the link in their request emails): hire or cancel

  // newsletter double opt-in (the blog's header and footer forms post to /newsletter)
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter.confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),

  // resource routes
  route('admin/vendor-documents/:documentId', 'routes/admin.vendor-documents.$documentId.ts'), // credential download
  route('harper/messages', 'routes/resources/harper.messages.ts'), //    POST a chat message: Harper's reply streamed (or stored, without JS)
  route('csp-reports', 'routes/resources/csp-reports.ts'), //             POST: browsers' Content-Security-Policy violation reports
  route('healthz', 'routes/healthz.ts'),
  route('logout', 'routes/logout.ts'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('blog/rss.xml', 'routes/blog.rss.xml.ts'), //                   the blog's RSS feed
  route('robots.txt', 'routes/robots.txt.ts'),

  route('*', 'routes/not-found.tsx'), //                                any other path: 404
] satisfies RouteConfig
