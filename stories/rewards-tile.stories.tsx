import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-tile/define.ts';
import { DEMO_TILE_IDS, demoRewardsTiles, rewardsTilesTemplate, type RewardsTileFields } from '../cms-templates/rewards-tile.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<rewards-tile>` (ask-and-rewards 2.3, 6.3) against the emulator's activity list: the persona
 * toolbar changes the visitor. Members see base + bonus points, everyone else base; a
 * participant's completed activities (member-auto-renew has done the quiz) show 'Completed';
 * the 'doubleArticle' tile shows '2X PTS'; the members-only tile shows a lock to non-members.
 */
interface Args {
  locale: 'en' | 'es';
  /** Which demo tiles: all four, or one state at a time. */
  tiles: 'all' | 'double' | 'completed' | 'members-only';
}

const pick = (tiles: Args['tiles']): RewardsTileFields[] => {
  const all = demoRewardsTiles();
  const only = (id: string) => all.filter((tile) => tile.activityId === id);
  if (tiles === 'double') return only(DEMO_TILE_IDS.budget);
  if (tiles === 'completed') return only(DEMO_TILE_IDS.quiz);
  if (tiles === 'members-only') return only(DEMO_TILE_IDS.yoga);
  return all;
};

function RewardsTileStory({ locale, tiles }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={`${key}-${tiles}`}>
      <LitTemplate template={rewardsTilesTemplate(pick(tiles))} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/rewards-tile',
  parameters: viewportOptions,
  component: RewardsTileStory,
  args: { locale: 'en', tiles: 'all' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    tiles: { control: 'inline-radio', options: ['all', 'double', 'completed', 'members-only'] },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** A member and participant: base + bonus (75 pts), the quiz completed, no lock. */
export const Member: Story = as('member-auto-renew');
/** Logged in, not a member: base points (50 pts) and the lock on the members-only tile. */
export const NonMember: Story = as('registered-non-member');
/** Anonymous: base points from the public list, and the lock. */
export const Anonymous: Story = as('anonymous');
/** '2X PTS' (spoken 'Double points'). */
export const DoublePoints: Story = as('member-auto-renew', { tiles: 'double' });
/** limitHit: 'Completed'. */
export const Completed: Story = as('member-auto-renew', { tiles: 'completed' });
/** Members-only, seen by a non-member: the lock. */
export const MembersOnlyLocked: Story = as('registered-non-member', { tiles: 'members-only' });
/** Members-only, seen by a member: open. */
export const MembersOnlyOpen: Story = as('member-auto-renew', { tiles: 'members-only' });
export const Spanish: Story = as('registered-non-member', { locale: 'es' });
export const Narrow: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
