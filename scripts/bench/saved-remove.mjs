/**
 * Removing a saved offer (issue 16): on the saved-benefits page, in Chromium with the bench's
 * mobile viewport and 4x CPU throttling, as a persona whose saved page shows 12 offers, the long
 * tasks while a card is removed: from pressing 'remove offer' until the card has left the page
 * (the 2400 ms undo window, the remove call, the 700 ms exit animation) and 500 ms more.
 *
 * Each round is a fresh context: the persona route, a reload at 4x CPU, the card scrolled to (so
 * the lazy logos that scrolling brings in are not counted as removing) and a quiet second and a
 * half, then a `longtask` PerformanceObserver, the press, the watch. After each round the offer is
 * saved again through the emulator's API, so every round removes from the same 12 and the
 * emulator ends as it began (Lighthouse loads the page later). Rounds take the cards in turn.
 * The verdict (`savedRemovalBudget`, scripts/bench/report.mjs) reads the rounds.
 */
import { longTasksDuring, openThrottled } from './pages.mjs';

/** Budget: no task longer than this while a card is removed (issue 16). */
export const REMOVE_TASK_BUDGET_MS = 50;
/** Cards of the lifetime member's saved page (fixtures/site/saved-offers.json), taken in turn. */
export const REMOVE_CARDS = ['10517', '10533', '20114', '20152', '30207', '30244', '40318'];
export const REMOVE_ROUNDS = 3;
const REMOVE_TIMEOUT_MS = 20_000;

/**
 * Returns `{ rounds: [{ card, tasks: [[ms after the press, duration ms], ...], durationMs }] }`;
 * `tasks` are the `longtask` entries (every one over 50 ms).
 */
export async function measureSavedRemoval(browser, { siteUrl, path, persona, rounds = REMOVE_ROUNDS, reducedMotion = 'no-preference', onRound }) {
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    const card = REMOVE_CARDS[round % REMOVE_CARDS.length];
    const { context, page } = await openThrottled(browser, { siteUrl, path, persona, reducedMotion });
    try {
      await page.locator('saved-benefits[data-saved-view="list"][data-element-state="ready"]').waitFor();
      const cardLocator = page.locator(`saved-benefits .saved-offer[data-offer-id="${card}"]`);
      await cardLocator.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      const measured = await longTasksDuring(page, async () => {
        await cardLocator.getByRole('button', { name: 'remove offer' }).click();
        await cardLocator.waitFor({ state: 'detached', timeout: REMOVE_TIMEOUT_MS });
      });
      results.push({ card, ...measured });
      onRound?.(results.at(-1), round);
      await saveAgain(context, page, card);
    } finally {
      await context.close();
    }
  }
  return { rounds: results };
}

/** Saves `card` again for the page's visitor (the emulator's save call, with their cookies). */
async function saveAgain(context, page, card) {
  const services = await page.evaluate(() => JSON.parse(document.getElementById('site-config')?.textContent ?? '{}').servicesEndpoint);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
  const answer = await context.request.post(new URL(`applications/CoreApi/offers/dbr/save/${card}`, services).href, {
    headers: { 'Content-Type': 'application/json', fedId: cookies.fedid, Authorization: `Bearer ${cookies.access_token}` },
  });
  if (answer.status() !== 200) throw new Error(`saved-remove: saving ${card} again answered ${answer.status()}`);
}
