import fs from 'node:fs'
import path from 'node:path'
import type { IslandName } from './islands.ts'

// Scripts built as separate entries of the client build (app/islands/islands.ts), for pages
// that are not hydrated as a whole (docs/decisions/0017). The build writes their URLs to
// build/islands.json; without it (development, where such pages hydrate as usual) there are none.
export const ISLANDS_MANIFEST = 'build/islands.json'

export type IslandsManifest = Record<string, { url: string; files: string[] }>
let islands: IslandsManifest | undefined

export function islandScriptUrl(name: IslandName): string | null {
  if (!islands) {
    const file = path.resolve(process.cwd(), ISLANDS_MANIFEST)
    islands = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as IslandsManifest) : {}
  }
  return islands[name]?.url ?? null
}
