/**
 * The Ask page's long stream (issue 7): on the demo Ask page, in Chromium with the bench's
 * mobile viewport and 4x CPU throttling, one question whose answer is 10,000 characters
 * (the emulator's '#long' trigger), and the long tasks while it streams: from the first answer
 * text until the answer's toolbar appears (every chunk arrived and was rendered). The tasks
 * between pressing Ask and the first text (submitting, the conversation's first render) are
 * reported apart, as `submitTasks`.
 *
 * The visitor prefers reduced motion, so each chunk is shown as it arrives instead of being
 * typed out at 15 ms a character (which would take 150 s); that is also the heavier path per
 * task (a whole chunk per task instead of one character). The socket runs at the emulator's
 * fast pace (`?pace=fast` is added to the page's endPointUrl for this run only).
 */
import { CPU_THROTTLING, VIEWPORT } from './pages.mjs';

export const LONG_STREAM_PROMPT = 'When can I sign up for Medicare? #plain #long';
/** Budget: no task longer than this while the long answer streams (issue 7). */
export const STREAM_TASK_BUDGET_MS = 50;
const STREAM_TIMEOUT_MS = 180_000;

export async function measureStreaming(browser, { siteUrl, path, persona }) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', reducedMotion: 'reduce' });
  try {
    const pageUrl = new URL(path, siteUrl).href;
    await context.route(pageUrl, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/ask\/v1\/chat(?=[\\"'&])/g, 'ask/v1/chat?pace=fast');
      await route.fulfill({ response, body });
    });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(new URL(`/__demo/persona?id=${encodeURIComponent(persona)}&next=${encodeURIComponent(path)}`, siteUrl).href);
    await page.locator('ask-page[data-element-state="ready"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.getByRole('textbox').first().fill(LONG_STREAM_PROMPT);
    const start = await page.evaluate(() => {
      // When the first answer text shows: the stream has begun (the tasks before it belong to
      // submitting the question, reported apart).
      window.__firstText = undefined;
      new MutationObserver((_, observer) => {
        if (document.querySelector('ask-page .ask-page__answer-text')?.textContent?.trim()) {
          window.__firstText = performance.now();
          observer.disconnect();
        }
      }).observe(document.querySelector('ask-page'), { subtree: true, childList: true, characterData: true });
      return performance.now();
    });
    await page.locator('ask-page').getByRole('button', { name: 'Ask', exact: true }).click();
    await page.locator('ask-page').getByRole('button', { name: 'Copy Answer' }).last().waitFor({ timeout: STREAM_TIMEOUT_MS });
    const result = await page.evaluate((since) => {
      const firstText = window.__firstText ?? since;
      const all = window.__longTasks.filter(([at, duration]) => at + duration >= since);
      const tasks = all.filter(([at, duration]) => at + duration > firstText).map(([at, duration]) => [Math.round(at - since), Math.round(duration)]);
      const submit = all.filter(([at, duration]) => at + duration <= firstText).map(([, duration]) => Math.round(duration));
      return { durationMs: performance.now() - since, firstTextMs: firstText - since, tasks, submit };
    }, start);
    return {
      durationMs: Math.round(result.durationMs),
      /** From pressing Ask to the first answer text; its long tasks are `submitTasks`. */
      firstTextMs: Math.round(result.firstTextMs),
      submitTasks: result.submit,
      longestTaskMs: result.tasks.length ? Math.max(...result.tasks.map(([, duration]) => duration)) : 0,
      tasksOver50: result.tasks.filter(([, duration]) => duration > STREAM_TASK_BUDGET_MS).length,
      /** [ms after Ask was pressed, duration ms] of each task over 50 ms. */
      longTasks: result.tasks,
    };
  } finally {
    await context.close();
  }
}
