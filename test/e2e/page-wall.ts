/**
 * What the paywall's and the register wall's specs check the same way (core/dom/page-wall.ts):
 * the wall's links and what is inert behind it, and logging in through the wall's Log in link.
 * The keyboard around a wall that is up: test/browser/gate-helpers.ts `expectWallKeyboard`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

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
  /** The host's attribute and its value after logging in as `member`. */
  attribute: string;
  down: string;
  /** The login page's button of a persona the wall does not stop, and the page's address. */
  member: string;
  pageUrl: string;
}

/** The test every wall has: Log in through the wall comes back to the page, which lets the member in. */
export function wallTests(spec: WallPage): void {
  test("the wall's Log in goes to the login page and comes back to the page, let in", async ({ page }) => {
    await spec.open(page, 'anonymous');
    await logInThroughWall(page, spec.wall(page), spec.member, spec.pageUrl);
    await expect(page.locator(spec.tag)).toHaveAttribute(spec.attribute, spec.down, { timeout: 15_000 });
    await expect(page.locator('[data-restricted]')).toBeVisible();
  });
}
