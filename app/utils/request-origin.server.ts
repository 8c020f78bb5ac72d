import { data } from 'react-router'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery check for resource routes (React Router checks the origin of UI
 * route actions itself, but not of resource routes). A state-changing request is accepted when
 * the browser says it is same-origin (Sec-Fetch-Site) or its Origin matches the request's host.
 * Requests with neither header (curl, server-to-server) carry no ambient cookies to abuse.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site === 'same-origin' || site === 'none'
  const origin = request.headers.get('Origin')
  if (!origin) return true
  if (origin === 'null') return false
  const host = request.headers.get('X-Forwarded-Host') ?? request.headers.get('Host') ?? new URL(request.url).host
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

export function requireSameOrigin(request: Request) {
  if (!isSameOriginRequest(request)) {
    throw data({ error: 'Cross-site request refused' }, { status: 403 })
  }
}
