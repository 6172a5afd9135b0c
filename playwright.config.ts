import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests of the demo site (npm start) in Debian's Chromium: the pages, the emulated
 * login and logout, fault injection. The server is started by Playwright on PORT 8181 with the
 * emulator on 8191, from the build that npm test made just before.
 */
const PORT = Number(process.env.E2E_PORT) || 8181;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node scripts/start.mjs --no-build`,
    env: { PORT: String(PORT), SERVICES_PORT: String(PORT + 10) },
    url: `http://localhost:${PORT}/__demo/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
