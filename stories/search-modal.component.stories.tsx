import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { DEMO_SEARCH_OPTIONS } from '../cms-templates/search-modal.ts';
import { SearchModal } from '../src/features/search-modal/SearchModal.tsx';
import type { SearchModalConfig } from '../src/features/search-modal/search-modal.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

const OPENER = '<button type="button" data-search-open>Search</button>';

/**
 * `<search-modal>`'s React view on its own, with the CMS's opener button: it opens the modal
 * dialog with focus in the search input; the channel dropdown is the APG select-only combobox
 * (letters, Page Up and Page Down, Home, End, Escape closing only the list, Tab choosing).
 */
const meta = {
  title: 'Search/search-modal/Component',
  // The view's name and JSDoc for the docs page; its props are ViewProps, the story's args the config.
  component: storyComponent(SearchModal),
  tags: ['autodocs'],
  args: { options: DEMO_SEARCH_OPTIONS },
  argTypes: { options: { control: 'object', description: 'The channel options: [{ dropDownLabel, dropDownValue }]' } },
  render: (config) => <ViewStory view={SearchModal} tag="search-modal" config={config} cms={OPENER} />,
} satisfies Meta<SearchModalConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Channels: Story = {};
export const ManyChannels: Story = {
  args: {
    options: 'All Arts Books Cars Entertainment Family Food Games Health Home Money Research Travel Work'
      .split(' ')
      .map((label) => ({ dropDownLabel: label, dropDownValue: label.toLowerCase() })),
  },
};
export const Spanish: Story = {
  render: (config) => <ViewStory view={SearchModal} tag="search-modal" locale="es" config={config} cms={OPENER} />,
};
