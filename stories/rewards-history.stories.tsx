import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-history/define.ts';
import { rewardsHistoryTemplate } from '../cms-templates/rewards-history.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-history>` (ask-and-rewards 7.2 transactions; issue 31) from its CMS markup against the
 * emulator. The persona toolbar picks the ledger: a long history (member-auto-renew: 'Show more'
 * several times), a short one (rewards-rich-member), one earned row and none used
 * (rewards-new-member), a visitor ('Log in'). The fault panel gives the failure states.
 */
interface Args {
  locale: 'en' | 'es';
  size: number;
}

function RewardsHistoryStory({ locale, size }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={`${key}-${size}`}>
      <LitTemplate template={rewardsHistoryTemplate({ size })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-history',
  parameters: viewportOptions,
  component: RewardsHistoryStory,
  args: { locale: 'en', size: 10 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    size: { control: { type: 'range', min: 1, max: 100, step: 1 }, description: 'data-size' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const LongHistory: Story = as('member-auto-renew');
export const LongHistorySpanish: Story = as('member-auto-renew', { locale: 'es' });
export const ShortHistory: Story = as('rewards-rich-member');
export const NothingUsedYet: Story = as('rewards-new-member');
export const SignedOut: Story = as('anonymous');
export const Narrow: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
