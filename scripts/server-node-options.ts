import fs from 'node:fs'
import path from 'node:path'

/**
 * The options `npm start` gives node for the server (package.json's `start` script: the heap cap,
 * docs/decisions/0028), so that everything else that starts the production server — the bench, the
 * image, the end-to-end server — starts it the same way (checked in server/docker-compose.test.ts).
 */
export function serverNodeOptions(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+build\/start\.mjs\b/.exec(scripts.start ?? '')
  if (!match) throw new Error("package.json's start script does not run `node … build/start.mjs`")
  return match[1]!.trim().split(/\s+/).filter(Boolean)
}
