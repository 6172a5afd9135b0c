import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { RewardsPoints } from '../src/features/rewards-points/RewardsPoints.tsx';
import type { RewardsPointsConfig } from '../src/features/rewards-points/rewards-points.schema.ts';
import { POINTS_FORMATS } from '../src/domain/rewards-points.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/**
 * `<rewards-points>`' React view on its own: the config's fields are the controls; the persona
 * toolbar changes the visitor (logged out: nothing; logged in without a balance: 'not opted').
 */
const meta = {
  title: 'Rewards/rewards-points/Component',
  component: storyComponent(RewardsPoints),
  tags: ['autodocs'],
  globals: { persona: 'member-auto-renew' },
  args: { format: 'pts', dailyCap: false },
  argTypes: { format: { control: 'inline-radio', options: POINTS_FORMATS } },
  render: (config) => <ViewStory view={RewardsPoints} tag="rewards-points" config={config} />,
} satisfies Meta<RewardsPointsConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Points: Story = {};
export const Brand: Story = { args: { format: 'brand' } };
export const WithMeter: Story = { args: { format: 'brand', dailyCap: true } };
