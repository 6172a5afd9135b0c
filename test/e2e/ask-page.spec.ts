/**
 * `<ask-page>` on the demo site (ask-and-rewards 2.2): the question an entry widget stored is
 * asked once on arrival and cleared, source_section goes to the data layer, and a reload asks
 * nothing again. The page's own behaviour (the conversation, Stop, new chat, copy, feedback, the
 * errors of 8.1, pro tips, validation, the Enter key, the narrow menu, motion, scrolling,
 * announcements, the thinking messages, the app variant) is tested against the emulator's chat
 * socket in test/browser/ask-page.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { STORED_QUESTION_KEY, encodeStoredQuestion } from '../../src/features/ask/ask.logic.ts';
import { SERVICES } from './ports.ts';

const QUESTION = 'When can I sign up for Medicare?';

/** Records the prompt of every frame the page sends on the chat socket. */
function recordSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ask/v1/chat')) return;
    ws.on('framesent', (frame) => sent.push((JSON.parse(String(frame.payload)) as { prompt: string }).prompt));
  });
  return sent;
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SERVICES}/__emulator/reset`)).status()).toBe(200);
});

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

test('on load: the stored question is asked once and cleared; source_section goes to the data layer', async ({ page }) => {
  const sent = recordSent(page);
  await page.goto('/__demo/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORED_QUESTION_KEY, encodeStoredQuestion(QUESTION, 'health-info-2027', Date.now())],
  );
  await page.goto('/ask-member?source_section=health-info-2027');
  await expect(page.locator('ask-page')).toHaveAttribute('data-element-state', 'ready');
  await expect(page.locator('.ask-page__question')).toContainText(QUESTION);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED_QUESTION_KEY)).toBeNull();
  const pushed = await page.evaluate(() => (window as unknown as { adobeDataLayer?: Array<Record<string, unknown>> }).adobeDataLayer ?? []);
  expect(pushed).toContainEqual({ event: 'ask-source-section', source_section: 'health-info-2027' });
  await expect.poll(() => sent).toEqual([QUESTION]);
  await page.reload();
  await expect(page.locator('ask-page')).toHaveAttribute('data-element-state', 'ready');
  await expect(page.locator('.ask-page__answer')).toHaveCount(0);
});
