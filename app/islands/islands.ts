/**
 * Pages that are not hydrated as a whole load one small script instead: an island that hydrates
 * only the part of the page that needs JavaScript (docs/decisions/0017, 0029). Each entry is an
 * extra input of the client build (vite.config.ts), which writes its URL and files to
 * build/islands.json; a page names its island in `handle.island` and renders it with `<Island>`.
 */
export const ISLANDS = {
  'harper-chat': 'app/islands/harper-chat.client.tsx',
  'contact-form': 'app/islands/contact-form.client.tsx',
  'login-form': 'app/islands/login-form.client.tsx',
  'affiliate-access-form': 'app/islands/affiliate-access-form.client.tsx',
  'forgot-password-form': 'app/islands/forgot-password-form.client.tsx',
  'set-password-form': 'app/islands/set-password-form.client.tsx',
  'find-services': 'app/islands/find-services.client.tsx',
  blog: 'app/islands/blog.client.tsx',
  'vendor-application-form': 'app/islands/vendor-application-form.client.tsx',
  'affiliate-application-form': 'app/islands/affiliate-application-form.client.tsx',
} as const

export type IslandName = keyof typeof ISLANDS
