/**
 * The checks every visit of a demo page makes for the Content-Security-Policy gate and for what a
 * visitor sees (csp.spec.ts, and the axe sweep of accessibility.spec.ts, whose visits make them
 * where they visit a page as one of `CSP_PERSONAS`, so a page is not loaded twice for them):
 * the strict policy the server sends, no violation (recorded from before the page's first
 * script), the page's heading, and the visitor's identity and first-name token.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { personas } from '../../fixtures/personas.ts';
import type { DemoPage } from '../../cms-templates/pages/index.ts';
import { isProgrammePage } from '../quality/targets.ts';
import { SERVICES } from './ports.ts';

export const CSP_PERSONAS = ['anonymous', 'member-auto-renew'] as const;
/** On the programme's pages the member is the programme's (the site's personas do not visit them in the axe sweep: targets.ts). */
const PROGRAMME_CSP_PERSONAS = ['anonymous', 'bh-returning-member'] as const;

/** The personas a page is checked as for the CSP gate: anonymous and a member. */
export const cspPersonasFor = (demo: DemoPage): readonly string[] => (isProgrammePage(demo) ? PROGRAMME_CSP_PERSONAS : CSP_PERSONAS);

/** Directives the policy must carry, each with exactly these sources. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The services' origin too: the JSONP calls of <email-verification> (brain-health 7.2).
  'script-src': ["'self'", SERVICES],
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
export async function watchCsp(page: Page): Promise<string[]> {
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

export async function recordedViolations(page: Page): Promise<string[]> {
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

export function expectStrictPolicy(response: Response | null, where: string): void {
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

/**
 * What a visitor sees on the settled page: its heading (by role: a CMS fallback heading that an
 * element has replaced is hidden and does not count), and the page API's identity and the
 * first-name token as the persona's.
 */
export async function expectVisitorView(page: Page, where: string, personaId: string): Promise<void> {
  await expect(page.locator('main').getByRole('heading', { level: 1 }), `${where}: the page's heading`).toBeVisible();
  const expected = personas.find((candidate) => candidate.id === personaId)!.expected;
  const me = await page.evaluate(() => window.memberElements!.identity());
  expect([me.memberState, me.headerUserType], `${where}: identity`).toEqual([expected.memberState, expected.headerUserType]);
  if (expected.firstName) await expect(page.locator('[data-token="firstName"]').first()).toHaveText(String(expected.firstName));
}
