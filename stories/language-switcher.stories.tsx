import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/language-switcher/define.ts';
import { languageSwitcherTemplate } from '../cms-templates/language-switcher.ts';
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<language-switcher>` (site 2.1, 7.1) in a footer. The language list comes from the emulator
 * (through MSW); Storybook's own page is at /iframe.html, so the Spanish link reads
 * /espanol/iframe.html: the same page under /espanol, query and fragment kept.
 */
interface Args {
  /** Where the list comes from; a missing one shows the English / Spanish fallback. */
  languagesUrl: string;
}

/** A footer around the switcher, as the page shell places it. */
function LanguageSwitcherStory({ languagesUrl }: Args) {
  return (
    <footer>
      <p>Help and support</p>
      <LitTemplate template={languageSwitcherTemplate({ languagesUrl })} />
    </footer>
  );
}

const meta: Meta<Args> = {
  title: 'Footer/language-switcher',
  parameters: viewportOptions,
  component: LanguageSwitcherStory,
  args: { languagesUrl: `${SERVICES_PATH}libs/wcm/core/resources/languages.overlay.infinity.json` },
  argTypes: { languagesUrl: { control: 'text', description: 'data-languages-url: the language list (site 7.1)' } },
};
export default meta;

type Story = StoryObj<Args>;
export const FromTheLanguageList: Story = {};
/** The list cannot be had (404): English and Español, by their own names. */
export const Fallback: Story = { args: { languagesUrl: `${SERVICES_PATH}libs/wcm/core/resources/missing.json` } };
export const Narrow: Story = { globals: atWidth('w320') };
