import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import '../src/styles/elements.css';
import '../elements/site-header/define.ts';
import { siteHeaderTemplate } from '../cms-templates/site-header.ts';
import { $identitySources } from '../src/stores/identity.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<site-header>` (site 2.3, 4.3, 4.4; ask-and-rewards 2.3) as the CMS renders it, one story per
 * header user type, each at the three widths the tests use (390, 800, 1280 px). The persona
 * toolbar sets the visitor's cookies; `balance` writes the rewards balance cookie; the sponsor
 * stories hand the shared identity a programme record (the brain-health sub-site's user types).
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

function SiteHeaderStory({ locale, balance, pointsFormat, autoHideMs, sponsor }: Args) {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = locale;
    document.cookie = balance
      ? `member_rewards_balance=${encodeURIComponent(balance)}; path=/`
      : 'member_rewards_balance=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    if (sponsor) {
      $identitySources.set({
        ...$identitySources.get(),
        programUser: {
          userType: 'returning-member-content-access',
          hasSponsoredSubscription: sponsor,
          fullResponse: { user: { membership_status: 'NON-MEMBER', access_and_features: { sponsor, active: true } } },
        },
      });
    }
    setKey((k) => k + 1);
    return () => {
      root.lang = previous;
    };
  }, [locale, balance, sponsor]);
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

const VIEWPORTS = {
  w390: { name: '390 px', styles: { width: '390px', height: '844px' } },
  w800: { name: '800 px', styles: { width: '800px', height: '900px' } },
  w1280: { name: '1280 px', styles: { width: '1280px', height: '900px' } },
};

const meta: Meta<Args> = {
  title: 'Site chrome/site-header',
  component: SiteHeaderStory,
  args: { locale: 'en', balance: '', pointsFormat: 'brand', autoHideMs: 0, sponsor: '' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    balance: { control: 'text', description: 'member_rewards_balance cookie; empty = no balance' },
    pointsFormat: { control: 'inline-radio', options: ['pts', 'POINTS', 'brand'] },
    autoHideMs: { control: 'number', description: 'shyHeader.autoHideMs (site 9: 3000)' },
    sponsor: { control: 'text', description: 'A sponsor code: an active sponsored programme record' },
  },
  parameters: { layout: 'fullscreen', viewport: { viewports: VIEWPORTS } },
};
export default meta;

type Story = StoryObj<Args>;
type Width = keyof typeof VIEWPORTS;
const as = (id: string, width: Width, args: Partial<Args> = {}): Story => ({
  globals: { persona: id },
  args,
  parameters: { viewport: { viewports: VIEWPORTS, defaultViewport: width } },
});

// One story per header user type (site 4.3) and width.
export const Anonymous1280: Story = as('anonymous', 'w1280');
export const Anonymous800: Story = as('anonymous', 'w800');
export const Anonymous390: Story = as('anonymous', 'w390');
export const KnownVisitor1280: Story = as('known-visitor', 'w1280');
export const KnownVisitor390: Story = as('known-visitor', 'w390');
export const MemberOnAutomaticRenewal1280: Story = as('member-auto-renew', 'w1280', { balance: '1234' });
export const MemberOnAutomaticRenewal800: Story = as('member-auto-renew', 'w800', { balance: '1234' });
export const MemberOnAutomaticRenewal390: Story = as('member-auto-renew', 'w390', { balance: '1234' });
export const MemberPointsShort390: Story = as('member-auto-renew', 'w390', { balance: '123456', pointsFormat: 'pts' });
export const MemberNotOnAutomaticRenewalNotOpted1280: Story = as('member-not-auto-renew', 'w1280');
export const MemberNotOnAutomaticRenewalNotOpted390: Story = as('member-not-auto-renew', 'w390');
export const ExpiringMember1280: Story = as('expiring-member', 'w1280');
export const ExpiringMember390: Story = as('expiring-member', 'w390');
export const LifetimeMember1280: Story = as('lifetime-member', 'w1280', { balance: '2500000', pointsFormat: 'POINTS' });
export const LifetimeMember390: Story = as('lifetime-member', 'w390');
export const NonMember1280: Story = as('registered-non-member', 'w1280');
export const NonMember390: Story = as('registered-non-member', 'w390');
export const SuspendedMember1280: Story = as('expired-member', 'w1280');
export const SuspendedMember390: Story = as('suspended-m', 'w390');
export const SponsorSubscription1280: Story = as('bh-sponsor-insurer1', 'w1280', { sponsor: 'INSURER1' });
export const SponsorSubscription800: Story = as('bh-sponsor-insurer2', 'w800', { sponsor: 'INSURER2' });
export const SponsorSubscription390: Story = as('bh-sponsor-insurer1', 'w390', { sponsor: 'INSURER1' });
export const SpanishMember390: Story = as('expiring-member', 'w390', { locale: 'es', balance: '1500' });
export const AutoHide1280: Story = as('member-auto-renew', 'w1280', { autoHideMs: 3000 });
