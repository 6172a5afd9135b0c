/**
 * Emulated site services. Filled in by the emulator work of issue 4.
 */
import type { Router } from '../core/router.ts';

export function registerSite(_router: Router): void {}
