import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { E2E_WORKERS, SITE, stackPorts } from './test/e2e/ports.ts';

/**
 * End-to-end tests of the demo site (npm start) in Debian's Chromium: the pages, the emulated
 * login and logout, fault injection. Two workers, each with a demo stack of its own started by
 * Playwright from the build that npm test made just before: worker 0's site on 8181 with its
 * emulator on 8191, worker 1's on 8201 and 8211 (test/e2e/ports.ts; `E2E_PORT` moves them,
 * `E2E_WORKERS` sets how many). Tests reset the emulator and install fault rules, which are
 * global to an emulator: a stack per worker keeps the workers from disturbing each other.
 * Every test runs in whichever worker is free (fullyParallel), so both stay busy to the end: no
 * test depends on another's order, and a test that needs the emulator in a known state (faults,
 * saved offers, rewards) resets its worker's emulator first.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // Workers load this config too, with their TEST_PARALLEL_INDEX set: each gets its own site.
    baseURL: SITE,
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const { site, services } = stackPorts(index);
    return {
      command: `node scripts/start.mjs --no-build`,
      env: { PORT: String(site), SERVICES_PORT: String(services) },
      url: `http://localhost:${site}/__demo/`,
      reuseExistingServer: false,
      timeout: 60_000,
    };
  }),
});
