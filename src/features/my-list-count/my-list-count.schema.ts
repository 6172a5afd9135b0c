/**
 * `<my-list-count>` configuration (CONTRACT 4c): nothing but the accessible words of the count,
 * which the CMS may reword. The list's address is the site's (`product`), vendor mode is the
 * page's (its program-gate's `vendorMode`, stores/program-page.ts).
 */
import * as v from 'valibot';
import { text } from '../../core/schema.ts';

export const myListCountSchema = v.object({
  itemsText: text(
    '{count} items',
    "What screen readers hear after the link's text for a count above 1; {count} is the number (translated by the site's dictionary).",
  ),
  oneItemText: text('1 item', "What screen readers hear for a count of 1 (translated by the site's dictionary)."),
});

export type MyListCountConfig = v.InferOutput<typeof myListCountSchema>;
