// Which database a URL names, decided in one place for the app, the CLI config and the scripts
// (docs/decisions/0002-one-model-two-providers.md). Free of imports so plain scripts can load it.

/** The embedded default: a SQLite file in ./data. */
export const DEFAULT_DATABASE_URL = 'file:./data/harper.db'

export type DatabaseProvider = 'sqlite' | 'postgres'

export function isDatabaseUrl(url: string): boolean {
  return url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url)
}

/** `file:` → SQLite, `postgres(ql)://` → PostgreSQL; anything else is a configuration error. */
export function databaseProviderOf(url: string): DatabaseProvider {
  if (url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  throw new Error('DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)')
}

/** Which database a Prisma client, or a transaction of one, talks to (for the few statements whose SQL differs). */
export function databaseProviderOfClient(client: object): DatabaseProvider {
  const provider = (client as { _activeProvider?: unknown })._activeProvider
  if (provider === 'sqlite') return 'sqlite'
  if (provider === 'postgresql') return 'postgres'
  throw new Error(`Not a Prisma client of a known database (${String(provider)})`)
}
