/**
 * `<benefits-nav>` (site 2.9): enhances the CMS's category navigation (CONTRACT 4b), which stays
 * as the CMS rendered it and works without JavaScript.
 *
 * - The link whose path ends in the page's last two segments gets `aria-current="page"`. When
 *   none does (an offer page below a subcategory), the remembered selection's link gets
 *   `aria-current="true"` (the current item of the set, not this page).
 * - A click on a link remembers the selection in session storage (category, subcategory page
 *   name, subcategory id, redirectEnabled). A subcategory link sets redirectEnabled: the page it
 *   opens scrolls to its subcategory, smoothly unless the visitor asks for reduced motion, and
 *   moves focus there; the flag is then cleared, so a reload stays where it is.
 * - At 767 px or less the list is an APG disclosure (core/ui/disclosure.tsx on the CMS's list)
 *   behind the button this renders before it (closed at first); above, the button is not shown
 *   and the list always is (styles in benefits-nav.css).
 * - `#limitedtimememberoffer` (a nav link to it, or the page opened with it): scrolls to the
 *   element with that id (the CMS's limited-time offers section) and focuses it.
 *
 * The storage, path and scrolling glue is benefits-nav.browser.ts; the rules benefits-nav.logic.ts.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { cmsMarkup, useLatest } from '../../core/react-view.tsx';
import { useDisclosure, useDisclosureOnPage } from '../../core/ui/disclosure.tsx';
import { InPage } from '../../core/ui/in-page.tsx';
import {
  activeLinkOf,
  arrivalScroll,
  goToLimitedTime,
  isLimitedTimeLink,
  plainClick,
  readNav,
  readSelection,
  rememberLink,
  TAG,
  type CmsNav,
} from './benefits-nav.browser.ts';
import { MOBILE_MAX_WIDTH, type NavSelection } from './benefits-nav.logic.ts';
import type { BenefitsNavConfig } from './benefits-nav.schema.ts';

export function BenefitsNav({ host, config, t, authoring }: ViewProps<BenefitsNavConfig>) {
  const cms = useMemo(() => readNav(host), [host]);
  useLayoutEffect(() => {
    if (!cms) reportElementError(host, TAG, 'needs a <nav> holding a list of links (CONTRACT 4b)', cmsMarkup(host).slice(0, 200));
  }, [host, cms]);
  return cms ? <CategoryNav host={host} cms={cms} label={t(config.toggleLabel)} authoring={authoring} /> : null;
}

interface PartProps {
  host: HTMLElement;
  cms: CmsNav;
  label: string;
  authoring: boolean;
}

function CategoryNav({ host, cms, label, authoring }: PartProps) {
  const win = host.ownerDocument.defaultView ?? window;
  const [stored] = useState(() => readSelection(win));

  // The active item, marked before the first paint; the CMS's own value put back on unmount.
  useLayoutEffect(() => {
    const { link, how } = activeLinkOf(cms.links, win.location.pathname, stored);
    const previous = link?.getAttribute('aria-current') ?? null;
    link?.setAttribute('aria-current', how === 'path' ? 'page' : 'true');
    host.setAttribute('data-active', how);
    return () => {
      if (link && previous === null) link.removeAttribute('aria-current');
      else if (link && previous !== null) link.setAttribute('aria-current', previous);
      host.removeAttribute('data-active');
    };
  }, [host, cms, win, stored]);

  // Authors only see the active item.
  return authoring ? null : <CategoryToggle host={host} cms={cms} label={label} stored={stored} />;
}

function CategoryToggle({ host, cms, label, stored }: Omit<PartProps, 'authoring'> & { stored: NavSelection | undefined }) {
  const win = host.ownerDocument.defaultView ?? window;
  const disclosure = useDisclosure({ closeOnEscape: true, manageHidden: false });
  useDisclosureOnPage(disclosure, { region: cms.list });
  const latest = useLatest(disclosure);

  useEffect(() => {
    const mobile = typeof win.matchMedia === 'function' ? win.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`) : undefined;
    // Close the list first on a phone, so the section does not move after the scroll starts: the
    // closed state is committed before the scroll (a state change alone would be rendered after
    // it, and the section would then move up by the list's height mid-scroll).
    const closeOnPhone = () => {
      if (mobile?.matches && latest.current.expanded) flushSync(() => latest.current.close());
    };
    const abort = new AbortController();
    cms.list.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
        if (!link || !cms.list.contains(link)) return;
        if (!isLimitedTimeLink(link, win)) rememberLink(win, link);
        else if (plainClick(event) && goToLimitedTime(win, true, closeOnPhone)) event.preventDefault();
      },
      { signal: abort.signal },
    );
    // After the first layout: the remembered subcategory, or the limited-time anchor in the address.
    const frame = win.requestAnimationFrame(() => {
      const scrolledTo = arrivalScroll(win, stored, closeOnPhone);
      if (scrolledTo !== undefined) host.setAttribute('data-redirected', scrolledTo);
    });
    return () => {
      abort.abort();
      win.cancelAnimationFrame(frame);
    };
  }, [host, cms, win, stored, latest]);

  return (
    <InPage parent={cms.list.parentElement ?? cms.nav} before={cms.list}>
      <button type="button" className="benefits-nav__toggle" data-nav-toggle="" {...disclosure.buttonProps}>
        {label}
      </button>
    </InPage>
  );
}
