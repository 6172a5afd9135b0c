/**
 * `<mega-menu>`'s page glue, framework-free (it renders nothing): reading the CMS's menu
 * (CONTRACT 4b), marking the active link on the CMS's links, and the sticky event's detail. The
 * view (MegaMenu.tsx) calls these from effects.
 */
import { describeError, quoteable } from '../../core/error-text.ts';
import type { ActiveLink } from './mega-menu.logic.ts';

export const TAG = 'mega-menu';

export interface SubChannel {
  li: HTMLElement;
  link: HTMLAnchorElement;
}

export interface Tab {
  li: HTMLElement;
  link: HTMLAnchorElement;
  /** The link's text: the tab's name. */
  label: string;
  /** The tab's panel (`[data-panel]`); a tab with one gets a disclosure button. */
  panel?: HTMLElement;
  subs: SubChannel[];
}

export interface CmsMenu {
  nav: HTMLElement;
  /** The list of tabs (`nav > ul`). */
  list: HTMLElement;
  tabs: Tab[];
  /** The texts of list items without a link (reported, and left as they are). */
  withoutLink: string[];
  /** The sponsor-logo container. */
  sponsor: HTMLElement | null;
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Reads the CMS's menu; undefined without `<nav>` and its `<ul>`. */
export function readMenu(host: HTMLElement): CmsMenu | undefined {
  const nav = host.querySelector<HTMLElement>('nav');
  const list = nav?.querySelector<HTMLElement>(':scope > ul');
  if (!nav || !list) return undefined;
  const tabs: Tab[] = [];
  const withoutLink: string[] = [];
  for (const li of list.children) {
    if (!(li instanceof HTMLElement) || li.localName !== 'li') continue;
    const link = li.querySelector<HTMLAnchorElement>(':scope > a[href]');
    if (!link) {
      withoutLink.push(textOf(li));
      continue;
    }
    const panel = li.querySelector<HTMLElement>(':scope > [data-panel]') ?? undefined;
    const subs: SubChannel[] = [];
    for (const item of panel?.querySelector('ul')?.children ?? []) {
      if (!(item instanceof HTMLElement) || item.localName !== 'li') continue;
      const subLink = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
      if (subLink) subs.push({ li: item, link: subLink });
    }
    tabs.push({ li, link, label: textOf(link), panel, subs });
  }
  const sponsor = nav.querySelector<HTMLElement>(':scope > [data-sponsor-logos]') ?? host.querySelector<HTMLElement>('[data-sponsor-logos]');
  return { nav, list, tabs, withoutLink, sponsor };
}

/**
 * Applies the active link (site 2.3): `aria-current="page"` on the one active link and
 * `aria-current="true"` on its parent tab's link when it is a sub-channel; the sub-site rule marks
 * the tab's list item and gives its link `aria-current="true"` (the tab is where the page belongs,
 * not the page). The tab's list item gets `data-active-tab` with the rule's name. Links the CMS
 * marked otherwise are cleared. Returns the cleanup.
 */
export function markActive(tabs: readonly Tab[], active: ActiveLink | undefined): () => void {
  for (const tab of tabs) {
    tab.link.removeAttribute('aria-current');
    tab.li.removeAttribute('data-active-tab');
    for (const sub of tab.subs) sub.link.removeAttribute('aria-current');
  }
  const tab = active ? tabs[active.tab] : undefined;
  if (!active || !tab) return () => {};
  tab.li.setAttribute('data-active-tab', active.rule);
  const sub = active.sub !== undefined ? tab.subs[active.sub] : undefined;
  if (sub) {
    sub.link.setAttribute('aria-current', 'page');
    tab.link.setAttribute('aria-current', 'true');
  } else tab.link.setAttribute('aria-current', active.rule === 'sub-site' ? 'true' : 'page');
  return () => {
    for (const link of [tab.link, sub?.link]) link?.removeAttribute('aria-current');
    tab.li.removeAttribute('data-active-tab');
  };
}

/** `CORE_HEADER.STICKY_UPDATE`'s `detail.sticky`; undefined (reported) when it is not a boolean. */
export function stickyOf(event: Event): boolean | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const sticky = typeof detail === 'object' && detail !== null ? (detail as { sticky?: unknown }).sticky : undefined;
  if (typeof sticky === 'boolean') return sticky;
  console.error(`<${TAG}> CORE_HEADER.STICKY_UPDATE needs detail.sticky true or false; ignored: "${quoteable(stringify(detail))}"`);
  return undefined;
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch (error) {
    return describeError(error);
  }
}

/** A part of the menu is on screen (not in a closed panel or a hidden list). */
export const isShown = (element: Element) => element.getClientRects().length > 0;
