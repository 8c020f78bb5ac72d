/**
 * Chromium's flags on these machines (../shared/stack-notes.md), for Playwright and Lighthouse
 * alike: headless, as root, and no background networking — the network is closed, and without them
 * Chromium floods it at start.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
