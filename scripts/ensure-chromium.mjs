/**
 * First step of npm test: browser tests need Chromium. Debian's package is used
 * (/usr/bin/chromium, or CHROMIUM_PATH); when it is missing and we are root, install it with
 * apt-get. Playwright's own browser download cannot work on these machines.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as path } from './chromium.mjs';

if (existsSync(path)) {
  console.log(`Chromium: ${path}`);
} else if (process.getuid?.() === 0) {
  console.log('Chromium not found: installing Debian chromium with apt-get...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} else {
  console.error(`Chromium not found at ${path}. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
