/**
 * The Ask chat socket (ask-and-rewards 3.1, 7.1) and the pro-tips fragment. Filled in by the
 * emulator work of issue 4.
 */
import type { Router } from '../core/router.ts';

export function registerChat(_router: Router): void {}
