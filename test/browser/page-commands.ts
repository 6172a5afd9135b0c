/**
 * The page clock, permissions, the mouse wheel and ARIA snapshots from a browser test: Playwright's own, through the server
 * commands of test/browser/setup/page-commands.mjs.
 *
 * With the clock paused, the page's timers (setTimeout, setInterval, requestAnimationFrame, Date)
 * run only when a test moves the clock, so what a test checks about time does not depend on how
 * fast the machine is. `waitFor` of helpers.ts keeps real timers, so it still polls.
 */
import { executeServerCommand } from '@web/test-runner-commands';

let installed = false;

/** Installs Playwright's fake clock (once per test file; time flows on) and stops it a little ahead of now. */
export async function pauseClock(): Promise<void> {
  if (!installed) {
    await executeServerCommand('page-clock', { action: 'install' });
    installed = true;
  }
  await executeServerCommand('page-clock', { action: 'pause' });
}

/** Moves the paused clock `ms` on, firing every timer due. */
export async function runClock(ms: number): Promise<void> {
  await executeServerCommand('page-clock', { action: 'run-for', ms });
}

/**
 * Sets the paused clock's date and time to `at` (an ISO 8601 instant) without firing a timer: a
 * test of a date at an edge (midnight UTC, a year's end) starts just before it, then moves the
 * clock across it with `runClock`. Pause the clock first.
 */
export async function setClockTime(at: string): Promise<void> {
  await executeServerCommand('page-clock', { action: 'set-time', at });
}

/** Lets the clock flow again (after a test that paused it). */
export async function resumeClock(): Promise<void> {
  if (installed) await executeServerCommand('page-clock', { action: 'resume' });
}

/** Grants the test file's browser context `permissions` (e.g. 'clipboard-read', 'clipboard-write'). */
export async function grantPermissions(permissions: string[]): Promise<void> {
  await executeServerCommand('grant-permissions', { permissions });
}

/** Moves the mouse to `x`, `y` of the viewport and turns the wheel `deltaY` pixels (a real wheel event, as a visitor's). */
export async function mouseWheel(x: number, y: number, deltaY: number): Promise<void> {
  await executeServerCommand('mouse-wheel', { x, y, deltaY });
}

/** Playwright's ARIA snapshot (toMatchAriaSnapshot's YAML) of the first match of `selector`, in the frame `frame` if given. */
export async function ariaSnapshot(selector: string, frame?: string): Promise<string> {
  return (await executeServerCommand<string, { selector: string; frame?: string }>('aria-snapshot', { selector, frame })) ?? '';
}
