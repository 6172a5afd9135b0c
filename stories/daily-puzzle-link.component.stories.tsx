import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { dailyPuzzleLinkTemplate } from '../cms-templates/daily-puzzle-link.ts';
import { DailyPuzzleLink } from '../src/features/daily-puzzle-link/DailyPuzzleLink.tsx';
import type { DailyPuzzleLinkConfig } from '../src/features/daily-puzzle-link/daily-puzzle-link.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

/** `<daily-puzzle-link>`'s React view on its own, over the CMS's link: today's date at UTC-5 ends its path. */
const meta = {
  title: 'Brain health/daily-puzzle-link/Component',
  component: storyComponent(DailyPuzzleLink),
  tags: ['autodocs'],
  args: {},
  render: (config) => <ViewStory view={DailyPuzzleLink} tag="daily-puzzle-link" config={config} cms={cmsInner(dailyPuzzleLinkTemplate())} />,
} satisfies Meta<DailyPuzzleLinkConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Spanish: Story = {
  render: (config) => (
    <ViewStory view={DailyPuzzleLink} tag="daily-puzzle-link" locale="es" config={config} cms={cmsInner(dailyPuzzleLinkTemplate({ locale: 'es' }))} />
  ),
};
