/**
 * JSONP, done safely (brain-health 7.2; issue 34): the one way this library loads an answer as a
 * script. A call:
 *
 * - picks a fresh callback name (domain/email-verification.ts `jsonpCallbackName`: a JavaScript
 *   identifier with 10 random base-36 digits, never a name the page already has or this helper
 *   has used);
 * - makes a hidden, empty frame of the page's own origin (about:blank: the page's cookies and
 *   CSP), defines that one function on the frame's window, and adds to the frame a
 *   `<script async>` whose address `address(callback)` builds (http or https only, else refused),
 *   passed through the library's Trusted Types policy for script URLs (`member-elements-jsonp`),
 *   so it works where `require-trusted-types-for 'script'` is enforced;
 * - settles on the first of: the callback called (its first argument is the answer), the script's
 *   load without a call (no answer), its error (no answer), or the time-out (default 10 s,
 *   JSONP_TIMEOUT_MS; counted on the page's own clock, so tests run it with the page clock);
 * - then removes the script element, the callback and the frame, whichever way it settled. A
 *   second call by the same script is ignored. The frame is why a late answer is harmless: the
 *   browser runs a script it has started to fetch even when its element is removed (it would
 *   then call a callback that is gone: an uncaught "not defined" on the page), but a removed
 *   frame's scripts never run. The page's own window never gets a callback.
 *
 * It never throws and never rejects: the caller gets `{ answered: true, value }` or
 * `{ answered: false, reason }`, and judges the value's shape itself (an answer is data, never
 * markup). No inline script and no eval: the page's CSP must allow the services' origin in
 * `script-src`, and a `trusted-types` directive (when the page has one) must list
 * `member-elements-jsonp` (docs/decisions.md "email-verification").
 */
import { JSONP_TIMEOUT_MS, jsonpCallbackName } from '../domain/email-verification.ts';

export type JsonpResult = { answered: true; value: unknown } | { answered: false; reason: 'timeout' | 'error' | 'no-call' | 'refused' };

export interface JsonpOptions {
  /** The window the script and callback go on (default: this one). */
  win?: Window;
  /** ms before the call counts as unanswered (default JSONP_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The randomness of the callback name (default Math.random). */
  random?: () => number;
}

/** The Trusted Types policy name for JSONP script addresses (a CSP `trusted-types` directive must list it). */
export const JSONP_POLICY_NAME = 'member-elements-jsonp';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}

/**
 * The JSONP policy of a call's frame (each call has a frame of its own, so a policy is made once
 * per frame), or null where Trusted Types are absent or the name is refused.
 */
function scriptUrlPolicy(win: Window): ScriptUrlPolicy | null {
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return null;
  try {
    return factory.createPolicy(JSONP_POLICY_NAME, { createScriptURL: (input) => checkedScriptUrl(input, win) });
  } catch {
    return null; // a `trusted-types` directive without this name: script URLs stay strings (refused where enforced)
  }
}

/** `input` as an absolute http(s) address; anything else throws (the policy's only rule). */
function checkedScriptUrl(input: string, win: Window): string {
  const url = new URL(input, win.location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('JSONP addresses are http or https only');
  return url.href;
}

/** Callback names this helper has used on a window (never used again). */
const usedNames = new WeakMap<Window, Set<string>>();

/**
 * A hidden, empty same-origin frame (about:blank: it shares the page's origin, cookies and CSP)
 * for one call's script and callback; removing it stops a script still on its way.
 */
function callFrame(doc: Document): { frame: HTMLIFrameElement; win: Window; doc: Document } | undefined {
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-member-elements-jsonp', '');
  (doc.body ?? doc.documentElement).append(frame);
  const win = frame.contentWindow;
  const inner = frame.contentDocument;
  if (!win || !inner) {
    frame.remove();
    return undefined;
  }
  return { frame, win, doc: inner };
}

/** Loads `address(callback)` as a script and resolves with the callback's argument (see above). */
export function jsonp(address: (callback: string) => string, options: JsonpOptions = {}): Promise<JsonpResult> {
  const win = options.win ?? window;
  const timeoutMs = options.timeoutMs ?? JSONP_TIMEOUT_MS;
  let used = usedNames.get(win);
  if (!used) usedNames.set(win, (used = new Set()));
  const taken = used;
  const callback = jsonpCallbackName(options.random ?? Math.random, (name) => taken.has(name) || name in win);
  taken.add(callback);

  return new Promise<JsonpResult>((resolve) => {
    let url: string;
    try {
      url = checkedScriptUrl(address(callback), win);
    } catch {
      resolve({ answered: false, reason: 'refused' });
      return;
    }
    const call = callFrame(win.document);
    if (!call) {
      resolve({ answered: false, reason: 'refused' });
      return;
    }
    let done = false;
    // On the page's clock (its timers: tests move it); `finish` is defined before it can fire.
    const timer = win.setTimeout(() => finish({ answered: false, reason: 'timeout' }), Math.max(0, timeoutMs));
    const script = call.doc.createElement('script');
    const finish = (result: JsonpResult) => {
      if (done) return;
      done = true;
      win.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      script.remove();
      delete (call.win as unknown as Record<string, unknown>)[callback];
      // The frame goes with its script: a script still on its way never runs.
      call.frame.remove();
      resolve(result);
    };
    Object.defineProperty(call.win, callback, {
      configurable: true,
      enumerable: false,
      writable: false,
      value: (value?: unknown) => finish({ answered: true, value }),
    });
    // After its script ran: a script that did not call back gave no answer.
    script.onload = () => finish({ answered: false, reason: 'no-call' });
    script.onerror = () => finish({ answered: false, reason: 'error' });
    script.async = true;
    try {
      const policy = scriptUrlPolicy(call.win);
      // A TrustedScriptURL where the page has Trusted Types; the checked string otherwise.
      (script as { src: unknown }).src = policy ? policy.createScriptURL(url) : url;
    } catch {
      finish({ answered: false, reason: 'refused' });
      return;
    }
    (call.doc.head ?? call.doc.documentElement).append(script);
  });
}
