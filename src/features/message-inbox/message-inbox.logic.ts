/**
 * `<message-inbox>`'s rules (brain-health 4.10; CONTRACT 4c): what the element shows for what it
 * knows. The inbox's own rules (who it runs for, the count, the cache, the cards) are
 * domain/message-inbox.ts's. Pure.
 *
 * States (the host's `data-inbox-state`): `waiting` (identity not read yet), `off` (no dropdown,
 * no auth cookie, no token or no fedid: the element is hidden, nothing is loaded), `idle` (a fresh
 * cached count, the provider not loaded yet), `loading`, `ready`, `unavailable` (the provider
 * could not be reached: no badge, the panel says so).
 */
import { showsBadge } from '../../domain/message-inbox.ts';
import type { InboxStatus } from '../../stores/program-inbox.ts';

export const INBOX_PROVIDERS = ['sdk', 'user-api'] as const;

export type InboxState = 'waiting' | 'off' | InboxStatus;

/** Whether the inbox runs: 4.10's rule plus the fedid the provider's user needs. */
export function inboxState(facts: { identityRead: boolean; runs: boolean; fedid: string | undefined; status: InboxStatus | undefined }): InboxState {
  if (!facts.runs || !facts.fedid) return facts.identityRead ? 'off' : 'waiting';
  return facts.status ?? 'loading';
}

/** The badge's number, or undefined when no badge shows (unknown, 0, unavailable). */
export function badgeCount(state: InboxState, count: number | undefined): number | undefined {
  if (state === 'off' || state === 'waiting' || state === 'unavailable' || count === undefined) return undefined;
  return showsBadge(count) ? count : undefined;
}

/** What the panel holds: the cards, or one of its messages. */
export type PanelContent = 'cards' | 'loading' | 'empty' | 'unavailable';

export function panelContent(state: InboxState, cards: number): PanelContent {
  if (state === 'unavailable') return 'unavailable';
  if (state !== 'ready') return 'loading';
  return cards > 0 ? 'cards' : 'empty';
}
