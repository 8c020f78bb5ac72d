#!/bin/sh
# The image's start (Dockerfile CMD, run under tini as PID 1): `npm start` without npm in between.
# Migrate and seed (scripts/db.ts prepare), then exec the server so it receives signals itself.
# A stop (SIGTERM, SIGINT) during the migrations is passed on to them and ends the start at once:
# `sh -c 'a && exec b'` would leave the migrations running until the engine's SIGKILL.
set -eu
cd "$(dirname "$0")/.."

stopping=''
prepare=''
trap 'stopping=1; [ -z "$prepare" ] || kill -TERM "$prepare" 2>/dev/null || true' TERM INT
node --import tsx scripts/db.ts prepare &
prepare=$!
# a signal that came before $prepare was known
[ -z "$stopping" ] || kill -TERM "$prepare" 2>/dev/null || true
status=0
# a trapped signal ends `wait` early: then wait for prepare to finish stopping
wait "$prepare" || status=$?
if [ -n "$stopping" ]; then
  wait "$prepare" 2>/dev/null || true
  exit 143
fi
[ "$status" -eq 0 ] || exit "$status"
trap - TERM INT
[ -z "$stopping" ] || exit 143

# glibc's malloc arenas capped at two, as `npm start` does (docs/decisions/0054)
export MALLOC_ARENA_MAX=2
exec node --max-old-space-size=256 --max-semi-space-size=8 build/start.mjs
