/**
 * The Content-Security-Policy gate: every demo page of test/quality/targets.ts, as anonymous and
 * as a member, runs under the strict policy with no violation at all (the library injects no
 * inline script or style, uses no eval, and writes no HTML outside Trusted Types), and the policy
 * the server sends is the strict one. The same visit checks that the page renders as a visitor
 * sees it: its heading shows, no uncaught error, and the page API's identity and the first-name
 * token are the persona's (page-checks.ts). The axe sweep (accessibility.spec.ts) makes these
 * checks on its own loads, which cover anonymous on every page and the member where it visits
 * the member; this file visits the rest (session 22: one load per page and persona for every
 * gate). A last test proves the watch sees a violation when there is one, so the gate can fail.
 */
import { expect, test } from '@playwright/test';
import { personas } from '../../fixtures/personas.ts';
import { axePagesFor, qualityPages, sentAway } from '../quality/targets.ts';
import { visit } from '../quality/a11y-checks.ts';
import { cspPersonasFor, expectStrictPolicy, expectVisitorView, recordedViolations, watchCsp } from './page-checks.ts';
import { SERVICES } from './ports.ts';

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

// The axe sweep (accessibility.spec.ts) makes these checks on its own visits: here only the
// pages and personas it does not visit (the member on pages where it holds nothing the home lacks).
for (const demo of qualityPages) {
  // A page that sends the persona away on arrival (a challenge page, 4.7 row 2: targets.ts `sentAway`) is no page of theirs.
  const left = cspPersonasFor(demo).filter((id) => {
    const persona = personas.find((candidate) => candidate.id === id)!;
    return !axePagesFor(persona).includes(demo) && !sentAway(demo, persona);
  });
  if (!left.length) continue;
  test(`${demo.id} (${demo.path}): strict policy, no violation or uncaught error, the visitor's identity, as ${left.join(' and ')}`, async ({ page }) => {
    const messages = await watchCsp(page);
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    const problems: string[] = [];
    for (const persona of left) {
      expectStrictPolicy(await visit(page, persona, demo.path), `${demo.id} as ${persona}`);
      await expectVisitorView(page, `${demo.id} as ${persona}`, persona);
      await page.waitForTimeout(500);
      problems.push(...(await recordedViolations(page)).map((problem) => `[${demo.id} as ${persona}] ${problem}`));
      problems.push(...messages.splice(0).map((problem) => `[${demo.id} as ${persona}] ${problem}`));
    }
    expect(problems, `CSP violations or uncaught errors:\n${problems.join('\n')}\n`).toEqual([]);
  });
}

test('every page is checked as anonymous and as a member, here or in the axe sweep', () => {
  for (const demo of qualityPages) {
    for (const id of cspPersonasFor(demo)) expect(personas.some((persona) => persona.id === id)).toBe(true);
    expect(axePagesFor(personas.find((persona) => persona.id === 'anonymous')!), `${demo.id} as anonymous`).toContain(demo);
  }
});

test('the demo index and the fault panel: strict policy, no violation', async ({ page }) => {
  const messages = await watchCsp(page);
  for (const path of ['/__demo/', '/__demo/faults']) {
    expectStrictPolicy(await page.goto(path), path);
    await page.waitForTimeout(500);
    const problems = [...(await recordedViolations(page)), ...messages.splice(0)];
    expect(problems, `CSP violations on ${path}:\n${problems.join('\n')}\n`).toEqual([]);
  }
});

test('the watch sees violations: inline script and inline style are blocked and recorded', async ({ page }) => {
  const messages = await watchCsp(page);
  const demo = qualityPages[0]!;
  await visit(page, 'anonymous', demo.path);
  expect(await recordedViolations(page)).toEqual([]);

  const outcome = await page.evaluate(() => {
    const result = { scriptThrew: '', ran: false };
    // An inline script through the DOM, without Trusted Types: Trusted Types refuses the text,
    // and script-src would refuse the inline script.
    const script = document.createElement('script');
    try {
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    } catch (error) {
      result.scriptThrew = String(error);
    }
    // A style attribute: style-src 'self' refuses inline styles.
    const box = document.createElement('div');
    box.setAttribute('style', 'outline: 5px solid red');
    document.body.append(box);
    result.ran = (window as { __injected?: boolean }).__injected === true;
    return result;
  });
  await expect.poll(async () => (await recordedViolations(page)).length).toBeGreaterThanOrEqual(2);
  const violations = await recordedViolations(page);
  expect(outcome.ran, 'the injected script ran').toBe(false);
  expect(
    violations.some((violation) => /^(require-trusted-types-for|script-src)/.test(violation)),
    violations.join('\n'),
  ).toBe(true);
  expect(
    violations.some((violation) => /^style-src/.test(violation)),
    violations.join('\n'),
  ).toBe(true);
  expect(messages.length, 'console messages about the violations').toBeGreaterThan(0);
});
