/**
 * The fault matrix's record of the page's calls (fetches and WebSockets), with the page clock's
 * time each started and how it ended: what its timeout case needs to move the clock past the
 * held call's limit and no other's. Shared by its two halves: test/e2e/faults.spec.ts runs
 * `trackPageCalls` in each page before the page's own scripts (Playwright's `addInitScript`, which
 * sends the function's source, so it refers to nothing outside itself); the browser tests'
 * runner (test/browser/fault-cases.ts) calls it in its own document.
 */

/** A call the page made (fetch or WebSocket). */
export interface PageCall {
  url: string;
  /** The page's clock (Date.now()) when the call went out. */
  start: number;
  /** `answered`: a response (or an open socket); `failed`: none (a network error, a timeout, an abort, a socket closed unopened). */
  state: 'pending' | 'answered' | 'failed';
}

/** The calls `trackPageCalls` records, on the window. */
export const pageCallsOf = (win: Window): PageCall[] => (win as unknown as { __pageCalls: PageCall[] }).__pageCalls;

/** Wraps the window's fetch and WebSocket so that each call is recorded in `window.__pageCalls`. */
export function trackPageCalls(): void {
  const calls: PageCall[] = [];
  Object.defineProperty(window, '__pageCalls', { value: calls, configurable: true });
  const record = (url: string | URL) => {
    const call: PageCall = { url: new URL(url, location.href).href, start: Date.now(), state: 'pending' };
    calls.push(call);
    return call;
  };
  const nativeFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const call = record(input instanceof Request ? input.url : input);
    const answer = nativeFetch.call(window, input, init);
    answer.then(
      () => (call.state = 'answered'),
      () => (call.state = 'failed'),
    );
    return answer;
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const call = record(url);
      this.addEventListener('open', () => (call.state = 'answered'));
      this.addEventListener('close', () => call.state === 'pending' && (call.state = 'failed'));
    }
  };
}
