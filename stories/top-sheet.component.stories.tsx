import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { topSheetFragmentUrl } from '../cms-templates/top-sheet.ts';
import { TopSheet } from '../src/features/top-sheet/TopSheet.tsx';
import type { TopSheetConfig } from '../src/features/top-sheet/top-sheet.schema.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

/** `<top-sheet>`'s React view on its own: the demo CMS's fragment, sanitised, with 'Close' (remembered for the session). */
const meta = {
  title: 'Brain health/top-sheet/Component',
  component: storyComponent(TopSheet),
  tags: ['autodocs'],
  args: { fragmentUrl: topSheetFragmentUrl('en'), label: 'Announcement', closeText: 'Close' },
  render: (config) => <ViewStory view={TopSheet} tag="top-sheet" config={config} />,
} satisfies Meta<TopSheetConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Authoring: Story = { render: (config) => <ViewStory view={TopSheet} tag="top-sheet" config={config} authoring /> };
