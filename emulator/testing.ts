/** Builds emulator requests for contract tests: `call(emulator, 'GET', '/path?q=1', { headers, cookies, body })`. */
import type { Emulator } from './emulator.ts';
import type { EmulatorRequest, EmulatorResponse } from './core/types.ts';

export interface CallInit {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  body?: unknown;
  origin?: string;
}

export function makeRequest(method: string, pathAndQuery: string, init: CallInit = {}): EmulatorRequest {
  const url = new URL(pathAndQuery, 'http://emulator.local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  return { method: method.toUpperCase(), path: url.pathname, query: url.searchParams, headers, cookies: init.cookies ?? {}, body: init.body, origin: init.origin };
}

export function call(emulator: Emulator, method: string, pathAndQuery: string, init: CallInit = {}): Promise<EmulatorResponse> {
  return emulator.handle(makeRequest(method, pathAndQuery, init));
}

/** Bearer header of a persona's token. */
export const bearer = (personaId: string) => ({ authorization: `Bearer token-${personaId}` });
