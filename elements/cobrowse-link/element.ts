import { defineMeta } from '../../src/core/schema.ts';
import { cobrowseSchema } from '../../src/features/cobrowse/cobrowse.schema.ts';

/**
 * `<cobrowse-link>`: the footer's co-browse support link (site 2.14).
 *
 * ```html
 * <cobrowse-link data-enabled="true"><a href="https://cobrowse.example/start">Cobrowse</a></cobrowse-link>
 * ```
 */
export const cobrowseLink = defineMeta({
  tag: 'cobrowse-link',
  summary: 'Co-browse support link: kept only when the footer enables it and only Monday to Friday, 8 to 20 US Eastern time; otherwise removed.',
  schema: cobrowseSchema,
  attributes: ['enabled', 'label'],
});
