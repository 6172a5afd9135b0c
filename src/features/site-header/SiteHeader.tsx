/**
 * `<site-header>` (CONTRACT 4b; site 2.1, 2.3, 4.3, 4.4, 2.15, 8, 9; brain-health 2.4;
 * ask-and-rewards 2.3, 4.9). The CMS renders the header: every item and promo, the account
 * menu's container (with its no-JS content), the offscreen navigation's link and nav. The view
 * keeps that markup and:
 *
 * - shows the items and promo the visitor's header user type allows (the others get `hidden`,
 *   never removed) and sets `data-header-user-type` and the other state attributes on the
 *   element (a layout effect over the CMS markup, so the first paint is already the visitor's);
 * - renders the account dropdown into `[data-account-menu]` (AccountMenu.tsx), the 'Close menu'
 *   button of the offscreen navigation (OffscreenNav.tsx) and the session-lost alert
 *   (SessionLost.tsx);
 * - starts the shy behaviour (site-header.browser.ts), which renders nothing.
 *
 * Until identity is settled (`$identityReady`) the variable parts stay out of sight
 * (site-header.css, `data-header-settled`), so a visitor never sees items come and go, and the
 * header's reserved height means nothing below it moves (CLS 0.00).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { $identity, $identityReady, $identitySources, $rewardsBalance } from '../../stores/identity.ts';
import { logout } from '../../stores/logout.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { OffscreenNav } from './OffscreenNav.tsx';
import { SessionLost } from './SessionLost.tsx';
import { startShyHeader } from './site-header.browser.ts';
import { hasFreeTrial, headerPlan, hidesMembershipSection, type HeaderItemName, type HeaderPlan } from './site-header.logic.ts';
import type { SiteHeaderConfig } from './site-header.schema.ts';

const TAG = 'site-header';
/** Attributes the view sets on the element (taken away on unmount). */
const HOST_STATE = ['data-header-user-type', 'data-header-settled', 'data-authoring', 'data-sponsor-header'];

/** The CMS's header (CONTRACT 4b), read once per mount, before the view adds anything to it. */
interface CmsHeader {
  header: HTMLElement | null;
  /** Where the items are looked for: the `<header>`, else the element itself. */
  scope: HTMLElement;
  account: HTMLElement | null;
  /** The account container's own (no-JS) content, hidden while the dropdown is there. */
  accountContent: HTMLElement[];
  opener: HTMLElement | null;
  nav: HTMLElement | null;
}

function readHeader(host: HTMLElement): CmsHeader {
  const header = host.querySelector('header');
  const scope: HTMLElement = header ?? host;
  const account = scope.querySelector<HTMLElement>('[data-account-menu]');
  return {
    header,
    scope,
    account,
    accountContent: account ? [...account.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : [],
    opener: scope.querySelector<HTMLElement>('[data-offscreen-nav-open]'),
    nav: scope.querySelector<HTMLElement>('nav[data-offscreen-nav], [data-offscreen-nav]'),
  };
}

/** Which CMS nodes a plan shows: items by name (unknown names stay), promos by name. */
function shownByPlan(node: Element, plan: HeaderPlan): boolean {
  const item = node.getAttribute('data-header-item');
  if (item !== null) return Object.hasOwn(plan.items, item) ? plan.items[item as HeaderItemName] : true;
  const promo = node.getAttribute('data-promo');
  if (promo !== null) return promo === plan.promo;
  return true;
}

export function SiteHeader({ host, config, t, authoring, locale }: ViewProps<SiteHeaderConfig>) {
  const doc = host.ownerDocument;
  const cms = useMemo(() => readHeader(host), [host]);
  const site = useMemo(() => siteConfig(doc), [doc]);
  const identity = useStore($identity);
  const settled = useStore($identityReady);
  const balance = useStore($rewardsBalance);
  const { programUser } = useStore($identitySources);
  const plan = useMemo(
    () =>
      headerPlan({
        identity,
        balance,
        membershipSectionHidden: hidesMembershipSection(Boolean(site.userTypesUrl), identity.sponsor, hasFreeTrial(programUser, site.product)),
      }),
    [identity, balance, programUser, site],
  );

  const [accountOpen, setAccountOpen] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  // A visitor who is no longer logged in has no dropdown: an open one closes.
  if (accountOpen && !plan.accountMenu) setAccountOpen(false);

  useEffect(() => {
    if (!cms.header) console.error(`<${TAG}> has no <header> inside (CONTRACT 4b): the items are looked for in the element itself.`);
    if (!cms.account) console.error(`<${TAG}> has no [data-account-menu] (CONTRACT 4b): logged-in visitors get no account dropdown.`);
    if (Boolean(cms.opener) !== Boolean(cms.nav)) {
      console.error(
        `<${TAG}> needs both [data-offscreen-nav-open] and [data-offscreen-nav] (CONTRACT 4b); found only ${cms.opener ? 'the opener' : 'the nav'}.`,
      );
    }
  }, [cms]);

  // The CMS nodes the view hides, with whether they were hidden before: put back on unmount.
  const hiddenBefore = useRef(new Map<HTMLElement, boolean>());
  useLayoutEffect(() => {
    host.setAttribute('data-header-user-type', plan.userType);
    if (settled || authoring) host.setAttribute('data-header-settled', '');
    host.toggleAttribute('data-authoring', authoring);
    // Authors see and edit every item the CMS rendered.
    if (authoring) return;
    const before = hiddenBefore.current;
    const setShown = (node: HTMLElement, shown: boolean) => {
      if (!before.has(node)) before.set(node, node.hasAttribute('hidden'));
      if (node.hasAttribute('hidden') === shown) node.toggleAttribute('hidden', !shown);
    };
    for (const node of cms.scope.querySelectorAll<HTMLElement>('[data-header-item], [data-promo]')) setShown(node, shownByPlan(node, plan));
    if (cms.account) {
      setShown(cms.account, plan.accountMenu);
      for (const child of cms.accountContent) setShown(child, false);
    }
    host.toggleAttribute('data-sponsor-header', plan.userType === 'sponsor-subsciption-member');
  }, [host, cms, plan, settled, authoring]);
  useLayoutEffect(() => {
    const before = hiddenBefore.current;
    return () => {
      for (const [node, wasHidden] of before) node.toggleAttribute('hidden', wasHidden);
      before.clear();
      for (const name of HOST_STATE) host.removeAttribute(name);
    };
  }, [host]);

  // Shy header (site 2.3, 9); off in authoring mode, where the page is being edited.
  const menuOpen = useLatest(accountOpen || navOpen);
  const { hideAfter, showAfter, autoHideMs } = config.shyHeader;
  useEffect(() => {
    if (authoring) return;
    return startShyHeader(host, { distances: { hideAfter, showAfter }, autoHideMs, menuOpen: () => menuOpen.current });
  }, [host, authoring, hideAfter, showAfter, autoHideMs, menuOpen]);

  return (
    <>
      {cms.account && !authoring ? (
        <AccountMenu
          container={cms.account}
          config={config}
          t={t}
          brand={site.brand}
          plan={plan}
          firstName={identity.firstName}
          balance={balance}
          open={accountOpen}
          onOpenChange={setAccountOpen}
          onLogout={() => logout(doc.defaultView ?? window)}
        />
      ) : null}
      {cms.opener && cms.nav ? <OffscreenNav opener={cms.opener} nav={cms.nav} t={t} open={navOpen} onOpenChange={setNavOpen} /> : null}
      <SessionLost doc={doc} t={t} locale={locale} />
    </>
  );
}
