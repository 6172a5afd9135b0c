/**
 * The mega-menu's rules (site 2.3, 9), table-driven from the spec's rows: the three active-tab
 * rules and sub-channel self-activation (English, Spanish /espanol, author-side
 * /content/{site}/{locale}/home paths), the hover delays, both scroll-close thresholds, the
 * breakpoints, mouse-down navigation, the arrow keys, and the menu's state changes.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/core/locale.ts';
import {
  activeLink,
  closesOnScroll,
  focusMove,
  hoverOpenDelay,
  initialMenuState,
  MEGA_MENU,
  menuReducer,
  navigatesOnMouseDown,
  viewForWidth,
  type MenuTab,
} from '../../../../src/features/mega-menu/mega-menu.logic.ts';

const ORIGIN = 'https://www.example.org';

const published: MenuTab[] = [
  { href: '/benefits/', subChannels: ['/benefits/travel/', '/benefits/saved-benefits/', '/rewards/'] },
  { href: '/health/', subChannels: ['/health/medicare/', '/get-started/'] },
  { href: '/health/medicare/part-d/', subChannels: [] },
  { href: '/money/', subChannels: [] },
  { href: '/', subChannels: [] },
];
const authorSide: MenuTab[] = [
  { href: '/content/member/en/home/health.html', subChannels: ['/content/member/en/home/health/medicare.html'] },
  { href: '/content/member/en/home/money.html', subChannels: [] },
];
const spanish: MenuTab[] = [
  { href: '/espanol/salud/', subChannels: ['/espanol/salud/medicare/'] },
  { href: '/espanol/dinero/', subChannels: [] },
];
const spanishAuthor: MenuTab[] = [
  { href: '/content/member/es/home/salud.html', subChannels: [] },
  { href: '/content/member/es/home/dinero.html', subChannels: [] },
];
const withState: MenuTab[] = [
  { href: '/', subChannels: [] },
  { href: '/health/', subChannels: [] },
  { href: `https://login.example.org/applications/user/login?client_id=x&state=${encodeURIComponent(`${ORIGIN}/rewards/`)}`, subChannels: [] },
];
const subsiteTabs: MenuTab[] = [
  { href: 'https://www.example.org/health/', subChannels: [] },
  { href: 'https://brain.example.org/articles', subChannels: [] },
  { href: 'https://brain.example.org/games-play.html', subChannels: [] },
];
const lookalike: MenuTab[] = [
  { href: '/health', subChannels: [] },
  { href: '/healthy-living/', subChannels: [] },
];

type Row = [what: string, tabs: MenuTab[], path: string, locale: Locale, subsite: boolean, expected: ReturnType<typeof activeLink>];

const rows: Row[] = [
  // Rule 3: the longest substring of the normalised path.
  ['a channel page', published, '/money/', 'en', false, { tab: 3, rule: 'longest-substring' }],
  ['an article under a channel', published, '/money/retirement/plan.html', 'en', false, { tab: 3, rule: 'longest-substring' }],
  ['the longer of two matching tabs', published, '/health/medicare/part-d/costs.html', 'en', false, { tab: 2, rule: 'longest-substring' }],
  ['a page under no channel: the root tab', published, '/about/privacy-policy/', 'en', false, { tab: 4, rule: 'longest-substring' }],
  ['author-side page, author-side tab', authorSide, '/content/member/en/home/money/retirement.html', 'en', false, { tab: 1, rule: 'longest-substring' }],
  ['published page, author-side tab (site 2.1 normalising)', authorSide, '/money/retirement/', 'en', false, { tab: 1, rule: 'longest-substring' }],
  ['author-side page, published tab', published, '/content/member/en/home/money/retirement.html', 'en', false, { tab: 3, rule: 'longest-substring' }],
  ['Spanish page, Spanish tab', spanish, '/espanol/dinero/jubilacion.html', 'es', false, { tab: 1, rule: 'longest-substring' }],
  ['Spanish published page, author-side Spanish tab', spanishAuthor, '/espanol/dinero/jubilacion/', 'es', false, { tab: 1, rule: 'longest-substring' }],
  [
    'Spanish author-side page, author-side tab',
    spanishAuthor,
    '/content/member/es/home/salud/cerebro.html',
    'es',
    false,
    { tab: 0, rule: 'longest-substring' },
  ],
  ['segment-wise: /health is not /healthy-living', lookalike, '/healthy-living/sleep.html', 'en', false, { tab: 1, rule: 'longest-substring' }],
  ['segment-wise: /health matches /health.html', lookalike, '/health.html', 'en', false, { tab: 0, rule: 'longest-substring' }],
  ['no tab matches', spanish, '/espanol/viajes/', 'es', false, undefined],
  // Sub-channels activate themselves and their parent tab.
  ['a sub-channel page', published, '/benefits/travel/', 'en', false, { tab: 0, sub: 0, rule: 'sub-channel' }],
  ['an article under a sub-channel', published, '/health/medicare/enroll.html', 'en', false, { tab: 1, sub: 0, rule: 'sub-channel' }],
  ['a sub-channel elsewhere on the site', published, '/rewards/', 'en', false, { tab: 0, sub: 2, rule: 'sub-channel' }],
  ['a sub-channel, author-side', authorSide, '/content/member/en/home/health/medicare/part-b.html', 'en', false, { tab: 0, sub: 0, rule: 'sub-channel' }],
  ['a sub-channel, Spanish', spanish, '/espanol/salud/medicare/', 'es', false, { tab: 0, sub: 0, rule: 'sub-channel' }],
  // Rule 2: a full-URL tab by the pathname of its 'state' parameter.
  ['the state rule', withState, '/rewards/', 'en', false, { tab: 2, rule: 'state' }],
  ['the state rule, author-side page', withState, '/content/member/en/home/rewards.html', 'en', false, { tab: 2, rule: 'state' }],
  ['the state rule needs the same path, not a deeper one', withState, '/rewards/history/', 'en', false, { tab: 0, rule: 'longest-substring' }],
  // Rule 4: sub-site pages, the tab's last URL segment.
  ['sub-site: last segment equals a path segment', subsiteTabs, '/articles/sleep-well/', 'en', true, { tab: 1, rule: 'sub-site' }],
  ['sub-site: .html is not part of the segment', subsiteTabs, '/games-play/crossword/', 'en', true, { tab: 2, rule: 'sub-site' }],
  ['sub-site: Spanish path, language segment dropped', subsiteTabs, '/espanol/articles/', 'es', true, { tab: 1, rule: 'sub-site' }],
  ['not a sub-site page: no segment rule', subsiteTabs, '/articles/sleep-well/', 'en', false, undefined],
];

describe('activeLink (site 2.3)', () => {
  it.each(rows)('%s', (_what, tabs, path, locale, subsite, expected) => {
    expect(activeLink({ tabs, pageUrl: `${ORIGIN}${path}`, site: 'member', locale, subsite })).toEqual(expected);
  });

  it('ignores links that name no page of this site: empty, fragment, query, other origin, other scheme', () => {
    const tabs: MenuTab[] = [
      { href: '', subChannels: ['#top', '?q=1'] },
      { href: 'javascript:alert(1)', subChannels: ['mailto:x@example.org'] },
      { href: 'https://elsewhere.example/money/', subChannels: [] },
    ];
    expect(activeLink({ tabs, pageUrl: `${ORIGIN}/money/`, site: 'member', locale: 'en', subsite: false })).toBeUndefined();
  });

  it('takes the first of two equally long matches, and never throws on a bad page URL', () => {
    const tabs: MenuTab[] = [
      { href: '/money/', subChannels: [] },
      { href: '/money/', subChannels: [] },
    ];
    expect(activeLink({ tabs, pageUrl: `${ORIGIN}/money/`, site: 'member', locale: 'en', subsite: false })).toEqual({ tab: 0, rule: 'longest-substring' });
    expect(activeLink({ tabs, pageUrl: 'not a url', site: 'member', locale: 'en', subsite: false })).toBeUndefined();
  });
});

describe('hover delays (site 9)', () => {
  it.each([
    [false, 500],
    [true, 100],
  ])('a panel already active: %s -> %i ms', (active, delay) => {
    expect(hoverOpenDelay(active)).toBe(delay);
  });
  it('updates the sub-channel overlay 50 ms after hover', () => expect(MEGA_MENU.overlayMs).toBe(50));
});

describe('close on scroll (site 9)', () => {
  // [panel bottom, screen height, scrolled, closes]
  const table: Array<[number, number, number, boolean]> = [
    [500, 800, 101, true], // bottom above 800 - 140, scrolled past 100
    [500, 800, 100, false], // 100 does not exceed 100
    [500, 800, -101, true], // scrolling up counts too
    [659, 800, 101, true],
    [660, 800, 120, false], // not above 660: the first rule does not apply, 120 is not past 150
    [660, 800, 151, true], // the second rule: above 800, past 150
    [799, 800, 150, false],
    [799, 800, 151, true],
    [800, 800, 500, false], // not above the screen's height
    [1200, 800, 900, false], // a panel taller than the screen stays open
  ];
  it.each(table)('bottom %i, screen %i, scrolled %i -> %s', (panelBottom, screenHeight, scrolled, closes) => {
    expect(closesOnScroll({ panelBottom, screenHeight, scrolled })).toBe(closes);
  });
  it('never closes on values that are not numbers', () => {
    expect(closesOnScroll({ panelBottom: Number.NaN, screenHeight: 800, scrolled: 500 })).toBe(false);
  });
});

describe('breakpoints (site 9: mega-menu mobile max-width 1024, tablet min-width 768)', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [800, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1280, 'desktop'],
  ])('%i px: %s', (width, view) => expect(viewForWidth(width)).toBe(view));
});

describe('mouse-down navigation (site 2.3)', () => {
  const press = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it.each([
    ['a left press', press, {}, true],
    ['a right-click', { ...press, button: 2 }, {}, false],
    ['a middle click (new tab)', { ...press, button: 1 }, {}, false],
    ['Ctrl (new tab)', { ...press, ctrlKey: true }, {}, false],
    ['Cmd (new tab)', { ...press, metaKey: true }, {}, false],
    ['Shift (new window)', { ...press, shiftKey: true }, {}, false],
    ['Alt (download)', { ...press, altKey: true }, {}, false],
    ['a link that opens elsewhere', press, { target: '_blank' }, false],
    ['a link to this window', press, { target: '_self' }, true],
    ['a download link', press, { download: true }, false],
  ])('%s', (_what, event, link, navigates) => expect(navigatesOnMouseDown(event, link)).toBe(navigates));
});

describe('arrow keys, Home and End (APG disclosure navigation)', () => {
  it.each([
    ['ArrowRight', 0, 4, 1],
    ['ArrowDown', 2, 4, 3],
    ['ArrowRight', 3, 4, undefined], // no wrap
    ['ArrowLeft', 2, 4, 1],
    ['ArrowUp', 0, 4, undefined],
    ['Home', 3, 4, 0],
    ['End', 0, 4, 3],
    ['End', 3, 4, undefined],
    ['Tab', 1, 4, undefined],
    ['ArrowDown', -1, 4, undefined], // focus is not in the list
  ] as const)('%s from %i of %i -> %s', (key, index, count, expected) => expect(focusMove(key, index, count)).toBe(expected));
});

describe('menuReducer (site 2.3, 9)', () => {
  const desktop = initialMenuState('desktop', 3);

  it('starts closed with every first sub-tab active; a matching sub-channel is active on desktop only', () => {
    expect(desktop).toEqual({ view: 'desktop', menuOpen: false, subActive: [0, 0, 0] });
    expect(initialMenuState('desktop', 3, { tab: 1, sub: 2, rule: 'sub-channel' }).subActive).toEqual([0, 2, 0]);
    expect(initialMenuState('tablet', 3, { tab: 1, sub: 2, rule: 'sub-channel' }).subActive).toEqual([0, 0, 0]);
  });

  it('one panel at a time; closing on desktop re-activates the first sub-tab', () => {
    let state = menuReducer(desktop, { type: 'open-panel', tab: 0 });
    state = menuReducer(state, { type: 'sub', tab: 0, index: 1 });
    expect(state.panel).toEqual({ tab: 0, byHover: false });
    state = menuReducer(state, { type: 'open-panel', tab: 1, byHover: true });
    expect(state.panel).toEqual({ tab: 1, byHover: true });
    expect(state.subActive).toEqual([0, 0, 0]);
    expect(menuReducer(state, { type: 'close-panel', tab: 0 })).toBe(state);
    expect(menuReducer(state, { type: 'close-panel', tab: 1 }).panel).toBeUndefined();
  });

  it('below desktop a closed panel keeps its active sub-tab', () => {
    let state = menuReducer(initialMenuState('mobile', 2), { type: 'menu', open: true });
    state = menuReducer(state, { type: 'open-panel', tab: 1 });
    state = menuReducer(state, { type: 'sub', tab: 1, index: 1 });
    expect(menuReducer(state, { type: 'close-panel' }).subActive).toEqual([0, 1]);
  });

  it('a click keeps a hover-opened panel open, no longer by hover', () => {
    const hovered = menuReducer(desktop, { type: 'open-panel', tab: 2, byHover: true });
    expect(menuReducer(hovered, { type: 'keep-panel' }).panel).toEqual({ tab: 2, byHover: false });
    expect(menuReducer(desktop, { type: 'keep-panel' })).toBe(desktop);
  });

  it('closing the menu closes its panel; a new layout starts closed', () => {
    let state = menuReducer(initialMenuState('tablet', 2), { type: 'menu', open: true });
    state = menuReducer(state, { type: 'open-panel', tab: 0 });
    expect(menuReducer(state, { type: 'menu', open: false })).toMatchObject({ menuOpen: false, panel: undefined });
    expect(menuReducer(state, { type: 'view', view: 'desktop' })).toMatchObject({ view: 'desktop', menuOpen: false, panel: undefined });
    expect(menuReducer(state, { type: 'view', view: 'tablet' })).toBe(state);
  });
});
