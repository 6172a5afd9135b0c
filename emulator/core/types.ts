/**
 * The emulator's own request and response: plain data, no Node or browser types, so the same
 * handlers answer behind the Node server (npm start, browser tests), inside Storybook (through
 * MSW) and in unit tests. One copy of each API contract.
 */
export interface EmulatorRequest {
  method: string;
  /** Path without the query, e.g. /applications/CoreApi/user */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  cookies: Readonly<Record<string, string>>;
  /** Parsed JSON when the body is JSON, the text otherwise, undefined when empty. */
  body: unknown;
  /** The request's Origin header, if any. */
  origin?: string | undefined;
}

export interface EmulatorResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON-serialised unless `raw` is set. */
  body?: unknown;
  /** A body sent as is (HTML fragments, JSONP, malformed bodies). */
  raw?: string;
  /** Set-Cookie header values. */
  setCookies?: string[];
  /** Milliseconds to wait before answering (fault injection). */
  delayMs?: number;
  /**
   * Close the connection without an answer (fault injection): `true` before a byte of it;
   * `'mid-answer'` after a few bytes that are no answer, so the browser cannot send the request
   * again by itself (Chromium silently resends a request whose reused connection closed before
   * any byte came back).
   */
  drop?: boolean | 'mid-answer';
}

export interface RouteParams {
  readonly [name: string]: string;
}

export type Handler = (request: EmulatorRequest, params: RouteParams, context: EmulatorContext) => EmulatorResponse | Promise<EmulatorResponse>;

export interface EmulatorContext {
  /** Per-persona state, created from the fixtures on first use. */
  state: import('./state.ts').EmulatorState;
}

/** JSON answer helper. */
export const json = (body: unknown, status = 200, headers?: Record<string, string>): EmulatorResponse => ({ status, body, ...(headers ? { headers } : {}) });

/** A JSON error body, as a real service would send: `{ error, message }`. */
export const fail = (status: number, message: string): EmulatorResponse => ({ status, body: { error: errorName(status), message } });

function errorName(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'ERROR';
  }
}
