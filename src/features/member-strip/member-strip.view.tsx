/**
 * The enhanced member strip (site 2.4, 4.5): greets the visitor by membership state. The state
 * rules are pure (member-strip.logic.ts); this renders them, reveals the membership number
 * (site 3.5, 5, 7.3), builds the login target (site 2.4) and tags every link with its campaign
 * and analytics ids.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { fetchCoreUser, fetchLastPasswordVerification } from '../../api/member-number.ts';
import { pushToDataLayer } from '../../core/data-layer.ts';
import { useViewportWidth } from '../../core/react-view.tsx';
import type { ViewProps } from '../../core/element.ts';
import { describeError } from '../../core/errors.ts';
import { inForeignFrame } from '../../core/frames.ts';
import { siteConfig } from '../../core/site-config.ts';
import { appendQuery, safeHttpUrl } from '../../core/urls.ts';
import { joinUrl, memberStripLoginUrl, membershipUrl, renewUrl } from '../../domain/site-links.ts';
import { $identity, $identitySources } from '../../stores/index.ts';
import { memberStripView, type StripView, stripLinkBase } from './member-strip.logic.ts';
import { idFields, type MemberStripConfig, type StripLink } from './member-strip.schema.ts';

/** site 5, 9: the number is shown only if the password was verified at most this long ago. */
export const PASSWORD_VERIFICATION_WINDOW_MS = 3_540_000;
/** site 2.1: the account page, the default my-account target. */
export const ACCOUNT_PAGE = '/applications/account/myAccount.action';

type NumberState = { step: 'hidden' } | { step: 'loading' } | { step: 'shown'; number: string } | { step: 'failed' };

/** Pushes an analytics event for a strip link to the page's data layer (site 3.7). */
export function pushAnalytics(analyticsId: string | undefined, campaignId: string | undefined, text: string, href: string): void {
  if (!analyticsId) return;
  pushToDataLayer({ event: 'member-strip-click', eventInfo: { analyticsId, campaignId: campaignId ?? '', linkText: text, linkUrl: href } });
}

/** The page's offer category: the data-offerid of its offer call to action (site 3.7). */
function offerCategory(doc: Document): string | undefined {
  return doc.querySelector('[data-offerid]')?.getAttribute('data-offerid')?.trim() || undefined;
}

export function MemberStripView({ config, host, t }: ViewProps<MemberStripConfig>) {
  const identity = useStore($identity);
  const width = useViewportWidth();
  const [expandedByUser, setExpandedByUser] = useState(false);
  const [numberState, setNumberState] = useState<NumberState>({ step: 'hidden' });
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const numberButton = useRef<HTMLButtonElement>(null);
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

  useEffect(() => {
    host.setAttribute('data-strip-state', view.kind);
    const name = config.dataAttributeName?.trim().toLowerCase();
    if (name && /^[a-z][a-z0-9-]*$/.test(name)) host.setAttribute(`data-${name}`, view.kind);
  }, [host, view.kind, config.dataAttributeName]);

  // Focus follows the number once it is revealed, so keyboard users land on the copy button.
  useEffect(() => {
    if (numberState.step === 'shown') numberButton.current?.focus();
  }, [numberState.step]);

  const inFrame = inForeignFrame();
  const parentUrl = inFrame ? doc.referrer || undefined : undefined;
  const loginTarget = memberStripLoginUrl(site, window.location.href, parentUrl, config.memberLoginLink);

  const goToLogin = () => {
    if (inFrame) {
      // site 2.2: inside a frame of another origin the parent page navigates.
      const parentOrigin = parentUrl ? new URL(parentUrl).origin : '*';
      window.parent.postMessage({ event: 'redirectToLogin', url: loginTarget }, parentOrigin);
      return;
    }
    window.location.assign(loginTarget);
  };

  /** A config id field, trimmed; undefined when empty. */
  const idField = (name: string): string | undefined => {
    const value = config[name];
    return typeof value === 'string' ? value.trim() || undefined : undefined;
  };

  const address = (link: StripLink, fallback?: string): string | undefined => {
    // The login target always carries the query of site 2.4 (memberStripLoginUrl), whatever the config says.
    if (link === 'memberLoginLink') return loginTarget;
    const configured = safeHttpUrl(config[link], stripLinkBase(config[link], site.secureEndpoint));
    const base = configured ?? fallback;
    if (!base) return undefined;
    const campaign = idField(idFields(link).campaign);
    return campaign ? appendQuery(base, [['intcmp', campaign]]) : base;
  };

  const linkTo = (link: StripLink, text: string, options: { fallback?: string; className?: string; analyticsId?: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void } = {}): ReactNode => {
    const href = address(link, options.fallback);
    if (!href || !text.trim()) return null;
    const ids = idFields(link);
    const analyticsId = options.analyticsId ?? idField(ids.analytics);
    const campaignId = idField(ids.campaign);
    return (
      <a
        className={options.className}
        href={href}
        data-analytics-id={analyticsId}
        onClick={(event) => {
          pushAnalytics(analyticsId, campaignId, text, href);
          options.onClick?.(event);
        }}
      >
        {text}
      </a>
    );
  };

  const login = (className: string) =>
    linkTo('memberLoginLink', config.memberLoginLinkText, {
      fallback: loginTarget,
      className,
      onClick: (event) => {
        if (!inFrame) return;
        event.preventDefault();
        goToLogin();
      },
    });

  const revealNumber = async () => {
    const ids = idFields('viewMembershipNumber');
    pushAnalytics(idField(ids.analytics), idField(ids.campaign), config.viewMembershipNumberLabel, '');
    setNumberState({ step: 'loading' });
    setAnnouncement(t('Loading your membership number'));
    let verifiedAt: number | undefined;
    try {
      verifiedAt = await fetchLastPasswordVerification(site);
    } catch (error) {
      // site 8: "Session request fails: logged only". The number stays hidden; say so.
      console.warn(`<member-strip> session request failed: ${describeError(error)}`);
      setNumberState({ step: 'failed' });
      setAnnouncement('');
      return;
    }
    // Real time, not the TimeTravelCookie clock: the identity service stamps the verification
    // with its own clock, and how long ago a password was typed is a security fact.
    if (verifiedAt === undefined || Date.now() - verifiedAt > PASSWORD_VERIFICATION_WINDOW_MS) {
      goToLogin();
      return;
    }
    try {
      const user = await fetchCoreUser(site, { token: $identitySources.get().accessToken });
      if (user.status.toUpperCase() === 'ERROR' || !user.memberNumber) {
        goToLogin();
        return;
      }
      setNumberState({ step: 'shown', number: user.memberNumber });
      setAnnouncement(t('Membership number shown. Select it to copy it.'));
    } catch (error) {
      // site 8: core user request fails -> login.
      console.warn(`<member-strip> core user request failed: ${describeError(error)}`);
      goToLogin();
    }
  };

  const copyNumber = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      setAnnouncement(t('Membership number copied to the clipboard'));
    } catch {
      setAnnouncement(t('Could not copy. Select the number and copy it yourself.'));
    }
  };

  const membershipNumber = view.showMembershipNumber ? (
    <p className="member-strip__number">
      <span>{config.membershipNumberLabel}: </span>
      {numberState.step === 'shown' ? (
        <button ref={numberButton} type="button" className="member-strip__number-value" aria-label={t('{number}, copy membership number', { number: numberState.number })} onClick={() => void copyNumber(numberState.number)}>
          {numberState.number}
        </button>
      ) : numberState.step === 'loading' ? (
        <span className="member-strip__spinner" role="img" aria-label={t('Loading')} />
      ) : (
        <button type="button" className="member-strip__view" data-analytics-id={config.viewMembershipNumberAnalyticsId || undefined} onClick={() => void revealNumber()}>
          {config.viewMembershipNumberLabel}
          <span className="visually-hidden"> {config.membershipNumberLabel}</span>
        </button>
      )}
    </p>
  ) : null;

  const renewButton = (primary: boolean) =>
    linkTo('renewButtonLink', config.renewButtonText, { fallback: renewUrl(site), className: primary ? 'member-strip__button member-strip__button--primary' : 'member-strip__button' });
  const mojoButton = view.mojo.show ? linkTo('mojoLink', config.mojoLinkLabel, { className: view.mojo.primary ? 'member-strip__button member-strip__button--primary' : 'member-strip__button' }) : null;
  const myAccount = view.showMyAccount ? linkTo('myAccountLink', config.myAccountLinkText, { fallback: ACCOUNT_PAGE, className: 'member-strip__button' }) : null;
  const joinTarget = joinUrl(site, window.location.href, { offer: offerCategory(doc) });

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
            {linkTo('joinNowLink', config.joinNowLinkText, { fallback: joinTarget, className: 'member-strip__button member-strip__button--primary', analyticsId: config.joinNowNonMemberAnalyticsId?.trim() || undefined })}
            {linkTo('alreadyAMemberLink', config.alreadyAMemberLinkText, { fallback: membershipUrl(site) })}
          </div>
        </>
      );
      break;
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

  const card = view.showMembershipNumber ? safeHttpUrl(config.cardImage) : undefined;
  const greeting =
    view.kind.startsWith('member') && identity.firstName ? t('Hello, {name}', { name: identity.firstName }) : view.kind.startsWith('member') ? t('Hello, member') : t('Welcome');

  return (
    <section className={`member-strip member-strip--${view.kind}${view.expanded ? ' member-strip--expanded' : ''}`} aria-label={t('Membership')}>
      <div className="member-strip__bar">
        <p className="member-strip__greeting">{greeting}</p>
        {view.collapsible ? (
          <button type="button" className="member-strip__toggle" aria-expanded={view.expanded} aria-controls={panelId} onClick={() => setExpandedByUser((open) => !open)}>
            <span className="visually-hidden">{view.expanded ? t('Hide membership details') : t('Show membership details')}</span>
            <span aria-hidden="true" className="member-strip__chevron" />
          </button>
        ) : null}
      </div>
      <div id={panelId} className="member-strip__panel" hidden={!view.expanded}>
        {card ? <img className="member-strip__card" src={card} alt="" width="86" height="54" /> : null}
        {body}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {numberState.step === 'failed' ? (
        <p className="member-strip__error" role="alert">
          {t('Your membership number could not be shown. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
