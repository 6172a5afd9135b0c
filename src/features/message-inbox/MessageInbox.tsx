/**
 * `<message-inbox>` (brain-health 3.4, 4.10, 7.1; CONTRACT 4c) over the CMS's markup:
 *
 *   <button type="button" data-inbox-toggle aria-expanded="false">Messages <span data-inbox-badge hidden></span></button>
 *   <div data-inbox-panel hidden></div>
 *
 * The button and the panel become a disclosure (WAI-ARIA APG, core/ui/disclosure.tsx
 * `useDisclosureOnPage`): the button toggles the panel, Escape or a press outside closes it, and
 * Escape puts focus back on the button. The badge shows the unread count above 0 (the number for
 * the eye, '{count} unread messages' for screen readers); the panel lists the cards newest first
 * (title and description as text, the link only when http(s)) and opening it marks them viewed
 * (stores/program-inbox.ts, which also updates the other tabs). Loading, 'No messages' and
 * 'Messages are unavailable right now' are said in the panel and through the announcer.
 *
 * Runs only when the inbox dropdown is there and the visitor has an auth cookie, a token and a
 * fedid (4.10); for anyone else the element is hidden and nothing is loaded (the SDK included).
 * On the host: `data-inbox-state` (message-inbox.logic.ts).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { LiveRegion, useAnnouncer } from '../../core/ui/announcer.tsx';
import { useDisclosure, useDisclosureOnPage } from '../../core/ui/disclosure.tsx';
import { inboxRuns } from '../../domain/message-inbox.ts';
import { $identityReady, $identitySources } from '../../stores/identity.ts';
import { createInbox, type Inbox, type InboxView } from '../../stores/program-inbox.ts';
import { badgeCount, inboxState, panelContent } from './message-inbox.logic.ts';
import type { MessageInboxConfig } from './message-inbox.schema.ts';

/** The view before an inbox exists (off, waiting). */
const ATOM_NONE = atom<InboxView>({ status: 'idle', count: undefined, cards: [] });

export function MessageInbox({ host, config, t }: ViewProps<MessageInboxConfig>) {
  const [parts] = useState(() => ({
    toggle: host.querySelector<HTMLButtonElement>('[data-inbox-toggle]'),
    badge: host.querySelector<HTMLElement>('[data-inbox-badge]'),
    panel: host.querySelector<HTMLElement>('[data-inbox-panel]'),
  }));
  const sources = useStore($identitySources);
  const identityRead = useStore($identityReady);
  const token = sources.accessToken ?? '';
  const fedid = sources.fedid ?? '';
  const runs = inboxRuns({ dropdown: Boolean(parts.toggle && parts.panel), loggedIn: Boolean(sources.at), token });
  const doc = host.ownerDocument;
  const provider = config.provider;
  const inbox = useMemo<Inbox | undefined>(
    () => (runs && fedid ? createInbox({ provider, token, fedid, doc }) : undefined),
    [runs, fedid, token, provider, doc],
  );

  useEffect(() => {
    if (!parts.toggle || !parts.panel) console.warn('<message-inbox> has no [data-inbox-toggle] or [data-inbox-panel] inside: the inbox does not run.');
  }, [parts]);

  useEffect(() => {
    if (!inbox) return;
    inbox.start();
    return () => inbox.stop();
  }, [inbox]);

  const view = useStore(inbox?.$view ?? ATOM_NONE);
  const state = inboxState({ identityRead, runs, fedid, status: inbox ? view.status : undefined });
  const on = state !== 'off' && state !== 'waiting';
  useHostAttributes(host, { 'data-inbox-state': state });
  useLayoutEffect(() => {
    if (state !== 'off') return;
    host.setAttribute('hidden', '');
    return () => host.removeAttribute('hidden');
  }, [host, state]);

  const disclosure = useDisclosure({ closeOnEscape: true, closeOnOutsidePress: true });
  useDisclosureOnPage(disclosure, on ? { button: parts.toggle, region: parts.panel } : {});
  const expanded = disclosure.expanded && on;
  useEffect(() => {
    if (expanded && inbox) void inbox.open();
  }, [expanded, inbox]);

  const count = badgeCount(state, view.count);
  useLayoutEffect(() => {
    if (!parts.badge) return;
    parts.badge.toggleAttribute('hidden', count === undefined);
    return () => parts.badge?.setAttribute('hidden', '');
  }, [parts.badge, count]);

  const content = panelContent(state, view.cards.length);
  const status = useAnnouncer();
  const { announce } = status;
  const message = content === 'unavailable' ? t(config.unavailableText) : content === 'empty' ? t(config.emptyText) : '';
  useEffect(() => {
    if (expanded && message) announce(message);
  }, [expanded, message, announce]);

  useLayoutEffect(() => {
    const panel = parts.panel;
    if (!panel || !on) return;
    const label = panel.getAttribute('aria-label');
    if (label === null) panel.setAttribute('aria-label', t(config.panelLabel));
    return () => {
      if (label === null) panel.removeAttribute('aria-label');
    };
  }, [parts.panel, on, t, config.panelLabel]);

  if (!on) return null;
  return (
    <>
      <LiveRegion announcer={status} />
      {parts.badge && count !== undefined
        ? createPortal(
            <>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{count === 1 ? t(config.oneUnreadText) : t(config.unreadText, { count })}</span>
            </>,
            parts.badge,
          )
        : null}
      {parts.panel && expanded
        ? createPortal(
            content === 'cards' ? (
              <ul className="message-inbox__cards">
                {view.cards.map((card) => (
                  <li key={card.id} className="message-inbox__card" data-viewed={card.viewed ? 'true' : 'false'}>
                    {card.title ? <p className="message-inbox__title">{card.title}</p> : null}
                    {card.description ? <p className="message-inbox__description">{card.description}</p> : null}
                    {card.url ? (
                      <a className="message-inbox__link" href={card.url}>
                        {card.linkText || card.title || card.url}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="message-inbox__message" data-inbox-message={content}>
                {content === 'loading' ? t(config.loadingText) : message}
              </p>
            ),
            parts.panel,
          )
        : null}
    </>
  );
}
