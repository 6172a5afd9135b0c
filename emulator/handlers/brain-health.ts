/**
 * Emulated brain-health services. Filled in by the emulator work of issue 4.
 */
import type { Router } from '../core/router.ts';

export function registerBrainHealth(_router: Router): void {}
