/**
 * The enhanced member strip (site 2.4, 3.7, 4.5): renders what the rules decide
 * (member-strip.logic.ts) with the identity and membership-number stores (member-strip.store.ts),
 * and follows them and the viewport's width (use-strip-width.ts) without a reload. The page
 * effects (login hand-off, data layer, join and login targets) are in member-strip.browser.ts.
 * Parts: the panel's content per state (StripBody.tsx), the membership number (StripNumber.tsx),
 * the configured links (strip-links.tsx).
 *
 * React keeps every node whose place and type are unchanged from one render to the next, so the
 * live region is one node (its notices are announced) and the toggle or number button the
 * visitor is on keeps focus. The harness renders it into a `data-element-root` child of the
 * element; member-strip.css hides the CMS fallback beside it once the strip is ready.
 */
import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { $identity } from '../../stores/index.ts';
import { stripLoginTarget } from './member-strip.browser.ts';
import { memberStripView, stripCard, stripDataAttribute, stripGreeting } from './member-strip.logic.ts';
import type { MemberStripConfig } from './member-strip.schema.ts';
import { $memberNumber, type NumberNotice } from './member-strip.store.ts';
import { StripBody } from './StripBody.tsx';
import { stripLinks } from './strip-links.tsx';
import { StripNumber } from './StripNumber.tsx';
import { useStripWidth } from './use-strip-width.ts';

export function MemberStrip({ config, host, t }: ViewProps<MemberStripConfig>) {
  const identity = useStore($identity);
  const number = useStore($memberNumber);
  const doc = host.ownerDocument;
  const width = useStripWidth(doc.defaultView ?? window);
  const [expandedByUser, setExpandedByUser] = useState(false);
  const panelId = useId();
  const site = siteConfig(doc);

  const view = memberStripView({
    memberState: identity.memberState,
    autoRenew: identity.autoRenew,
    expiryDate: identity.expiryDate,
    expiryDays: identity.expiryDays,
    isLifetime: identity.isLifetime,
    spanish: identity.locale === 'es',
    knownUser: identity.headerUserType.startsWith('known-'),
    enableMojo: config.enableMojo,
    discoveryTemplateCheck: config.discoveryTemplateCheck,
    expanded: expandedByUser,
    viewportWidth: width,
  });

  // The state on the element, for styles, tests and the page (site 3.7 `dataAttributeName`):
  // set before the harness marks the strip ready, as part of the same render.
  const dataAttribute = stripDataAttribute(config.dataAttributeName);
  useLayoutEffect(() => {
    host.setAttribute('data-strip-state', view.kind);
    if (dataAttribute) host.setAttribute(dataAttribute, view.kind);
  }, [host, view.kind, dataAttribute]);

  const loginTarget = stripLoginTarget(site, config.memberLoginLink);
  const linkTo = stripLinks(config, { loginTarget, secureEndpoint: site.secureEndpoint, pageBase: doc.baseURI });

  const notices: Record<NumberNotice, string> = {
    none: '',
    loading: t('Loading your membership number'),
    shown: t('Membership number shown. Select it to copy it.'),
    copied: t('Membership number copied to the clipboard'),
    'copy-failed': t('Could not copy. Select the number and copy it yourself.'),
  };
  const card = stripCard(view.kind, config.cardImage, config.cardImageAlt, doc.baseURI);
  const greeting = stripGreeting(view.kind, identity.firstName);

  return (
    <section className={`member-strip member-strip--${view.kind}${view.expanded ? ' member-strip--expanded' : ''}`} aria-label={t('Membership')}>
      <div className="member-strip__bar">
        <p className="member-strip__greeting">
          {greeting.kind === 'named' ? t('Hello, {name}', { name: greeting.name }) : greeting.kind === 'member' ? t('Hello, member') : t('Welcome')}
        </p>
        {view.collapsible ? (
          <button
            type="button"
            className="member-strip__toggle"
            aria-expanded={view.expanded}
            aria-controls={panelId}
            onClick={() => setExpandedByUser((open) => !open)}
          >
            <span className="visually-hidden">{view.expanded ? t('Hide membership details') : t('Show membership details')}</span>
            <span aria-hidden="true" className="member-strip__chevron" />
          </button>
        ) : null}
      </div>
      <div id={panelId} className="member-strip__panel" hidden={!view.expanded}>
        {!card ? null : view.kind === 'discovery' ? (
          <img
            className="member-strip__card member-strip__card--discovery"
            src={card.src}
            alt={card.alt ?? t('Membership card')}
            width="128"
            height="80"
            decoding="async"
          />
        ) : (
          <img className="member-strip__card" src={card.src} alt="" width="86" height="54" />
        )}
        <StripBody
          view={view}
          config={config}
          site={site}
          doc={doc}
          linkTo={linkTo}
          loginTarget={loginTarget}
          number={<StripNumber config={config} t={t} number={number} site={site} loginTarget={loginTarget} />}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notices[number.notice]}
      </p>
      {number.step === 'failed' ? (
        <p className="member-strip__error" role="alert">
          {t('Your membership number could not be shown. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
