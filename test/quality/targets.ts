/**
 * What the quality gates cover: every demo page (cms-templates/pages), every persona, and the
 * services each element calls. Adding an element's pages to `demoPages` (and its services to its
 * `elements/<tag>/element.ts` meta) puts it under every gate: accessibility, CSP, the fault matrix,
 * hostile input and the bench.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementMetas } from '../../elements/index.ts';
import { staticClosure } from '../../scripts/static-imports.ts';
import { demoPages, type DemoPage } from '../../cms-templates/pages/index.ts';
import { personas, type Persona } from '../../fixtures/personas.ts';
import { isChallengePage, programPageType } from '../../src/domain/program-pages.ts';

export const qualityPages: readonly DemoPage[] = demoPages;

/** Personas a visitor can be (the deliberately broken cookie personas are for identity tests). */
export const qualityPersonas: readonly Persona[] = personas.filter((persona) => !/^(garbage|hostile)-cookie$/.test(persona.id));

/**
 * One persona of each kind the library renders differently for: a visitor, a member with
 * rewards, a registered non-member, a lapsed member, a sponsored member, and on the programme's
 * pages two programme members. The axe sweep opens the pages' open states as them, and checks
 * every page as the first (test/e2e/accessibility.spec.ts, `axePagesFor`).
 */
export const PERSONA_KINDS: readonly string[] = [
  'anonymous',
  'member-auto-renew',
  'registered-non-member',
  'expired-member',
  'sponsored-expiring-member',
  'bh-returning-member',
  'bh-sponsor-insurer1',
];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The modules through which code learns who the visitor is: the shared stores, the identity services' client, the auth cookie. */
const VISITOR_MODULES = /^src\/(stores\/|api\/identity\.ts$|domain\/auth-cookie\.ts$)/;

/** Whether the code of element `tag` (its define.ts and every module it imports, statically or with `import()`) reaches a visitor module. */
const readsVisitor = (tag: string): boolean =>
  [...staticClosure([resolve(ROOT, 'elements', tag, 'define.ts')], { followDynamic: true })].some((file) =>
    VISITOR_MODULES.test(relative(ROOT, file).split('\\').join('/')),
  );

/**
 * The elements whose rendering can depend on who the visitor is: their code reads the shared
 * stores (identity, membership, user types, rewards, saved offers), the identity services or the
 * auth cookie. Read from the code itself, so an element joins the list by importing a store. An
 * element outside it renders the same for every persona (the recommendations read only
 * analytics ids, which no persona sets).
 */
export const VISITOR_ELEMENTS: ReadonlySet<string> = new Set(elementMetas.map((meta) => meta.tag).filter(readsVisitor));

/** The first page of a locale in `qualityPages` (the home page of each). */
const firstOfLocale = (page: DemoPage): DemoPage => qualityPages.find((other) => other.locale === page.locale)!;

/**
 * The pages the axe sweep visits as `persona`. The first kind (`anonymous`) visits every page: it
 * checks what no persona changes, the CMS content around the elements. The brain-health
 * programme's kinds (`bh-*`) visit the programme's pages and the home page (what sets them apart
 * shows there and in the header); the programme's other personas the same, except that a page
 * of a programme page type (2.1) and locale an earlier programme page has is visited only for a
 * visitor element that page lacks; the site's other personas do not visit the programme's pages
 * (a site persona is one of the programme user types there, each of which a bh-* persona is).
 * The rewards pages'
 * participants (`rewards-*`: many points, few, points about to expire) visit the rewards pages
 * only, and of the site's personas only the kinds visit them (session 25, CI time). Any other persona,
 * the other kinds included, differs from the first in what the visitor elements render, so it
 * visits the first page of each locale (the home, with the page shell and the member strip) and
 * a page only where it holds a visitor element that page does not have (a wall, the offer cards,
 * the saved list, the rewards, the tile gallery): a visitor element renders the same for one
 * persona on every page of a locale. This keeps the sweep's time in CI in bounds as pages and
 * elements are added (session 19: the other kinds visited every page too until then, 12 pages
 * more each, the same findings).
 */
export function axePagesFor(persona: Persona): readonly DemoPage[] {
  return axePagesOf(persona).filter((page) => !sentAway(page, persona));
}

/**
 * Whether the demo sends `persona` away from `page` on arrival, so no gate can check the page as
 * them: a brain-health challenge page (2.3) sends a logged-in visitor without the programme's
 * session (the `ss_user` cookie and the local token, which only the programme's own login sets:
 * the persona route sets neither; the emulated login does, demo-site.spec.ts) to login (4.7 row 2,
 * program-gate). Their view of a step page is the browser tests' (test/browser/challenge-step.test.ts,
 * with that session).
 */
export function sentAway(page: DemoPage, persona: Persona): boolean {
  return isChallengePage(page.path) && persona.cookies.at !== undefined;
}

function axePagesOf(persona: Persona): readonly DemoPage[] {
  const programme = persona.id.startsWith('bh-');
  // The rewards pages' own participants (`rewards-*`): what sets them apart shows only there.
  if (persona.id.startsWith('rewards-')) return qualityPages.filter(isRewardsPage);
  const pages = programme ? qualityPages.filter((page) => page.id === 'home' || isProgrammePage(page)) : qualityPages;
  if (persona.id === PERSONA_KINDS[0] || (programme && PERSONA_KINDS.includes(persona.id))) return pages;
  return pages.filter((page) => {
    // The programme's pages as the site's personas: the programme's own personas (bh-*) are one per
    // programme user type (4.3) and sponsor (6), and a site persona is one of those types there
    // (its record derived from its auth cookie), so it would show the gate and the programme's
    // elements as a bh-* persona of its type does; its shell is checked on the home pages.
    if (!programme && isProgrammePage(page)) return false;
    // The rewards pages as the site's other personas: the rewards elements render one of a few
    // states for a site persona (not logged in; logged in and not a participant, a member or not;
    // a participant, 6.2 `at.rs`), each of which a kind shows (anonymous; sponsored-expiring-member,
    // registered-non-member, expired-member; member-auto-renew), and the participants' own range
    // (many points, few, expiring) is the rewards-* personas'. Their shell is checked on the home pages.
    if (!programme && isRewardsPage(page) && !PERSONA_KINDS.includes(persona.id)) return false;
    const first = firstOfLocale(page);
    if (page !== first && !page.elements.some((tag) => VISITOR_ELEMENTS.has(tag) && !first.elements.includes(tag))) return false;
    // A programme page of a type and locale an earlier programme page has, with no visitor element
    // that page lacks: the gate and the programme's elements render for a persona by the page's type
    // (brain-health 2.1, 4.3), so the earlier page showed this persona what this one would.
    const like = firstProgrammePageLike(page);
    return like === undefined || like === page || page.elements.some((tag) => VISITOR_ELEMENTS.has(tag) && !like.elements.includes(tag));
  });
}

/** The rewards section's demo pages (under /rewards/). */
const isRewardsPage = (page: DemoPage): boolean => page.path.includes('/rewards/');

/** The brain-health programme's demo pages (ids `brain-health-*`): each carries a program-gate. */
export const isProgrammePage = (page: DemoPage): boolean => page.id.startsWith('brain-health');

/** The programme page type of a programme page (brain-health 2.1), with its locale. */
const programmeTypeOf = (page: DemoPage): string => `${page.locale}:${programPageType(page.path, 'member')}`;

/** The first programme page of `page`'s locale and programme page type (undefined off the programme). */
function firstProgrammePageLike(page: DemoPage): DemoPage | undefined {
  if (!isProgrammePage(page)) return undefined;
  return qualityPages.find((other) => isProgrammePage(other) && programmeTypeOf(other) === programmeTypeOf(page));
}

/**
 * The elements whose rendering is why a persona other than the first kind visits `demo` in the
 * axe sweep: on the first page of a locale, every visitor element there; elsewhere, the visitor
 * elements that first page lacks (what `axePagesFor` visits the page for). The rest of the page
 * is checked as that persona on the first page (the shell) or as anonymous (the CMS content).
 */
export function personaScopeOf(demo: DemoPage): string[] {
  const first = firstOfLocale(demo);
  return demo.elements.filter((tag) => VISITOR_ELEMENTS.has(tag) && (demo === first || !first.elements.includes(tag)));
}

/**
 * The page API runs on every page (identity, CONTRACT section 5): the services it calls, as
 * emulator path globs.
 */
export const PAGE_API_SERVICES: readonly string[] = [
  '/applications/CoreApi/user/known',
  '/applications/CoreApi/user/info',
  '/applications/loyalty-catalog/member/*',
];

/** Whether `path` matches one of the emulator's path globs above (`*` is any run of characters). */
export { globMatch } from './fault-matrix.ts';

/** Services each element calls (emulator path globs), from the elements' metadata. */
export const elementServices: Readonly<Record<string, readonly string[]>> = Object.fromEntries(elementMetas.map((meta) => [meta.tag, meta.services ?? []]));

/** A page of each element, for gates that need the element once rather than on every page. */
export function pageOf(tag: string): DemoPage | undefined {
  return qualityPages.find((page) => page.elements.includes(tag));
}
