import { defineMeta } from '../../src/core/schema.ts';
import { closeContainerSchema } from '../../src/features/close-container/close-container.schema.ts';

/**
 * `<close-container>`: a dismissible container (site 2.13).
 *
 * ```html
 * <close-container><p>Our offices are closed on Monday for the holiday.</p></close-container>
 * ```
 */
export const closeContainer = defineMeta({
  tag: 'close-container',
  summary: "Dismissible container: a close control ('Close') hides it and everything in it for this page view (not remembered).",
  schema: closeContainerSchema,
  attributes: [],
});
