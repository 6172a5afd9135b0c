/**
 * What the end-to-end specs do as a visitor of the demo site: arrive as a persona (the demo
 * server's persona switch, `personaUrl` of the quality gates) and watch a page for CSP
 * violations and uncaught errors.
 */
import type { Page } from '@playwright/test';
import { personaUrl } from '../quality/a11y-checks.ts';

/** Sets the persona's cookies through the demo server, then goes to `path` (`options`: page.goto's). */
export const asPersona = (page: Page, id: string, path = '/', options?: Parameters<Page['goto']>[1]) => page.goto(personaUrl(id, path), options);

/** Collects CSP violations and uncaught errors of a page, from now on. */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Trusted Type/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  return problems;
}

/**
 * Asks the page API for a logout and returns at once. The logout ends in a navigation, so
 * awaiting its promise inside page.evaluate races the page going away ("execution context was
 * destroyed" on a busy machine): the caller waits for where the browser lands instead.
 */
export const startLogout = (page: Page) =>
  page.evaluate(() => {
    void window.memberElements!.logout();
  });
