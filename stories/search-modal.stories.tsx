import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/search-modal/define.ts';
import { DEMO_SEARCH_OPTIONS, searchModalTemplate } from '../cms-templates/search-modal.ts';
import { LitTemplate } from './LitTemplate.tsx';

interface Args {
  /** The channel dropdown's options (site 3.10). */
  options: unknown;
  /** The opener button's text. */
  buttonText: string;
}

function SearchModalStory({ options, buttonText }: Args) {
  return (
    <main>
      <p>
        The search modal (site 2.8): the button opens it, focus goes to the search input. The channel dropdown is the APG select-only combobox (letters, Page Up
        and Page Down, Home, End, Escape, Tab). Submitting goes to the search page with q and c; a blank search is not sent.
      </p>
      <LitTemplate template={searchModalTemplate({ config: { options }, buttonText })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Search/search-modal',
  component: SearchModalStory,
  args: { options: DEMO_SEARCH_OPTIONS, buttonText: 'Search' },
  argTypes: {
    options: { control: 'object', description: 'The channel options: [{ dropDownLabel, dropDownValue }]' },
    buttonText: { control: 'text', description: "The opener button's text" },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Channels: Story = {};
export const ManyChannels: Story = {
  args: {
    options: ['All', 'Arts', 'Books', 'Cars', 'Entertainment', 'Family', 'Food', 'Games', 'Health', 'Home', 'Money', 'Research', 'Travel', 'Work'].map(
      (label) => ({ dropDownLabel: label, dropDownValue: label.toLowerCase() }),
    ),
  },
};
export const BadOptions: Story = { args: { options: [{ dropDownLabel: 3 }], buttonText: 'Search (bad config: renders nothing, console error)' } };
