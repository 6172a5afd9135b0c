/**
 * Shared steps of the gate tests (paywall-gate.test.ts, register-wall.test.ts): the gated test
 * page in a same-origin frame (it shares the test page's cookies and has its own identity store
 * and scroll), login cookies, the emulator's faults, and the checks every page wall must pass (Tab reaches only the
 * header and the wall; the page does not scroll; Escape does nothing; removal undoes it all).
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { TODAY, personaCookieStrings, personas, type Persona } from '../../fixtures/personas.ts';
import { clearCookies, waitFor } from './helpers.ts';

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
