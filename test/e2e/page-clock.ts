import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed by `page.clock.install()`) at `notBefore` on it, or a little
 * later: the clock runs on while this asks, so a time it has passed meanwhile is asked again, later.
 * With the clock stopped, a test moves time itself (`page.clock.runFor`), so what it checks does
 * not depend on how fast the machine is.
 */
export async function stopClock(page: Page, notBefore = -Infinity): Promise<void> {
  for (let ahead = 50; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    const stopped = await page.clock.pauseAt(Math.max(now + ahead, notBefore)).then(
      () => true,
      (error: unknown) => (/past/.test(String(error)) ? false : Promise.reject(error)),
    );
    if (stopped) return;
  }
}
