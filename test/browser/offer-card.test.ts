/**
 * <offer-card> (site 2.9, 4.9) in real Chromium against the emulator over HTTP: saved offers
 * marked from one request, save and remove through the shared store, the 2.5 s disabled button
 * with its tooltip, a failed call logged only (the emulator's fault control), the anonymous
 * tooltip, expiry and the offer count, the offer-details modal with its history entry (Back
 * closes it; closing a limited-time offer of the page's strip goes to its matching offer, a
 * different card far down the page), and two same-origin windows kept in step. Pages load in
 * same-origin frames, which share the test page's cookies; each frame is its own window with its
 * own store. The modal with the browser's Back on the demo's travel page stays on the demo site
 * (test/e2e/offer-card.spec.ts).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { TODAY, personaCookieStrings, personas } from '../../fixtures/personas.ts';
import { clearCookies, waitFor } from './helpers.ts';

type PageWindow = Window & typeof globalThis & { savedOffers: { get(): { status: string; ids: readonly string[] } } };

let services = '';
const control = (path: string, body?: unknown) =>
  fetch(`${services}__emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });

function setPersona(id: string | undefined): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  if (!id) return;
  for (const cookie of personaCookieStrings(personas.find((persona) => persona.id === id)!)) document.cookie = cookie;
}

const frames: HTMLIFrameElement[] = [];
async function openPage(): Promise<{ win: PageWindow; doc: Document; errors: string[]; logged: string[] }> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '700px';
  frames.push(frame);
  frame.src = '/test/browser/pages/offer-cards.html';
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as PageWindow;
  const errors: string[] = [];
  const logged: string[] = [];
  win.addEventListener('error', (event) => errors.push(event.message));
  win.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  const original = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
    original(...args);
  };
  const doc = win.document;
  await waitFor(() => [...doc.querySelectorAll('offer-card')].every((card) => card.getAttribute('data-element-state') === 'ready'), 8000, 'cards ready');
  return { win, doc, errors, logged };
}

const card = (doc: Document, id: string) => doc.getElementById(id) as HTMLElement;
const saveButton = (doc: Document, id: string) => card(doc, id).querySelector<HTMLButtonElement>('.offer-card__save-button')!;
const label = (button: HTMLElement) => button.querySelector('.offer-card__save-label')!.textContent;
const tip = (doc: Document, id: string) => card(doc, id).querySelector<HTMLElement>('.offer-card__tip')!;
const savedListRequests = (win: Window) => win.performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/offers/dbr/user')).length;

before(async () => {
  services = await (await fetch('/__test/services')).text();
});
afterEach(async () => {
  for (const frame of frames.splice(0)) frame.remove();
  await control('reset');
  clearCookies();
  localStorage.clear();
});

describe('offer-card: saved offers, save and remove (member-auto-renew, who has 10482 saved)', () => {
  beforeEach(() => setPersona('member-auto-renew'));

  it('fetches the saved offers once for the page and marks the saved card', async () => {
    const { win, doc, errors } = await openPage();
    await waitFor(() => card(doc, '10482').getAttribute('data-saved') === 'true', 5000, '10482 marked saved');
    expect(label(saveButton(doc, '10482'))).to.equal('Remove');
    expect(card(doc, '10517').getAttribute('data-saved')).to.equal('false');
    expect(label(saveButton(doc, '10517'))).to.equal('Save');
    expect(saveButton(doc, '10517').textContent).to.equal('Save Summit Ridge Hotels');
    expect(savedListRequests(win)).to.equal(1);
    expect(errors).to.deep.equal([]);
  });

  it('saves: the tooltip says it, the button is disabled while it shows, then usable again', async () => {
    const { win, doc } = await openPage();
    await waitFor(() => win.savedOffers.get().status === 'ready', 5000, 'store ready');
    const button = saveButton(doc, '10517');
    button.click();
    // React renders the click's update before the next task: wait for it, not a time.
    await waitFor(() => button.getAttribute('aria-disabled') === 'true', 3000, 'the button disabled while the call is out');
    await waitFor(() => !tip(doc, '10517').hidden, 5000, 'the tooltip');
    expect(tip(doc, '10517').textContent).to.equal('Summit Ridge Hotels has been saved');
    expect(button.getAttribute('aria-describedby')).to.equal(tip(doc, '10517').id);
    expect(label(button)).to.equal('Remove');
    expect(card(doc, '10517').getAttribute('data-saved')).to.equal('true');
    expect(win.savedOffers.get().ids).to.include('10517');
    // The announcement: the page's polite live region says the same.
    await waitFor(() => [...doc.querySelectorAll('[aria-live="polite"]')].some((region) => region.textContent?.includes('has been saved')), 3000, 'announced');
    // Still disabled: a click now does nothing (no second call, the state stays).
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(label(button)).to.equal('Remove');
    await waitFor(() => !button.hasAttribute('aria-disabled'), 8000, 'the button usable again');
    expect(tip(doc, '10517').hidden).to.equal(true);
    // The emulator kept it: a new page marks it saved.
    const second = await openPage();
    await waitFor(() => card(second.doc, '10517').getAttribute('data-saved') === 'true', 5000, 'saved on a new page');
  });

  it('by keyboard: Enter saves, the disabled button keeps focus, then Space removes', async () => {
    const { win, doc } = await openPage();
    await waitFor(() => win.savedOffers.get().status === 'ready', 5000, 'store ready');
    const button = saveButton(doc, '10517');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !tip(doc, '10517').hidden, 5000, 'the tooltip');
    expect(tip(doc, '10517').textContent).to.equal('Summit Ridge Hotels has been saved');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(label(button)).to.equal('Remove');
    expect(doc.activeElement, 'focus kept on the disabled button').to.equal(button);
    await waitFor(() => !button.hasAttribute('aria-disabled'), 8000, 'the button usable again');
    expect(tip(doc, '10517').hidden).to.equal(true);
    expect(doc.activeElement).to.equal(button);
    await sendKeys({ press: 'Space' });
    await waitFor(() => !tip(doc, '10517').hidden, 5000, 'the tooltip again');
    expect(tip(doc, '10517').textContent).to.equal('Summit Ridge Hotels has been removed');
    expect(label(button)).to.equal('Save');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
  });

  it('removes: the tooltip says has been removed', async () => {
    const { doc } = await openPage();
    await waitFor(() => card(doc, '10482').getAttribute('data-saved') === 'true', 5000, 'marked saved');
    const button = saveButton(doc, '10482');
    button.click();
    await waitFor(() => !tip(doc, '10482').hidden, 5000, 'the tooltip');
    expect(tip(doc, '10482').textContent).to.equal('Harborline Cruises has been removed');
    expect(label(button)).to.equal('Save');
    expect(card(doc, '10482').getAttribute('data-saved')).to.equal('false');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
  });

  it('a failed save is logged only: no tooltip, the button usable again and still Save', async () => {
    const { win, doc, errors, logged } = await openPage();
    await waitFor(() => win.savedOffers.get().status === 'ready', 5000, 'store ready');
    expect((await control('faults', { path: '/applications/CoreApi/offers/dbr/save/*', status: 500 })).status).to.equal(200);
    const button = saveButton(doc, '10517');
    button.click();
    await waitFor(() => logged.some((line) => /could not be saved/.test(line)), 5000, 'the console error');
    await waitFor(() => !button.hasAttribute('aria-disabled'), 3000, 'usable again');
    expect(label(button)).to.equal('Save');
    expect(card(doc, '10517').getAttribute('data-saved')).to.equal('false');
    expect(tip(doc, '10517').hidden).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('a removal answered 204 is not a removal (the shared store: 200 only): logged, still saved, Remove again', async () => {
    const { win, doc, errors, logged } = await openPage();
    await waitFor(() => card(doc, '10482').getAttribute('data-saved') === 'true', 5000, 'marked saved');
    expect((await control('faults', { path: '/applications/CoreApi/offers/dbr/remove/*', status: 204 })).status).to.equal(200);
    const button = saveButton(doc, '10482');
    button.click();
    await waitFor(() => logged.some((line) => /could not be removed: the service answered 204/.test(line)), 5000, 'the console error');
    await waitFor(() => !button.hasAttribute('aria-disabled'), 3000, 'usable again');
    expect(label(button)).to.equal('Remove');
    expect(card(doc, '10482').getAttribute('data-saved')).to.equal('true');
    expect(win.savedOffers.get().ids).to.include('10482');
    expect(tip(doc, '10482').hidden).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('a save in one window reaches the store and card of a second same-origin window', async () => {
    const one = await openPage();
    const two = await openPage();
    await waitFor(() => one.win.savedOffers.get().status === 'ready' && two.win.savedOffers.get().status === 'ready', 5000, 'both ready');
    expect(two.win.savedOffers.get().ids).not.to.include('10517');
    saveButton(one.doc, '10517').click();
    await waitFor(() => two.win.savedOffers.get().ids.includes('10517'), 5000, 'the second store updated');
    await waitFor(() => card(two.doc, '10517').getAttribute('data-saved') === 'true', 3000, 'the second card marked');
    expect(label(saveButton(two.doc, '10517'))).to.equal('Remove');
  });
});

describe('offer-card: anonymous visitor', () => {
  beforeEach(() => setPersona(undefined));

  it('Save opens the login tooltip: Login To Save and Create Login, in new tabs, saying so', async () => {
    const { win, doc, errors } = await openPage();
    await waitFor(() => win.savedOffers.get().status === 'anonymous', 5000, 'anonymous');
    expect(savedListRequests(win)).to.equal(0);
    const button = saveButton(doc, '10517');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 3000, 'the tooltip open');
    const links = [...tip(doc, '10517').querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Login To Save (opens in a new tab)', 'Create Login (opens in a new tab)']);
    expect(links.every((link) => link.target === '_blank' && link.rel === 'noopener')).to.equal(true);
    expect(links[0]!.href).to.match(/^https:\/\/secure\.example\.org\/applications\/user\/login\?/);
    expect(links[1]!.href).to.equal('https://secure.example.org/applications/user/register');
    // Escape closes it and focus is on the button.
    links[0]!.focus();
    links[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => tip(doc, '10517').hidden, 3000, 'the tooltip closed');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(doc.activeElement).to.equal(button);
    expect(errors).to.deep.equal([]);
  });
});

describe('offer-card: expiry and the offer count', () => {
  beforeEach(() => setPersona(undefined));

  it('hides the card past its last day (US Eastern), keeps the one on its last day, and lowers every count by one', async () => {
    const { doc } = await openPage();
    expect(card(doc, '10561').hidden).to.equal(true);
    expect(card(doc, '10561').getAttribute('data-offer-state')).to.equal('expired');
    expect(card(doc, '10533').hidden).to.equal(false);
    expect([...doc.querySelectorAll('[data-offer-count]')].map((count) => count.textContent)).to.deep.equal(['3', '3']);
    // Re-rendered (an attribute change): counted once still.
    card(doc, '10561').setAttribute('data-offer-timing', 'x');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...doc.querySelectorAll('[data-offer-count]')].map((count) => count.textContent)).to.deep.equal(['3', '3']);
  });
});

describe('offer-card: the offer-details modal', () => {
  beforeEach(() => setPersona('member-auto-renew'));

  it('opens from the link with the page in an iframe, settles, and browser Back closes it', async () => {
    const { win, doc, errors } = await openPage();
    const host = card(doc, '10517');
    const link = host.querySelector('h2 a') as HTMLAnchorElement;
    const before = win.history.length;
    link.click();
    const dialog = host.querySelector('dialog')!;
    await waitFor(() => dialog.open, 3000, 'the dialog open');
    expect(host.getAttribute('data-modal-state')).to.equal('open');
    expect(win.history.length).to.equal(before + 1);
    expect(doc.activeElement?.textContent).to.equal('Close');
    expect(dialog.getAttribute('data-layout')).to.equal('loading');
    expect(dialog.querySelector('[role="status"]')!.textContent).to.equal('Loading offer details');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.hidden).to.equal(true);
    await waitFor(() => dialog.getAttribute('data-layout') === 'settled', 8000, 'layout settled');
    expect(frame.hidden).to.equal(false);
    expect(new URL(frame.src).pathname).to.equal('/test/browser/pages/offer-details.html');
    expect(frame.title).to.equal('Summit Ridge Hotels: Offer details');
    win.history.back();
    await waitFor(() => !dialog.open, 5000, 'Back closes it');
    expect(host.getAttribute('data-modal-state')).to.equal('closed');
    expect(doc.activeElement).to.equal(link);
    expect(errors).to.deep.equal([]);
  });

  it('closing it with Close goes back in history; a limited-time offer then goes to its matching offer', async () => {
    const { win, doc, errors } = await openPage();
    // The strip's card (ltm-10590) is at the top; its matching offer, #10590, is a different
    // element far below, out of view until the modal closes.
    const host = card(doc, 'ltm-strip');
    const match = card(doc, '10590');
    const matchLink = match.querySelector('h2 a') as HTMLAnchorElement;
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= win.innerHeight;
    };
    expect(inView(match)).to.equal(false);
    const link = host.querySelector('h2 a') as HTMLAnchorElement;
    link.click();
    const dialog = host.querySelector('dialog')!;
    await waitFor(() => dialog.open, 3000, 'the dialog open');
    expect((win.history.state as { offerModal?: string } | null)?.offerModal).to.be.a('string');
    (dialog.querySelector('.offer-card__close') as HTMLButtonElement).click();
    await waitFor(() => !dialog.open, 3000, 'the dialog closed');
    await waitFor(() => (win.history.state as { offerModal?: string } | null)?.offerModal === undefined, 5000, 'history back');
    // The match of ltm-10590 is #10590: scrolled into view (centred) and its link focused.
    await waitFor(() => doc.activeElement === matchLink, 3000, 'focus on the matching offer');
    await waitFor(() => inView(match), 3000, `the matching offer scrolled into view (scrollY ${win.scrollY})`);
    expect(win.scrollY).to.be.greaterThan(0);
    expect(errors).to.deep.equal([]);
  });

  it('Escape closes it and takes its history entry back; the address never changes', async () => {
    const { win, doc, errors } = await openPage();
    const host = card(doc, '10517');
    const link = host.querySelector('h2 a') as HTMLAnchorElement;
    const address = win.location.href;
    link.click();
    const dialog = host.querySelector('dialog')!;
    await waitFor(() => dialog.open, 3000, 'the dialog open');
    expect(doc.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Summit Ridge Hotels');
    expect(win.location.href).to.equal(address);
    win.history.back();
    await waitFor(() => !dialog.open, 5000, 'Back closes it');
    const length = win.history.length;
    link.click();
    await waitFor(() => dialog.open, 3000, 'open again');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 3000, 'Escape closes it');
    await waitFor(() => (win.history.state as { offerModal?: string } | null)?.offerModal === undefined, 5000, 'its entry taken back');
    // The entry it pushed replaced the forward one Back left: the length is as it was.
    expect(win.history.length).to.equal(length);
    expect(win.location.href).to.equal(address);
    expect(doc.activeElement).to.equal(link);
    expect(errors).to.deep.equal([]);
  });

  it('closing the modal of an offer that is not limited-time leaves focus on its link and the page where it was', async () => {
    const { win, doc } = await openPage();
    const host = card(doc, '10517');
    const link = host.querySelector('h2 a') as HTMLAnchorElement;
    link.click();
    const dialog = host.querySelector('dialog')!;
    await waitFor(() => dialog.open, 3000, 'the dialog open');
    (dialog.querySelector('.offer-card__close') as HTMLButtonElement).click();
    await waitFor(() => (win.history.state as { offerModal?: string } | null)?.offerModal === undefined, 5000, 'history back');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(doc.activeElement).to.equal(link);
    expect(win.scrollY).to.equal(0);
  });

  it('refuses a modal URL of another origin: the link stays a plain link', async () => {
    const { doc, logged } = await openPage();
    const host = card(doc, '10517');
    await waitFor(() => host.querySelector('dialog'), 1000, 'dialog');
    host.setAttribute('data-modal-url', 'https://evil.example/x.html');
    await waitFor(() => logged.some((line) => /data-modal-url must be a page of this site/.test(line)), 3000, 'console error');
    await waitFor(() => host.querySelector('dialog') === null, 3000, 'no dialog');
    expect(host.querySelector('h2 a')!.hasAttribute('aria-haspopup')).to.equal(false);
  });
});
