import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-points/define.ts';
import '../elements/rewards-catalog/define.ts';
import { demoCatalogGoods, rewardsCatalogTemplate } from '../cms-templates/rewards-catalog.ts';
import { rewardsPointsTemplate } from '../cms-templates/rewards-points.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-catalog>` (ask-and-rewards 3.11-3.13, 5.6; issue 31) from its CMS markup, with a
 * points display above it, against the emulator. The persona toolbar changes the visitor: a
 * participant sees each goods marked ('Redeem', why not, or how many points short) and can
 * redeem (the dialog shows the result by goods type: enter a sweepstakes, play the instant win,
 * send an e-card, ship the water bottle to the core user's address); a visitor the 'Log in'
 * panel; a logged-in visitor who is not a participant how to join. The emulator's fault panel
 * gives the lost answers (drop after / before on the redemption), 401 and failures.
 */
interface Args {
  locale: 'en' | 'es';
}

function RewardsCatalogStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <p>
        <LitTemplate template={rewardsPointsTemplate({ format: 'brand' })} />
      </p>
      <LitTemplate template={rewardsCatalogTemplate({ goods: demoCatalogGoods() })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-catalog',
  parameters: viewportOptions,
  component: RewardsCatalogStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** A participant with 12,480 points: most goods can be redeemed. */
export const RichParticipant: Story = as('rewards-rich-member');
/** A participant with 40 points: 'You need {n} more points' on almost everything. */
export const NewParticipant: Story = as('rewards-new-member');
export const ParticipantSpanish: Story = as('member-auto-renew', { locale: 'es' });
/** Not logged in: 'Log in' to the rewards login; the goods as the CMS rendered them. */
export const SignedOut: Story = as('anonymous');
/** Logged in, not a participant: how to join. */
export const NotAParticipant: Story = as('member-not-auto-renew');
export const Narrow: Story = { ...as('rewards-rich-member'), globals: { persona: 'rewards-rich-member', ...atWidth('w320') } };
