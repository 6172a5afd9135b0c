/**
 * Language switcher configuration (CONTRACT 4b: `<language-switcher></language-switcher>` needs
 * none): where the language list comes from, and the name of its navigation landmark.
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';
import { LANGUAGES_PATH } from '../../api/languages.ts';

export const languageSwitcherSchema = v.object({
  languagesUrl: text(LANGUAGES_PATH, 'Address of the language list (site 7.1); an http(s) URL or a path. Default: the platform path, same origin.'),
  label: text('Language', 'Accessible name of the navigation landmark around the links.'),
});

export type LanguageSwitcherConfig = v.InferOutput<typeof languageSwitcherSchema>;
