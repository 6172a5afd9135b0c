import { defineMeta } from '../../src/core/schema.ts';
import { authorModalSchema } from '../../src/features/author-modal/author-modal.schema.ts';

/**
 * `<author-modal>`: an author-configured modal (site 2.6), opened by any link whose target
 * starts with `modal-id`; closed by its Close button, a backdrop click or Escape.
 *
 * ```html
 * <a href="#modal-id-newsletter">Newsletter</a>
 * <author-modal id="modal-id-newsletter"><h2>Newsletter</h2><p>...</p></author-modal>
 * ```
 */
export const authorModal = defineMeta({
  tag: 'author-modal',
  summary:
    "Author-configured modal: the CMS content in the one modal dialog, opened by links to #modal-id-... (also full links to the same page and links added later), labelled by its first heading, closed by 'Close', the backdrop or Escape; inline in authoring mode and without JavaScript (:target).",
  schema: authorModalSchema,
  attributes: [],
});
