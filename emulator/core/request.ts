/** Builds an emulator request from the parts every transport has (HTTP server, MSW, tests). */
import type { EmulatorRequest } from './types.ts';

export interface RequestParts {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  body?: unknown;
  origin?: string | undefined;
}

/** `pathAndQuery` is `/path?query`; header names are lower-cased. */
export function makeRequest(method: string, pathAndQuery: string, parts: RequestParts = {}): EmulatorRequest {
  const url = new URL(pathAndQuery, 'http://emulator.local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    cookies: parts.cookies ?? {},
    body: parts.body,
    origin: parts.origin,
  };
}
