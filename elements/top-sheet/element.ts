import { defineMeta } from '../../src/core/schema.ts';
import { topSheetSchema } from '../../src/features/top-sheet/top-sheet.schema.ts';

/**
 * `<top-sheet>`: the promotional top-sheet fragment of the brain-health sub-site (brain-health 1;
 * CONTRACT 4c).
 *
 * ```html
 * <top-sheet data-fragment-url="/content/member/en/fragments/top-sheet.html"></top-sheet>
 * ```
 */
export const topSheet = defineMeta({
  tag: 'top-sheet',
  summary:
    "Top sheet: the fragment at data-fragment-url (this site's origin only), sanitised, shown above the page's content with 'Close', which keeps it closed for the session (sessionStorage topSheetClosed); off in authoring mode and in the app web view; nothing and no room when it fails.",
  schema: topSheetSchema,
  attributes: ['fragmentUrl', 'label', 'closeText'],
  services: ['/content/*/fragments/top-sheet.html'],
});
