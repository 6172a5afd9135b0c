/**
 * The Content-Security-Policy gate: every demo page of test/quality/targets.ts, as anonymous and
 * as a member, runs under the strict policy with no violation at all (the library injects no
 * inline script or style, uses no eval, and writes no HTML outside Trusted Types), and the policy
 * the server sends is the strict one. The same visit checks that the page renders as a visitor
 * sees it: its heading shows, no uncaught error, and the page API's identity and the first-name
 * token are the persona's (demo-site.spec.ts had a second visit of every page for this). A last
 * test proves the watch sees a violation when there is one, so the gate can fail.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { personas } from '../../fixtures/personas.ts';
import { qualityPages } from '../quality/targets.ts';
import { personaUrl, settle } from '../quality/a11y-checks.ts';
import { SERVICES } from './ports.ts';

const CSP_PERSONAS = ['anonymous', 'member-auto-renew'] as const;

/** Directives the policy must carry, each with exactly these sources. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  'require-trusted-types-for': ["'script'"],
};
const FORBIDDEN_SOURCES = ["'unsafe-inline'", "'unsafe-eval'"];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records every securitypolicyviolation event of the page (from before its first script, in
 * window.__cspViolations) and every console message about CSP or Trusted Types.
 */
async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations!.push({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to|Trusted ?Type|TrustedScript|TrustedHTML|require-trusted-types-for/i.test(message.text()))
      messages.push(`console ${message.type()}: ${message.text()}`);
  });
  return messages;
}

async function recordedViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  return violations.map(
    (violation) =>
      `${violation.directive} blocked ${violation.blocked || '(inline)'} at ${violation.source}${violation.sample ? ` "${violation.sample}"` : ''}`,
  );
}

/** The policy as a map of directive -> sources. */
function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

function expectStrictPolicy(response: Response | null, where: string): void {
  expect(response, `${where}: no response`).not.toBeNull();
  const header = response!.headers()['content-security-policy'];
  expect(header, `${where}: no Content-Security-Policy header`).toBeTruthy();
  const policy = parsePolicy(header!);
  for (const [directive, sources] of Object.entries(REQUIRED)) {
    expect(policy.get(directive), `${where}: ${directive} in "${header}"`).toEqual(sources);
  }
  for (const source of FORBIDDEN_SOURCES) {
    expect(header!.toLowerCase(), `${where}: ${source} in "${header}"`).not.toContain(source);
  }
}

test.beforeEach(async ({ request }) => {
  await request.post(`${SERVICES}/__emulator/reset`);
});

for (const demo of qualityPages) {
  test(`${demo.id} (${demo.path}): strict policy, no violation or uncaught error, the visitor's identity, as anonymous and as a member`, async ({ page }) => {
    const messages = await watchCsp(page);
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    const problems: string[] = [];
    for (const persona of CSP_PERSONAS) {
      const response = await page.goto(personaUrl(persona, demo.path));
      expectStrictPolicy(response, `${demo.id} as ${persona}`);
      await settle(page);
      // By role: a CMS fallback heading that an element has replaced is hidden and does not count.
      await expect(page.locator('main').getByRole('heading', { level: 1 }), `${demo.id} as ${persona}: the page's heading`).toBeVisible();
      const expected = personas.find((candidate) => candidate.id === persona)!.expected;
      const me = await page.evaluate(() => window.memberElements!.identity());
      expect([me.memberState, me.headerUserType], `${demo.id} as ${persona}: identity`).toEqual([expected.memberState, expected.headerUserType]);
      if (expected.firstName) await expect(page.locator('[data-token="firstName"]').first()).toHaveText(String(expected.firstName));
      await page.waitForTimeout(500);
      problems.push(...(await recordedViolations(page)).map((problem) => `[${demo.id} as ${persona}] ${problem}`));
      problems.push(...messages.splice(0).map((problem) => `[${demo.id} as ${persona}] ${problem}`));
    }
    expect(problems, `CSP violations or uncaught errors:\n${problems.join('\n')}\n`).toEqual([]);
  });
}

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
  await page.goto(personaUrl('anonymous', demo.path));
  await settle(page);
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
