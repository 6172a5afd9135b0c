/**
 * Every event the library raises, typed once. Events are CustomEvents that bubble and are
 * composed (they cross shadow roots), as CONTRACT section 2 asks. Names the spec gives are kept
 * as the spec spells them.
 */
export interface ElementErrorDetail {
  tag: string;
  reason: string;
}

export interface LoyaltyDepositDetail {
  activityIdentifier: string;
  hide_notification?: boolean;
}

export interface MemberElementsEventMap {
  'element-error': ElementErrorDetail;
  'loyalty-deposit': LoyaltyDepositDetail;
  /** ask-and-rewards 5.2, 6.2, 8.2: the token check failed, or a rewards call answered 401/403. */
  'loyalty-auth-error': { reason?: string; status?: number };
  /** ask-and-rewards 8.3: `code` is one of the deposit flow's codes (`loyaty-deposit-limited` spelled as the spec does). */
  'loyalty-error': { code?: string; reason?: string; activityIdentifier?: string };
  /** ask-and-rewards 4.7: forget the page's processed activity ids (a later deposit of the same id goes ahead). */
  'loyalty-deposit-reset': Record<string, never> | undefined;
  /** ask-and-rewards 8.2: the lesson data could not be read. */
  'lesson-data-error': { reason?: string };
  'identity-change': Record<string, unknown>;
  /** brain-health 4.11 (CONTRACT 4c, on document): the provider sent the visitor back (`arrival`), or the completion check succeeded (`check`). */
  'assessment-complete': { cause: 'arrival' | 'check' };
  /** brain-health 4.8 row 5, 8: the email-verification status check was not a success (dispatched on `document`). */
  'coi-updated': { source?: string };
  activateShyHeader: string;
  'CORE_HEADER.STICKY_UPDATE': { sticky: boolean };
  TOKEN_REPLACE: Record<string, string>;
}

export type MemberElementsEventName = keyof MemberElementsEventMap;

export interface EmitOptions {
  /** Let a host page veto the default action with preventDefault(). */
  cancelable?: boolean;
}

/**
 * Dispatches a typed event from `target`. Returns false when a listener cancelled it
 * (only possible with `cancelable`).
 */
export function emit<K extends MemberElementsEventName>(target: EventTarget, name: K, detail: MemberElementsEventMap[K], options: EmitOptions = {}): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'element-error': CustomEvent<ElementErrorDetail>;
    'loyalty-deposit': CustomEvent<LoyaltyDepositDetail>;
    'identity-change': CustomEvent<Record<string, unknown>>;
  }
  interface DocumentEventMap {
    'element-error': CustomEvent<ElementErrorDetail>;
    'loyalty-deposit': CustomEvent<LoyaltyDepositDetail>;
    'identity-change': CustomEvent<Record<string, unknown>>;
  }
}
