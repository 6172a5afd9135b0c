/**
 * The account dropdown (site 2.3, 2.15, 4.11; ask-and-rewards 2.3, 4.9): an APG disclosure
 * (core/dom/disclosure.ts), not an ARIA menu, because the panel holds text (the points balance
 * or the 'not opted' state) besides links and a button, and visitors move through it with Tab
 * as through the rest of the page (docs/decisions.md).
 *
 * The button reads the first name (768 px and up) or 'Hi, {firstName}' (below; CSS picks the
 * reading, so a resize needs no script). The panel: the rewards line, 'My Account' (a link) and
 * 'Log Out' (a button: it acts, site 2.15 / 4.11 through `logout()`). Escape, a press outside or
 * focus leaving the menu close it; Escape returns focus to the button. Everything is text, never
 * HTML. The sponsor's logo sits before the button.
 */
import { createDisclosure } from '../../core/dom/disclosure.ts';
import { closeWhenLeft } from './dismiss.dom.ts';
import type { Translate } from '../../core/i18n.ts';
import { safeHttpUrl } from '../../core/urls.ts';
import { notOptedText, pointsText } from '../../domain/rewards-points.ts';
import { accountNames, sponsorLogoFor, type HeaderPlan } from './site-header.logic.ts';
import type { SiteHeaderConfig } from './site-header.schema.ts';

export interface AccountMenu {
  readonly open: boolean;
  update(plan: HeaderPlan, firstName: string, balance: number | undefined): void;
  destroy(): void;
}

export interface AccountMenuOptions {
  config: SiteHeaderConfig;
  t: Translate;
  brand: string;
  onLogout: () => void;
}

let counter = 0;

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  node.setAttribute('data-element-added', '');
  if (text !== undefined) node.textContent = text;
  return node;
}

export function createAccountMenu(container: HTMLElement, { config, t, brand, onLogout }: AccountMenuOptions): AccountMenu {
  const doc = container.ownerDocument;
  const abort = new AbortController();
  const on = { signal: abort.signal };
  const reportedLogos = new Set<string>();
  counter += 1;

  const logo = element(doc, 'img', 'site-header__sponsor-logo');
  logo.hidden = true;
  logo.decoding = 'async';

  const button = element(doc, 'button', 'site-header__account-button');
  button.type = 'button';
  const wide = element(doc, 'span', 'site-header__name site-header__name--wide');
  const narrow = element(doc, 'span', 'site-header__name site-header__name--narrow');
  const what = element(doc, 'span', 'site-header__sr-only', ` ${t('Account menu')}`);
  const chevron = element(doc, 'span', 'site-header__chevron');
  chevron.setAttribute('aria-hidden', 'true');
  button.append(wide, narrow, what, chevron);

  const panel = element(doc, 'div', 'site-header__account-panel');
  panel.id = `site-header-account-${counter}`;
  const list = element(doc, 'ul', 'site-header__account-list');
  const rewardsItem = element(doc, 'li', 'site-header__rewards-item');
  const accountItem = element(doc, 'li', 'site-header__account-item');
  const account = element(doc, 'a', 'site-header__account-link', t('My Account'));
  const accountHref = safeHttpUrl(config.myAccountLink);
  if (accountHref) account.href = accountHref;
  else console.error(`<site-header> myAccountLink is not an http(s) address or path: "${config.myAccountLink.slice(0, 200)}"`);
  accountItem.append(account);
  const logoutItem = element(doc, 'li', 'site-header__logout-item');
  const logoutButton = element(doc, 'button', 'site-header__logout', t('Log Out'));
  logoutButton.type = 'button';
  logoutItem.append(logoutButton);
  list.append(rewardsItem, accountItem, logoutItem);
  panel.append(list);
  container.append(logo, button, panel);

  const disclosure = createDisclosure(button, panel, { closeOnEscape: true, onToggle: (open) => container.toggleAttribute('data-account-open', open) });
  logoutButton.addEventListener('click', () => onLogout(), on);
  closeWhenLeft(disclosure, [container], abort.signal);

  const rewardsHref = config.rewardsLink ? safeHttpUrl(config.rewardsLink) : undefined;
  if (config.rewardsLink && !rewardsHref) console.error(`<site-header> rewardsLink is not an http(s) address or path: "${config.rewardsLink.slice(0, 200)}"`);

  const showLogo = (code: string) => {
    const entry = code ? sponsorLogoFor(config.sponsorLogos, code) : undefined;
    const src = entry ? safeHttpUrl(entry.src) : undefined;
    if (entry && !src && !reportedLogos.has(code)) {
      reportedLogos.add(code);
      console.error(`<site-header> sponsorLogos["${code.slice(0, 50)}"].src is not an http(s) address or path: "${entry.src.slice(0, 200)}"`);
    }
    if (!entry || !src) {
      logo.hidden = true;
      logo.removeAttribute('src');
      return;
    }
    if (logo.getAttribute('src') !== src) logo.src = src;
    logo.alt = entry.alt;
    logo.hidden = false;
  };

  const showRewards = (plan: HeaderPlan, balance: number | undefined) => {
    rewardsItem.hidden = plan.rewards === 'none';
    rewardsItem.setAttribute('data-rewards-state', plan.rewards);
    const text = plan.rewards === 'points' ? pointsText(config.pointsFormat, balance, brand, t) : notOptedText(brand, t);
    const current = rewardsItem.firstElementChild;
    if (current?.textContent === text) return;
    const line = rewardsHref ? element(doc, 'a', 'site-header__rewards', text) : element(doc, 'p', 'site-header__rewards', text);
    if (line instanceof HTMLAnchorElement && rewardsHref) line.href = rewardsHref;
    rewardsItem.replaceChildren(line);
  };

  return {
    get open() {
      return disclosure.expanded;
    },
    update(plan, firstName, balance) {
      const names = accountNames(firstName, t);
      if (wide.textContent !== names.wide) wide.textContent = names.wide;
      if (narrow.textContent !== names.narrow) narrow.textContent = names.narrow;
      showRewards(plan, balance);
      showLogo(plan.sponsorLogo);
      if (!plan.accountMenu && disclosure.expanded) disclosure.close();
    },
    destroy() {
      disclosure.destroy();
      abort.abort();
      logo.remove();
      button.remove();
      panel.remove();
      container.removeAttribute('data-account-open');
    },
  };
}
