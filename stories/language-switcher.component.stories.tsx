import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import '../src/styles/elements.css';
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { LanguageSwitcher } from '../src/features/language-switcher/LanguageSwitcher.tsx';
import { languageSwitcherSchema } from '../src/features/language-switcher/language-switcher.schema.ts';
import { componentMeta } from './component-meta.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `LanguageSwitcher`, the language switcher's React view (site 2.1, 7.1), rendered directly with a
 * typed configuration: edit `config` in the controls. The list comes from the emulator (through
 * MSW); Storybook's page is /iframe.html, so the Spanish link reads /espanol/iframe.html. The
 * CMS-markup stories are in 'Footer/language-switcher'.
 */
const config = (fields: Record<string, unknown> = {}) =>
  v.parse(languageSwitcherSchema, { languagesUrl: `${SERVICES_PATH}libs/wcm/core/resources/languages.overlay.infinity.json`, ...fields });

const meta: Meta<typeof LanguageSwitcher> = {
  title: 'Footer/language-switcher/Component',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: viewportOptions,
  args: { config: config(), locale: 'en', authoring: false },
  ...componentMeta(LanguageSwitcher, 'language-switcher'),
};
export default meta;

type Story = StoryObj<typeof LanguageSwitcher>;

export const FromTheLanguageList: Story = {};
/** The landmark's name from the Spanish dictionary ('Idioma'). */
export const Spanish: Story = { args: { locale: 'es' } };
/** The list cannot be had (404): English and Español, by their own names. */
export const Fallback: Story = { args: { config: config({ languagesUrl: `${SERVICES_PATH}libs/wcm/core/resources/missing.json` }) } };
export const Narrow: Story = { globals: atWidth('w320') };
