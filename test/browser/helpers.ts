/** Small helpers for browser tests: waiting on real rendering, capturing console and events. */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { TODAY, personaCookieStrings, personas } from '../../fixtures/personas.ts';

// The real timers, taken before a test can install Playwright's fake clock (page-commands.ts):
// waiting keeps polling while the page's clock stands still.
const realSetTimeout = window.setTimeout.bind(window);
const realNow = performance.now.bind(performance);

/** Resolves when `check` returns a truthy value; fails after `timeout` ms (real time, whatever the page clock does). */
export async function waitFor<T>(check: () => T | undefined | null | false, timeout = 3000, what = 'condition'): Promise<T> {
  const start = realNow();
  for (;;) {
    const value = check();
    if (value) return value;
    if (realNow() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

/**
 * Real time passing, whatever the page clock does: for a check that something does not happen
 * (what would happen shows within a frame or two of its cause).
 */
export function quietFor(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** Waits until the element leaves the loading state, and returns the state it settled in. */
export function settled(element: Element, timeout = 3000): Promise<string> {
  return waitFor(
    () => {
      const state = element.getAttribute('data-element-state');
      return state && state !== 'loading' ? state : undefined;
    },
    timeout,
    `<${element.localName}> to settle`,
  );
}

/** Records console.error / console.warn calls while `run` executes. */
export async function captureConsole<T>(run: () => Promise<T>): Promise<{ result: T; errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    return { result: await run(), errors, warnings };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** Parses HTML into the test area and returns its first element. */
export function mount(html: string, container: HTMLElement = document.body): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as HTMLElement;
  container.append(template.content);
  return element;
}

/**
 * Sets exactly the cookies of persona `id` (fixtures/personas.ts), `extra` cookies and the
 * fixtures' date (TimeTravelCookie at TODAY), clearing the others.
 */
export function setPersonaCookies(id: string, extra: Readonly<Record<string, string>> = {}): void {
  clearCookies();
  document.cookie = `TimeTravelCookie=${encodeURIComponent(TODAY)}; path=/`;
  const persona = personas.find((candidate) => candidate.id === id);
  if (!persona) throw new Error(`no persona ${id}`);
  for (const cookie of personaCookieStrings(persona)) document.cookie = cookie;
  for (const [name, value] of Object.entries(extra)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Links the real stylesheet, as pages do (Vite serves the source CSS), and waits for it. */
export function linkStylesheet(href = '/src/styles/elements.css'): Promise<unknown> {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = href;
  const loaded = new Promise((resolve, reject) => {
    sheet.onload = resolve;
    sheet.onerror = reject;
  });
  document.head.append(sheet);
  return loaded;
}

/** The address of this test file's emulator (ending in '/'). */
export async function emulatorServices(): Promise<string> {
  const services = await (await fetch('/__test/services')).text();
  return services.endsWith('/') ? services : `${services}/`;
}

/**
 * Puts a `#site-config` naming the test server's emulator as the services endpoint (with
 * `extra` fields) into this document, and returns the emulator's address (ending in '/').
 */
export async function emulatorSiteConfig(extra: Record<string, unknown> = {}): Promise<string> {
  const services = await emulatorServices();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-config';
  block.textContent = JSON.stringify({ brand: 'member', product: 'member', servicesEndpoint: services, ...extra });
  document.head.append(block);
  return services;
}

/**
 * Presses Tab (real key presses) from where focus is until `target` has it (at most `limit`
 * presses), then checks its focus indicator is drawn (an outline that is not `none`).
 */
export async function tabTo(target: Element, limit = 10): Promise<void> {
  const root = target.getRootNode() as Document | ShadowRoot;
  for (let step = 0; step < limit && root.activeElement !== target; step += 1) await sendKeys({ press: 'Tab' });
  expect(root.activeElement === target, `Tab reaches "${target.textContent}"`).to.equal(true);
  const style = (target.ownerDocument.defaultView ?? window).getComputedStyle(target);
  expect(style.outlineStyle, `"${target.textContent}": a visible focus indicator`).not.to.equal('none');
}

/**
 * Inserts a new `<tag>` whose embedded JSON is `json` (which does not parse) into `container`;
 * resolves once it has settled in the error state, with the `element-error` reason, the console
 * errors meanwhile and the element, which has rendered no `<section>`.
 */
export async function insertWithBrokenJson(tag: string, json: string, container: Element): Promise<{ reason: string; errors: string[]; element: HTMLElement }> {
  const element = document.createElement(tag);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = json;
  element.append(script);
  const { result: reason, errors } = await captureConsole(async () => {
    const event = new Promise<string>((resolve) =>
      element.addEventListener('element-error', (e) => resolve((e as CustomEvent<{ reason: string }>).detail.reason)),
    );
    container.append(element);
    const reason = await event;
    expect(await settled(element)).to.equal('error');
    return reason;
  });
  expect(element.querySelectorAll('section')).to.have.length(0);
  return { reason, errors, element };
}
