import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/search-box/define.ts';
import { searchBoxTemplate } from '../cms-templates/search-box.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<search-box>` (site 2.8, 5): the CMS search form, enhanced with typeahead suggestions from the
 * emulator (through MSW). Type three letters ('med', 'soc', 'tra') and pause; Down / Up move
 * through the list (wrapping), Enter takes a suggestion, Escape closes then clears. Submitting
 * leaves Storybook for the results page.
 */
interface Args {
  /** The input's id: results-search is the results page's own box. */
  inputId: string;
  locale: 'en' | 'es';
}

function SearchBoxStory({ inputId, locale }: Args) {
  return (
    <header lang={locale}>
      <LitTemplate template={searchBoxTemplate({ inputId, locale })} />
    </header>
  );
}

const meta: Meta<Args> = {
  title: 'Header/search-box',
  parameters: viewportOptions,
  component: SearchBoxStory,
  args: { inputId: 'site-q', locale: 'en' },
  argTypes: {
    inputId: { control: 'select', options: ['site-q', 'results-search'], description: "the input's id" },
    locale: { control: 'select', options: ['en', 'es'], description: 'the markup language (the status language follows the page)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const HeaderBox: Story = {};
export const ResultsPageBox: Story = { args: { inputId: 'results-search' } };
export const SpanishMarkup: Story = { args: { locale: 'es' } };
export const Narrow: Story = { globals: atWidth('w320') };
