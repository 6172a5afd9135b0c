import type { Meta, StoryObj } from '@storybook/react-vite';
import { RewardsTile } from '../src/features/rewards-tile/RewardsTile.tsx';
import type { RewardsTileConfig } from '../src/features/rewards-tile/rewards-tile.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { DEMO_TILE_IDS } from '../cms-templates/rewards-tile.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/**
 * `<rewards-tile>`'s React view (src/features/rewards-tile/RewardsTile.tsx) with typed props,
 * against the emulator's activity list: the persona toolbar changes the visitor (members see
 * base + bonus, everyone else base; the members-only lock for non-members). The host here is
 * `rewards-tile-story`, styled as `<rewards-tile>` (ViewStory.tsx).
 */
// As elements/rewards-tile/define.ts does: identity tells members and participants apart.
startIdentity(window);

const meta = {
  title: 'Rewards/rewards-tile/Component',
  // Storybook types `component` by the args; the args here are the view's config, not its props (ViewProps).
  component: storyComponent(RewardsTile),
  tags: ['autodocs'],
  args: { activityId: DEMO_TILE_IDS.eating, membersOnly: false },
  argTypes: { activityId: { control: 'select', options: Object.values(DEMO_TILE_IDS) } },
  render: (config) => (
    <ViewStory
      key={`${config.activityId}-${config.membersOnly}`}
      view={RewardsTile}
      tag="rewards-tile"
      config={config}
      cms='<a href="#tile"><h3>A featured article</h3></a>'
    />
  ),
} satisfies Meta<RewardsTileConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
/** A member and participant: base + bonus. */
export const Member: Story = { globals: { persona: 'member-auto-renew' } };
/** '2X PTS' (spoken 'Double points'). */
export const DoublePoints: Story = { globals: { persona: 'member-auto-renew' }, args: { activityId: DEMO_TILE_IDS.budget } };
/** limitHit: 'Completed'. */
export const Completed: Story = { globals: { persona: 'member-auto-renew' }, args: { activityId: DEMO_TILE_IDS.quiz } };
/** Members-only, seen by a non-member: the lock. */
export const MembersOnlyLocked: Story = { globals: { persona: 'registered-non-member' }, args: { activityId: DEMO_TILE_IDS.yoga, membersOnly: true } };
