import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { demoCatalogGoods, rewardsCatalogTemplate } from '../cms-templates/rewards-catalog.ts';
import { RewardsCatalog } from '../src/features/rewards-catalog/RewardsCatalog.tsx';
import type { RewardsCatalogConfig } from '../src/features/rewards-catalog/rewards-catalog.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<rewards-catalog>`'s React view on its own, over the CMS's goods; the persona toolbar changes the visitor. */
const meta = {
  title: 'Rewards/rewards-catalog/Component',
  component: storyComponent(RewardsCatalog),
  tags: ['autodocs'],
  globals: { persona: 'rewards-rich-member' },
  args: { joinUrl: '/rewards/', historyUrl: '/rewards/my-points/' },
  render: (config) => (
    <ViewStory view={RewardsCatalog} tag="rewards-catalog" config={config} cms={cmsInner(rewardsCatalogTemplate({ goods: demoCatalogGoods() }))} />
  ),
} satisfies Meta<RewardsCatalogConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const RichParticipant: Story = {};
export const NewParticipant: Story = { globals: { persona: 'rewards-new-member' } };
export const NotAParticipant: Story = { globals: { persona: 'member-not-auto-renew' } };
export const SignedOut: Story = { globals: { persona: 'anonymous' } };
