/**
 * `<site-header>` (CONTRACT 4b; site 2.1, 2.3, 4.3, 4.4, 2.15, 8, 9; brain-health 2.4;
 * ask-and-rewards 2.3, 4.9): a DOM view over the CMS's header. The CMS renders every item and
 * promo; this shows the ones the visitor's header user type allows (hiding the others with
 * `hidden`, never removing them), sets `data-header-user-type`, and adds the account dropdown,
 * the shy behaviour, the offscreen navigation and the session-lost alert.
 *
 * Until identity is settled (`$identityReady`) the variable parts stay out of sight
 * (elements.css, `data-header-settled`), so a visitor never sees items come and go, and the
 * header's reserved height means nothing below it moves (CLS 0.00).
 */
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { $identity, $identityReady, $identitySources, $rewardsBalance } from '../../stores/identity.ts';
import { logout } from '../../stores/logout.ts';
import { createAccountMenu, type AccountMenu } from './account-menu.dom.ts';
import { startOffscreenNav, type OffscreenNav } from './offscreen-nav.dom.ts';
import { watchSessionLost } from './session-lost.dom.ts';
import { startShyHeader } from './shy-header.dom.ts';
import { hasFreeTrial, headerPlan, hidesMembershipSection, type HeaderItemName, type HeaderPlan } from './site-header.logic.ts';
import type { SiteHeaderConfig } from './site-header.schema.ts';

const TAG = 'site-header';

/** Which CMS nodes a plan shows: items by name (unknown names stay), promos by name, the account menu's own content. */
function shownByPlan(node: Element, plan: HeaderPlan): boolean {
  const item = node.getAttribute('data-header-item');
  if (item !== null) return Object.hasOwn(plan.items, item) ? plan.items[item as HeaderItemName] : true;
  const promo = node.getAttribute('data-promo');
  if (promo !== null) return promo === plan.promo;
  return true;
}

export function enhanceSiteHeader({ host, config, t, authoring, locale }: ViewProps<SiteHeaderConfig>): () => void {
  const doc = host.ownerDocument;
  const site = siteConfig(doc);
  const cleanups: Array<() => void> = [];
  /** CMS nodes we hid, with whether they were hidden before: put back on cleanup. */
  const hiddenBefore = new Map<HTMLElement, HTMLElement['hidden']>();
  const setShown = (node: HTMLElement, shown: boolean) => {
    if (!hiddenBefore.has(node)) hiddenBefore.set(node, node.hidden);
    if (node.hidden !== !shown) node.hidden = !shown;
  };

  const header = host.querySelector('header');
  if (!header) console.error(`<${TAG}> has no <header> inside (CONTRACT 4b): the items are looked for in the element itself.`);
  const scope: HTMLElement = header ?? host;
  const accountContainer = scope.querySelector<HTMLElement>('[data-account-menu]');
  const opener = scope.querySelector<HTMLElement>('[data-offscreen-nav-open]');
  const nav = scope.querySelector<HTMLElement>('nav[data-offscreen-nav], [data-offscreen-nav]');

  // Offscreen navigation (site 2.3).
  let offscreen: OffscreenNav | undefined;
  if (opener && nav) {
    offscreen = startOffscreenNav(opener, nav, t);
    cleanups.push(() => offscreen?.destroy());
  } else if (opener || nav) {
    console.error(`<${TAG}> needs both [data-offscreen-nav-open] and [data-offscreen-nav] (CONTRACT 4b); found only ${opener ? 'the opener' : 'the nav'}.`);
  }

  // Session lost (site 2.1, 8).
  cleanups.push(watchSessionLost(doc, t, locale));

  // The account dropdown: the CMS's own content of [data-account-menu] (a no-JS fallback) is
  // hidden while the element's menu is there.
  let account: AccountMenu | undefined;
  const cmsAccountContent = accountContainer ? [...accountContainer.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : [];
  if (!accountContainer) console.error(`<${TAG}> has no [data-account-menu] (CONTRACT 4b): logged-in visitors get no account dropdown.`);
  else if (!authoring) {
    account = createAccountMenu(accountContainer, { config, t, brand: site.brand, onLogout: () => logout(doc.defaultView ?? window) });
    cleanups.push(() => account?.destroy());
  }

  // Shy header (site 2.3, 9); off in authoring mode, where the page is being edited.
  if (authoring) host.setAttribute('data-authoring', '');
  else
    cleanups.push(
      startShyHeader(host, {
        distances: { hideAfter: config.shyHeader.hideAfter, showAfter: config.shyHeader.showAfter },
        autoHideMs: config.shyHeader.autoHideMs,
        menuOpen: () => Boolean(account?.open || offscreen?.open),
      }),
    );

  const programHost = Boolean(site.userTypesUrl);
  const render = () => {
    const identity = $identity.get();
    const plan = headerPlan({
      identity,
      balance: $rewardsBalance.get(),
      membershipSectionHidden: hidesMembershipSection(programHost, identity.sponsor, hasFreeTrial($identitySources.get().programUser, site.product)),
    });
    host.setAttribute('data-header-user-type', plan.userType);
    if ($identityReady.get() || authoring) host.setAttribute('data-header-settled', '');
    // Authors see and edit every item the CMS rendered.
    if (authoring) return;
    for (const node of scope.querySelectorAll<HTMLElement>('[data-header-item], [data-promo]')) setShown(node, shownByPlan(node, plan));
    if (accountContainer) {
      setShown(accountContainer, plan.accountMenu);
      for (const child of cmsAccountContent) setShown(child, !account);
      account?.update(plan, identity.firstName, $rewardsBalance.get());
    }
    host.toggleAttribute('data-sponsor-header', plan.userType === 'sponsor-subsciption-member');
  };
  render();
  for (const store of [$identity, $identityReady, $rewardsBalance, $identitySources] as const) cleanups.push(store.listen(render));

  return () => {
    for (const cleanup of cleanups.reverse()) cleanup();
    for (const [node, wasHidden] of hiddenBefore) node.hidden = wasHidden;
    for (const name of ['data-header-user-type', 'data-header-settled', 'data-authoring', 'data-sponsor-header']) host.removeAttribute(name);
  };
}
