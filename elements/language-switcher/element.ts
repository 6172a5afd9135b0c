import { defineMeta } from '../../src/core/schema.ts';
import { languageSwitcherSchema } from '../../src/features/language-switcher/language-switcher.schema.ts';

/**
 * `<language-switcher>`: the same page in the site's other language (site 2.1, 7.1).
 *
 * ```html
 * <language-switcher></language-switcher>
 * ```
 */
export const languageSwitcher = defineMeta({
  tag: 'language-switcher',
  summary:
    "Language switcher: links to the same page in English (site root) and Spanish (/espanol), keeping the path, query and fragment, named from the platform's language list (English and Spanish when the list is unavailable); the current language is marked aria-current.",
  schema: languageSwitcherSchema,
  attributes: ['languagesUrl', 'label'],
  services: ['/libs/wcm/core/resources/languages.overlay.infinity.json'],
});
