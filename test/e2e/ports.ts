/**
 * The demo stacks of the end-to-end run: one per Playwright worker, each a demo server (the
 * site) with its own service emulator, so a test that resets the emulator or installs fault
 * rules (global to an emulator) never disturbs a test of another worker. Stack `i` serves the
 * site on E2E_PORT (8181) + 20 i and its emulator 10 above (8181/8191, 8201/8211, ...).
 * playwright.config.ts starts the stacks; a spec reaches its own worker's stack through `SITE`
 * and `SERVICES`.
 */

/** Playwright workers, and so demo stacks: E2E_WORKERS overrides. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;

const BASE_PORT = Number(process.env.E2E_PORT) || 8181;
const STACK_STRIDE = 20;

/** The ports of stack `index` (0 to E2E_WORKERS - 1). */
export function stackPorts(index: number): { site: number; services: number } {
  if (!Number.isInteger(index) || index < 0 || index >= E2E_WORKERS) {
    throw new Error(`no demo stack ${index}: playwright.config.ts starts ${E2E_WORKERS} (run more workers with E2E_WORKERS, not --workers)`);
  }
  const site = BASE_PORT + STACK_STRIDE * index;
  return { site, services: site + 10 };
}

/**
 * This worker's stack: Playwright gives each worker a TEST_PARALLEL_INDEX from 0 to workers - 1
 * (a worker restarted after a failure keeps its index). The runner's own process, which loads
 * the config and the specs to list the tests, has none: stack 0.
 */
const own = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** This worker's site port. */
export const SITE_PORT = own.site;
/** This worker's site origin (the config's `baseURL`). */
export const SITE = `http://localhost:${own.site}`;
/** This worker's service emulator origin (no trailing slash). */
export const SERVICES = `http://localhost:${own.services}`;
