import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import '../src/styles/elements.css';
import '../elements/site-header/define.ts';
import { siteHeaderTemplate } from '../cms-templates/site-header.ts';
import { fedidFor } from '../fixtures/personas.ts';
import type { IdentitySources } from '../src/domain/identity.types.ts';
import { $identitySources } from '../src/stores/identity.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions, type Width } from './viewports.ts';

/**
 * `<site-header>` (site 2.3, 4.3, 4.4; ask-and-rewards 2.3) as the CMS renders it, one story per
 * header user type, each at the three widths the tests use (390, 800, 1280 px). The persona
 * toolbar sets the visitor's cookies; `balance` writes the rewards balance cookie; `knownAs`
 * makes a visitor who is not logged in known by a persona's fedid cookie (the 'known-' types);
 * the sponsor and free-trial stories hand the shared identity a programme record (the
 * brain-health sub-site's user types), kept there when identity reads the cookies again.
 * Scroll the story to see the shy header.
 */
interface Args {
  locale: 'en' | 'es';
  /** Rewards balance cookie (member_rewards_balance); empty: none ('not opted'). */
  balance: string;
  pointsFormat: 'pts' | 'POINTS' | 'brand';
  /** Auto-hide after a scroll up showed the header (ms; 0 = off). */
  autoHideMs: number;
  /** A sponsor code: the story gives the visitor an active sponsored programme record. */
  sponsor: string;
  /** The visitor's programme record has the free-trial flag (member-on-trail-period). */
  freeTrial: boolean;
  /** A persona id: the visitor is not logged in but known by that persona's fedid cookie. */
  knownAs: string;
}

const LINKS = {
  home: '/',
  join: '/mem/join?campaignID=UDFLTTC',
  login: '/applications/user/login',
  register: '/applications/user/register',
  renew: '/mem/renew?campaignid=ZDFLTTC',
  rejoin: '/mem/join?intcmp=DSO-HDR-REJOIN',
  enroll: '/mem/auto-renew/enroll',
  help: '/help/',
  myAccount: '/applications/account/myAccount.action',
};

/**
 * The programme record of the sponsor and free-trial stories (brain-health 4.5; site 4.3), or
 * undefined. Identity reads the cookies again when the persona's cookies land (and on every
 * cookie change), which replaces its sources: the record is put back each time.
 */
function programUserFor(sponsor: string, freeTrial: boolean): IdentitySources['programUser'] {
  if (!sponsor && !freeTrial) return undefined;
  const access = sponsor ? { sponsor, active: true } : { sponsor: '', active: false, activate_free_trail_member: true };
  return {
    userType: sponsor ? 'returning-member-content-access' : 'free-trial-eligible',
    hasSponsoredSubscription: sponsor || false,
    fullResponse: { user: { membership_status: 'NON-MEMBER', access_and_features: access } },
  };
}

function keepProgramUser(programUser: NonNullable<IdentitySources['programUser']>): () => void {
  const keep = (sources: IdentitySources) => {
    if (sources.programUser !== programUser) $identitySources.set({ ...sources, programUser });
  };
  keep($identitySources.get());
  return $identitySources.listen(keep);
}

function SiteHeaderStory({ locale, balance, pointsFormat, autoHideMs, sponsor, freeTrial, knownAs }: Args) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = locale;
    document.cookie = balance
      ? `member_rewards_balance=${encodeURIComponent(balance)}; path=/`
      : 'member_rewards_balance=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    // The persona toolbar clears the fedid cookie before each story.
    if (knownAs) document.cookie = `fedid=${encodeURIComponent(fedidFor(knownAs))}; path=/`;
    const programUser = programUserFor(sponsor, freeTrial);
    const stopKeeping = programUser ? keepProgramUser(programUser) : undefined;
    setKey((k) => k + 1);
    return () => {
      root.lang = previous;
      stopKeeping?.();
    };
  }, [locale, balance, sponsor, freeTrial, knownAs]);
  const config = {
    shyHeader: { hideAfter: 80, showAfter: 40, autoHideMs },
    sponsorLogos: {
      INSURER1: { src: '/fixtures/site/images/sponsor-insurer1.svg', alt: 'Insurer One' },
      INSURER2: { src: '/fixtures/site/images/sponsor-insurer2.svg', alt: 'Insurer Two' },
    },
    rewardsLink: '/rewards/',
    pointsFormat,
  };
  return (
    <div key={key}>
      <LitTemplate
        template={siteHeaderTemplate({
          locale,
          links: LINKS,
          config,
          offscreenLinks: [
            ['Membership', '/membership/'],
            ['Rewards', '/rewards/'],
            ['Help and support', '/help/'],
          ],
        })}
      />
      <main>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Page content, paragraph {index + 1}: scroll down to hide the header, up to bring it back.</p>
        ))}
      </main>
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Site chrome/site-header',
  component: SiteHeaderStory,
  args: { locale: 'en', balance: '', pointsFormat: 'brand', autoHideMs: 0, sponsor: '', freeTrial: false, knownAs: '' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    balance: { control: 'text', description: 'member_rewards_balance cookie; empty = no balance' },
    pointsFormat: { control: 'inline-radio', options: ['pts', 'POINTS', 'brand'] },
    autoHideMs: { control: 'number', description: 'shyHeader.autoHideMs (site 9: 3000)' },
    sponsor: { control: 'text', description: 'A sponsor code: an active sponsored programme record' },
    freeTrial: { control: 'boolean', description: "The programme record's free-trial flag (activate_free_trail_member)" },
    knownAs: { control: 'text', description: "A persona id: not logged in, known by that persona's fedid cookie" },
  },
  parameters: { layout: 'fullscreen', ...viewportOptions },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, width: Width, args: Partial<Args> = {}): Story => ({ globals: { persona: id, ...atWidth(width) }, args });
const knownAs = (id: string, width: Width): Story => as('anonymous', width, { knownAs: id });

// One story per header user type (site 4.3) and width.
export const Anonymous1280: Story = as('anonymous', 'w1280');
export const Anonymous800: Story = as('anonymous', 'w800');
export const Anonymous390: Story = as('anonymous', 'w390');
/** known-member-not-on-automatic-renew (the known-visitor persona). */
export const KnownVisitor1280: Story = as('known-visitor', 'w1280');
export const KnownVisitor800: Story = as('known-visitor', 'w800');
export const KnownVisitor390: Story = as('known-visitor', 'w390');
export const KnownMemberOnAutomaticRenewal1280: Story = knownAs('member-auto-renew', 'w1280');
export const KnownMemberOnAutomaticRenewal800: Story = knownAs('member-auto-renew', 'w800');
export const KnownMemberOnAutomaticRenewal390: Story = knownAs('member-auto-renew', 'w390');
export const KnownExpiringMember1280: Story = knownAs('expiring-member', 'w1280');
export const KnownExpiringMember800: Story = knownAs('expiring-member', 'w800');
export const KnownExpiringMember390: Story = knownAs('expiring-member', 'w390');
export const KnownLifetimeMember1280: Story = knownAs('lifetime-member', 'w1280');
export const KnownLifetimeMember800: Story = knownAs('lifetime-member', 'w800');
export const KnownLifetimeMember390: Story = knownAs('lifetime-member', 'w390');
export const KnownNonMember1280: Story = knownAs('registered-non-member', 'w1280');
export const KnownNonMember800: Story = knownAs('registered-non-member', 'w800');
export const KnownNonMember390: Story = knownAs('registered-non-member', 'w390');
export const KnownSuspendedMember1280: Story = knownAs('expired-member', 'w1280');
export const KnownSuspendedMember800: Story = knownAs('expired-member', 'w800');
export const KnownSuspendedMember390: Story = knownAs('expired-member', 'w390');
export const MemberOnAutomaticRenewal1280: Story = as('member-auto-renew', 'w1280', { balance: '1234' });
export const MemberOnAutomaticRenewal800: Story = as('member-auto-renew', 'w800', { balance: '1234' });
export const MemberOnAutomaticRenewal390: Story = as('member-auto-renew', 'w390', { balance: '1234' });
export const MemberPointsShort390: Story = as('member-auto-renew', 'w390', { balance: '123456', pointsFormat: 'pts' });
export const MemberNotOnAutomaticRenewalNotOpted1280: Story = as('member-not-auto-renew', 'w1280');
export const MemberNotOnAutomaticRenewalNotOpted800: Story = as('member-not-auto-renew', 'w800');
export const MemberNotOnAutomaticRenewalNotOpted390: Story = as('member-not-auto-renew', 'w390');
export const ExpiringMember1280: Story = as('expiring-member', 'w1280');
export const ExpiringMember800: Story = as('expiring-member', 'w800');
export const ExpiringMember390: Story = as('expiring-member', 'w390');
export const LifetimeMember1280: Story = as('lifetime-member', 'w1280', { balance: '2500000', pointsFormat: 'POINTS' });
export const LifetimeMember800: Story = as('lifetime-member', 'w800', { balance: '2500000', pointsFormat: 'POINTS' });
export const LifetimeMember390: Story = as('lifetime-member', 'w390');
export const NonMember1280: Story = as('registered-non-member', 'w1280');
export const NonMember800: Story = as('registered-non-member', 'w800');
export const NonMember390: Story = as('registered-non-member', 'w390');
/** member-on-trail-period: a programme record with the free-trial flag (site 4.3, 4.4: promo 'join'). */
export const TrialMember1280: Story = as('bh-free-trial-eligible', 'w1280', { freeTrial: true });
export const TrialMember800: Story = as('bh-free-trial-eligible', 'w800', { freeTrial: true });
export const TrialMember390: Story = as('bh-free-trial-eligible', 'w390', { freeTrial: true });
export const SuspendedMember1280: Story = as('expired-member', 'w1280');
export const SuspendedMember800: Story = as('cancelled-member', 'w800');
export const SuspendedMember390: Story = as('suspended-m', 'w390');
export const SponsorSubscription1280: Story = as('bh-sponsor-insurer1', 'w1280', { sponsor: 'INSURER1' });
export const SponsorSubscription800: Story = as('bh-sponsor-insurer2', 'w800', { sponsor: 'INSURER2' });
export const SponsorSubscription390: Story = as('bh-sponsor-insurer1', 'w390', { sponsor: 'INSURER1' });
export const SpanishMember390: Story = as('expiring-member', 'w390', { locale: 'es', balance: '1500' });
export const SpanishMember800: Story = as('expiring-member', 'w800', { locale: 'es', balance: '1500' });
export const AutoHide1280: Story = as('member-auto-renew', 'w1280', { autoHideMs: 3000 });
export const AutoHide800: Story = as('member-auto-renew', 'w800', { autoHideMs: 3000 });
