import crypto from 'node:crypto'

// What a page's Content-Security-Policy lets run, read the way a browser reads `script-src`: a
// per-response nonce (server-rendered pages) or the SHA-256 of each inline script plus 'self' for
// module files (pre-rendered pages, docs/decisions/0028).

type Script = { tag: string; inline: string | null; src: string | null }

/**
 * Every script the browser would execute, with its opening tag. Data blocks (JSON-LD,
 * `type="application/json"`) are not code: the CSP does not apply to them.
 */
export function executableScripts(html: string): Script[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .map(([, tag = '', content = '']) => ({ tag, src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? null, inline: /\ssrc=/.test(tag) ? null : content }))
    .filter(({ tag }) => {
      const type = /\stype=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase()
      return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
    })
}

/** The opening tags of the scripts `csp` would refuse to run on this page. */
export function scriptsRefusedByPolicy(html: string, csp: string): string[] {
  const sources = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? []
  const nonce = sources.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean)
  const self = sources.includes("'self'") && !sources.includes("'strict-dynamic'")
  const allowed = ({ tag, inline, src }: Script) => {
    if (nonce && tag.includes(`nonce="${nonce}"`)) return true
    if (inline !== null) return sources.includes(`'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`)
    return self && src!.startsWith('/') && !src!.startsWith('//')
  }
  return executableScripts(html)
    .filter((script) => !allowed(script))
    .map(({ tag }) => tag)
}
