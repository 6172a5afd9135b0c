/**
 * The account dropdown (site 2.3, 2.15, 4.11; ask-and-rewards 2.3, 4.9): an APG disclosure
 * (core/ui/disclosure.tsx), not an ARIA menu, because the panel holds text (the points balance
 * or the 'not opted' state) besides links and a button, and visitors move through it with Tab
 * as through the rest of the page (docs/decisions.md).
 *
 * Rendered into the CMS's `[data-account-menu]`, after its no-JS content (which SiteHeader
 * hides): the sponsor's logo, the button and the panel. The button reads the first name (768 px
 * and up) or 'Hi, {firstName}' (below; CSS picks the reading, so a resize needs no script). The
 * panel: the rewards line, 'My Account' (a link) and 'Log Out' (a button: it acts, site 2.15 /
 * 4.11). Escape, a press outside or focus leaving the menu close it; Escape returns focus to the
 * button. Everything is text, never HTML.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Translate } from '../../core/i18n.ts';
import { useDisclosure } from '../../core/ui/disclosure.tsx';
import { safeHttpUrl } from '../../core/urls.ts';
import { notOptedText, pointsText } from '../../domain/rewards-points.ts';
import { accountNames, sponsorLogoFor, type HeaderPlan } from './site-header.logic.ts';
import type { SiteHeaderConfig } from './site-header.schema.ts';
import { useCloseWhenLeft } from './use-close-when-left.ts';

export interface AccountMenuProps {
  /** The CMS's `[data-account-menu]`. */
  container: HTMLElement;
  config: SiteHeaderConfig;
  t: Translate;
  brand: string;
  plan: HeaderPlan;
  firstName: string;
  balance: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
}

/** Marks what the element added inside the CMS's container. */
const ADDED = { 'data-element-added': '' };

export function AccountMenu({ container, ...props }: AccountMenuProps) {
  return createPortal(<AccountMenuParts container={container} {...props} />, container);
}

function AccountMenuParts({ container, config, t, brand, plan, firstName, balance, open, onOpenChange, onLogout }: AccountMenuProps) {
  const panelId = `site-header-account-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const disclosure = useDisclosure({ expanded: open, onExpandedChange: onOpenChange, closeOnEscape: true, id: panelId });
  const names = accountNames(firstName, t);
  const accountHref = safeHttpUrl(config.myAccountLink);
  const rewardsHref = config.rewardsLink ? safeHttpUrl(config.rewardsLink) : undefined;
  const rewardsText = plan.rewards === 'points' ? pointsText(config.pointsFormat, balance, brand, t) : notOptedText(brand, t);
  const logoEntry = plan.sponsorLogo ? sponsorLogoFor(config.sponsorLogos, plan.sponsorLogo) : undefined;
  const logoSrc = logoEntry ? safeHttpUrl(logoEntry.src) : undefined;

  useLayoutEffect(() => {
    container.toggleAttribute('data-account-open', open);
    return () => container.removeAttribute('data-account-open');
  }, [container, open]);
  useCloseWhenLeft(disclosure, [container]);

  // Addresses that are not http(s) or a path: said once, and left out.
  useEffect(() => {
    if (!accountHref) console.error(`<site-header> myAccountLink is not an http(s) address or path: "${config.myAccountLink.slice(0, 200)}"`);
  }, [accountHref, config.myAccountLink]);
  useEffect(() => {
    if (config.rewardsLink && !rewardsHref) console.error(`<site-header> rewardsLink is not an http(s) address or path: "${config.rewardsLink.slice(0, 200)}"`);
  }, [rewardsHref, config.rewardsLink]);
  const reportedLogos = useRef(new Set<string>());
  useEffect(() => {
    const code = plan.sponsorLogo;
    if (!logoEntry || logoSrc || reportedLogos.current.has(code)) return;
    reportedLogos.current.add(code);
    console.error(`<site-header> sponsorLogos["${code.slice(0, 50)}"].src is not an http(s) address or path: "${logoEntry.src.slice(0, 200)}"`);
  }, [plan.sponsorLogo, logoEntry, logoSrc]);

  return (
    <>
      <img className="site-header__sponsor-logo" {...ADDED} decoding="async" hidden={!logoSrc} src={logoSrc} alt={logoSrc ? logoEntry?.alt : ''} />
      <button type="button" className="site-header__account-button" {...ADDED} {...disclosure.buttonProps}>
        <span className="site-header__name site-header__name--wide" {...ADDED}>
          {names.wide}
        </span>
        <span className="site-header__name site-header__name--narrow" {...ADDED}>
          {names.narrow}
        </span>
        <span className="site-header__sr-only" {...ADDED}>
          {` ${t('Account menu')}`}
        </span>
        <span className="site-header__chevron" {...ADDED} aria-hidden="true" />
      </button>
      <div className="site-header__account-panel" {...ADDED} {...disclosure.regionProps}>
        <ul className="site-header__account-list" {...ADDED}>
          <li className="site-header__rewards-item" {...ADDED} hidden={plan.rewards === 'none'} data-rewards-state={plan.rewards}>
            {rewardsHref ? (
              <a className="site-header__rewards" {...ADDED} href={rewardsHref}>
                {rewardsText}
              </a>
            ) : (
              <p className="site-header__rewards" {...ADDED}>
                {rewardsText}
              </p>
            )}
          </li>
          <li className="site-header__account-item" {...ADDED}>
            <a className="site-header__account-link" {...ADDED} href={accountHref}>
              {t('My Account')}
            </a>
          </li>
          <li className="site-header__logout-item" {...ADDED}>
            <button type="button" className="site-header__logout" {...ADDED} onClick={onLogout}>
              {t('Log Out')}
            </button>
          </li>
        </ul>
      </div>
    </>
  );
}
