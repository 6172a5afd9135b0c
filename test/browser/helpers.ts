/** Small helpers for browser tests: waiting on real rendering, capturing console and events. */

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

/**
 * Puts a `#site-config` naming the test server's emulator as the services endpoint (with
 * `extra` fields) into this document, and returns the emulator's address (ending in '/').
 */
export async function emulatorSiteConfig(extra: Record<string, unknown> = {}): Promise<string> {
  let services = await (await fetch('/__test/services')).text();
  if (!services.endsWith('/')) services += '/';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'site-config';
  block.textContent = JSON.stringify({ brand: 'member', product: 'member', servicesEndpoint: services, ...extra });
  document.head.append(block);
  return services;
}
