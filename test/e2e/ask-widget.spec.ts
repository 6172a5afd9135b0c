/**
 * `<ask-widget>` in real Chromium (ask-and-rewards 2.2): on the demo's article page, the question
 * handed to the Ask page in a real new tab that shares the storage; embedded on a partner page
 * of another origin (http://127.0.0.1:PORT vs the site's http://localhost:PORT) with hostile
 * host CSS, the question in the address fragment. The widget's own behaviour (its shadow root,
 * Enter, the chips, validation, the app variant's same window) is in
 * test/browser/ask-widget.test.ts; the article page's CSP in csp.spec.ts.
 *
 * The Ask page itself is replaced by a stub here (context.route), so nothing on it reads or
 * clears the hand-off before the test has looked: this tests the widget's side of it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PARTNER_CHIPS, PARTNER_PATH } from '../../scripts/demo-partner.ts';
import { decodeStoredQuestion, STORED_QUESTION_KEY } from '../../src/features/ask/ask.logic.ts';
import { questionFromUrl } from '../../src/features/ask/handoff.ts';
import { SITE, SITE_PORT } from './ports.ts';

const PARTNER = `http://127.0.0.1:${SITE_PORT}`;
const ARTICLE = '/health/info-2027/medicare-basics.html';
const SECTION = 'health-info-2027';

/** The Ask page, stubbed: it records nothing and clears nothing. */
async function stubAskPage(context: BrowserContext): Promise<void> {
  await context.route(/\/ask-member(\/\.now\.html)?(\?|#|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Ask</title><h1>Ask page</h1></html>' }),
  );
}

/** Records CSP violations and Trusted Types messages from before any page script. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

async function openArticle(page: Page, query = '') {
  await page.goto(`${ARTICLE}${query}`);
  const widget = page.locator('ask-widget');
  await expect(widget).toHaveAttribute('data-element-state', 'ready');
  return widget;
}

const storedQuestion = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORED_QUESTION_KEY);

test.describe('on the article page (same origin)', () => {
  test.beforeEach(async ({ context }) => {
    await stubAskPage(context);
  });

  test('submit stores the question and opens the Ask page in a new tab with source_section', async ({ page, context }) => {
    const widget = await openArticle(page);
    await widget.getByRole('textbox', { name: 'Your question' }).fill('  Is Part D required?  ');
    const [tab] = await Promise.all([context.waitForEvent('page'), widget.locator('#Submit_Channel_Entry').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${SITE}/ask-member?source_section=${SECTION}`);
    expect(page.url()).toBe(`${SITE}${ARTICLE}`);
    const raw = await storedQuestion(page);
    expect(decodeStoredQuestion(raw, Date.now())).toMatchObject({ question: 'Is Part D required?', sourceSection: SECTION });
    // The Ask page (same origin) sees the same storage.
    expect(await storedQuestion(tab)).toBe(raw);
    const pushed = await page.evaluate(() => (window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer ?? []);
    expect(pushed).toContainEqual({ event: 'ask-widget-submit', source_section: SECTION, eventInfo: { source_section: SECTION, control: 'submit' } });
  });
});

test.describe('on a partner page of another origin', () => {
  test.beforeEach(async ({ context }) => {
    await stubAskPage(context);
    await watchCsp(context);
  });

  async function openPartner(page: Page) {
    const requests: Array<{ url: string; status: number; cors: string | null }> = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${SITE}/dist/`))
        requests.push({ url: response.url(), status: response.status(), cors: response.headers()['access-control-allow-origin'] ?? null });
    });
    await page.goto(`${PARTNER}${PARTNER_PATH}`);
    const widget = page.locator('ask-widget');
    await expect(widget).toHaveAttribute('data-element-state', 'ready');
    return { widget, requests };
  }

  // One partner page load for the three steps: the page is only read until the last one submits.
  test("loaded cross-origin under a strict CSP; the host page's CSS stays out (its design tokens in); the question reaches the Ask page in the fragment", async ({
    page,
    context,
  }) => {
    const { widget, requests } = await openPartner(page);
    await test.step('the loader and the widget load cross-origin and render under a strict CSP', async () => {
      expect(new URL(page.url()).origin).toBe(PARTNER);
      expect(requests.map((r) => new URL(r.url).pathname)).toEqual(expect.arrayContaining(['/dist/loader.js', '/dist/elements/ask-widget.js']));
      // A React view: the shared React chunk comes from our origin too, as every other chunk does.
      expect(requests.filter((r) => /\/dist\/chunks\/react-[\w-]+\.js$/.test(r.url))).toHaveLength(1);
      for (const request of requests) {
        expect(request.status, request.url).toBe(200);
        expect(request.cors, request.url).toBe('*');
      }
      expect(page.url()).not.toContain('site-config');
      for (const chip of PARTNER_CHIPS) await expect(widget.getByRole('button', { name: chip })).toBeVisible();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    });

    await test.step("the host page's hostile CSS does not reach inside (its design tokens do: the partner's theme), and the widget's CSS does not leak out", async () => {
      const inside = await widget.evaluate((host) => {
        const root = host.shadowRoot!;
        const style = (selector: string) => {
          const element = root.querySelector(selector)!;
          const computed = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return { display: computed.display, visibility: computed.visibility, fontSize: computed.fontSize, width: box.width, height: box.height };
        };
        const hostStyle = getComputedStyle(host);
        return {
          host: { display: hostStyle.display, fontSize: hostStyle.fontSize },
          submit: style('#Submit_Channel_Entry'),
          input: style('input'),
          chip: style('.ask-widget__chip'),
          heading: style('h2'),
          submitBackground: getComputedStyle(root.querySelector('#Submit_Channel_Entry')!).backgroundColor,
          box: {
            padding: getComputedStyle(root.querySelector('.ask-widget')!).paddingTop,
            background: getComputedStyle(root.querySelector('.ask-widget')!).backgroundColor,
          },
        };
      });
      expect(inside.host).toEqual({ display: 'block', fontSize: '16px' });
      for (const name of ['submit', 'input', 'chip'] as const) {
        expect(inside[name].display, name).not.toBe('none');
        expect(inside[name].visibility, name).toBe('visible');
        expect(inside[name].height, name).toBeGreaterThanOrEqual(44);
      }
      expect(inside.heading.fontSize).toBe('20px');
      // The one way in is the library's design tokens: the partner's own colours (scripts/demo-partner.ts).
      expect(inside.box).toEqual({ padding: '16px', background: 'rgb(240, 247, 242)' });
      expect(inside.submitBackground).toBe('rgb(10, 92, 54)');
      await expect(widget.locator('#Submit_Channel_Entry')).toBeVisible();
      await expect(widget.getByRole('textbox', { name: 'Your question' })).toBeVisible();

      // The page's own elements keep the page's styles, class names shared with the widget or not.
      const outside = await page.evaluate(() => {
        const heading = getComputedStyle(document.getElementById('partner-heading')!);
        const box = getComputedStyle(document.getElementById('partner-box')!);
        return {
          headingSize: heading.fontSize,
          headingColor: heading.color,
          boxPadding: box.paddingTop,
          boxBackground: box.backgroundColor,
          boxBorder: box.borderTopWidth,
        };
      });
      expect(outside).toEqual({ headingSize: '30px', headingColor: 'rgb(0, 128, 0)', boxPadding: '0px', boxBackground: 'rgba(0, 0, 0, 0)', boxBorder: '0px' });
    });

    await test.step('the question reaches the Ask page on our origin in the address fragment', async () => {
      await widget.getByRole('textbox', { name: 'Your question' }).fill('Can I work & collect Social Security?');
      const [tab] = await Promise.all([context.waitForEvent('page'), widget.locator('#Submit_Channel_Entry').click()]);
      await tab.waitForLoadState();
      const url = tab.url();
      expect(new URL(url).origin).toBe(SITE);
      expect(url).toBe(`${SITE}/ask-member?source_section=__demo-partner#ask_question=Can%20I%20work%20%26%20collect%20Social%20Security%3F`);
      expect(questionFromUrl(url)).toEqual({ question: 'Can I work & collect Social Security?', sourceSection: '__demo-partner' });
      // Nothing is left in the partner origin's storage.
      expect(await storedQuestion(page)).toBeNull();
      // A chip too.
      const [chipTab] = await Promise.all([context.waitForEvent('page'), widget.getByRole('button', { name: PARTNER_CHIPS[0]! }).click()]);
      await chipTab.waitForLoadState();
      expect(questionFromUrl(chipTab.url())?.question).toBe(PARTNER_CHIPS[0]);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    });
  });
});
