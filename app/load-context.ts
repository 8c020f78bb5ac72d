// What server/index.ts hands to loaders, actions and entry.server.
declare module 'react-router' {
  interface AppLoadContext {
    cspNonce?: string
  }
}
export {}
