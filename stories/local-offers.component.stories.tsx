import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { LocalOffers } from '../src/features/local-offers/LocalOffers.tsx';
import type { LocalOffersConfig } from '../src/features/local-offers/local-offers.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<local-offers>`'s React view on its own; the persona toolbar picks the member. */
const meta = {
  title: 'Rewards/local-offers/Component',
  component: storyComponent(LocalOffers),
  tags: ['autodocs'],
  globals: { persona: 'member-auto-renew' },
  args: { joinUrl: '/rewards/', redemptionTypes: 'MOBILE,PRINT', supportFormTitle: 'Report a problem with an offer' },
  render: (config) => <ViewStory view={LocalOffers} tag="local-offers" config={config} />,
} satisfies Meta<LocalOffersConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Member: Story = {};
export const PrintOnly: Story = { args: { redemptionTypes: 'PRINT' } };
export const NothingSavedYet: Story = { globals: { persona: 'rewards-new-member' } };
