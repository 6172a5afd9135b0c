/**
 * What the strip's panel shows for each state (site 4.5), as the rules decided it (`view`, from
 * member-strip.logic.ts): messages, the membership number, and the calls to action. The card
 * image before it is MemberStrip's.
 */
import type { ReactNode } from 'react';
import type { SiteConfig } from '../../core/site-config.ts';
import { ACCOUNT_PAGE, membershipUrl, renewUrl } from '../../domain/site-links.ts';
import { handLoginToParent, stripJoinTarget } from './member-strip.browser.ts';
import type { StripAccountLink, StripView } from './member-strip.logic.ts';
import type { MemberStripConfig, StripLink } from './member-strip.schema.ts';
import type { LinkTo } from './strip-links.tsx';

const BUTTON = 'member-strip__button';
const PRIMARY = 'member-strip__button member-strip__button--primary';

interface StripBodyProps {
  view: StripView;
  config: MemberStripConfig;
  site: SiteConfig;
  doc: Document;
  linkTo: LinkTo;
  loginTarget: string;
  /** The membership number (StripNumber), for the member states. */
  number: ReactNode;
}

export function StripBody({ view, config, site, doc, linkTo, loginTarget, number }: StripBodyProps) {
  const membershipNumber = view.showMembershipNumber ? number : null;
  const renewButton = () => linkTo('renewButtonLink', config.renewButtonText, { fallback: renewUrl(site), className: PRIMARY });
  const mojoButton = view.mojo.show ? linkTo('mojoLink', config.mojoLinkLabel, { className: view.mojo.primary ? PRIMARY : BUTTON }) : null;
  const myAccount = view.showMyAccount ? linkTo('myAccountLink', config.myAccountLinkText, { fallback: ACCOUNT_PAGE, className: BUTTON }) : null;
  /** Join (primary); `analyticsId` overrides the link's own (the button shown to non-members). */
  const join = (analyticsId?: string) =>
    linkTo('joinNowLink', config.joinNowLinkText, { fallback: stripJoinTarget(site, doc), className: PRIMARY, analyticsId });

  switch (view.kind) {
    case 'member-es-renew':
      return (
        <>
          <Message text={config.renewalMessage} />
          {membershipNumber}
          <Actions>
            {renewButton()}
            {mojoButton}
          </Actions>
        </>
      );
    case 'member-es-account': {
      const labels: Record<StripAccountLink, string> = {
        editAccount: config.editAccountLinkLabel,
        newsletters: config.newslettersText,
        getCard: config.getCardText,
        support: config.supportLinkLabel,
        automaticRenewal: config.automaticRenewalLinkLabel,
      };
      return (
        <>
          {membershipNumber}
          <nav aria-label={config.membershipAccountLabel} className="member-strip__account">
            <h2 className="member-strip__heading">{config.membershipAccountLabel}</h2>
            <ul>
              {view.accountLinks.map((name) => {
                const rendered = linkTo(`${name}Link` as StripLink, labels[name], { fallback: name === 'editAccount' ? ACCOUNT_PAGE : undefined });
                return rendered ? <li key={name}>{rendered}</li> : null;
              })}
            </ul>
          </nav>
          <Actions>{mojoButton}</Actions>
        </>
      );
    }
    case 'member-lifetime':
      return (
        <>
          <p className="member-strip__partner">{view.partnerLabel === 'full' ? config.mojoMembershipStatus : config.mojoMembershipStatusMobile}</p>
          {config.mojoValueMessage ? <Message text={config.mojoValueMessage} /> : null}
          {membershipNumber}
          <Actions>
            {mojoButton}
            {myAccount}
          </Actions>
        </>
      );
    case 'member':
      return (
        <>
          {view.dateText ? (
            <p className="member-strip__date">
              {`${view.dateLabel === 'expires' ? config.membershipExpiresLabel : config.autoRenewslLabel}: `}
              <span>{view.dateText}</span>
            </p>
          ) : null}
          {membershipNumber}
          {view.showEnrolLink ? (
            <p className="member-strip__enrol">
              <span>{`${config.automaticRenewalLabel}: `}</span>
              {linkTo('enrollLink', config.enrollLinkLabel)}
            </p>
          ) : null}
          <Actions>
            {view.showRenewButton ? <span className="member-strip__message">{config.renewalMessage}</span> : null}
            {view.showRenewButton ? renewButton() : null}
            {mojoButton}
            {myAccount}
          </Actions>
        </>
      );
    case 'lapsed':
      return (
        <>
          <Message text={config.expiredMemberRenewText} />
          <Actions>
            {linkTo('rejoinNowLink', config.rejoinNowLinkText, { fallback: renewUrl(site), className: PRIMARY })}
            {linkTo('learnMoreLink', config.learnMoreLinkLabel)}
          </Actions>
        </>
      );
    case 'non-member':
      return (
        <>
          <Message text={config.nonMemberWelcomeMessage} />
          <Actions>
            {join(config.joinNowNonMemberAnalyticsId?.trim() || undefined)}
            {linkTo('alreadyAMemberLink', config.alreadyAMemberLinkText, { fallback: membershipUrl(site) })}
          </Actions>
        </>
      );
    // Anonymous, and discovery (site 2.4, 3.7, 4.5): the join message, join and log in (discovery's
    // card image goes before them, with the panel). Site 2.2: in a frame of another origin the
    // parent page goes to log in, not the frame.
    case 'anonymous':
    case 'discovery':
    default:
      return (
        <>
          <Message text={config.joinNowMessage} />
          <Actions>
            {join()}
            {linkTo('memberLoginLink', config.memberLoginLinkText, {
              fallback: loginTarget,
              className: BUTTON,
              onClick: (event) => {
                if (handLoginToParent(loginTarget)) event.preventDefault();
              },
            })}
          </Actions>
        </>
      );
  }
}

function Message({ text }: { text: string }) {
  return <p className="member-strip__message">{text}</p>;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="member-strip__actions">{children}</div>;
}
