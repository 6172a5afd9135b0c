/** Builds emulator requests for contract tests: `call(emulator, 'GET', '/path?q=1', { headers, cookies, body })`. */
import type { Emulator } from './emulator.ts';
import { makeRequest, type RequestParts } from './core/request.ts';
import type { EmulatorResponse } from './core/types.ts';

export { makeRequest };
export type CallInit = RequestParts;

export function call(emulator: Emulator, method: string, pathAndQuery: string, init: CallInit = {}): Promise<EmulatorResponse> {
  return emulator.handle(makeRequest(method, pathAndQuery, init));
}

/** Bearer header of a persona's token. */
export const bearer = (personaId: string) => ({ authorization: `Bearer token-${personaId}` });
