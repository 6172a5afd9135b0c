/**
 * The enhanced member strip (site 2.4, 4.5): renders what the rules decide
 * (member-strip.logic.ts) with the identity and membership-number stores
 * (member-strip.store.ts); the page effects (login hand-off, data layer) are in
 * member-strip.dom.ts. This file only renders and wires clicks to those verbs.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useViewportWidth } from '../../core/react-view.tsx';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { ACCOUNT_PAGE, membershipUrl, renewUrl } from '../../domain/site-links.ts';
import { $identity } from '../../stores/index.ts';
import { handLoginToParent, stripJoinTarget, stripLoginTarget, trackStripClick } from './member-strip.dom.ts';
import { memberStripView, stripCard, stripDataAttribute, stripGreeting, stripLinkHref, stripLinkIds, type StripView } from './member-strip.logic.ts';
import type { MemberStripConfig, StripLink } from './member-strip.schema.ts';
import { $memberNumber, copyNumber, revealNumber, type NumberNotice } from './member-strip.store.ts';

interface LinkOptions {
  fallback?: string;
  className?: string;
  /** Overrides the link's own analytics id (the join button shown to non-members). */
  analyticsId?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function MemberStrip({ config, host, t }: ViewProps<MemberStripConfig>) {
  const identity = useStore($identity);
  const number = useStore($memberNumber);
  const width = useViewportWidth();
  const [expandedByUser, setExpandedByUser] = useState(false);
  const panelId = useId();
  const numberButton = useRef<HTMLButtonElement>(null);
  // Set by this strip's own 'view' click, so focus moves to the number here only (never when a
  // re-inserted strip mounts with the number already shown).
  const revealRequested = useRef(false);
  const doc = host.ownerDocument;
  const site = siteConfig(doc);

  const view: StripView = memberStripView({
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

  const dataAttribute = stripDataAttribute(config.dataAttributeName);
  useEffect(() => {
    host.setAttribute('data-strip-state', view.kind);
    if (dataAttribute) host.setAttribute(dataAttribute, view.kind);
  }, [host, view.kind, dataAttribute]);

  // Focus follows the number once it is revealed, so keyboard users land on the copy button.
  useEffect(() => {
    if (number.step !== 'shown' || !revealRequested.current) return;
    revealRequested.current = false;
    numberButton.current?.focus();
  }, [number.step]);

  const loginTarget = stripLoginTarget(site, config.memberLoginLink);
  const targets = { loginTarget, secureEndpoint: site.secureEndpoint, pageBase: doc.baseURI };

  const linkTo = (link: StripLink, text: string, options: LinkOptions = {}): ReactNode => {
    const href = stripLinkHref(config, link, { ...targets, fallback: options.fallback });
    if (!href || !text.trim()) return null;
    const ids = stripLinkIds(config, link);
    const analyticsId = options.analyticsId ?? ids.analyticsId;
    return (
      <a
        className={options.className}
        href={href}
        data-analytics-id={analyticsId}
        onClick={(event) => {
          trackStripClick({ analyticsId, campaignId: ids.campaignId }, text, href);
          options.onClick?.(event);
        }}
      >
        {text}
      </a>
    );
  };

  // Site 2.2: in a frame of another origin the parent page goes to log in, not the frame.
  const login = (className: string) =>
    linkTo('memberLoginLink', config.memberLoginLinkText, {
      fallback: loginTarget,
      className,
      onClick: (event) => {
        if (handLoginToParent(loginTarget)) event.preventDefault();
      },
    });

  const onView = () => {
    trackStripClick(stripLinkIds(config, 'viewMembershipNumber'), config.viewMembershipNumberLabel, '');
    revealRequested.current = true;
    void revealNumber(site, loginTarget);
  };

  const notices: Record<NumberNotice, string> = {
    none: '',
    loading: t('Loading your membership number'),
    shown: t('Membership number shown. Select it to copy it.'),
    copied: t('Membership number copied to the clipboard'),
    'copy-failed': t('Could not copy. Select the number and copy it yourself.'),
  };

  const membershipNumber = view.showMembershipNumber ? (
    <p className="member-strip__number">
      <span>{config.membershipNumberLabel}: </span>
      {number.step === 'shown' ? (
        <button
          ref={numberButton}
          type="button"
          className="member-strip__number-value"
          aria-label={t('{number}, copy membership number', { number: number.number })}
          onClick={() => void copyNumber()}
        >
          {number.number}
        </button>
      ) : number.step === 'loading' ? (
        <span className="member-strip__spinner" role="img" aria-label={t('Loading')} />
      ) : (
        <button type="button" className="member-strip__view" data-analytics-id={stripLinkIds(config, 'viewMembershipNumber').analyticsId} onClick={onView}>
          {config.viewMembershipNumberLabel}
          <span className="visually-hidden"> {config.membershipNumberLabel}</span>
        </button>
      )}
    </p>
  ) : null;

  const renewButton = (primary: boolean) =>
    linkTo('renewButtonLink', config.renewButtonText, {
      fallback: renewUrl(site),
      className: primary ? 'member-strip__button member-strip__button--primary' : 'member-strip__button',
    });
  const mojoButton = view.mojo.show
    ? linkTo('mojoLink', config.mojoLinkLabel, { className: view.mojo.primary ? 'member-strip__button member-strip__button--primary' : 'member-strip__button' })
    : null;
  const myAccount = view.showMyAccount
    ? linkTo('myAccountLink', config.myAccountLinkText, { fallback: ACCOUNT_PAGE, className: 'member-strip__button' })
    : null;
  const joinTarget = stripJoinTarget(site, doc);

  let body: ReactNode;
  switch (view.kind) {
    case 'member-es-renew':
      body = (
        <>
          <p className="member-strip__message">{config.renewalMessage}</p>
          {membershipNumber}
          <div className="member-strip__actions">
            {renewButton(true)}
            {mojoButton}
          </div>
        </>
      );
      break;
    case 'member-es-account': {
      const labels: Record<string, string> = {
        editAccount: config.editAccountLinkLabel,
        newsletters: config.newslettersText,
        getCard: config.getCardText,
        support: config.supportLinkLabel,
        automaticRenewal: config.automaticRenewalLinkLabel,
      };
      body = (
        <>
          {membershipNumber}
          <nav aria-label={config.membershipAccountLabel} className="member-strip__account">
            <h2 className="member-strip__heading">{config.membershipAccountLabel}</h2>
            <ul>
              {view.accountLinks.map((name) => {
                const link = `${name}Link` as StripLink;
                const rendered = linkTo(link, labels[name] ?? '', { fallback: name === 'editAccount' ? ACCOUNT_PAGE : undefined });
                return rendered ? <li key={name}>{rendered}</li> : null;
              })}
            </ul>
          </nav>
          <div className="member-strip__actions">{mojoButton}</div>
        </>
      );
      break;
    }
    case 'member-lifetime':
      body = (
        <>
          <p className="member-strip__partner">{view.partnerLabel === 'full' ? config.mojoMembershipStatus : config.mojoMembershipStatusMobile}</p>
          {config.mojoValueMessage ? <p className="member-strip__message">{config.mojoValueMessage}</p> : null}
          {membershipNumber}
          <div className="member-strip__actions">
            {mojoButton}
            {myAccount}
          </div>
        </>
      );
      break;
    case 'member':
      body = (
        <>
          {view.dateText ? (
            <p className="member-strip__date">
              {view.dateLabel === 'expires' ? config.membershipExpiresLabel : config.autoRenewslLabel}: <span>{view.dateText}</span>
            </p>
          ) : null}
          {membershipNumber}
          {view.showEnrolLink ? (
            <p className="member-strip__enrol">
              <span>{config.automaticRenewalLabel}: </span>
              {linkTo('enrollLink', config.enrollLinkLabel)}
            </p>
          ) : null}
          <div className="member-strip__actions">
            {view.showRenewButton ? (
              <>
                <span className="member-strip__message">{config.renewalMessage}</span>
                {renewButton(true)}
              </>
            ) : null}
            {mojoButton}
            {myAccount}
          </div>
        </>
      );
      break;
    case 'lapsed':
      body = (
        <>
          <p className="member-strip__message">{config.expiredMemberRenewText}</p>
          <div className="member-strip__actions">
            {linkTo('rejoinNowLink', config.rejoinNowLinkText, { fallback: renewUrl(site), className: 'member-strip__button member-strip__button--primary' })}
            {linkTo('learnMoreLink', config.learnMoreLinkLabel)}
          </div>
        </>
      );
      break;
    case 'non-member':
      body = (
        <>
          <p className="member-strip__message">{config.nonMemberWelcomeMessage}</p>
          <div className="member-strip__actions">
            {linkTo('joinNowLink', config.joinNowLinkText, {
              fallback: joinTarget,
              className: 'member-strip__button member-strip__button--primary',
              analyticsId: config.joinNowNonMemberAnalyticsId?.trim() || undefined,
            })}
            {linkTo('alreadyAMemberLink', config.alreadyAMemberLinkText, { fallback: membershipUrl(site) })}
          </div>
        </>
      );
      break;
    // Discovery (site 2.4, 3.7, 4.5): the anonymous strip's join message, join and log in, with the
    // configured card image before them (rendered with the panel below).
    case 'discovery':
    default:
      body = (
        <>
          <p className="member-strip__message">{config.joinNowMessage}</p>
          <div className="member-strip__actions">
            {linkTo('joinNowLink', config.joinNowLinkText, { fallback: joinTarget, className: 'member-strip__button member-strip__button--primary' })}
            {login('member-strip__button')}
          </div>
        </>
      );
  }

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
        {card && view.kind === 'discovery' ? (
          <img
            className="member-strip__card member-strip__card--discovery"
            src={card.src}
            alt={card.alt ?? t('Membership card')}
            width="128"
            height="80"
            decoding="async"
          />
        ) : card ? (
          <img className="member-strip__card" src={card.src} alt="" width="86" height="54" />
        ) : null}
        {body}
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
