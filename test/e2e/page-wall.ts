/**
 * What the paywall's and the register wall's specs check the same way (core/dom/page-wall.ts):
 * the keyboard around a wall that is up, and logging in through the wall's Log in link.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard.ts';

/** A wall's link target, read as a URL (throws on a relative or broken address). */
export async function linkTarget(wall: Locator, name: string): Promise<URL> {
  const url = new URL((await wall.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '');
  expect(url.protocol, `${name}: an http(s) address`).toMatch(/^https?:$/);
  return url;
}

/** With the wall up: `behind` (the page's content) is inert; the header and the page's title are not. */
export async function expectInertBehind(page: Page, behind: string): Promise<void> {
  const inert = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.closest('[inert]') !== null);
  expect(await inert(behind), `${behind} behind the wall is inert`).toBe(true);
  expect(await inert('site-header'), 'the header is usable').toBe(false);
  expect(await inert('h1'), "the page's title is readable").toBe(false);
}

/**
 * With the wall up (`panel`: the wall's own selector): a round of Tab stops only in the header,
 * the main navigation and the wall, and reaches each of `links`; from the top, Tab reaches them
 * with a visible focus indicator and the last one on screen; Escape leaves focus and the wall as
 * they were. `stillUp` checks the host's attribute afterwards.
 */
export async function expectWallKeyboard(page: Page, wall: Locator, panel: string, links: readonly string[], stillUp: () => Promise<void>): Promise<void> {
  const viewport = page.viewportSize();
  const stops: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((panel) => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const where = el.closest(`site-header, header, mega-menu, ${panel}`);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${where ? (where.matches(panel) ? 'WALL' : where.localName) : 'OUTSIDE'}: ${el.localName} "${name}"`;
    }, panel);
    if (stop) stops.push(stop);
  }
  expect(
    stops.filter((stop) => stop.startsWith('OUTSIDE')),
    stops.join('\n'),
  ).toEqual([]);
  for (const name of links) expect(stops, `Tab reaches ${name}`).toContain(`WALL: a "${name}"`);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const targets = links.map((name) => wall.getByRole('link', { name, exact: true }));
  for (const target of targets) await tabTo(page, target);
  const last = targets[targets.length - 1]!;
  const box = await last.boundingBox();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, 'the focused link is on screen').toBe(true);

  await page.keyboard.press('Escape');
  await expect(last).toBeFocused();
  await expect(wall).toBeVisible();
  await stillUp();
}

/** Follows the wall's Log in link to the emulated login page, logs in as `persona` (its button), and expects to be back on `pageUrl`. */
export async function logInThroughWall(page: Page, wall: Locator, persona: string, pageUrl: string): Promise<void> {
  await wall.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: persona }).click();
  await expect(page).toHaveURL(pageUrl);
}

export interface WallPage {
  /** The element's tag. */
  tag: string;
  /** Opens the page as a persona; resolves to the element's host once it has decided. */
  open: (page: Page, persona: string) => Promise<Locator>;
  /** The wall's region on the page. */
  wall: (page: Page) => Locator;
  /** The wall panel's own selector. */
  panel: string;
  /** The wall's links, in order. */
  links: readonly string[];
  /** The host's attribute and its value while the wall is up, and after logging in as `member`. */
  attribute: string;
  up: string;
  down: string;
  /** The login page's button of a persona the wall does not stop, and the page's address. */
  member: string;
  pageUrl: string;
}

/**
 * The tests every wall has: Log in through the wall comes back to the page, which lets the member
 * in; the keyboard at 390 and 1280 px (expectWallKeyboard), as an anonymous visitor.
 */
export function wallTests(spec: WallPage): void {
  test("the wall's Log in goes to the login page and comes back to the page, let in", async ({ page }) => {
    await spec.open(page, 'anonymous');
    await logInThroughWall(page, spec.wall(page), spec.member, spec.pageUrl);
    await expect(page.locator(spec.tag)).toHaveAttribute(spec.attribute, spec.down, { timeout: 15_000 });
    await expect(page.locator('[data-restricted]')).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`keyboard at ${width} px: Tab reaches only the header, the navigation and the wall; Escape does nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const host = await spec.open(page, 'anonymous');
      await expectWallKeyboard(page, spec.wall(page), spec.panel, spec.links, () => expect(host).toHaveAttribute(spec.attribute, spec.up));
    });
  }
}
