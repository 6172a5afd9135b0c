/**
 * The one place that says which Chromium the project drives and how: Debian's package
 * (CHROMIUM_PATH overrides), headless as root, and no calls to the closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
