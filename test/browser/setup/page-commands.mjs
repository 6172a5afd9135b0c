/**
 * Server commands of the browser tests that need Playwright's own page (web-test-runner runs
 * Chromium through Playwright): the page clock and the ARIA snapshot, as the end-to-end tests
 * use them. test/browser/page-commands.ts calls them from a test.
 *
 * - `page-clock`: `install` Playwright's fake clock in the test file's page (time flows on);
 *   `pause` stops it a little ahead of now (the clock runs while this asks, so a time already
 *   passed is asked again, later: test/e2e/page-clock.ts); `run-for` moves it `ms` on, firing
 *   the timers due; `set-time` sets the paused clock's date and time (no timer fires); `resume`
 *   lets it flow again. Mocha keeps its own timers, so a paused clock
 *   stops the page's timers, not the test run.
 * - `mouse-wheel`: the mouse moved to `x`, `y` of the viewport, then a wheel turn of `deltaY`
 *   pixels (web-test-runner's sendMouse has no wheel).
 * - `grant-permissions`: grants the test file's browser context `permissions` (the clipboard).
 * - `aria-snapshot`: Playwright's ARIA snapshot (the YAML of `toMatchAriaSnapshot`) of the first
 *   element matching `selector` (CSS, through open shadow roots), in the frame matching `frame`
 *   when one is given.
 */

/** @param {import('playwright').Page} page */
async function pauseSoon(page) {
  for (let ahead = 50; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + ahead).then(
      () => true,
      (error) => (/past/.test(String(error)) ? false : Promise.reject(error)),
    );
    if (paused) return;
  }
}

export function pageCommands() {
  return {
    name: 'page-commands',
    /** @param {{ command: string, payload: any, session: any }} args */
    async executeCommand({ command, payload, session }) {
      if (!['page-clock', 'aria-snapshot', 'grant-permissions', 'mouse-wheel'].includes(command)) return undefined;
      /** @type {import('playwright').Page} */
      const page = session.browser.getPage(session.id);
      if (command === 'mouse-wheel') {
        await page.mouse.move(payload.x, payload.y);
        await page.mouse.wheel(0, payload.deltaY);
        return true;
      }
      if (command === 'grant-permissions') {
        await page.context().grantPermissions(payload.permissions);
        return true;
      }
      if (command === 'aria-snapshot') {
        const scope = payload.frame ? page.frameLocator(payload.frame) : page;
        return scope.locator(payload.selector).first().ariaSnapshot();
      }
      switch (payload.action) {
        case 'install':
          await page.clock.install();
          return true;
        case 'pause':
          await pauseSoon(page);
          return true;
        case 'run-for':
          await page.clock.runFor(payload.ms);
          return true;
        case 'set-time':
          await page.clock.setSystemTime(payload.at);
          return true;
        case 'resume':
          await page.clock.resume();
          return true;
        default:
          throw new Error(`page-clock: unknown action ${payload.action}`);
      }
    },
  };
}
