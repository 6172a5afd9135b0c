import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-expiring/define.ts';
import { rewardsExpiringTemplate } from '../cms-templates/rewards-expiring.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-expiring>` (ask-and-rewards 7.2 expiration; issue 31) from its CMS markup against the
 * emulator. The persona toolbar picks the ledger: points that expire in 9 days
 * (rewards-expiring-member), none in the window (rewards-new-member), a visitor ('Log in'), a
 * member who is not a participant (how to join). The fault panel gives the failure states.
 */
interface Args {
  locale: 'en' | 'es';
  months: number;
}

function RewardsExpiringStory({ locale, months }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={`${key}-${months}`}>
      <LitTemplate template={rewardsExpiringTemplate({ months })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-expiring',
  parameters: viewportOptions,
  component: RewardsExpiringStory,
  args: { locale: 'en', months: 6 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    months: { control: { type: 'range', min: 1, max: 24, step: 1 }, description: 'data-months' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const ExpiringSoon: Story = as('rewards-expiring-member');
export const ExpiringSoonSpanish: Story = as('rewards-expiring-member', { locale: 'es' });
export const TwelveMonths: Story = as('rewards-expiring-member', { months: 12 });
export const NoneInTheWindow: Story = as('rewards-new-member');
export const SignedOut: Story = as('anonymous');
export const NotAParticipant: Story = as('member-not-auto-renew');
export const Narrow: Story = { ...as('rewards-expiring-member'), globals: { persona: 'rewards-expiring-member', ...atWidth('w320') } };
