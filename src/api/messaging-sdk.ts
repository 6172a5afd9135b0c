/**
 * The message inbox's 'sdk' adapter (brain-health 4.10, 7.1): the messaging provider's own web SDK
 * (`@braze/web-sdk`, content cards). Loaded ONLY by api/program-inbox.ts's dynamic import, so the
 * SDK is a chunk of its own that a page fetches only when an inbox runs for a signed-in visitor
 * (scripts/check-dist.mjs checks that no other file imports it statically). Named imports only:
 * the SDK's UI, push and in-app messages stay out of the chunk.
 *
 * - initialise(key, baseUrl): `initialize(key, { baseUrl })`. A base URL that is an address on
 *   this site ('/messaging/v1': the demo's emulator) is made absolute against the page, since the
 *   SDK puts `https://` before anything that has no scheme; an SDK that refuses to start (no key,
 *   no base URL) rejects. The SDK sends its own requests to `{baseUrl}/...` (content_cards/sync,
 *   data): the emulator does not speak that protocol, so there the refresh fails and the inbox says
 *   the messages are unavailable (test/browser/message-inbox.test.ts; docs/decisions.md).
 * - changeUser(fedid), then openSession(); refreshCards(): `requestContentCardsRefresh` with its
 *   success and error callbacks, and a time limit (a blocked request may never call back).
 * - cards(): `getCachedContentCards().cards` as plain records (id, title, description, url,
 *   link_text, created = the card's `updated`, viewed); control cards are not cards to show.
 * - markViewed(ids): `logContentCardImpressions` (the SDK marks them viewed).
 * - setAttributes: the standard attributes of 3.4 through their setters, the others through
 *   `setCustomUserAttribute`.
 * - stop(): `destroy()` when the inbox's element leaves the page (its timers and requests end; a
 *   new inbox initialises it again).
 */
import {
  changeUser,
  destroy,
  getCachedContentCards,
  getUser,
  initialize,
  logContentCardImpressions,
  openSession,
  requestContentCardsRefresh,
  type Card,
} from '@braze/web-sdk';
import { SERVICE_TIMEOUT_MS } from './http.ts';
import { sdkBaseUrl, type MessagingProvider, type ProviderOptions } from './program-inbox.ts';

function cardRecord(card: Card): Record<string, unknown> {
  const shown = card as Card & { title?: unknown; description?: unknown; url?: unknown; linkText?: unknown };
  return {
    id: card.id ?? '',
    title: shown.title ?? '',
    description: shown.description ?? '',
    url: shown.url ?? '',
    link_text: shown.linkText ?? '',
    created: card.updated ?? undefined,
    viewed: card.viewed,
  };
}

type Setter = (user: NonNullable<ReturnType<typeof getUser>>, value: string) => unknown;

/** 3.4's standard attributes and the SDK's setters for them. */
const STANDARD_SETTERS: Readonly<Record<string, Setter>> = {
  FirstName: (user, value) => user.setFirstName(value),
  LastName: (user, value) => user.setLastName(value),
  HomeCity: (user, value) => user.setHomeCity(value),
  Country: (user, value) => user.setCountry(value),
  Email: (user, value) => user.setEmail(value),
  Language: (user, value) => user.setLanguage(value),
  Phone: (user, value) => user.setPhoneNumber(value),
  Gender: (user, value) => user.setGender(value.toLowerCase().slice(0, 1) as Parameters<typeof user.setGender>[0]),
  DOB: (user, value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match ? user.setDateOfBirth(Number(match[1]), Number(match[2]), Number(match[3])) : false;
  },
};

export function createSdkProvider(options: ProviderOptions): MessagingProvider {
  let byId = new Map<string, Card>();
  return {
    kind: 'sdk',
    initialise: (apiKey, baseUrl) => {
      const started = initialize(apiKey, { baseUrl: sdkBaseUrl(baseUrl, options.pageUrl) });
      return started ? Promise.resolve() : Promise.reject(new Error('the messaging SDK did not start (key or base URL missing, or a crawler)'));
    },
    changeUser: (fedid) => {
      changeUser(fedid);
      openSession();
    },
    refreshCards: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the content cards did not come in time')), SERVICE_TIMEOUT_MS);
        requestContentCardsRefresh(
          () => {
            clearTimeout(timer);
            resolve();
          },
          () => {
            clearTimeout(timer);
            reject(new Error('the content-card refresh failed'));
          },
        );
      }),
    cards: () => {
      const cards = (getCachedContentCards()?.cards ?? []).filter((card) => !card.isControl);
      byId = new Map(cards.filter((card) => card.id).map((card) => [card.id!, card]));
      return cards.map(cardRecord);
    },
    markViewed: (ids) => {
      const cards = ids.map((id) => byId.get(id)).filter((card): card is Card => card !== undefined);
      return cards.length === 0 || logContentCardImpressions(cards) ? Promise.resolve() : Promise.reject(new Error('the impressions were not logged'));
    },
    stop: () => destroy(),
    setAttributes: (attributes) => {
      const user = getUser();
      if (!user) return;
      for (const [name, value] of Object.entries(attributes)) {
        const setter = STANDARD_SETTERS[name];
        if (setter && typeof value === 'string') setter(user, value);
        else user.setCustomUserAttribute(name, value as Parameters<typeof user.setCustomUserAttribute>[1]);
      }
    },
  };
}
