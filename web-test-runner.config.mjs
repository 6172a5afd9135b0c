/**
 * Browser tests in real Chromium (Debian's /usr/bin/chromium through Playwright).
 *
 * Test files import the TypeScript sources; Vite, in middleware mode, serves and transforms
 * them (web-test-runner's own esbuild plugin cannot serve React's CommonJS). Files under /dist
 * are served as built, so the loader is tested exactly as pages use it. Two files run at a time,
 * each in a browser context and with a service emulator of its own.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer, runnerImport } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { pageCommands } from './test/browser/setup/page-commands.mjs';

const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  publicDir: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  esbuild: { jsx: 'automatic' },
  plugins: [
    {
      // The runner's own modules (its socket, used by @web/test-runner-commands) are served by
      // web-test-runner, not Vite: leave those imports untouched.
      name: 'web-test-runner-modules',
      resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : undefined),
    },
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  optimizeDeps: {
    entries: ['test/browser/**/*.test.ts', 'src/**/*.{ts,tsx}', 'elements/**/*.ts'],
    include: ['react', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'chai', 'valibot', '@r2wc/core'],
    // Imports the runner's own socket module by absolute path: serve it as is, unbundled.
    exclude: ['@web/test-runner-commands'],
  },
});

// The service emulator over real HTTP, on its own origin (127.0.0.1 vs the tests' localhost
// is still same-site for cookies, which ignore ports). One per test file: files run two at a
// time, and some reset the emulator or install faults, which are global to an emulator.
const { module: emulatorNode } = await runnerImport(resolve('emulator/node.ts'), { configFile: false, logLevel: 'error' });
const emulators = new Map();
const emulatorFor = (session) => {
  if (!emulators.has(session)) emulators.set(session, emulatorNode.startEmulator(0));
  return emulators.get(session);
};

/**
 * The test file a request belongs to. The runner opens each file's page at
 * `/?wtr-session-id=<id>`, in a browser context of its own; that answer sets an HttpOnly cookie
 * naming the session, so every later request of the context (the file's fetches, its test pages
 * in frames, pages those open) says which file it is. Tests cannot read or clear it.
 */
const SESSION_COOKIE = 'wtr-test-session';
const sessionOf = (ctx) => ctx.query['wtr-session-id'] ?? ctx.cookies.get(SESSION_COOKIE) ?? 'none';

/** The paths the demo server hands to the emulator (scripts/demo-server.ts), but the login's callback and logout. */
const PLATFORM_PATHS = [/^\/libs\//, /^\/etc\//, /^\/content\//, /^\/bin\//];
/** Sessions (test files) whose requests to `PLATFORM_PATHS` the file's emulator answers. */
const platformSessions = new Set();

/**
 * Test pages (test/browser/pages/*.html) name the emulator as `__SERVICES__` in their site
 * config; this serves them with the address of their file's emulator. `/__test/services` tells
 * tests that address.
 */
function testPages() {
  return async (ctx, next) => {
    const session = sessionOf(ctx);
    if (ctx.query['wtr-session-id']) ctx.cookies.set(SESSION_COOKIE, session, { httpOnly: true, sameSite: 'lax', overwrite: true });
    if (ctx.path === '/__test/services') {
      ctx.type = 'text/plain';
      ctx.body = (await emulatorFor(session)).url;
      return;
    }
    // A file that renders the demo's pages (the fault matrix: test/browser/fault-cases.ts) asks
    // for the platform's paths on the site's origin, as the demo server answers them.
    if (ctx.path === '/__test/platform-paths' && ctx.method === 'POST') {
      platformSessions.add(session);
      ctx.status = 204;
      return;
    }
    // The platform's paths on the site's origin (/bin/, /content/, /etc/, /libs/: the local
    // offers' support form, the saved offers, the recommendations' fallback, a strip's
    // configuration), answered by the file's emulator as the demo server answers them, for a file
    // that asked: other files' tests count on this server having nothing there.
    if (platformSessions.has(session) && PLATFORM_PATHS.some((pattern) => pattern.test(ctx.path))) {
      const running = await emulatorFor(session);
      const answer = await running.emulator.handle(await emulatorNode.toEmulatorRequest(ctx.req));
      // The emulator writes the answer itself; the status told to Koa too, so that the runner
      // does not report the request as a 404 (Koa's status until one is set). A dropped
      // connection has no status (0, which Koa refuses: it answered 500 instead of the drop).
      if (answer.status) ctx.status = answer.status;
      ctx.respond = false;
      await emulatorNode.writeResponse(ctx.res, answer);
      return;
    }
    if (ctx.path.startsWith('/test/browser/pages/') && ctx.path.endsWith('.html')) {
      const file = resolve(`.${ctx.path}`);
      if (!file.startsWith(resolve('test/browser/pages'))) return next();
      ctx.type = 'text/html';
      ctx.body = (await readFile(file, 'utf8')).replaceAll('__SERVICES__', (await emulatorFor(session)).url);
      return;
    }
    return next();
  };
}

/** Hands requests to Vite; what Vite does not serve goes on to web-test-runner. */
function viteMiddleware() {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/dist/') || ctx.path.startsWith('/__web-dev-server') || ctx.path.startsWith('/__wds')) return next();
    let passed = false;
    await new Promise((resolve) => {
      ctx.res.once('finish', resolve);
      vite.middlewares(ctx.req, ctx.res, () => {
        passed = true;
        resolve();
      });
    });
    if (passed) return next();
    ctx.respond = false;
  };
}

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: false,
  concurrency: 2,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 10_000 } },
  // A failed assertion about a DOM node is reported instead of hanging the run: the setup module
  // runs before the framework (test/browser/setup/reportable-assertions.ts).
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head></head><body><script type="module" src="/test/browser/setup/reportable-assertions.ts"></script><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // Dates in tests are written for one zone: the same on every machine.
      createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: 'UTC' }),
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  middleware: [testPages(), viteMiddleware()],
  browserStartTimeout: 60_000,
  plugins: [
    pageCommands(),
    {
      name: 'close-vite',
      serverStop: async () => Promise.all([vite.close(), ...[...emulators.values()].map(async (running) => (await running).close())]),
    },
  ],
};
