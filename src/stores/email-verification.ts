/**
 * The email-verification flow's page side (brain-health 4.8, 4.9, 7.2, 8; CONTRACT 4c
 * `<email-verification>`): what the page says (cookies, address, referrer), the two JSONP calls
 * through src/api, what a status check that is not a success does (the COIMODAL flag cleared and
 * the `coi-updated` event on `document`), and whether the verify or thank-you modal may open now
 * (4.9 on stores/program-modals.ts, and never over another open modal dialog). The rules are
 * domain/email-verification.ts's.
 *
 * The gate goes first (docs/decisions.md "email-verification"): on a page with `<program-gate>`,
 * the email-verification modals wait until every gate has taken its decision (it leaves
 * `data-element-state="loading"`), so a gating modal the gate opens is open (its session flag
 * set) before this modal asks 4.9, and the two never race.
 */
import { readCookie } from '../core/cookies.ts';
import { emit } from '../core/events.ts';
import { siteConfig } from '../core/site-config.ts';
import { STATE_ATTRIBUTE } from '../core/element.ts';
import { windowStorage } from '../core/window-storage.ts';
import { parseAuthCookie } from '../domain/auth-cookie.ts';
import {
  COI_UPDATED_EVENT,
  JSONP_TIMEOUT_MS,
  NOT_SUCCESS_CLEARS,
  emailVerificationPlan,
  sendOutcome,
  statusCheckOutcome,
  verifyModalMayOpen,
  type StatusCheckOutcome,
} from '../domain/email-verification.ts';
import { emailVerificationCall } from '../api/email-verification.ts';
import { activeModalFlags, mayOpen } from './program-modals.ts';

/** The cookie of brain-health 3.2 (either form: `status=P&popup=true&` or JSON). */
export const EVS_COOKIE = 'evs';

export interface EmailVerificationPage {
  /** 4.8 row 1: the thank-you modal. */
  thankYou: boolean;
  /** 4.8 row 2: the status check runs. */
  statusCheck: boolean;
  /** `at.f`: the verify modal's first name ('' when none). */
  firstName: string;
}

/** What the page says, read once: the plan of 4.8 and the first name. */
export function readEmailVerificationPage(win: Window, authoring: boolean, newSiteVersion: boolean): EmailVerificationPage {
  const doc = win.document;
  const cookies = doc.cookie;
  const at = parseAuthCookie(readCookie('at', cookies));
  const plan = emailVerificationPlan({
    search: win.location.search,
    pathname: win.location.pathname,
    referrer: doc.referrer,
    newSiteVersion,
    authoring,
    loggedIn: at !== undefined,
    evs: readCookie(EVS_COOKIE, cookies),
  });
  const first = at?.f;
  return { ...plan, firstName: typeof first === 'string' ? first.trim() : '' };
}

export interface CallOptions {
  /** ms before a call counts as unanswered (default JSONP_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * 4.8 rows 2, 3, 5: the status check. 'not-success' has cleared NOT_SUCCESS_CLEARS (the COIMODAL
 * session flag) and fired `coi-updated` on `document`; 'ignored' (no answer, or not the
 * expected shape) did nothing.
 */
export async function runStatusCheck(win: Window, options: CallOptions = {}): Promise<StatusCheckOutcome> {
  const answer = await emailVerificationCall(siteConfig(win.document), 'status', { win, timeoutMs: options.timeoutMs ?? JSONP_TIMEOUT_MS });
  const outcome = statusCheckOutcome(answer);
  if (outcome === 'not-success') {
    const session = windowStorage('sessionStorage', win);
    for (const flag of NOT_SUCCESS_CLEARS) {
      try {
        session?.removeItem(flag);
      } catch {
        // Storage refused: nothing to clear.
      }
    }
    emit(win.document, COI_UPDATED_EVENT, { source: 'email-verification' });
  }
  return outcome;
}

/** 4.8 row 4: the send call; 'error' for any answer but success, and for none. */
export async function sendVerificationEmail(win: Window, options: CallOptions = {}): Promise<'sent' | 'error'> {
  const answer = await emailVerificationCall(siteConfig(win.document), 'send', { win, timeoutMs: options.timeoutMs ?? JSONP_TIMEOUT_MS });
  return sendOutcome(answer);
}

/** Whether every `<program-gate>` of the document has decided (left `loading`; a gate not yet defined has not). */
function gatesSettled(doc: Document): boolean {
  return [...doc.querySelectorAll('program-gate')].every((gate) => {
    const state = gate.getAttribute(STATE_ATTRIBUTE);
    return state === 'ready' || state === 'error';
  });
}

/**
 * Resolves true once every gate of the page has decided (at once without one), false when
 * `timeoutMs` passes first (the gate never decided: the modal does not open), or `signal` aborts.
 */
export function whenGatesDecided(doc: Document, timeoutMs: number = JSONP_TIMEOUT_MS, signal?: AbortSignal): Promise<boolean> {
  if (gatesSettled(doc)) return Promise.resolve(true);
  const win = doc.defaultView ?? window;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (gatesSettled(doc)) end(true);
    });
    const timer = win.setTimeout(() => end(false), timeoutMs);
    const onAbort = () => end(false);
    function end(result: boolean) {
      observer.disconnect();
      win.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    }
    signal?.addEventListener('abort', onAbort);
    observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: [STATE_ATTRIBUTE] });
  });
}

/**
 * 4.9: the email-verification modals may open now: no legal, free-trial, free-trial-assessment,
 * assessment-reminder (or other programme) modal flagged on this page, EXP not the programme-app
 * value, and no other modal dialog open on the page (never stacked).
 */
export function emailVerificationModalMayOpen(win: Window): boolean {
  const doc = win.document;
  const product = siteConfig(doc).product;
  if (!verifyModalMayOpen(activeModalFlags(win), win.location.search, product)) return false;
  if (!mayOpen('emailVerification', win)) return false;
  return !modalDialogOpen(doc);
}

/** A modal dialog is open on the page (`:modal`; an open dialog where the selector is unknown). */
function modalDialogOpen(doc: Document): boolean {
  try {
    return doc.querySelector('dialog:modal') !== null;
  } catch {
    return doc.querySelector('dialog[open]') !== null;
  }
}
