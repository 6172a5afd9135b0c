import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { RewardsGoals } from '../src/features/rewards-goals/RewardsGoals.tsx';
import type { RewardsGoalsConfig } from '../src/features/rewards-goals/rewards-goals.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<rewards-goals>`'s React view on its own; the persona toolbar picks the member. */
const meta = {
  title: 'Rewards/rewards-goals/Component',
  component: storyComponent(RewardsGoals),
  tags: ['autodocs'],
  globals: { persona: 'member-auto-renew' },
  args: { joinUrl: '/rewards/' },
  render: (config) => <ViewStory view={RewardsGoals} tag="rewards-goals" config={config} />,
} satisfies Meta<RewardsGoalsConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithGoals: Story = {};
export const NoGoalsYet: Story = { globals: { persona: 'rewards-new-member' } };
