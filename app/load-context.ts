// What server/index.ts hands to loaders, actions and entry.server.
declare module 'react-router' {
  interface AppLoadContext {
    /** this response's CSP nonce */
    cspNonce?: string
    /** the client's address as the server saw it (socket, or the proxies TRUST_PROXY names) */
    clientAddress?: string | null
    /** this request's id (X-Request-Id, echoed in the response and on its log line) */
    requestId?: string
    /**
     * this render is kept and served to other anonymous visitors (server/cached-pages.ts): it must
     * hold no per-visit values or effects; each visit fills and counts its own
     */
    pageTemplate?: boolean
  }
}
export {}
