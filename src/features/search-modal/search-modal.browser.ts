/**
 * The search modal's page glue, no rendering (site 2.8): the page's channel, the search's source
 * and how a search leaves the page.
 */
import type { PageChannel } from './search-modal.logic.ts';

/** The search's source, as search-box reports it (`intcmp`): the search modal. */
export const MODAL_INTCMP = 'DSO-SRCH-MODAL';

/** The host attribute saying the modal's state: off (authoring) | closed | open. */
export const MODAL_STATE = 'data-modal-state';

/** The CMS's buttons that open the modal. */
export const OPENER = '[data-search-open]';

/** How a search leaves the page; tests replace `go`. */
export const navigation = { go: (win: Window, url: string) => win.location.assign(url) };

/** The page's channel: `<html data-channel data-subchannel>` (CONTRACT 4b). */
export function pageChannel(doc: Document): PageChannel {
  const root = doc.documentElement;
  return { channel: root.getAttribute('data-channel'), subchannel: root.getAttribute('data-subchannel') };
}
