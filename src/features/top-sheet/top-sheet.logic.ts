/**
 * `<top-sheet>`'s states (brain-health 1; CONTRACT 4c). Whether the sheet may show and which
 * address it may fetch are domain/top-sheet.ts's rules. Pure.
 *
 * States (the host's `data-top-sheet-state`): `off` (authoring mode or the app web view: nothing
 * asked), `closed` (closed earlier this session: nothing asked), `refused` (no address, or one that
 * is not this site's: nothing asked, a console warning), `loading`, `shown`, `failed` (no fragment
 * came, or one with nothing to show: nothing shown, no room taken; the console says why), and
 * `closed` again once the visitor closes it.
 */
import { isTopSheetShown, topSheetFragmentUrl } from '../../domain/top-sheet.ts';

export type TopSheetState = 'off' | 'closed' | 'refused' | 'loading' | 'shown' | 'failed';

export interface TopSheetFacts {
  authoring: boolean;
  appWebView: boolean;
  closedFlag: string | null | undefined;
  fragmentUrl: string;
  pageHref: string;
}

/** Before any call: the state the sheet starts in, and the address to fetch when it may. */
export function topSheetStart(facts: TopSheetFacts): { state: 'off' | 'closed' | 'refused' | 'loading'; url?: string } {
  if (facts.authoring || facts.appWebView) return { state: 'off' };
  if (!isTopSheetShown(facts)) return { state: 'closed' };
  const url = topSheetFragmentUrl(facts.fragmentUrl, facts.pageHref);
  return url ? { state: 'loading', url } : { state: 'refused' };
}

/** Whether a sanitised fragment has something to show: an element, and text (the Ask page's pro tips read it the same way). */
export function hasContent(fragment: { firstElementChild: unknown; textContent: string | null }): boolean {
  return Boolean(fragment.firstElementChild) && (fragment.textContent ?? '').trim() !== '';
}
