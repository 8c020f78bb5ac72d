#!/usr/bin/env bash
# Run by `npm test` before Playwright and by `npm run bench` before Lighthouse: both drive Debian's
# Chromium (`npx playwright install` cannot download here). Found → nothing to do. Missing → install it
# where we can (root with apt-get), or stop at once with the one command to run — rather than
# let every browser test fail.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH is set to '$CHROME_PATH', which is not an executable file." >&2
  echo "Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package for the end-to-end tests…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x /usr/bin/chromium ]; then exit 0; fi
  echo "apt-get installed chromium, but /usr/bin/chromium is still missing." >&2
  exit 1
fi

echo "The end-to-end tests need Chromium, and none was found at /usr/bin/chromium (or CHROME_PATH)." >&2
if command -v apt-get >/dev/null 2>&1; then
  echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
else
  echo "Install Chromium or Chrome and run:  CHROME_PATH=/path/to/chromium npm test" >&2
fi
exit 1
