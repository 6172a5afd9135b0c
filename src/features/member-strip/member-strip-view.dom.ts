/**
 * The enhanced member strip's view (site 2.4, 3.7, 4.5), plain DOM: renders what the rules decide
 * (member-strip.logic.ts) with the identity and membership-number stores (member-strip.store.ts),
 * and follows them, and the viewport's width, without a reload. The page effects (login
 * hand-off, data layer) are in member-strip.dom.ts. Every text is a text node, never HTML; every
 * address is the one the rules checked.
 *
 * It renders into a `data-element-root` child of the element, as every view that is not an
 * enhancement does (elements.css hides the CMS fallback beside it once the strip is ready).
 */
import { describeError } from '../../core/error-text.ts';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { ACCOUNT_PAGE, membershipUrl, renewUrl } from '../../domain/site-links.ts';
import { $identity } from '../../stores/index.ts';
import { handLoginToParent, stripJoinTarget, stripLoginTarget, trackStripClick } from './member-strip.dom.ts';
import {
  memberStripView,
  PARTNER_LABEL_FULL_ABOVE,
  STRIP_ALWAYS_EXPANDED_ABOVE,
  stripCard,
  stripDataAttribute,
  stripGreeting,
  stripLinkHref,
  stripLinkIds,
  type StripView,
} from './member-strip.logic.ts';
import type { MemberStripConfig, StripLink } from './member-strip.schema.ts';
import { $memberNumber, copyNumber, revealNumber, type MemberNumberState, type NumberNotice } from './member-strip.store.ts';
import { createStripTree, type Child, type ClickHandler } from './strip-tree.dom.ts';

const TAG = 'member-strip';
/** Marks the child the strip renders into (as the React views' root). */
export const STRIP_ROOT_ATTRIBUTE = 'data-element-root';

interface LinkOptions {
  fallback?: string;
  className?: string;
  /** Overrides the link's own analytics id (the join button shown to non-members). */
  analyticsId?: string;
  onClick?: ClickHandler;
}

const PRIMARY = 'member-strip__button member-strip__button--primary';
let panels = 0;

export function enhanceMemberStrip({ config, host, t }: ViewProps<MemberStripConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.createElement('div');
  root.setAttribute(STRIP_ROOT_ATTRIBUTE, '');
  host.append(root);
  const tree = createStripTree(root);
  const { h, on } = tree;

  const panelId = `member-strip-panel-${++panels}`;
  let expandedByUser = false;
  // The two widths the strip's rules ask about, as media queries: reading innerWidth here would
  // force a layout of the whole page in the middle of the page's first render.
  const wideQuery = win.matchMedia(`(min-width: ${STRIP_ALWAYS_EXPANDED_ABOVE + 1}px)`);
  const fullLabelQuery = win.matchMedia(`(min-width: ${PARTNER_LABEL_FULL_ABOVE + 1}px)`);
  /** A width on the same side of both lines as the viewport's (the rules compare with > only). */
  const viewportWidth = () =>
    wideQuery.matches ? STRIP_ALWAYS_EXPANDED_ABOVE + 1 : fullLabelQuery.matches ? PARTNER_LABEL_FULL_ABOVE + 1 : PARTNER_LABEL_FULL_ABOVE;
  let width = viewportWidth();
  // Set by this strip's own 'view' click, so focus moves to the number here only (never when a
  // re-inserted strip mounts with the number already shown).
  let revealRequested = false;
  let failed = false;
  const dataAttribute = stripDataAttribute(config.dataAttributeName);

  const notices: Record<NumberNotice, string> = {
    none: '',
    loading: t('Loading your membership number'),
    shown: t('Membership number shown. Select it to copy it.'),
    copied: t('Membership number copied to the clipboard'),
    'copy-failed': t('Could not copy. Select the number and copy it yourself.'),
  };

  const strip = (): { section: HTMLElement; view: StripView; number: MemberNumberState } => {
    const identity = $identity.get();
    const number = $memberNumber.get();
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

    const loginTarget = stripLoginTarget(site, config.memberLoginLink);
    const targets = { loginTarget, secureEndpoint: site.secureEndpoint, pageBase: doc.baseURI };

    const linkTo = (link: StripLink, text: string, options: LinkOptions = {}): HTMLElement | null => {
      const href = stripLinkHref(config, link, { ...targets, fallback: options.fallback });
      if (!href || !text.trim()) return null;
      const ids = stripLinkIds(config, link);
      const analyticsId = options.analyticsId ?? ids.analyticsId;
      return on(h('a', { class: options.className, href, 'data-analytics-id': analyticsId }, text), (event) => {
        trackStripClick({ analyticsId, campaignId: ids.campaignId }, text, href);
        options.onClick?.(event);
      });
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
      revealRequested = true;
      void revealNumber(site, loginTarget);
    };

    const numberValue = () => {
      if (number.step === 'shown')
        return on(
          h(
            'button',
            {
              type: 'button',
              class: 'member-strip__number-value',
              'aria-label': t('{number}, copy membership number', { number: number.number }),
            },
            number.number,
          ),
          () => void copyNumber(),
        );
      if (number.step === 'loading') return h('span', { class: 'member-strip__spinner', role: 'img', 'aria-label': t('Loading') });
      return on(
        h(
          'button',
          { type: 'button', class: 'member-strip__view', 'data-analytics-id': stripLinkIds(config, 'viewMembershipNumber').analyticsId },
          config.viewMembershipNumberLabel,
          h('span', { class: 'visually-hidden' }, ` ${config.membershipNumberLabel}`),
        ),
        onView,
      );
    };
    const membershipNumber = () =>
      view.showMembershipNumber ? h('p', { class: 'member-strip__number' }, h('span', {}, `${config.membershipNumberLabel}: `), numberValue()) : null;

    const renewButton = (primary: boolean) =>
      linkTo('renewButtonLink', config.renewButtonText, {
        fallback: renewUrl(site),
        className: primary ? PRIMARY : 'member-strip__button',
      });
    const mojoButton = () =>
      view.mojo.show
        ? linkTo('mojoLink', config.mojoLinkLabel, {
            className: view.mojo.primary ? PRIMARY : 'member-strip__button',
          })
        : null;
    const myAccount = () =>
      view.showMyAccount ? linkTo('myAccountLink', config.myAccountLinkText, { fallback: ACCOUNT_PAGE, className: 'member-strip__button' }) : null;
    /** Join (primary); `analyticsId` overrides the link's own (the button shown to non-members). */
    const join = (analyticsId?: string) =>
      linkTo('joinNowLink', config.joinNowLinkText, { fallback: stripJoinTarget(site, doc), className: PRIMARY, analyticsId });
    const actions = (...children: Child[]) => h('div', { class: 'member-strip__actions' }, ...children);
    const message = (text: string) => h('p', { class: 'member-strip__message' }, text);

    let body: Child[];
    switch (view.kind) {
      case 'member-es-renew':
        body = [message(config.renewalMessage), membershipNumber(), actions(renewButton(true), mojoButton())];
        break;
      case 'member-es-account': {
        const labels: Record<string, string> = {
          editAccount: config.editAccountLinkLabel,
          newsletters: config.newslettersText,
          getCard: config.getCardText,
          support: config.supportLinkLabel,
          automaticRenewal: config.automaticRenewalLinkLabel,
        };
        const items = view.accountLinks.map((name) => {
          const rendered = linkTo(`${name}Link` as StripLink, labels[name] ?? '', { fallback: name === 'editAccount' ? ACCOUNT_PAGE : undefined });
          return rendered ? h('li', {}, rendered) : null;
        });
        body = [
          membershipNumber(),
          h(
            'nav',
            { 'aria-label': config.membershipAccountLabel, class: 'member-strip__account' },
            h('h2', { class: 'member-strip__heading' }, config.membershipAccountLabel),
            h('ul', {}, ...items),
          ),
          actions(mojoButton()),
        ];
        break;
      }
      case 'member-lifetime':
        body = [
          h('p', { class: 'member-strip__partner' }, view.partnerLabel === 'full' ? config.mojoMembershipStatus : config.mojoMembershipStatusMobile),
          config.mojoValueMessage ? message(config.mojoValueMessage) : null,
          membershipNumber(),
          actions(mojoButton(), myAccount()),
        ];
        break;
      case 'member':
        body = [
          view.dateText
            ? h(
                'p',
                { class: 'member-strip__date' },
                `${view.dateLabel === 'expires' ? config.membershipExpiresLabel : config.autoRenewslLabel}: `,
                h('span', {}, view.dateText),
              )
            : null,
          membershipNumber(),
          view.showEnrolLink
            ? h('p', { class: 'member-strip__enrol' }, h('span', {}, `${config.automaticRenewalLabel}: `), linkTo('enrollLink', config.enrollLinkLabel))
            : null,
          actions(
            view.showRenewButton ? h('span', { class: 'member-strip__message' }, config.renewalMessage) : null,
            view.showRenewButton ? renewButton(true) : null,
            mojoButton(),
            myAccount(),
          ),
        ];
        break;
      case 'lapsed':
        body = [
          message(config.expiredMemberRenewText),
          actions(
            linkTo('rejoinNowLink', config.rejoinNowLinkText, { fallback: renewUrl(site), className: PRIMARY }),
            linkTo('learnMoreLink', config.learnMoreLinkLabel),
          ),
        ];
        break;
      case 'non-member':
        body = [
          message(config.nonMemberWelcomeMessage),
          actions(
            join(config.joinNowNonMemberAnalyticsId?.trim() || undefined),
            linkTo('alreadyAMemberLink', config.alreadyAMemberLinkText, { fallback: membershipUrl(site) }),
          ),
        ];
        break;
      // Discovery (site 2.4, 3.7, 4.5): the anonymous strip's join message, join and log in, with the
      // configured card image before them (rendered with the panel below).
      case 'discovery':
      default:
        body = [message(config.joinNowMessage), actions(join(), login('member-strip__button'))];
    }

    const card = stripCard(view.kind, config.cardImage, config.cardImageAlt, doc.baseURI);
    const image = !card
      ? null
      : view.kind === 'discovery'
        ? h('img', {
            class: 'member-strip__card member-strip__card--discovery',
            src: card.src,
            alt: card.alt ?? t('Membership card'),
            width: '128',
            height: '80',
            decoding: 'async',
          })
        : h('img', { class: 'member-strip__card', src: card.src, alt: '', width: '86', height: '54' });
    const greeting = stripGreeting(view.kind, identity.firstName);

    const toggle = view.collapsible
      ? on(
          h(
            'button',
            { type: 'button', class: 'member-strip__toggle', 'aria-expanded': String(view.expanded), 'aria-controls': panelId },
            h('span', { class: 'visually-hidden' }, view.expanded ? t('Hide membership details') : t('Show membership details')),
            h('span', { 'aria-hidden': 'true', class: 'member-strip__chevron' }),
          ),
          () => {
            expandedByUser = !expandedByUser;
            render();
          },
        )
      : null;

    const section = h(
      'section',
      { class: `member-strip member-strip--${view.kind}${view.expanded ? ' member-strip--expanded' : ''}`, 'aria-label': t('Membership') },
      h(
        'div',
        { class: 'member-strip__bar' },
        h(
          'p',
          { class: 'member-strip__greeting' },
          greeting.kind === 'named' ? t('Hello, {name}', { name: greeting.name }) : greeting.kind === 'member' ? t('Hello, member') : t('Welcome'),
        ),
        toggle,
      ),
      h('div', { id: panelId, class: 'member-strip__panel', hidden: !view.expanded && '' }, image, ...body),
      h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }, notices[number.notice]),
      number.step === 'failed'
        ? h('p', { class: 'member-strip__error', role: 'alert' }, t('Your membership number could not be shown. Please try again.'))
        : null,
    );
    return { section, view, number };
  };

  function render(): void {
    if (failed) return;
    try {
      const { section, view, number } = strip();
      tree.patch([section]);
      host.setAttribute('data-strip-state', view.kind);
      if (dataAttribute) host.setAttribute(dataAttribute, view.kind);
      // Focus follows the number once it is revealed, so keyboard users land on the copy button.
      if (number.step === 'shown' && revealRequested) {
        revealRequested = false;
        root.querySelector<HTMLElement>('.member-strip__number-value')?.focus();
      }
    } catch (error) {
      // As a React error boundary: the strip goes, the element reports, the page carries on.
      failed = true;
      tree.patch([]);
      reportElementError(host, TAG, `failed to render (${describeError(error)})`);
    }
  }

  const onResize = () => {
    const next = viewportWidth();
    if (next === width) return;
    width = next;
    render();
  };
  render();
  const stopIdentity = $identity.listen(render);
  const stopNumber = $memberNumber.listen(render);
  win.addEventListener('resize', onResize);
  return () => {
    stopIdentity();
    stopNumber();
    win.removeEventListener('resize', onResize);
    tree.destroy();
    root.remove();
  };
}
