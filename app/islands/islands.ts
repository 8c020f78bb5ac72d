// relative, not `~/`: vite.config.ts loads this file before the alias exists
import { islandNames } from '../route-serving.ts'

/**
 * Pages that are not hydrated as a whole load one small script instead: an island that hydrates
 * only the part of the page that needs JavaScript (docs/decisions/0017, 0029). A page names its
 * island in app/route-serving.ts and renders it with `<Island>`; its script is
 * app/islands/<name>.client.tsx, an extra input of the client build (vite.config.ts), which writes
 * its URL and files to build/islands.json.
 */
export const ISLANDS = Object.fromEntries(islandNames().map((name) => [name, `app/islands/${name}.client.tsx`]))

export type { IslandName } from '../route-serving.ts'
