import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { UpNext } from '../src/features/up-next/UpNext.tsx';
import type { UpNextConfig } from '../src/features/up-next/up-next.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/**
 * `<up-next>`'s React view on its own; the persona toolbar picks the member. The tiles need the
 * programme's site config (cmsApiBaseUrl, userTypesUrl): without it the view renders nothing,
 * which is what a page without them shows.
 */
const meta = {
  title: 'Brain health/up-next/Component',
  component: storyComponent(UpNext),
  tags: ['autodocs'],
  globals: { persona: 'bh-returning-member' },
  args: { tags: 'manage_stress,be_social,engage_your_brain', count: 3, heading: 'Up next' },
  render: (config) => <ViewStory view={UpNext} tag="up-next" config={config} />,
} satisfies Meta<UpNextConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const ThreeTiles: Story = {};
export const OneTile: Story = { args: { tags: 'manage_stress', count: 1, heading: 'Up next' } };
