/**
 * `<rewards-points>` and `<rewards-tile>` on the demo rewards page (ask-and-rewards 2.3, 4.5-4.7,
 * 6.3, 9.2), real Chromium against the emulator, as a rewards participant (member-auto-renew,
 * at.rs 'Y'), a logged-in non-member (registered-non-member) and an anonymous visitor: the
 * points form, 'not opted', tile points by membership, '2X PTS', 'Completed', the lock, the
 * daily-cap meter, a deposit updating everything in place with a polite announcement, a balance
 * written in another tab, and no layout shift. Today's daily login is taken as done
 * (firstLoginTS far ahead) wherever a test reads an exact balance.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, watch } from './visitor.ts';
import { DEMO_TILE_IDS } from '../../cms-templates/rewards-tile.ts';
import { axeViolations } from '../quality/a11y-checks.ts';
import { SERVICES } from './ports.ts';

const REWARDS = '/rewards/';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

const skipDailyLogin = (page: Page) => page.addInitScript(() => localStorage.setItem('firstLoginTS', String(8.64e15)));

const tile = (page: Page, id: string) => page.locator(`rewards-tile[data-activity-id="${id}"]`);

async function settled(page: Page) {
  const points = page.locator('rewards-points');
  await expect(points).toHaveAttribute('data-points-state', /^(points|not-opted|signed-out)$/);
  for (const id of Object.values(DEMO_TILE_IDS)) await expect(tile(page, id)).toHaveAttribute('data-tile-state', 'ready');
  return points;
}

/** The balance the page reads: the cookie once it is cached. */
const cookieBalance = (page: Page) => page.evaluate(() => Number(/(?:^|; )member_rewards_balance=(\d+)/.exec(document.cookie)?.[1] ?? NaN));

test('a rewards participant: the balance, member points, 2X, completed, open members-only tile, the meter', async ({ page }) => {
  const problems = watch(page);
  await skipDailyLogin(page);
  await asPersona(page, 'member-auto-renew', REWARDS);
  const points = await settled(page);
  await expect(points).toHaveAttribute('data-points-state', 'points');
  await expect.poll(() => cookieBalance(page)).toBeGreaterThan(0);
  const balance = await cookieBalance(page);
  await expect(points.locator('.rewards-points__value')).toHaveText(`member Rewards ${balance.toLocaleString('en-US')} POINTS`);

  await expect(tile(page, DEMO_TILE_IDS.eating).locator('.rewards-tile__points')).toHaveText('300 pts');
  const double = tile(page, DEMO_TILE_IDS.budget);
  await expect(double.locator('.rewards-tile__points')).toHaveText('150 pts');
  await expect(double.getByText('2X PTS')).toBeVisible();
  await expect(double.locator('.rewards-tile__status')).toContainText('Double points');
  const quiz = tile(page, DEMO_TILE_IDS.quiz);
  await expect(quiz.locator('.rewards-tile__points')).toHaveText('225 pts');
  await expect(quiz.getByText('Completed', { exact: true })).toBeVisible();
  await expect(quiz).toHaveAttribute('data-completed', 'true');
  const membersOnly = tile(page, DEMO_TILE_IDS.yoga);
  await expect(membersOnly).toHaveAttribute('data-locked', 'false');
  await expect(membersOnly.getByRole('img', { name: 'Members only' })).toHaveCount(0);

  await expect(points).toHaveAttribute('data-cap-state', 'shown');
  await expect(points.locator('.rewards-points__cap-text')).toHaveText(/^[\d,]+ of 2,000 points today$/);
  await expect(page.getByRole('meter', { name: /of 2,000 points today/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a deposit updates the balance, the tile and the meter in place, and the change is announced politely', async ({ page }) => {
  await skipDailyLogin(page);
  await asPersona(page, 'member-auto-renew', REWARDS);
  const points = await settled(page);
  await expect(points.locator('.rewards-points__cap-text')).toHaveText(/of 2,000/);
  await expect.poll(() => cookieBalance(page)).toBeGreaterThan(0);
  const before = await cookieBalance(page);
  const eating = tile(page, DEMO_TILE_IDS.eating);
  await expect(eating).toHaveAttribute('data-completed', 'false');
  await page.evaluate(
    (id) => document.dispatchEvent(new CustomEvent('loyalty-deposit', { detail: { activityIdentifier: id, hide_notification: true } })),
    DEMO_TILE_IDS.eating,
  );
  const after = (before + 300).toLocaleString('en-US');
  await expect(points.locator('.rewards-points__value')).toHaveText(`member Rewards ${after} POINTS`);
  await expect(points.locator('[data-live-region="polite"]')).toHaveText(`Your points balance is now ${after}.`);
  await expect(eating).toHaveAttribute('data-completed', 'true');
  await expect(eating.getByText('Completed', { exact: true })).toBeVisible();
});

test('a balance written in another tab shows here without a reload, announced', async ({ page, context }) => {
  await skipDailyLogin(page);
  await asPersona(page, 'member-auto-renew', REWARDS);
  const points = await settled(page);
  await expect(points).toHaveAttribute('data-points-state', 'points');
  await expect.poll(() => cookieBalance(page)).toBeGreaterThan(0);
  const other = await context.newPage();
  await other.goto(REWARDS);
  await other.evaluate(() => {
    document.cookie = 'member_rewards_balance=23456; path=/; max-age=86400';
    new BroadcastChannel('member-elements').postMessage({ type: 'balance-change' });
  });
  await expect(points.locator('.rewards-points__value')).toHaveText('member Rewards 23,456 POINTS', { timeout: 10_000 });
  await expect(points.locator('[data-live-region="polite"]')).toHaveText('Your points balance is now 23,456.');
  await other.close();
});

test("a logged-in non-member: 'not opted', base points, the lock on the members-only tile, no meter", async ({ page }) => {
  const problems = watch(page);
  await asPersona(page, 'registered-non-member', REWARDS);
  const points = await settled(page);
  await expect(points).toHaveAttribute('data-points-state', 'not-opted');
  await expect(points.locator('.rewards-points__value')).toHaveText('Not opted in to member Rewards');
  await expect(points).toHaveAttribute('data-cap-state', 'hidden');
  await expect(page.getByRole('meter')).toHaveCount(0);
  await expect(tile(page, DEMO_TILE_IDS.eating).locator('.rewards-tile__points')).toHaveText('200 pts');
  await expect(tile(page, DEMO_TILE_IDS.budget).locator('.rewards-tile__points')).toHaveText('100 pts');
  await expect(tile(page, DEMO_TILE_IDS.quiz)).toHaveAttribute('data-completed', 'false');
  const membersOnly = tile(page, DEMO_TILE_IDS.yoga);
  await expect(membersOnly).toHaveAttribute('data-locked', 'true');
  await expect(membersOnly.getByRole('img', { name: 'Members only' })).toBeVisible();
  // The lock is a sign, not a wall: the tile's link stays.
  await expect(membersOnly.getByRole('link')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an anonymous visitor: no balance, base points from the public list, the lock', async ({ page }) => {
  const problems = watch(page);
  await asPersona(page, 'anonymous', REWARDS);
  const points = await settled(page);
  await expect(points).toHaveAttribute('data-points-state', 'signed-out');
  await expect(points.locator('.rewards-points__value')).toHaveText('');
  await expect(tile(page, DEMO_TILE_IDS.eating).locator('.rewards-tile__points')).toHaveText('200 pts');
  await expect(tile(page, DEMO_TILE_IDS.budget).getByText('2X PTS')).toBeVisible();
  await expect(tile(page, DEMO_TILE_IDS.yoga).getByRole('img', { name: 'Members only' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('no layout shift (CLS 0 over the rewards elements)', () => {
  // [persona, width, balance answer held back (ms): the meter's limit answer comes first]
  for (const [persona, width, balanceDelayMs] of [
    ['member-auto-renew', 1280, 0],
    ['member-auto-renew', 390, 0],
    ['member-auto-renew', 1280, 1500],
    ['registered-non-member', 390, 0],
    ['anonymous', 1280, 0],
  ] as const) {
    test(`${persona} at ${width} px${balanceDelayMs ? ', the balance answered after the limit' : ''}`, async ({ page, request }) => {
      if (balanceDelayMs) {
        const fault = { path: '/applications/loyalty-catalog/pointsbalance/*', delayMs: balanceDelayMs };
        expect((await request.post(`${SERVICES}/__emulator/faults`, { data: fault })).status()).toBe(200);
      }
      await page.addInitScript(() => {
        (window as unknown as { __shift: number }).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (entry.hadRecentInput) continue;
            const ours = (entry.sources ?? []).some(
              (source) => source.node instanceof Element && source.node.closest('rewards-points, rewards-tile, .rewards-balance ~ *'),
            );
            if (!ours) continue;
            (window as unknown as { __shift: number }).__shift += entry.value;
            const names = (entry.sources ?? []).map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
            );
            console.log(`layout shift ${entry.value}: ${names.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifts: string[] = [];
      page.on('console', (message) => message.text().startsWith('layout shift') && shifts.push(message.text()));
      await page.setViewportSize({ width, height: 1600 });
      await asPersona(page, persona, REWARDS);
      const points = await settled(page);
      if (persona === 'member-auto-renew') await expect(points).toHaveAttribute('data-cap-state', 'shown');
      if (balanceDelayMs) await expect(points).toHaveAttribute('data-points-state', 'points');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), shifts.join('\n')).toBe(0);
    });
  }
});

// The sweep of accessibility.spec.ts visits this page for every persona; here the three kinds of
// visitor once each, with the meter and the deposit's announcement in the page.
test('axe (WCAG 2.2 AA) on the rewards page as a participant, a non-member and an anonymous visitor', async ({ page }) => {
  const problems: string[] = [];
  for (const persona of ['member-auto-renew', 'registered-non-member', 'anonymous']) {
    await asPersona(page, persona, REWARDS);
    await settled(page);
    problems.push(...(await axeViolations(page, `rewards as ${persona}`)));
  }
  expect(problems).toEqual([]);
});
