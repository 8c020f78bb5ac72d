import fs from 'node:fs'
import path from 'node:path'

// Scripts built as separate entries of the client build (ISLANDS in app/route-serving.ts), for pages
// that are not hydrated as a whole (docs/decisions/0017). The build writes their URLs to
// build/islands.json. In development Vite serves each as a module that installs React's refresh
// runtime first, then runs the island (vite.config.ts), so the page loads the same one script.
export const ISLANDS_MANIFEST = 'build/islands.json'

/** The development URL of an island's script (vite.config.ts serves it). */
export const devIslandScriptUrl = (name: string) => `/@id/__x00__virtual:harper-island/${name}`

export type IslandsManifest = Record<string, { url: string; files: string[] }>
let islands: IslandsManifest | undefined

/** The URL of an island's script (app/route-serving.ts names the islands). */
export function islandScriptUrl(name: string): string | null {
  if (import.meta.env.DEV) return devIslandScriptUrl(name)
  if (!islands) {
    const file = path.resolve(process.cwd(), ISLANDS_MANIFEST)
    islands = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as IslandsManifest) : {}
  }
  return islands[name]?.url ?? null
}
