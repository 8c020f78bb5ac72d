#!/usr/bin/env bash
# Playwright's web server: build, migrate and seed a fresh SQLite file, then serve the production
# build exactly as `npm start` would (NODE_ENV=production).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p tests/.tmp
if [[ "$E2E_DATABASE_URL" == file:* ]]; then
  db_file="${E2E_DATABASE_URL#file:}"
  rm -f "$db_file" "$db_file-wal" "$db_file-shm"
fi
rm -rf tests/.tmp/e2e-uploads
npm run build --silent >/dev/null
export NODE_ENV=production
export DATABASE_URL="$E2E_DATABASE_URL"
export SESSION_SECRET="$E2E_SESSION_SECRET"
export PORT="$E2E_PORT"
export PUBLIC_URL="http://localhost:$E2E_PORT"
export UPLOAD_DIR=tests/.tmp/e2e-uploads
# Cheap password hashes (docs/decisions/0039): the production build accepts them only because
# this server is local-only (loopback HOST and PUBLIC_URL); the seed's demo accounts use them too.
export PASSWORD_HASH_COST=test
# As behind a reverse proxy on this machine: X-Forwarded-For from loopback names the client, so a
# test can act as its own visitor address (per-address rate limits of public forms).
export TRUST_PROXY=loopback
# Graceful overload off (docs/decisions/0048): CI's loaded moments must never turn into 503s.
export OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=off
export OVERLOAD_MAX_PAGES_IN_FLIGHT=off
node_modules/.bin/tsx scripts/db.ts prepare >/dev/null
# glibc's malloc arenas capped at two, as `npm start` does (docs/decisions/0054)
export MALLOC_ARENA_MAX=2
exec node --max-old-space-size=256 --max-semi-space-size=8 build/start.mjs
