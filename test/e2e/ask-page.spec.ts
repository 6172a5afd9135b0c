/**
 * `<ask-page>` in real Chromium on the demo site, against the emulator's chat socket and
 * pro-tips fragment (ask-and-rewards 2.1, 4.1-4.4, 5.1, 8.1, 9.1): a whole conversation,
 * Stop, Start new chat (a new sessionId on the wire), follow-ups, copy, feedback, every error
 * row of 8.1, pro tips, validation, the Enter key, the narrow menu and reduced motion.
 *
 * Most tests emulate `prefers-reduced-motion: reduce`, so answers show without typing and the
 * tests wait for the stream, not for 15 ms a character.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SAFE_MARKERS } from '../../fixtures/ask/pro-tips.ts';
import { chatCorpus } from '../../emulator/handlers/chat.ts';
import { askPageDemoConfig } from '../../cms-templates/pages/index.ts';
import {
  COPY_MESSAGE_MS,
  STORED_QUESTION_KEY,
  THINKING_MESSAGES,
  TYPING_DELAY_MS,
  encodeStoredQuestion,
  rewriteAnswerLink,
} from '../../src/features/ask/ask.logic.ts';
import { stopClock } from './page-clock.ts';
import { SERVICES } from './ports.ts';

const demo = askPageDemoConfig({ servicesUrl: `${SERVICES}/`, siteOrigin: '', distBase: '/dist/' }) as {
  apiErrorMessages: string[];
  errorMessages: string[];
  forbiddenMessage: string;
  forbiddenRedirectUrl: string;
};
const ENROLLMENT = chatCorpus.answers.find((answer) => answer.id === 'medicare-enrollment')!;
const QUESTION = 'When can I sign up for Medicare?';

interface Sent {
  prompt: string;
  sessionId: string;
  agent: string;
  interactionId?: string;
}

/** Records every frame the page sends on the chat socket. */
function recordSent(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ask/v1/chat')) return;
    ws.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload)) as Sent));
  });
  return sent;
}

async function control(request: APIRequestContext, action: 'faults' | 'reset', data?: unknown): Promise<void> {
  const answer = await request.post(`${SERVICES}/__emulator/${action}`, data === undefined ? {} : { data });
  expect(answer.status()).toBe(200);
}

async function open(page: Page, path = '/ask-member') {
  await page.goto(path);
  const host = page.locator('ask-page');
  await expect(host).toHaveAttribute('data-element-state', 'ready');
  return host;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const askButton = (page: Page) => page.getByRole('button', { name: 'Ask', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy Answer' });

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await askButton(page).click();
}

test.beforeEach(async ({ request }) => control(request, 'reset'));
test.afterEach(async ({ request }) => control(request, 'reset'));

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  test('a whole conversation: answer, sources in a new tab, related questions that ask the follow-up', async ({ page, context }) => {
    const sent = recordSent(page);
    await open(page);
    await expect(page.getByRole('button', { name: 'What does Medicare Part B cover?' })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await ask(page, QUESTION);
    // Streaming: Stop, new chat and the topics are disabled; the suggestions are gone.
    await expect(stopButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start new chat' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Medicare', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'What does Medicare Part B cover?' })).toHaveCount(0);
    await expect(page.locator('.ask-page__disclaimer')).toHaveCount(0);

    const answer = page.locator('.ask-page__answer').first();
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    await expect(answer.locator('.ask-page__answer-text')).toContainText('You can sign up for Medicare during several enrollment periods.');
    await expect(answer.locator('.ask-page__answer-text ol li').first()).toContainText('Initial Enrollment Period');
    await expect(askButton(page)).toBeDisabled();

    await expect(answer.locator('.ask-page__sources')).toContainText('Sources: ');
    const links = answer.locator('.ask-page__sources a');
    await expect(links).toHaveCount(ENROLLMENT.resources.length);
    for (const [index, resource] of ENROLLMENT.resources.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', resource.link);
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
      await expect(links.nth(index)).toHaveAttribute('rel', /noopener/);
      await expect(links.nth(index)).toContainText(resource.title);
    }
    await context.route('https://www.example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>source</title>' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(ENROLLMENT.resources[0]!.link);
    // rel=noopener: the new tab cannot reach this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await expect(page.getByRole('heading', { name: 'Related questions' })).toBeVisible();
    const tile = page.getByRole('button', { name: ENROLLMENT.followups[0]! });
    await tile.click();
    await expect(page.locator('.ask-page__answer')).toHaveCount(2);
    await expect(page.locator('.ask-page__answer').nth(1).locator('.ask-page__question')).toContainText(ENROLLMENT.followups[0]!);
    await expect(copyButton(page)).toHaveCount(2, { timeout: 15_000 });

    expect(sent.map((frame) => frame.prompt)).toEqual([QUESTION, ENROLLMENT.followups[0]]);
    expect(sent[0]!.agent).toBe('medicare');
    // 4.1: the ids of the stream end go with the next prompt.
    expect(sent[1]!.interactionId).toBeTruthy();
    expect(sent[1]!.sessionId).toBeTruthy();
  });

  test('Stop closes the socket, removes the thinking indicator, resets and focuses the input', async ({ page }) => {
    await open(page);
    let closed = false;
    page.on('websocket', (ws) => ws.on('close', () => (closed = true)));
    await ask(page, QUESTION);
    await expect(page.getByRole('status').filter({ hasText: 'Thinking about the answer ...' })).toBeVisible();
    await input(page).fill('half a thought');
    await stopButton(page).click();
    await expect(page.locator('.ask-page__thinking')).toHaveCount(0);
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
    await expect(page.getByText('You stopped this answer.')).toBeVisible();
    await expect.poll(() => closed).toBe(true);
    await expect(page.getByRole('button', { name: 'Start new chat' })).toBeEnabled();
  });

  test('Start new chat clears the conversation and sends a new sessionId', async ({ page }) => {
    const sent = recordSent(page);
    await open(page);
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    await ask(page, 'What does Medicare Part B cover?');
    await expect(copyButton(page)).toHaveCount(2, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Start new chat' }).click();
    await expect(page.locator('.ask-page__answer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'What does Medicare Part B cover?' })).toBeVisible();
    await expect(page.locator('.ask-page__disclaimer')).toBeVisible();
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    expect(sent).toHaveLength(3);
    const before = new Set([sent[0]!.sessionId, sent[1]!.sessionId]);
    expect(before.has(sent[2]!.sessionId)).toBe(false);
    expect(sent[2]!.interactionId).toBeUndefined();
  });

  test('Copy Answer copies the answer and says so for 2 s; a failure says so too', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await open(page);
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    // The page's clock stands from here: the message's 2 s are moved by the test, not waited for.
    await stopClock(page);
    const status = page.locator('.ask-page__copy-message');
    const saysForTwoSeconds = async (message: string) => {
      await copyButton(page).click();
      await expect(status).toHaveText(message);
      await page.clock.runFor(COPY_MESSAGE_MS - 1);
      await expect(status).toHaveText(message);
      await page.clock.runFor(1);
      await expect(status).toHaveText('');
    };
    await saysForTwoSeconds('Content copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('You can sign up for Medicare during several enrollment periods.');

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await saysForTwoSeconds('Failed to copy content.');
  });

  test('Like or Dislike once per answer, pushed to the data layer', async ({ page }) => {
    await open(page);
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const dislike = page.getByRole('button', { name: 'Dislike' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toBeDisabled();
    await like.click();
    const pushed = await page.evaluate(() =>
      ((window as unknown as { adobeDataLayer?: Array<{ event?: string; eventInfo?: { feedback?: string } }> }).adobeDataLayer ?? []).filter(
        (entry) => entry.event === 'ask-feedback',
      ),
    );
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.eventInfo!.feedback).toBe('like');
  });

  test('8.1: a forbidden prompt (1006, empty reason) shows the forbidden message, its link and no toolbar', async ({ page }) => {
    await open(page);
    await ask(page, 'you are a stupid bot');
    const error = page.locator('.ask-page__error');
    await expect(error).toContainText(demo.forbiddenMessage);
    await expect(error.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', new RegExp(`${demo.forbiddenRedirectUrl}$`));
    await expect(copyButton(page)).toHaveCount(0);
    await expect(askButton(page)).toBeVisible();
  });

  test("8.1: 'server error' ends the answer quietly", async ({ page }) => {
    await open(page);
    await ask(page, 'What does Medicare Part B cover? #server-error');
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.ask-page__error')).toHaveCount(0);
    await expect(page.locator('.ask-page__answer-text')).not.toBeEmpty();
  });

  test('8.1: an error field shows a configured API error message and the toolbar', async ({ page }) => {
    await open(page);
    await ask(page, 'What does Medicare Part B cover? #api-error');
    await expect(page.locator('.ask-page__error')).toHaveText(new RegExp(`^(${demo.apiErrorMessages.map(escape).join('|')})$`));
    await expect(copyButton(page)).toBeVisible();
  });

  test('8.1: a code shows a configured error message and the toolbar', async ({ page }) => {
    await open(page);
    await ask(page, 'What does Medicare Part B cover? #code-error');
    await expect(page.locator('.ask-page__error')).toHaveText(new RegExp(`^(${demo.errorMessages.map(escape).join('|')})$`));
    await expect(copyButton(page)).toBeVisible();
  });

  test('8.1: a connection failure on submit shows a configured error message and the toolbar', async ({ page, request }) => {
    await control(request, 'faults', { path: '/ask/v1/chat', status: 503 });
    await open(page);
    await ask(page, QUESTION);
    await expect(page.locator('.ask-page__error')).toHaveText(new RegExp(`^(${demo.errorMessages.map(escape).join('|')})$`));
    await expect(copyButton(page)).toBeVisible();
    await expect(askButton(page)).toBeVisible();
  });

  test('8.1: a socket that closes after opening (not 1006) is a connection error too', async ({ page }) => {
    await page.routeWebSocket(/\/ask\/v1\/chat/, (ws) => ws.onMessage(() => ws.close({ code: 1011, reason: 'gone' })));
    await open(page);
    await ask(page, QUESTION);
    await expect(page.locator('.ask-page__error')).toHaveText(new RegExp(`^(${demo.errorMessages.map(escape).join('|')})$`));
    await expect(copyButton(page)).toBeVisible();
  });

  test('Pro tips: the sanitised fragment as the answer, not fetched twice in a row; a failure and an empty answer say so', async ({ page }) => {
    let fetched = 0;
    page.on('request', (r) => r.url().includes('pro-tips.resource.root.html') && (fetched += 1));
    await open(page);
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    const tips = page.locator('.ask-page__pro-tips');
    for (const marker of SAFE_MARKERS) await expect(tips).toContainText(marker);
    await expect(tips.locator('a[href="https://www.example.org/medicare/ship-counseling"]')).toHaveAttribute('rel', /noopener/);
    await expect(copyButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.locator('.ask-page__answer')).toHaveCount(1);
    expect(fetched).toBe(1);

    await page.route('**/pro-tips.resource.root.html', (route) => route.fulfill({ status: 500, body: 'no' }));
    await ask(page, QUESTION);
    await expect(copyButton(page)).toHaveCount(2, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.locator('.ask-page__answer').nth(2)).toContainText('Error fetching pro tips. Please try again later.');

    await page.unroute('**/pro-tips.resource.root.html');
    await page.route('**/pro-tips.resource.root.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '  ' }));
    await page.getByRole('button', { name: 'Start new chat' }).click();
    await page.getByRole('button', { name: 'Pro Tips' }).click();
    await expect(page.locator('.ask-page__answer').first()).toContainText('Error fetching pro tips. Please try again later.');
  });

  test('5.1: the limit is counted without newlines, live, with {%countlimit%} replaced', async ({ page }) => {
    await open(page);
    const message = page.locator('.ask-page__message');
    await input(page).fill('a'.repeat(799));
    await expect(message).toHaveText('');
    await expect(askButton(page)).toBeEnabled();
    await input(page).fill(`${'a'.repeat(400)}\n\n${'a'.repeat(400)}\n`);
    await expect(message).toHaveText('');
    await expect(askButton(page)).toBeEnabled();
    await input(page).fill('a'.repeat(801));
    await expect(message).toHaveText('Your question is 1 characters too long. Please shorten it.');
    await expect(askButton(page)).toBeDisabled();
    await input(page).fill('a'.repeat(800));
    await expect(message).toHaveText('');
    await input(page).fill('   ');
    await expect(askButton(page)).toBeDisabled();
    await input(page).press('Enter');
    await expect(message).toHaveText('Please enter a question.');
  });

  test('5.1: Enter submits on desktop, Shift+Enter is a newline', async ({ page }) => {
    const sent = recordSent(page);
    await open(page);
    await input(page).fill('When can I');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('sign up for Medicare?');
    await expect(input(page)).toHaveValue('When can I\nsign up for Medicare?');
    await expect(page.locator('.ask-page__answer')).toHaveCount(0);
    await input(page).press('Enter');
    await expect(page.locator('.ask-page__answer')).toHaveCount(1);
    await expect(input(page)).toHaveValue('');
    await expect.poll(() => sent.map((frame) => frame.prompt)).toEqual(['When can I\nsign up for Medicare?']);
  });

  test('on load: the stored question is asked once and cleared; source_section goes to the data layer', async ({ page }) => {
    const sent = recordSent(page);
    await page.goto('/__demo/');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORED_QUESTION_KEY, encodeStoredQuestion(QUESTION, 'health-info-2027', Date.now())],
    );
    await open(page, '/ask-member?source_section=health-info-2027');
    await expect(page.locator('.ask-page__question')).toContainText(QUESTION);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_QUESTION_KEY)).toBeNull();
    const pushed = await page.evaluate(() => (window as unknown as { adobeDataLayer?: Array<Record<string, unknown>> }).adobeDataLayer ?? []);
    expect(pushed).toContainEqual({ event: 'ask-source-section', source_section: 'health-info-2027' });
    await expect.poll(() => sent.length).toBe(1);
    await page.reload();
    await expect(page.locator('ask-page')).toHaveAttribute('data-element-state', 'ready');
    await expect(page.locator('.ask-page__answer')).toHaveCount(0);
  });
});

test.describe('narrow, 1023 px', () => {
  test.use({ viewport: { width: 1023, height: 800 }, reducedMotion: 'reduce' });

  test('the rail is a menu: Open menu / Close menu, focus trapped, closed by a click outside', async ({ page }) => {
    await open(page);
    const toggle = page.locator('ask-page').getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Medicare', exact: true })).toBeHidden();
    await toggle.click();
    const close = page.locator('ask-page').getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const medicare = page.getByRole('button', { name: 'Medicare', exact: true });
    await expect(medicare).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Social Security', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pro Tips' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(medicare).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    // A click outside the menu, where the heading is. The menu is a modal dialog: the page behind
    // it is inert and the click lands on the dialog's backdrop, so Playwright's check that the
    // heading itself would receive it can never pass (force skips that check, not the click).
    await page.locator('.ask-page__heading').click({ force: true });
    await expect(page.locator('ask-page').getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(medicare).toBeHidden();
  });

  test('Enter does not submit below 1024 px', async ({ page }) => {
    await open(page);
    await input(page).fill('When can I sign up for Medicare?');
    await input(page).press('Enter');
    await expect(page.locator('.ask-page__answer')).toHaveCount(0);
    await expect(input(page)).toHaveValue('When can I sign up for Medicare?\n');
  });

  test('a topic asks a random question of its list at once', async ({ page }) => {
    const sent = recordSent(page);
    await open(page);
    await page.locator('ask-page').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Social Security', exact: true }).click();
    await expect(page.locator('.ask-page__answer')).toHaveCount(1);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.agent).toBe('social-security');
    expect(sent[0]!.prompt).toMatch(/Social Security/);
  });
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the mobile chips, and no automatic focus', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'What does Part B cover?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What does Medicare Part B cover?' })).toHaveCount(0);
    await expect(input(page)).not.toBeFocused();
  });
});

test.describe('motion', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`${motion}: ${motion === 'reduce' ? 'the text shows without typing' : 'the text is typed out after the stream ends'}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      let ended = false;
      page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).includes('AGENT_STREAM_END') && (ended = true)));
      // The page's clock stands while the answer streams in: shown without typing means shown
      // with no time passing; typing (15 ms a character) waits until the test moves the clock.
      await page.clock.install();
      await open(page);
      await stopClock(page);
      await ask(page, QUESTION);
      await expect.poll(() => ended, { timeout: 15_000 }).toBe(true);
      if (motion === 'reduce') {
        await expect(copyButton(page)).toBeVisible();
      } else {
        await expect(stopButton(page)).toBeVisible();
        await expect(copyButton(page)).toHaveCount(0);
        await page.clock.runFor(2 * TYPING_DELAY_MS * ENROLLMENT.answer.length);
        await expect(copyButton(page)).toBeVisible();
      }
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('scrolling, announcements, thinking, app variant', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 500 } });

  test('the scroll-down arrow shows 100 ms after scrolling more than 20 px up, and takes the visitor back down', async ({ page }) => {
    await open(page);
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    const box = page.locator('.ask-page__responses');
    const arrow = page.locator('.ask-page__scroll-down');
    expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(100);
    await expect(arrow).toHaveCount(0);
    // 20 px from the bottom still counts as the bottom.
    await box.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 20));
    await page.waitForTimeout(300);
    await expect(arrow).toHaveCount(0);
    await box.evaluate((el) => (el.scrollTop = 0));
    await expect(arrow).toBeVisible();
    await arrow.click();
    await expect.poll(() => box.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop)).toBeLessThanOrEqual(1);
    await expect(arrow).toHaveCount(0);
  });

  test('each finished block is announced once, never character by character', async ({ page }) => {
    await open(page);
    await page.locator('ask-page [aria-live="polite"]').evaluate((region) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) said.push(node.textContent ?? '');
      }).observe(region, { childList: true, subtree: true });
    });
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.map((text) => text.trim()));
    const blocks = await page
      .locator('.ask-page__answer-text')
      .first()
      .evaluate((el) => [...el.children].map((child) => (child.textContent ?? '').trim()));
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks)
      expect(
        said.filter((text) => text === block),
        block,
      ).toHaveLength(1);
    // A few more (the thinking state, the end), but nothing like one per chunk or character.
    expect(said.length).toBeLessThan(blocks.length + 5);
  });

  test('thinking: the four messages rotate every 2 s until each was shown once, then stay', async ({ page }) => {
    await page.clock.install();
    // A service that is still thinking: the socket opens and never answers.
    await page.routeWebSocket(/\/ask\/v1\/chat/, () => undefined);
    await open(page);
    await ask(page, QUESTION);
    const thinking = page.locator('.ask-page__thinking');
    await expect(thinking).toContainText(THINKING_MESSAGES[0]!);
    for (const message of THINKING_MESSAGES.slice(1)) {
      await page.clock.runFor(2000);
      await expect(thinking).toContainText(message);
    }
    await page.clock.runFor(6000);
    await expect(thinking).toContainText(THINKING_MESSAGES[3]!);
  });

  test('app variant: sources on the main domain are rewritten to this host with /.now.html', async ({ page }) => {
    await open(page, '/ask-member?EXP=member_app');
    await ask(page, QUESTION);
    await expect(copyButton(page)).toBeVisible({ timeout: 15_000 });
    const first = page.locator('.ask-page__sources a').first();
    const expected = rewriteAnswerLink(ENROLLMENT.resources[0]!.link, { mainDomainHosts: ['www.example.org'], currentOrigin: new URL(page.url()).origin });
    expect(expected).toMatch(/^http:\/\/localhost:\d+\/.*\.now\.html/);
    await expect(first).toHaveAttribute('href', expected!);
  });
});
