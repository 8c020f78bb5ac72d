import { createContext, useContext } from 'react'

// The per-request CSP nonce, provided by entry.server. In the browser it is empty: browsers
// hide nonce attributes from the DOM and React keeps the server's value when hydrating.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
