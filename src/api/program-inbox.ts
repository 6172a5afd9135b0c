/**
 * The message inbox's calls (brain-health 3.4, 4.10, 7.1; CONTRACT 4c "Fixed details"):
 *
 *   GET  {messagingUserApiUrl}   `{fedid}` replaced; headers `authorization: {token}` (the token
 *        itself) and a JSON content type. 200 -> { users: [ {..., custom_attributes} ], cards? }
 *        (the emulator's answer also carries the content cards, newest first by `created`);
 *        204 -> no body (no cards). Any other status rejects (7.1: "an error rejects with no
 *        display").
 *   POST {messagingUserApiUrl}/{cardId}/viewed   (the emulator's mark of a read card: the SDK's
 *        impression) -> 204.
 *
 * The messaging provider behind a small adapter (MessagingProvider) with the calls 4.10 and 7.1
 * name: initialise with a key and a base URL, change the user to the fedid, request a
 * content-card refresh, read the cards; and what the inbox does with them: mark cards viewed and
 * set custom attributes. Two implementations:
 * - 'sdk' (the default): the provider's own web SDK (`@braze/web-sdk`, content cards), in
 *   api/messaging-sdk.ts, which is loaded ONLY by the dynamic import below: it is a chunk of its
 *   own that no page loads unless an inbox runs for a signed-in visitor (scripts/check-dist.mjs).
 * - 'user-api': the cards read from the messaging user API above (the demo's and the tests'
 *   emulator), viewed marks POSTed; custom attributes have no route there, so they are kept by
 *   the adapter (`sentAttributes`) and not sent.
 * docs/decisions.md "message-inbox (issue 34)".
 */
import { ApiError } from '../core/errors.ts';
import { asRecord } from '../core/values.ts';
import { isCachedUserAnswer, messagingUserUrl } from '../domain/message-inbox.ts';
import { getAnswer, postAnswer } from './http.ts';

/** Which implementation of the provider an inbox uses (the element's `provider` field). */
export type InboxProviderKind = 'sdk' | 'user-api';

/** The messaging provider as the inbox uses it (brain-health 4.10, 7.1). */
export interface MessagingProvider {
  readonly kind: InboxProviderKind;
  /** 7.1: set up with the API key and the base URL; rejects when the provider cannot start. */
  initialise(apiKey: string, baseUrl: string): Promise<void>;
  /** 4.10: the provider's user is the fedid. */
  changeUser(fedid: string): void;
  /** 4.10: a content-card refresh; resolves once the cards are there, rejects when they cannot come. */
  refreshCards(): Promise<void>;
  /** The content cards of the last refresh (3.4: `viewed` on each), as the provider has them. */
  cards(): readonly unknown[];
  /** Marks these cards (by id) viewed with the provider. */
  markViewed(ids: readonly string[]): Promise<void>;
  /** 4.10 / 5: sets these (already diffed) attributes on the provider's user. */
  setAttributes(attributes: Readonly<Record<string, unknown>>): void;
  /** The messaging user API's answer of the last refresh, for an adapter that reads it (user-api). */
  messagingAnswer?(): MessagingAnswer | undefined;
  /** The inbox is gone (its element removed): the provider stops its own work (the SDK's timers). */
  stop?(): void;
}

/** 7.1: a cached answer of the messaging user API (200 with its body, 204 with none). */
export interface MessagingAnswer {
  status: number;
  body: Record<string, unknown> | undefined;
}

export interface ProviderOptions {
  /** The site config's messagingUserApiUrl (with `{fedid}`). */
  userApiUrl: string;
  /** The visitor's token: the messaging user API's `authorization` header as it is. */
  token: string;
  /** Resolves relative addresses (the base URL, card links). */
  pageUrl: string;
}

/**
 * The SDK's base URL (api/messaging-sdk.ts): a site path or a relative address made absolute
 * against the page (the SDK puts `https://` before anything without a scheme); a host name or a
 * URL as given.
 */
export function sdkBaseUrl(baseUrl: string, pageUrl: string): string {
  const value = baseUrl.trim();
  if (/^[./]/.test(value) && !value.startsWith('//')) return new URL(value, pageUrl).href.replace(/\/$/, '');
  return value;
}

/** Brain-health 7.1: GET the messaging user data; resolves 200 and 204, rejects every other answer. */
export async function fetchMessagingUser(template: string, fedid: string, token: string, signal?: AbortSignal): Promise<MessagingAnswer> {
  const url = messagingUserUrl(template, fedid);
  if (!url) throw new ApiError('no messagingUserApiUrl in the site config', 0, url);
  const { status, body } = await getAnswer(url, {
    headers: { authorization: token, 'Content-Type': 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!isCachedUserAnswer(status)) throw new ApiError(`${url} answered ${status}`, status, url);
  if (status === 204) return { status, body: undefined };
  const record = asRecord(body);
  if (!record || Array.isArray(body)) throw new ApiError(`unexpected answer from ${url}: not an object`, 422, url);
  return { status, body: record };
}

/** The emulator's viewed mark: POST {userApiUrl}/{cardId}/viewed. */
export async function postCardViewed(template: string, fedid: string, token: string, cardId: string): Promise<void> {
  const url = `${messagingUserUrl(template, fedid)}/${encodeURIComponent(cardId)}/viewed`;
  const { status } = await postAnswer(url, {}, { headers: { authorization: token } });
  if (status < 200 || status >= 300) throw new ApiError(`${url} answered ${status}`, status, url);
}

/** The 'user-api' adapter: the content cards of the messaging user API (the demo's emulator). */
export function createUserApiProvider(options: ProviderOptions): MessagingProvider & { sentAttributes: Array<Record<string, unknown>> } {
  let fedid = '';
  let started = false;
  let answer: MessagingAnswer | undefined;
  const sentAttributes: Array<Record<string, unknown>> = [];
  return {
    kind: 'user-api',
    sentAttributes,
    initialise: () => {
      started = true;
      return Promise.resolve();
    },
    changeUser: (id) => {
      fedid = id;
    },
    refreshCards: async () => {
      if (!started || !fedid) throw new Error('the provider is not set up (initialise, changeUser)');
      answer = await fetchMessagingUser(options.userApiUrl, fedid, options.token);
    },
    cards: () => {
      const cards = answer?.body?.['cards'];
      return Array.isArray(cards) ? cards : [];
    },
    markViewed: async (ids) => {
      const results = await Promise.allSettled(ids.map((id) => postCardViewed(options.userApiUrl, fedid, options.token, id)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    setAttributes: (attributes) => {
      sentAttributes.push({ ...attributes });
    },
    messagingAnswer: () => answer,
  };
}

/**
 * How the SDK adapter is loaded: by dynamic import only (its own chunk). A property, so a browser
 * test can make the load fail as a blocked script would.
 */
export const sdkLoader = {
  load: async (options: ProviderOptions): Promise<MessagingProvider> => (await import('./messaging-sdk.ts')).createSdkProvider(options),
};

/** The provider of `kind`; rejects when it cannot be loaded (a blocked SDK). */
export function loadMessagingProvider(kind: InboxProviderKind, options: ProviderOptions): Promise<MessagingProvider> {
  return kind === 'user-api' ? Promise.resolve(createUserApiProvider(options)) : sdkLoader.load(options);
}
