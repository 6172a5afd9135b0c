/**
 * The accessibility gate (WCAG 2.2 AA) over every demo page of test/quality/targets.ts:
 *
 * 1. axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the pages of `axePagesFor` as every persona
 *    (anonymous on every page; the programme's personas on the programme's pages and home; any
 *    other persona where it can see something anonymous did not), once settled (a persona whose
 *    elements render as an earlier one's on that page, words aside, is not checked again), and,
 *    as the kinds, again in each open state (menu, dialog, popup) the page's elements declare in
 *    test/quality/a11y-checks.ts (`opensState`: a visitor element's states as each kind, any
 *    other's once), where no CSP violation or uncaught error may happen either (`watch` of
 *    visitor.ts) and every target is large enough (WCAG 2.5.8: checked here, in the state the
 *    sweep has open, rather than on a load of its own in 2); the demo's own index and fault pages too.
 *    Each load of the sweep is also the CSP gate's and the layout sweep's visit of that page
 *    (one load per page and persona for every gate): every load is checked for CSP violations and
 *    uncaught errors; as anonymous and as a member (`cspPersonasFor`: the programme's on its pages) the policy the server sent and
 *    what the visitor sees (page-checks.ts; csp.spec.ts visits only the pages and personas the
 *    sweep does not); as a layout persona the settled page's checks at 1280 px (below).
 * 2. What axe cannot check, as anonymous on every page and as a member where the axe sweep
 *    visits the member (`layoutPersonasFor`): target sizes, focus not hidden under fixed or sticky
 *    parts and reduced motion at 1280 px (on the sweep's load), then reflow at 320 px and the
 *    text-spacing override at both widths (on a load of its own).
 *
 * One browser page per demo page, the tests spread over both workers; the persona switch of the demo server sets the cookies between pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { axePagesFor, PERSONA_KINDS, personaScopeOf, qualityPages, qualityPersonas, VISITOR_ELEMENTS } from '../quality/targets.ts';
import {
  applyTextSpacing,
  axeViolations,
  focusObscuredProblems,
  horizontalOverflow,
  LIBRARY_TAGS,
  motionProblems,
  openStatesFor,
  renderingFingerprint,
  type OpenState,
  settle,
  targetSizeProblems,
  textSpacingProblems,
  visit,
} from '../quality/a11y-checks.ts';
import { SERVICES } from './ports.ts';
import { cspPersonasFor, expectStrictPolicy, expectVisitorView, recordedViolations, watchCsp } from './page-checks.ts';
import { watch } from './visitor.ts';

const LAYOUT_PERSONAS = ['anonymous', 'member-auto-renew'] as const;
const DESKTOP = { width: 1280, height: 720 };
const NARROW = { width: 320, height: 640 };

// The tests of this file are independent (each persona or page in a browser page of its own):
// spread over both workers.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

/** Fails with every problem listed, one block each. */
function expectNone(problems: readonly string[], what: string): void {
  expect(problems, `${problems.length} ${what}:\n\n${problems.join('\n\n')}\n`).toEqual([]);
}

/** The element an open state belongs to: its name starts with the tag (`'site-header: account dropdown'`). */
const stateTag = (state: OpenState) => state.name.split(':')[0]!;

/**
 * Whether `personaId` opens `state`. A state of an element that reads the visitor
 * (`VISITOR_ELEMENTS`) is opened as every kind; any other element's state once, as the first kind
 * (`anonymous`): what it shows does not depend on the visitor, and the page around it is the
 * settled page anonymous has been checked on.
 */
const opensState = (personaId: string, state: OpenState) =>
  PERSONA_KINDS.includes(personaId) && (VISITOR_ELEMENTS.has(stateTag(state)) || personaId === PERSONA_KINDS[0]);

test.describe('axe, WCAG 2.2 AA', () => {
  test('the kinds are personas of the sweep, and every open state names its element', () => {
    expect(qualityPersonas.map((persona) => persona.id)).toEqual(expect.arrayContaining([...PERSONA_KINDS]));
    expect(PERSONA_KINDS[0]).toBe('anonymous');
    for (const demo of qualityPages) {
      for (const state of openStatesFor(demo)) expect(LIBRARY_TAGS, `${demo.id}: ${state.name}`).toContain(stateTag(state));
    }
  });

  // One test per page, its personas in turn (the tests spread over both workers). A persona whose
  // elements render as an earlier persona's did on this page (`renderingFingerprint` of the
  // elements it visits the page for, `personaScopeOf`) is not checked again: axe would read the
  // same thing. Anonymous is always checked (it covers the CMS content) and counts as rendered.
  // Open states open as before: a kind's states, whatever the fingerprint.
  for (const demo of qualityPages) {
    const visitors = qualityPersonas.filter((persona) => axePagesFor(persona).includes(demo));
    test(`${demo.id} (${demo.path}) as ${visitors.length === 1 ? visitors[0]!.id : `${visitors.length} personas`}`, async ({ page }) => {
      test.setTimeout(180_000);
      const violations: string[] = [];
      // Every load of the sweep is checked for CSP violations and uncaught errors (watchCsp records
      // them from before the page's first script); opening a state runs element code the load does
      // not (dialogs, menus, tooltips), checked the same way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const cspMessages = await watchCsp(page);
      const seen = watch(page);
      const pageProblems: string[] = [];
      const openStateProblems: string[] = [];
      const scope = personaScopeOf(demo);
      const layoutPersonas: readonly string[] = layoutPersonasFor(demo);
      const cspPersonas = cspPersonasFor(demo);
      const rendered = new Set<string>();
      const alike: string[] = [];
      for (const persona of visitors) {
        const as = `${demo.id} as ${persona.id}`;
        const from = seen.length;
        const response = await visit(page, persona.id, demo.path);
        // The CSP gate's and the layout sweep's checks of the settled page, on this load rather
        // than on loads of their own (csp.spec.ts visits only the pages and personas the sweep does not).
        if (cspPersonas.includes(persona.id)) {
          expectStrictPolicy(response, as);
          await expectVisitorView(page, as, persona.id);
        }
        if (layoutPersonas.includes(persona.id)) pageProblems.push(...(await layoutChecks(page, `${as}, 1280 px`)));
        const fingerprint = await renderingFingerprint(page, scope);
        if (persona.id === PERSONA_KINDS[0] || !rendered.has(fingerprint)) {
          violations.push(...(await axeViolations(page, as)));
          rendered.add(fingerprint);
        } else {
          alike.push(persona.id);
        }
        if (cspPersonas.includes(persona.id)) await page.waitForTimeout(500);
        pageProblems.push(...(await recordedViolations(page)).map((problem) => `[${as}] ${problem}`));
        pageProblems.push(...[...seen.slice(from), ...cspMessages.splice(0)].map((problem) => `[${as}] ${problem}`));
        // The first state opens on the page just checked (axe only reads it), each other one on a
        // fresh load. A state that does not apply to this visitor (`open` gives false) changed
        // nothing: it is not checked, and the page stays fresh for the next one.
        let fresh = true;
        for (const state of openStatesFor(demo).filter((candidate) => opensState(persona.id, candidate))) {
          const viewport = page.viewportSize();
          if (!fresh) {
            await page.reload();
            await settle(page);
            fresh = true;
          }
          const stateFrom = seen.length;
          if ((await state.open(page)) === false) continue;
          fresh = false;
          violations.push(...(await axeViolations(page, `${demo.id} as ${persona.id}, ${state.name} open`)));
          openStateProblems.push(...seen.slice(stateFrom).map((problem) => `${demo.id} as ${persona.id}, ${state.name} open: ${problem}`));
          cspMessages.splice(0);
          // WCAG 2.5.8 in the open state, here rather than on a load of its own in the layout sweep.
          openStateProblems.push(...(await targetSizeProblems(page)).map((problem) => `[${demo.id} as ${persona.id}, ${state.name} open] ${problem}`));
          if (viewport) await page.setViewportSize(viewport);
        }
      }
      if (alike.length) test.info().annotations.push({ type: 'rendered as an earlier persona', description: alike.join(', ') });
      expectNone(violations, 'axe violations');
      expectNone(pageProblems, 'CSP violations, uncaught errors or layout problems of the settled pages');
      expectNone(openStateProblems, 'CSP violations, uncaught errors or targets too small in open states');
    });
  }

  test('the demo index and the fault panel', async ({ page }) => {
    const violations: string[] = [];
    for (const path of ['/__demo/', '/__demo/faults']) {
      await page.goto(path);
      violations.push(...(await axeViolations(page, path)));
    }
    expectNone(violations, 'axe violations');
  });
});

/** The checks of one settled page at the current viewport, before the text-spacing override. */
async function layoutChecks(page: Page, where: string): Promise<string[]> {
  const tag = (list: string[]) => list.map((problem) => `[${where}] ${problem}`);
  return [...tag(await motionProblems(page)), ...tag(await targetSizeProblems(page)), ...tag(await focusObscuredProblems(page))];
}

/**
 * The mega-menu is on every page: its open states, on the two home pages (English and Spanish)
 * as a visitor and as a member, at desktop width (a panel open) and at 390 px (the menu and a
 * panel open): axe and target sizes.
 */
test.describe('mega-menu open states', () => {
  for (const persona of LAYOUT_PERSONAS) {
    test(`home pages as ${persona}`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      for (const path of ['/', '/espanol/']) {
        const es = path.startsWith('/espanol');
        const more = es ? 'Más en Salud' : 'More in Health';
        await page.setViewportSize(DESKTOP);
        await visit(page, persona, path);
        await page.getByRole('button', { name: more }).click();
        await page.locator('mega-menu [data-panel]:not([hidden])').waitFor();
        problems.push(...(await axeViolations(page, `${path} as ${persona}, 1280 px, panel open`)));
        problems.push(...(await targetSizeProblems(page)).map((problem) => `[${path} as ${persona}, 1280 px, panel open] ${problem}`));

        await page.setViewportSize({ width: 390, height: 844 });
        await visit(page, persona, path);
        await page.getByRole('button', { name: es ? 'Abrir menú principal' : 'Open main menu' }).click();
        problems.push(...(await axeViolations(page, `${path} as ${persona}, 390 px, menu open`)));
        await page.getByRole('button', { name: more }).click();
        await page.locator('mega-menu [data-panel]:not([hidden])').waitFor();
        problems.push(...(await axeViolations(page, `${path} as ${persona}, 390 px, menu and panel open`)));
        problems.push(...(await targetSizeProblems(page)).map((problem) => `[${path} as ${persona}, 390 px, panel open] ${problem}`));
      }
      expectNone(problems, 'problems');
    });
  }
});

/**
 * The personas of the layout checks on `demo`: anonymous on every page; the member where the axe
 * sweep visits them (`axePagesFor`: the locale's home, and a page with a visitor element the home
 * lacks). What the member changes is what the visitor elements render, the same on every page
 * of a locale; and the page's <header> is no taller for the member (measured in session 19 on
 * three pages: 61 px for both at 1280 px; at 320 px 113 px for the member, 209 px for anonymous),
 * so the anonymous run is the stricter one for focus not obscured. 12 pages fewer (session 19).
 */
const layoutPersonasFor = (demo: (typeof qualityPages)[number]) =>
  LAYOUT_PERSONAS.filter((id) => id === 'anonymous' || axePagesFor(qualityPersonas.find((persona) => persona.id === id)!).includes(demo));

test.describe('reflow, text spacing, target size, focus not obscured, reduced motion', () => {
  for (const demo of qualityPages) {
    test(`${demo.id} (${demo.path})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const problems: string[] = [];
      for (const persona of layoutPersonasFor(demo)) {
        const as = `${demo.id} as ${persona}`;
        // At 1280 px the axe sweep checks the settled page on its own visit (layoutChecks there).
        await page.setViewportSize(NARROW);
        await visit(page, persona, demo.path);
        problems.push(...(await horizontalOverflow(page)).map((problem) => `[${as}, 320 px] reflow: ${problem}`));
        problems.push(...(await layoutChecks(page, `${as}, 320 px`)));

        await applyTextSpacing(page);
        problems.push(...(await textSpacingProblems(page)).map((problem) => `[${as}, 320 px, text spacing] ${problem}`));
        await page.setViewportSize(DESKTOP);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        problems.push(...(await textSpacingProblems(page)).map((problem) => `[${as}, 1280 px, text spacing] ${problem}`));
      }
      expectNone(problems, 'problems');
    });
  }

  test('the demo index and the fault panel (anonymous)', async ({ page }) => {
    const problems: string[] = [];
    for (const path of ['/__demo/', '/__demo/faults']) {
      for (const viewport of [DESKTOP, NARROW]) {
        const where = `${path}, ${viewport.width} px`;
        await page.setViewportSize(viewport);
        await page.goto(path);
        problems.push(...(await horizontalOverflow(page)).map((problem) => `[${where}] reflow: ${problem}`));
        problems.push(...(await targetSizeProblems(page)).map((problem) => `[${where}] ${problem}`));
        problems.push(...(await focusObscuredProblems(page)).map((problem) => `[${where}] ${problem}`));
        await applyTextSpacing(page);
        problems.push(...(await textSpacingProblems(page)).map((problem) => `[${where}, text spacing] ${problem}`));
      }
    }
    expectNone(problems, 'problems');
  });
});
