/**
 * `<mega-menu>` (site 2.3, 4.7, 9). The CMS renders the menu (CONTRACT 4b): the channel tabs as
 * links, each tab's sub-channels in its panel, the sponsor-logo container. The view keeps that
 * markup where it is and renders into it only its own controls, each in its place
 * (core/ui/in-page.tsx):
 *
 * - one disclosure button per tab that has a panel, after the tab's link ('More in {tab}',
 *   core/ui/disclosure.tsx over the CMS panel), with a 'Back' button at the top of the panel;
 * - the menu button ('Open main menu' / 'Close menu', a disclosure over the CMS list) and the
 *   phone's own 'Close menu', first in the nav.
 *
 * The state (which layout, the menu open, the one open panel, each panel's active sub-tab) is
 * `menuReducer` of mega-menu.logic.ts; layout effects write it onto the CMS markup for styles and
 * tests: on the element `data-view`, `data-menu-open`, `data-panel-open`; on list items
 * `data-open`, `data-sub-active`, and the active link's `aria-current` / `data-active-tab`
 * (mega-menu.browser.ts). Hover, the keyboard, mouse-down navigation, closing when left or on
 * scroll and sticking are listeners on the page (use-menu-page.ts). Everything it adds or sets is
 * taken away again on unmount; the sponsor logos go back to their place.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { reportElementError, type ViewProps } from '../../core/element.ts';
import { quoteable } from '../../core/error-text.ts';
import { emit } from '../../core/events.ts';
import type { Translate } from '../../core/i18n.ts';
import { cmsMarkup, useLatest } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import { useDisclosure, useDisclosureOnPage, type Disclosure } from '../../core/ui/disclosure.tsx';
import { InPage } from '../../core/ui/in-page.tsx';
import { markActive, readMenu, TAG, type CmsMenu, type Tab } from './mega-menu.browser.ts';
import { activeLink, initialMenuState, menuReducer, menuView, MOBILE_QUERY, TABLET_QUERY, type MenuAction, type MenuView } from './mega-menu.logic.ts';
import type { MegaMenuConfig } from './mega-menu.schema.ts';
import { useCloseWhenLeft, useHover, useMenuKeys, useMouseDownNavigation, useSticky, type MenuPage } from './use-menu-page.ts';

/** Attributes the view sets on the element and on the CMS's list items (taken away on unmount). */
const HOST_STATE = ['data-view', 'data-menu-open', 'data-panel-open'];
const ITEM_STATE = ['data-open', 'data-sub-active'];

export function MegaMenu(props: ViewProps<MegaMenuConfig>) {
  const { host } = props;
  const cms = useMemo(() => readMenu(host), [host]);
  useLayoutEffect(() => {
    if (!cms) reportElementError(host, TAG, 'needs the CMS menu inside it: <nav><ul><li><a href>...</a></li></ul></nav>', cmsMarkup(host));
  }, [host, cms]);
  useEffect(() => {
    for (const text of cms?.withoutLink ?? []) console.error(`<${TAG}> a channel tab has no link (<li><a href>), left as it is: "${quoteable(text)}"`);
  }, [cms]);
  return cms ? <Menu {...props} cms={cms} /> : null;
}

function Menu({ host, config, t, locale, authoring, cms }: ViewProps<MegaMenuConfig> & { cms: CmsMenu }) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const [queries] = useState(() => ({ mobile: win.matchMedia(MOBILE_QUERY), tablet: win.matchMedia(TABLET_QUERY) }));
  const active = useMemo(
    () =>
      activeLink({
        tabs: cms.tabs.map((tab) => ({ href: tab.link.getAttribute('href') ?? '', subChannels: tab.subs.map((sub) => sub.link.getAttribute('href') ?? '') })),
        pageUrl: win.location.href,
        site: siteConfig(doc).site,
        locale,
        subsite: config.subsite,
      }),
    [cms, win, doc, locale, config.subsite],
  );
  const [state, dispatch] = useReducer(menuReducer, undefined, () =>
    initialMenuState(menuView(queries.mobile.matches, queries.tablet.matches), cms.tabs.length, active),
  );
  const latest = useLatest(state);
  const page: MenuPage = { host, win, cms, state: latest, dispatch };

  // The menu (1024 px and below): a disclosure over the CMS's list, shown by styles.
  const drawer = useDisclosure({
    expanded: state.menuOpen,
    onExpandedChange: (open) => {
      dispatch({ type: 'menu', open });
      // Site 4.7: the menu closed by the visitor on a tablet shows the shy header again.
      if (!open && latest.current.view === 'tablet') emit(host, 'activateShyHeader', 'megaMenuClosed');
    },
    manageHidden: false,
  });
  useDisclosureOnPage(drawer, { region: cms.list });

  // The state, onto the CMS markup.
  useLayoutEffect(() => {
    host.setAttribute('data-view', state.view);
    host.toggleAttribute('data-menu-open', state.menuOpen);
    host.toggleAttribute('data-panel-open', state.panel !== undefined);
    cms.tabs.forEach((tab, index) => {
      tab.li.toggleAttribute('data-open', state.panel?.tab === index);
      tab.subs.forEach((sub, subIndex) => sub.li.toggleAttribute('data-sub-active', state.subActive[index] === subIndex));
    });
  }, [host, cms, state]);
  useLayoutEffect(() => markActive(cms.tabs, active), [cms, active]);
  useLayoutEffect(
    () => () => {
      for (const name of HOST_STATE) host.removeAttribute(name);
      for (const tab of cms.tabs) for (const item of [tab.li, ...tab.subs.map((sub) => sub.li)]) for (const name of ITEM_STATE) item.removeAttribute(name);
    },
    [host, cms],
  );
  useSponsorPlace(cms, state.view);

  // Focus that waits for the state to be in the page (a panel button shown again, a close button
  // shown): passive effects, after the layout effects that write the state onto the markup.
  const moreButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<HTMLElement | null>(null);
  const registerButton = useCallback((index: number, button: HTMLButtonElement | null) => {
    moreButtons.current[index] = button;
  }, []);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    target?.focus();
  });
  // Below 768 px the open menu has its own close button where the menu button was.
  useEffect(() => {
    if (state.menuOpen && state.view === 'mobile') closeButton.current?.focus();
  }, [state.menuOpen, state.view]);
  // Where the page was when a panel opened, for the scroll close (site 9).
  const scrollAtOpen = useRef(0);
  const openTab = state.panel?.tab;
  useLayoutEffect(() => {
    if (openTab !== undefined) scrollAtOpen.current = win.scrollY;
  }, [openTab, win]);

  // A new layout (a rotated tablet, a resized window) starts closed, without a visitor's events.
  useEffect(() => {
    const abort = new AbortController();
    const update = () => dispatch({ type: 'view', view: menuView(queries.mobile.matches, queries.tablet.matches) });
    queries.mobile.addEventListener('change', update, { signal: abort.signal });
    queries.tablet.addEventListener('change', update, { signal: abort.signal });
    return () => abort.abort();
  }, [queries]);

  useHover(page, state.view);
  useMouseDownNavigation(page, authoring);
  useMenuKeys(page, {
    moreButtons,
    closePanelTo: (button) => {
      focusAfter.current = button ?? null;
      dispatch({ type: 'close-panel' });
    },
    closeMenu: () => drawer.close(true),
  });
  useCloseWhenLeft(page, scrollAtOpen);
  useSticky(page);

  const navTop = useFirstChild(cms.nav);
  return (
    <>
      <InPage parent={cms.nav} before={navTop}>
        <button type="button" className="mega-menu__toggle" data-mega-menu-part="toggle" {...drawer.buttonProps}>
          <span className="mega-menu__icon mega-menu__icon--toggle" aria-hidden="true" />
          <span className="visually-hidden">{t(state.menuOpen ? 'Close menu' : 'Open main menu')}</span>
        </button>
      </InPage>
      <InPage parent={cms.nav} before={navTop}>
        <button type="button" className="mega-menu__close" data-mega-menu-part="close" ref={closeButton} onClick={() => drawer.close(true)}>
          <span className="mega-menu__icon mega-menu__icon--close" aria-hidden="true" />
          <span className="visually-hidden">{t('Close menu')}</span>
        </button>
      </InPage>
      {cms.tabs.map((tab, index) =>
        tab.panel ? (
          <TabControls
            key={index}
            tab={tab}
            panel={tab.panel}
            index={index}
            open={state.panel?.tab === index}
            openedByHover={state.panel?.tab === index && state.panel.byHover}
            dispatch={dispatch}
            t={t}
            buttonRef={registerButton}
          />
        ) : null,
      )}
    </>
  );
}

interface TabControlsProps {
  tab: Tab;
  panel: HTMLElement;
  index: number;
  open: boolean;
  openedByHover: boolean;
  dispatch: Dispatch<MenuAction>;
  t: Translate;
  buttonRef: (index: number, button: HTMLButtonElement | null) => void;
}

/** A tab's panel button (after its link) and the panel's 'Back' (at its top): a disclosure over the CMS panel. */
function TabControls({ tab, panel, index, open, openedByHover, dispatch, t, buttonRef }: TabControlsProps) {
  const more: Disclosure = useDisclosure({
    expanded: open,
    onExpandedChange: (next) => dispatch(next ? { type: 'open-panel', tab: index } : { type: 'close-panel', tab: index }),
    closeOnEscape: true,
    id: panel.id || undefined,
  });
  useDisclosureOnPage(more, { region: panel });
  const afterLink = useNextSibling(tab.link);
  const panelTop = useFirstChild(panel);
  const { ref, onClick, ...buttonProps } = more.buttonProps;
  const setButton = useCallback(
    (button: HTMLButtonElement | null) => {
      ref(button);
      buttonRef(index, button);
    },
    [ref, buttonRef, index],
  );
  return (
    <>
      <InPage parent={tab.li} before={afterLink}>
        <button
          type="button"
          className="mega-menu__more"
          data-mega-menu-part="more"
          {...buttonProps}
          ref={setButton}
          // A click on the button of a panel a hover opened keeps it open (the visitor meant it),
          // rather than closing it under the pointer.
          onClick={() => (openedByHover ? dispatch({ type: 'keep-panel' }) : onClick())}
        >
          <span className="mega-menu__icon mega-menu__icon--more" aria-hidden="true" />
          <span className="visually-hidden">{t('More in {tab}', { tab: tab.label })}</span>
        </button>
      </InPage>
      <InPage parent={panel} before={panelTop}>
        <button type="button" className="mega-menu__back" data-mega-menu-part="back" onClick={() => more.close(true)}>
          <span className="mega-menu__icon mega-menu__icon--back" aria-hidden="true" />
          <span className="mega-menu__label">{t('Back')}</span>
        </button>
      </InPage>
    </>
  );
}

/** The CMS node first in `parent` when the view mounted (before anything went in before it). */
function useFirstChild(parent: Element): ChildNode | null {
  const [first] = useState(() => parent.firstChild);
  return first;
}

/** The CMS node after `node` when the view mounted. */
function useNextSibling(node: Element): ChildNode | null {
  const [next] = useState(() => node.nextSibling);
  return next;
}

/**
 * The sponsor-logo container: right of the tabs on desktop (its place in the CMS markup), above
 * the tabs at 1024 px and below (moved in the DOM, so reading order follows what is seen); back
 * in its place on unmount.
 */
function useSponsorPlace(cms: CmsMenu, view: MenuView): void {
  const [home] = useState(() => (cms.sponsor ? { parent: cms.sponsor.parentNode, next: cms.sponsor.nextSibling } : undefined));
  useLayoutEffect(() => {
    const { sponsor, list } = cms;
    if (!sponsor || !home || view === 'desktop' || sponsor.nextElementSibling === list) return;
    list.before(sponsor);
    return () => {
      if (home.next?.parentNode === home.parent) home.parent?.insertBefore(sponsor, home.next);
      else home.parent?.appendChild(sponsor);
    };
  }, [cms, home, view]);
}
