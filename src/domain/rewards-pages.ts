/**
 * What every rewards page element (`rewards-catalog`, `rewards-history`, `rewards-expiring`,
 * `secret-word`; CONTRACT 4c) shows around its own task (ask-and-rewards 2.3, 6.2, 8.2):
 *
 * - not logged in: a 'Log in' link to the rewards login of 2.3 (scope bui+bmi, state = the page);
 * - logged in, not a participant (6.2; the service's 'User not a participant'): the not-opted
 *   state and a link that tells how to join (`joinUrl`, ours: the spec names no such page);
 * - a 401/403 answer: the account message of 8.2 (the client raises `loyalty-auth-error`);
 * - any other failure: a plain message with 'Try again'; the CMS content stays.
 *
 * The words are ours (the spec shows none but 8.2's): plain, one action each. Each element shows
 * them in the shared panel of core/ui/action-panel.tsx.
 */
import type { Translate } from '../core/i18n.ts';
import { text } from '../core/schema.ts';
import type { SiteConfig } from '../core/site-config.ts';
import { safeHttpUrl } from '../core/urls.ts';
import { ACCOUNT_MESSAGE, NOT_A_PARTICIPANT } from './rewards-rules.ts';
import { loginUrl } from './site-links.ts';

export type RewardsAccess = 'loading' | 'signed-out' | 'not-participant' | 'participant';

/** Who may use a rewards page, once identity is ready. */
export function rewardsAccess({ ready, isLoggedIn, participant }: { ready: boolean; isLoggedIn: boolean; participant: boolean }): RewardsAccess {
  if (!ready) return 'loading';
  if (!isLoggedIn) return 'signed-out';
  return participant ? 'participant' : 'not-participant';
}

/** How a failed rewards call reads on a rewards page. */
export type RewardsFailure = 'account' | 'not-participant' | 'failed';

/** The `code` of a rewards error body (`{ error, code, message }`, 8.2), if any. */
export function rewardsErrorCode(error: unknown): string | undefined {
  const code = ((error as { data?: unknown } | null | undefined)?.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The HTTP status of a failed rewards call (0: no answer, or refused before sending). */
export function rewardsStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * 8.2: 401 and 403 are the account message; the client's own refusal for a non-participant
 * (6.2) and the service's 'User not a participant' code are the not-opted state; anything else
 * (no answer, 5xx, a body of the wrong shape) is a plain failure the visitor can try again.
 */
export function rewardsFailure(error: unknown): RewardsFailure {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  if (message === NOT_A_PARTICIPANT || rewardsErrorCode(error) === 'error.business.UserNotAParticipant') return 'not-participant';
  const status = rewardsStatus(error);
  return status === 401 || status === 403 ? 'account' : 'failed';
}

/** 2.3: the rewards login, scope bui+bmi, coming back to this page. */
export function rewardsLoginUrl(config: Pick<SiteConfig, 'brand' | 'secureEndpoint' | 'clientIdLive' | 'clientIdNonLive'>, page: string): string {
  return loginUrl(config, page, { scope: ['bui', 'bmi'] });
}

export const REWARDS_PAGE_TEXT = {
  logIn: 'Log in',
  signedOut: 'Log in to use your {brand} Rewards points.',
  notParticipant: 'You have not joined {brand} Rewards yet. Joining is free, and you start earning points right away.',
  join: 'How to join {brand} Rewards',
  account: ACCOUNT_MESSAGE,
  tryAgain: 'Try again',
} as const;

/** The message of a failure; `failed` is the element's own words for what did not work. */
export function failureText(failure: RewardsFailure, failed: string, brand: string, t: Translate): string {
  if (failure === 'account') return t(REWARDS_PAGE_TEXT.account);
  if (failure === 'not-participant') return t(REWARDS_PAGE_TEXT.notParticipant, { brand });
  return t(failed);
}

/** Where 'How to join' goes when the config does not say (the rewards landing page). */
export const DEFAULT_JOIN_URL = '/rewards/';

/** The config field every rewards page element has (its schema spreads `rewardsPageEntries`). */
export const rewardsPageEntries = {
  joinUrl: text(
    DEFAULT_JOIN_URL,
    "Where 'How to join {brand} Rewards' goes for a logged-in visitor who is not a participant (http(s) or a path of this site; anything else falls back to the default).",
  ),
};

/** What a rewards page shows in place of its task (core/ui/action-panel.tsx takes it as props). */
export interface RewardsPanel {
  kind: string;
  tone: 'info' | 'problem';
  text: string;
  link?: { text: string; href: string };
  /** 'Try again' (a plain failure only). */
  retryText?: string;
}

/** The panel of a visitor who cannot use the page: its words and its one link. Undefined: the page is theirs. */
export function accessPanel(
  access: RewardsAccess,
  { config, page, joinUrl, t }: { config: SiteConfig; page: string; joinUrl: string; t: Translate },
): RewardsPanel | undefined {
  const brand = config.brand;
  if (access === 'signed-out') {
    return {
      kind: access,
      tone: 'info',
      text: t(REWARDS_PAGE_TEXT.signedOut, { brand }),
      link: { text: t(REWARDS_PAGE_TEXT.logIn), href: rewardsLoginUrl(config, page) },
    };
  }
  if (access === 'not-participant') {
    const href = safeHttpUrl(joinUrl, page || undefined) ?? safeHttpUrl(DEFAULT_JOIN_URL, page || undefined) ?? DEFAULT_JOIN_URL;
    return { kind: access, tone: 'info', text: t(REWARDS_PAGE_TEXT.notParticipant, { brand }), link: { text: t(REWARDS_PAGE_TEXT.join, { brand }), href } };
  }
  return undefined;
}

/** The panel of a failed call: 8.2's account message, the not-opted words, or `failed` with 'Try again'. */
export function failurePanel(failure: RewardsFailure, failed: string, brand: string, t: Translate): RewardsPanel {
  const text = failureText(failure, failed, brand, t);
  return failure === 'failed' ? { kind: failure, tone: 'problem', text, retryText: t(REWARDS_PAGE_TEXT.tryAgain) } : { kind: failure, tone: 'problem', text };
}
