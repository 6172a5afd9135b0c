import type { Meta, StoryObj } from '@storybook/react-vite';
import { render } from 'lit-html';
import '../src/styles/elements.css';
import { searchBoxTemplate, type SearchBoxFields } from '../cms-templates/search-box.ts';
import { SearchBox } from '../src/features/search-box/SearchBox.tsx';
import type { SearchBoxConfig } from '../src/features/search-box/search-box.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/** The CMS search form of the cms-template (CONTRACT 4b), as the markup inside the host. */
function cmsForm(fields: SearchBoxFields): string {
  const container = document.createElement('div');
  render(searchBoxTemplate(fields), container);
  return container.firstElementChild?.innerHTML ?? '';
}

/**
 * `<search-box>`'s React view on its own, over the CMS search form: type three letters ('med',
 * 'soc', 'tra') and pause for suggestions from the emulator (MSW); Down / Up move (wrapping),
 * Enter takes one and searches, Escape closes then clears. The host is `search-box-story`,
 * styled as `<search-box>` (ViewStory.tsx); Header/search-box shows the element itself.
 */
const meta = {
  title: 'Header/search-box/Component',
  // The view's name and JSDoc for the docs page; its props are ViewProps, the story's args the config.
  component: storyComponent(SearchBox),
  tags: ['autodocs'],
  args: { listLabel: 'Search suggestions' },
  argTypes: {
    listLabel: { control: 'text', description: 'The accessible name of the suggestion list (translated)' },
    intcmp: { control: 'text', description: "The tracking source added as intcmp (default by the input's id)" },
  },
  render: (config) => <ViewStory view={SearchBox} tag="search-box" config={config} cms={cmsForm({})} />,
} satisfies Meta<SearchBoxConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const HeaderBox: Story = {};
export const ResultsPageBox: Story = {
  render: (config) => <ViewStory view={SearchBox} tag="search-box" config={config} cms={cmsForm({ inputId: 'results-search' })} />,
};
export const Spanish: Story = {
  render: (config) => <ViewStory view={SearchBox} tag="search-box" locale="es" config={config} cms={cmsForm({ locale: 'es' })} />,
};
export const Authoring: Story = {
  render: (config) => <ViewStory view={SearchBox} tag="search-box" authoring config={config} cms={cmsForm({})} />,
};
