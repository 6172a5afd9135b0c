/**
 * <search-box> (site 2.8, 5, 7.5, 8) in Chromium against the emulator: every key of the APG
 * combobox (Down / Up wrapping, Escape twice, Enter on a highlighted option, click outside), the
 * four status texts, aborting a stale request (the first answer slowed by the emulator's fault
 * control), and submitting in English and Spanish, and on the results page (the '/browse' rule).
 *
 * Each test loads a CMS-like page (test/browser/pages/search-box-{en,es}.html, no searchUrl in
 * its site config: the language defaults apply; search-box-results.html, the results page's
 * input `results-search` with a searchUrl under '/browse') in an iframe, so a submission
 * navigates the frame and the test reads where it went. Without JavaScript, the demo results
 * page's CMS form: test/e2e/search-box.spec.ts.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { waitFor } from './helpers.ts';
import { ariaSnapshot } from './page-commands.ts';

let services = '';
let frame: HTMLIFrameElement | undefined;

async function emulator(path: string, body?: unknown) {
  await fetch(`${services}__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

interface Box {
  win: Window & { adobeDataLayer?: unknown[] };
  doc: Document;
  host: HTMLElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLElement;
  requests: Array<{ url: string; signal: AbortSignal | undefined }>;
}

/** Loads test/browser/pages/search-box-{page}.html: English, Spanish, or the results page. */
async function load(page: 'en' | 'es' | 'results', width = 1000): Promise<Box> {
  frame = document.createElement('iframe');
  frame.width = String(width);
  frame.height = '700';
  frame.src = `/test/browser/pages/search-box-${page}.html`;
  document.body.append(frame);
  const win = await waitFor(() => frame!.contentDocument?.querySelector('search-box[data-search-box]') && frame!.contentWindow, 10_000, 'the search box');
  const doc = win.document;
  const host = doc.querySelector<HTMLElement>('search-box')!;
  const requests: Box['requests'] = [];
  // Record the suggestion calls the element makes (ky calls the frame's fetch).
  const original = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // The frame's own Request (another realm than the test's).
    const request = input instanceof (win as unknown as typeof globalThis).Request ? (input as Request) : undefined;
    const url = request ? request.url : String(input);
    if (url.includes('querySuggest')) requests.push({ url, signal: request ? request.signal : (init?.signal ?? undefined) });
    return original(input, init);
  };
  return {
    win,
    doc,
    host,
    input: doc.querySelector<HTMLInputElement>('input[name="q"]')!,
    list: doc.querySelector<HTMLUListElement>('[role="listbox"]')!,
    status: host.querySelector<HTMLElement>('[role="status"]')!,
    requests,
  };
}

const options = (box: Box) => [...box.list.querySelectorAll<HTMLElement>('[role="option"]')];
const texts = (box: Box) => options(box).map((option) => option.textContent);
const selected = (box: Box) => options(box).findIndex((option) => option.getAttribute('aria-selected') === 'true');
const statusText = (box: Box) => box.status.textContent;

async function typeInto(box: Box, text: string) {
  box.input.focus();
  await sendKeys({ type: text });
}

async function suggestionsFor(box: Box, text: string) {
  await typeInto(box, text);
  await waitFor(() => box.host.getAttribute('data-search-state') === 'loaded' && !box.list.hidden, 8000, `suggestions for ${text}`);
}

/** Waits for the frame to leave the test page; returns its new address (path and query). */
async function navigated(box: Box): Promise<string> {
  const from = box.win;
  const address = await waitFor(
    () => {
      const location = frame?.contentWindow?.location;
      // A search always has a query; the test pages have none (the results page's target is
      // under its own path).
      return frame?.contentWindow !== from || !location?.pathname.includes('/test/browser/pages/') || location.search
        ? location && `${location.pathname}${location.search}`
        : undefined;
    },
    8000,
    'the frame to navigate',
  );
  return address!;
}

before(async () => {
  services = await (await fetch('/__test/services')).text();
  await setViewport({ width: 1280, height: 900 });
});
beforeEach(() => emulator('reset'));
afterEach(() => {
  frame?.remove();
  frame = undefined;
});

describe('<search-box> combobox keys (APG)', () => {
  it('marks the input as a combobox, opens on Down, moves and wraps with Down / Up, focus staying in the input', async () => {
    const box = await load('en');
    expect(box.input.getAttribute('role')).to.equal('combobox');
    expect(box.input.getAttribute('aria-expanded')).to.equal('false');
    expect(box.input.getAttribute('aria-controls')).to.equal(box.list.id);
    expect(box.input.getAttribute('aria-autocomplete')).to.equal('list');
    await suggestionsFor(box, 'medicare');
    const count = options(box).length;
    expect(count).to.be.within(2, 8);
    expect(box.input.getAttribute('aria-expanded')).to.equal('true');
    expect(selected(box)).to.equal(-1);

    await sendKeys({ press: 'ArrowDown' });
    expect(selected(box)).to.equal(0);
    expect(box.input.getAttribute('aria-activedescendant')).to.equal(options(box)[0]!.id);
    expect(box.doc.activeElement).to.equal(box.input);
    await sendKeys({ press: 'ArrowUp' });
    expect(selected(box), 'Up from the first wraps to the last').to.equal(count - 1);
    await sendKeys({ press: 'ArrowDown' });
    expect(selected(box), 'Down from the last wraps to the first').to.equal(0);
    await sendKeys({ press: 'ArrowDown' });
    expect(selected(box)).to.equal(1);
    expect(box.input.getAttribute('aria-activedescendant')).to.equal(options(box)[1]!.id);
    expect(box.input.value, 'moving does not change the typed text').to.equal('medicare');
  });

  it('Escape closes and keeps the text; a second Escape clears it; Down reopens', async () => {
    const box = await load('en');
    await suggestionsFor(box, 'medicare');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    expect(box.list.hidden).to.equal(true);
    expect(box.input.getAttribute('aria-expanded')).to.equal('false');
    expect(box.input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(box.input.value).to.equal('medicare');
    await sendKeys({ press: 'ArrowDown' });
    expect(box.list.hidden, 'Down reopens the list').to.equal(false);
    expect(selected(box)).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect(box.input.value).to.equal('');
    expect(box.doc.activeElement).to.equal(box.input);
  });

  it('Enter on a highlighted option takes its text and searches for it (sugg=1, analytics)', async () => {
    const box = await load('en');
    const layer: unknown[] = [];
    box.win.adobeDataLayer = layer;
    await suggestionsFor(box, 'medicare');
    const count = options(box).length;
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const chosen = texts(box)[1]!;
    await sendKeys({ press: 'Enter' });
    expect(await navigated(box)).to.equal(`/search/?q=${encodeURIComponent(chosen)}&c=all&intcmp=DSO-SRCH-HDR&sugg=1`);
    expect(layer).to.deep.equal([{ event: 'search', search: { searchTerm: chosen, searchNumResults: count, searchSort: 'relevancy', searchSuggest: true } }]);
  });

  it('a click outside closes the list without choosing; the list hides after the input loses focus', async () => {
    const box = await load('en');
    await suggestionsFor(box, 'social');
    await sendKeys({ press: 'ArrowDown' });
    const outside = box.doc.getElementById('outside')!.getBoundingClientRect();
    const offset = frame!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(offset.left + outside.left + 5), Math.round(offset.top + outside.top + 5)] });
    await waitFor(() => box.list.hidden, 2000, 'the list to close');
    expect(box.input.value).to.equal('social');
    expect(box.input.getAttribute('aria-expanded')).to.equal('false');
    expect(frame!.contentWindow).to.equal(box.win);
    expect(box.win.location.pathname).to.include('/test/browser/pages/');

    // Tab away: closed too (and nothing chosen).
    box.input.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(box.list.hidden).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => box.list.hidden, 2000, 'the list to hide after blur');
    expect(box.input.value).to.equal('social');
  });

  it('a click on an option takes it', async () => {
    const box = await load('en');
    await suggestionsFor(box, 'travel');
    const option = options(box)[0]!;
    const rect = option.getBoundingClientRect();
    expect(rect.height, 'options are at least 44 px high').to.be.at.least(44);
    const offset = frame!.getBoundingClientRect();
    const text = option.textContent!;
    await sendMouse({ type: 'click', position: [Math.round(offset.left + rect.left + 10), Math.round(offset.top + rect.top + rect.height / 2)] });
    expect(await navigated(box)).to.equal(`/search/?q=${encodeURIComponent(text)}&c=all&intcmp=DSO-SRCH-HDR&sugg=1`);
  });
});

describe('<search-box> the open list at 390, 800 and 1280 px', () => {
  for (const width of [390, 800, 1280]) {
    it(`${width} px: its accessibility tree (Playwright's ARIA snapshot), 44 px options, focus in the input`, async () => {
      const box = await load('en', width);
      await suggestionsFor(box, 'medicare');
      await sendKeys({ press: 'ArrowDown' });
      expect(box.doc.activeElement).to.equal(box.input);
      const shown = texts(box);
      expect(shown.length).to.be.within(1, 8);
      expect(await ariaSnapshot('search-box [role="listbox"]', 'iframe')).to.equal(
        ['- listbox "Search suggestions":', ...shown.map((text, i) => `  - option ${JSON.stringify(text)}${i === 0 ? ' [selected]' : ''}`)].join('\n'),
      );
      for (const option of options(box)) expect(option.getBoundingClientRect().height, option.textContent!).to.be.at.least(44);
      await waitFor(() => statusText(box) === `${shown.length} suggested search terms loaded`, 5000, 'the loaded status');
    });
  }
});

describe('<search-box> suggestions and status', () => {
  it('asks for count=10 with the key and organisation, shows at most 8, and says how many', async () => {
    const box = await load('en');
    await suggestionsFor(box, 'med');
    const url = new URL(box.requests.at(-1)!.url);
    expect(url.pathname).to.equal('/search/v2/querySuggest');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      pipeline: 'default',
      count: '10',
      access_token: 'suggest-key',
      organizationId: 'member-org',
      q: 'med',
    });
    const count = options(box).length;
    expect(count).to.be.within(1, 8);
    await waitFor(() => statusText(box) === `${count} suggested search terms loaded`, 5000, 'the loaded status');
    expect(box.status.getAttribute('aria-live')).to.equal('polite');
  });

  it('says "Search term too short" for fewer than 3 characters, and asks nothing', async () => {
    const box = await load('en');
    await typeInto(box, 'me');
    await waitFor(() => statusText(box) === 'Search term too short', 5000, 'the too-short status');
    expect(box.requests).to.have.length(0);
    expect(box.list.hidden).to.equal(true);
  });

  it('says loading while the service is slow, and the error when it fails', async () => {
    await emulator('faults', { path: '/search/v2/querySuggest', delayMs: 4000, times: 1 });
    const box = await load('en');
    await typeInto(box, 'hearing');
    await waitFor(() => statusText(box) === 'Loading search suggestions for hearing', 5000, 'the loading status');
    await waitFor(() => /suggested search terms loaded$/.test(statusText(box) ?? ''), 8000, 'the loaded status');

    await emulator('faults', { path: '/search/v2/querySuggest', status: 500 });
    await typeInto(box, ' aids');
    await waitFor(() => statusText(box) === 'Unable to provide search suggesions due to an error', 6000, 'the error status');
    expect(box.list.hidden).to.equal(true);
  });

  it('aborts the request before a newer keystroke: the slow, stale answer never shows', async () => {
    await emulator('faults', { path: '/search/v2/querySuggest', delayMs: 2500, times: 1 });
    const box = await load('en');
    await typeInto(box, 'cru');
    await waitFor(() => box.host.getAttribute('data-search-state') === 'loading', 3000, 'the first request');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'hotel' });
    await waitFor(() => box.host.getAttribute('data-search-state') === 'loaded', 5000, 'the newer answer');
    expect(box.requests[0]!.signal?.aborted, 'the first request was aborted').to.equal(true);
    const shown = texts(box);
    expect(shown.every((text) => /hotel/i.test(text ?? ''))).to.equal(true);
    // Past the slow answer's time: still the newer list.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(texts(box)).to.deep.equal(shown);
    expect(statusText(box)).to.equal(`${shown.length} suggested search terms loaded`);
  });
});

describe('<search-box> submitting', () => {
  it('English: the button goes to /search/ with the encoded term, the category and the tracking parameters', async () => {
    const box = await load('en');
    box.doc.querySelector<HTMLSelectElement>('select[name="c"]')!.value = 'member benefits';
    await typeInto(box, '  medicare & you ');
    box.doc.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(await navigated(box)).to.equal('/search/?q=medicare%20%26%20you&c=member%20benefits&intcmp=DSO-SRCH-HDR&sugg=0');
  });

  it('a blank term is never submitted (Enter or the button)', async () => {
    const box = await load('en');
    await typeInto(box, '   ');
    await sendKeys({ press: 'Enter' });
    box.doc.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(frame!.contentWindow).to.equal(box.win);
    expect(box.win.location.pathname).to.include('/test/browser/pages/');
    expect(box.doc.activeElement).to.equal(box.input);
  });

  it("on the page whose input is results-search, '/browse' in the search URL is replaced by the current path", async () => {
    const box = await load('results');
    const page = box.win.location.pathname;
    expect(page).to.equal('/test/browser/pages/search-box-results.html');
    await typeInto(box, 'medicare');
    await sendKeys({ press: 'Enter' });
    expect(await navigated(box)).to.equal(`${page}/?view=all&q=medicare&c=all&intcmp=DSO-SRCH-RESULTS&sugg=0`);
  });

  it('Spanish: Spanish status texts, and Enter goes to /espanol/buscar/', async () => {
    const box = await load('es');
    await typeInto(box, 'me');
    await waitFor(() => statusText(box) === 'Término de búsqueda demasiado corto', 5000, 'the Spanish too-short status');
    await sendKeys({ type: 'dicare' });
    await waitFor(() => / términos de búsqueda sugeridos$/.test(statusText(box) ?? ''), 6000, 'the Spanish loaded status');
    expect(statusText(box)).to.equal(`Se cargaron ${options(box).length} términos de búsqueda sugeridos`);
    expect(box.list.getAttribute('aria-label')).to.equal('Sugerencias de búsqueda');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Enter' });
    expect(await navigated(box)).to.equal('/espanol/buscar/?q=medicare&c=all&intcmp=DSO-SRCH-HDR&sugg=0');
  });
});
