import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { RewardsHistory } from '../src/features/rewards-history/RewardsHistory.tsx';
import type { RewardsHistoryConfig } from '../src/features/rewards-history/rewards-history.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<rewards-history>`'s React view on its own; the persona toolbar picks the ledger. */
const meta = {
  title: 'Rewards/rewards-history/Component',
  component: storyComponent(RewardsHistory),
  tags: ['autodocs'],
  globals: { persona: 'member-auto-renew' },
  args: { size: 10, joinUrl: '/rewards/' },
  render: (config) => <ViewStory view={RewardsHistory} tag="rewards-history" config={config} />,
} satisfies Meta<RewardsHistoryConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const LongHistory: Story = {};
export const ShortHistory: Story = { globals: { persona: 'rewards-rich-member' } };
