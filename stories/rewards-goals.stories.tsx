import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-goals/define.ts';
import { rewardsGoalsTemplate } from '../cms-templates/rewards-goals.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-goals>` (issue 32) from its CMS markup, against the emulator. The persona toolbar
 * changes the visitor: member-auto-renew has both goals (7,000 steps, 3 activities) and a week
 * of steps; rewards-new-member has none (saving creates them); a visitor gets the 'Log in'
 * panel. The emulator's fault panel gives 401 and failures.
 */
interface Args {
  locale: 'en' | 'es';
}

function RewardsGoalsStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <LitTemplate template={rewardsGoalsTemplate()} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-goals',
  parameters: viewportOptions,
  component: RewardsGoalsStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const WithGoals: Story = as('member-auto-renew');
export const WithGoalsSpanish: Story = as('member-auto-renew', { locale: 'es' });
export const NoGoalsYet: Story = as('rewards-new-member');
export const SignedOut: Story = as('anonymous');
export const Narrow: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
