/**
 * Search box configuration (CONTRACT 4b: the CMS's search form inside `<search-box>` needs
 * none). The service, its key and organisation and the results page are site config
 * (`suggestServiceUrl`, `suggestAccessToken`, `suggestOrganizationId`, `searchUrl`).
 */
import * as v from 'valibot';
import { optionalText, text } from '../../core/schema.ts';

export const searchBoxSchema = v.object({
  intcmp: optionalText(
    "Internal tracking source added to the results address as intcmp (docs/decisions.md). Default 'DSO-SRCH-HDR', or 'DSO-SRCH-RESULTS' when the input's id is results-search.",
  ),
  listLabel: text('Search suggestions', 'Accessible name of the suggestion list (translated).'),
});

export type SearchBoxConfig = v.InferOutput<typeof searchBoxSchema>;
