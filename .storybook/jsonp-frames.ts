/**
 * Storybook only: the JSONP calls of the library (src/api/jsonp.ts; email-verification's status
 * check and send) run their script in a hidden about:blank frame of their own. Chromium does not
 * put such a frame under the page's service worker, so MSW never sees those requests (the frame's
 * `navigator.serviceWorker.controller` is null, tried), and the stories could not show the email
 * modals. This answers each such call from the same emulator the worker uses, in the page: it
 * finds the call's script in its frame, keeps the real network's outcome away from the library
 * (capture listeners on the script stop its load and error events), asks the emulator for the
 * script's address as the worker would, and gives the library what a browser would: the
 * callback called with the answer's argument, or the script's `onerror` (a failed or dropped
 * answer), or `onload` (a script that did not call back). Faults and delays set on the emulator
 * apply as they do behind `npm start`. Nothing here is in the library.
 */
import { jsonpParts } from '../emulator/core/faults.ts';
import { SERVICES_PATH, emulator, toEmulatorRequest } from './emulator-worker.ts';

const FRAME = 'iframe[data-member-elements-jsonp]';

async function answer(script: HTMLScriptElement, frameWindow: Window): Promise<void> {
  const stop = (event: Event) => event.stopImmediatePropagation();
  script.addEventListener('load', stop, true);
  script.addEventListener('error', stop, true);
  const reply = await emulator.handle(await toEmulatorRequest(new Request(script.src)));
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  const parts = reply.status < 400 && !reply.drop ? jsonpParts(reply.raw) : undefined;
  const callback = parts ? (frameWindow as unknown as Record<string, unknown>)[parts.callback] : undefined;
  if (typeof callback === 'function') callback(parts!.payload);
  else if (reply.status >= 400 || reply.drop) script.onerror?.(new Event('error'));
  else script.onload?.(new Event('load'));
}

/** Answers the library's JSONP frames on `doc` from the emulator, from now on. */
export function answerJsonpFrames(doc: Document): void {
  const taken = new WeakSet<HTMLScriptElement>();
  const look = () => {
    for (const frame of doc.querySelectorAll<HTMLIFrameElement>(FRAME)) {
      const inner = frame.contentDocument;
      const frameWindow = frame.contentWindow;
      if (!inner || !frameWindow) continue;
      for (const script of inner.querySelectorAll<HTMLScriptElement>('script[src]')) {
        if (taken.has(script) || !new URL(script.src).pathname.startsWith(SERVICES_PATH)) continue;
        taken.add(script);
        void answer(script, frameWindow);
      }
    }
  };
  // The library adds the frame and its script in one task: the first look after it finds both.
  new MutationObserver(look).observe(doc.documentElement, { subtree: true, childList: true });
}
