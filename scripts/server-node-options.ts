import fs from 'node:fs'
import path from 'node:path'

/**
 * The options `npm start` gives node for the server (package.json's `start` script: the heap cap,
 * docs/decisions/0028), so that everything else that starts the production server — the bench, the
 * image, the end-to-end server — starts it the same way (checked in server/docker-compose.test.ts).
 */
export function serverNodeOptions(root: string): string[] {
  return serverCommand(root).options
}

/**
 * The variables `npm start` sets for the server's node (the `NAME=value` words before `node`):
 * glibc's malloc arenas capped at two (docs/decisions/0054).
 */
export function serverEnvironment(root: string): Record<string, string> {
  return serverCommand(root).environment
}

function serverCommand(root: string) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const match = /((?:\b[A-Z][A-Z0-9_]*=\S+\s+)*)\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+build\/start\.mjs\b/.exec(scripts.start ?? '')
  if (!match) throw new Error("package.json's start script does not run `node … build/start.mjs`")
  const words = (text: string) => text.trim().split(/\s+/).filter(Boolean)
  return {
    environment: Object.fromEntries(words(match[1]!).map((word) => word.split('=', 2) as [string, string])),
    options: words(match[2]!),
  }
}
