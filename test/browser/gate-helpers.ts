/**
 * Shared steps of the gate tests (paywall-gate.test.ts, register-wall.test.ts): the gated test
 * page in a same-origin frame (it shares the test page's cookies and has its own identity store
 * and scroll), login cookies, the emulator's faults, and the checks every page wall must pass (Tab reaches only the
 * header and the wall; the page does not scroll; Escape does nothing; removal undoes it all).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { TODAY, personaCookieStrings, personas, type Persona } from '../../fixtures/personas.ts';
import { clearCookies, tabTo, waitFor } from './helpers.ts';

export type GatedWindow = Window & typeof globalThis & { consoleErrors: string[]; originalText: string };

const frames: HTMLIFrameElement[] = [];

let services: string | undefined;
/** Posts to the service emulator's control endpoint: `faults` with a rule, `reset`. */
export async function emulatorControl(action: string, body?: unknown): Promise<Response> {
  services ??= await (await fetch('/__test/services')).text();
  const init: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
  return fetch(`${services}__emulator/${action}`, body === undefined ? init : { ...init, body: JSON.stringify(body) });
}

/** Sets exactly these login cookies (and the fixtures' date). */
export function setCookies(cookies: Persona['cookies']): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  for (const cookie of personaCookieStrings({ id: 'test', name: 'test', cookies, expected: {} })) document.cookie = cookie;
}

/** The emulator's fault rules now (a rule with `times` counts down as requests take it). */
export async function emulatorFaults(): Promise<Array<{ path: string; times?: number }>> {
  services ??= await (await fetch('/__test/services')).text();
  return ((await (await fetch(`${services}__emulator/faults`)).json()) as { faults: Array<{ path: string; times?: number }> }).faults;
}

/** The login cookies of a persona of fixtures/personas.ts. */
export const personaCookies = (id: string): Persona['cookies'] => personas.find((persona) => persona.id === id)!.cookies;

/** Removes the frames and cookies of a test. */
export function closePages(): void {
  for (const frame of frames.splice(0)) frame.remove();
  clearCookies();
}

/** Opens test/browser/pages/gated-article.html{query} at `width` px and waits until `tag` has decided (`decided`). */
export async function openGatedPage(
  query: string,
  width: number,
  tag: 'paywall-gate' | 'register-wall',
  decided: string,
): Promise<{ win: GatedWindow; doc: Document; host: HTMLElement }> {
  const frame = document.createElement('iframe');
  frames.push(frame);
  frame.title = 'gated article';
  frame.style.cssText = `position: fixed; top: 0; left: 0; width: ${width}px; height: 800px; border: 0;`;
  frame.src = `/test/browser/pages/gated-article.html${query}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as GatedWindow;
  const doc = frame.contentDocument!;
  const host = await waitFor(() => doc.querySelector<HTMLElement>(tag), 5000, 'the page to set up');
  await waitFor(() => host.hasAttribute(decided) || host.getAttribute('data-element-state') === 'error', 10_000, `<${tag}> to decide`);
  return { win, doc, host };
}

/** Waits `count` frames of the page: long enough for scroll events and smooth scrolling to start. */
export async function nextFrames(win: Window, count = 3): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

/** The names of the links and controls that are not inert. */
export const focusables = (doc: Document) =>
  [...doc.querySelectorAll<HTMLElement>('a[href], button, select')].filter((el) => !el.closest('[inert]')).map((el) => el.textContent!.trim());

/** Tab from the start of the page visits `names` in order, and nothing else (leaving through browser chrome is fine). */
export async function expectTabOrder(win: Window, doc: Document, names: readonly string[]): Promise<void> {
  expect(doc.activeElement, 'focus is not moved on load').to.equal(doc.body);
  win.focus();
  const visited: string[] = [];
  for (let i = 0; i < names.length * 2; i += 1) {
    await sendKeys({ press: 'Tab' });
    const active = doc.activeElement;
    if (doc.hasFocus() && active && active !== doc.body) visited.push(active.textContent!.trim());
  }
  expect(visited.slice(0, names.length)).to.deep.equal(names);
  for (const name of visited) expect(names, name).to.include(name);
}

/**
 * The wall `wall` (a selector) holds: the page does not scroll (by script or keys), Escape does
 * nothing; then removing `host` takes the wall, the inert marks and the scroll lock away.
 */
export async function expectWallHolds(win: Window, doc: Document, host: HTMLElement, wall: string, scrollTarget: string): Promise<void> {
  const scroller = doc.scrollingElement!;
  expect(scroller.scrollHeight, 'the page is taller than the screen').to.be.greaterThan(1600);
  win.scrollTo(0, 500);
  await nextFrames(win);
  expect(scroller.scrollTop, 'after scrollTo').to.equal(0);
  doc.getElementById(scrollTarget)!.scrollIntoView();
  await nextFrames(win);
  expect(scroller.scrollTop, 'after scrollIntoView').to.equal(0);
  win.focus();
  for (const key of ['PageDown', 'Space', 'End', 'ArrowDown']) {
    await sendKeys({ press: key });
    await nextFrames(win);
    expect(scroller.scrollTop, key).to.equal(0);
  }
  // Escape does nothing: there is nothing to close.
  await sendKeys({ press: 'Escape' });
  await nextFrames(win);
  expect(doc.querySelector(wall), 'the wall after Escape').not.to.equal(null);

  host.remove();
  await waitFor(() => doc.querySelector(wall) === null, 3000, 'the wall to go');
  expect(doc.querySelectorAll('[inert]').length).to.equal(0);
  win.scrollTo(0, 500);
  await waitFor(() => scroller.scrollTop > 0, 3000, 'the page to scroll again');
}

const squashed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const isVisible = (element: Element) => (element as HTMLElement).checkVisibility({ visibilityProperty: true });

/** The wall's region on the page: the `section` labelled by a heading reading `heading`; undefined when there is none. */
export function wallNamed(doc: Document, heading: string): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>('section[aria-labelledby]')].find(
    (region) => squashed(doc.getElementById(region.getAttribute('aria-labelledby')!)?.textContent) === heading,
  );
}

/** The wall's link named `name`, shown. */
export function wallLink(wall: Element, name: string): HTMLAnchorElement {
  const link = [...wall.querySelectorAll<HTMLAnchorElement>('a')].find((candidate) => squashed(candidate.textContent) === name);
  expect(link && isVisible(link), `the wall's ${name} shows`).to.equal(true);
  return link!;
}

/** A wall's link target, read as a URL (throws on a relative or broken address). */
export function linkTarget(wall: Element, name: string): URL {
  const url = new URL(wallLink(wall, name).getAttribute('href') ?? '');
  expect(url.protocol, `${name}: an http(s) address`).to.match(/^https?:$/);
  return url;
}

/** With the wall up: `behind` (the page's content) is inert; the header and the page's title are not. */
export function expectInertBehind(doc: Document, behind: string): void {
  const inert = (selector: string) => doc.querySelector(selector)!.closest('[inert]') !== null;
  expect(inert(behind), `${behind} behind the wall is inert`).to.equal(true);
  expect(inert('site-header'), 'the header is usable').to.equal(false);
  expect(inert('h1'), "the page's title is readable").to.equal(false);
}

/**
 * With the wall up (`panel`: the wall's own selector) on a demo page: a round of Tab (from the
 * page's start until focus comes back to the first stop, at most 80 presses) stops only in the
 * header, the main navigation and the wall, and reaches each of `links`; from there, Tab reaches
 * them with a visible focus indicator and the last one on screen; Escape leaves focus and the
 * wall as they were.
 */
export async function expectWallKeyboard(win: Window, doc: Document, wall: Element, panel: string, links: readonly string[]): Promise<void> {
  (doc.activeElement as HTMLElement | null)?.blur();
  win.focus();
  const stops: string[] = [];
  let first: Element | undefined;
  for (let step = 0; step < 80; step += 1) {
    await sendKeys({ press: 'Tab' });
    const el = doc.hasFocus() ? doc.activeElement : null;
    if (!el || el === doc.body) continue;
    if (el === first) break;
    first ??= el;
    const where = el.closest(`site-header, header, mega-menu, ${panel}`);
    const name = squashed(el.getAttribute('aria-label') ?? el.textContent).slice(0, 40);
    stops.push(`${where ? (where.matches(panel) ? 'WALL' : where.localName) : 'OUTSIDE'}: ${el.localName} "${name}"`);
  }
  expect(
    stops.filter((stop) => stop.startsWith('OUTSIDE')),
    stops.join('\n'),
  ).to.deep.equal([]);
  for (const name of links) expect(stops, `Tab reaches ${name}`).to.include(`WALL: a "${name}"`);

  (doc.activeElement as HTMLElement | null)?.blur();
  const targets = links.map((name) => wallLink(wall, name));
  for (const target of targets) await tabTo(target, 80);
  const last = targets[targets.length - 1]!;
  const box = last.getBoundingClientRect();
  expect(box.top >= 0 && box.bottom <= win.innerHeight, 'the focused link is on screen').to.equal(true);

  await sendKeys({ press: 'Escape' });
  expect(doc.activeElement === last, 'focus stays after Escape').to.equal(true);
  expect(wall.isConnected && isVisible(wall), 'the wall stays after Escape').to.equal(true);
}
