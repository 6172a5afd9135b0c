import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { RewardsExpiring } from '../src/features/rewards-expiring/RewardsExpiring.tsx';
import type { RewardsExpiringConfig } from '../src/features/rewards-expiring/rewards-expiring.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<rewards-expiring>`'s React view on its own; the persona toolbar picks the ledger. */
const meta = {
  title: 'Rewards/rewards-expiring/Component',
  component: storyComponent(RewardsExpiring),
  tags: ['autodocs'],
  globals: { persona: 'rewards-expiring-member' },
  args: { months: 6, catalogUrl: '/rewards/catalog/', joinUrl: '/rewards/' },
  render: (config) => <ViewStory view={RewardsExpiring} tag="rewards-expiring" config={config} />,
} satisfies Meta<RewardsExpiringConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const ExpiringSoon: Story = {};
export const NoneInTheWindow: Story = { globals: { persona: 'rewards-new-member' } };
