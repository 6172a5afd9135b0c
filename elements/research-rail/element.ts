import { defineMeta } from '../../src/core/schema.ts';
import { researchRailSchema } from '../../src/features/research-rail/research-rail.schema.ts';

/**
 * `<research-rail>`: the research-article right rail (site 2.13, 9).
 *
 * ```html
 * <research-rail>...<a data-rail-download>...</a><div data-supporting-material>...</div></research-rail>
 * <div data-tablet-placeholder="download"></div> <div data-tablet-placeholder="supporting"></div>
 * <div data-full-width-ad>...</div>
 * ```
 */
export const researchRail = defineMeta({
  tag: 'research-rail',
  summary:
    'Research-article right rail: below 1179 px its download link and supporting material move into the tablet placeholders (back from 1180 px); from 1180 px it is sticky, offset by the header height + 40 px, and stops above full-width ad blocks (data-full-width-ad).',
  schema: researchRailSchema,
  attributes: [],
});
