/**
 * One base error for the library, with named subclasses for the edges where things fail:
 * configuration, service calls and chat streams. Errors are values at the edges: code that
 * catches one turns it into element state, a message or an `element-error` event. Describing any
 * thrown value for the console is error-text.ts (every page loads it; these classes only where
 * a service or an element is).
 */
import { quoteable } from './error-text.ts';

export class MemberElementsError extends Error {
  override name = 'MemberElementsError';
}

/** Configuration that does not parse or does not match the element's schema. */
export class ConfigError extends MemberElementsError {
  override name = 'ConfigError';
  /** The offending text, cut to 200 characters, as the contract asks for the console. */
  readonly text: string;
  constructor(message: string, text: string) {
    super(message);
    this.text = quoteable(text);
  }
}

/** A service answered with a status outside 2xx, or with a body of the wrong shape. */
export class ApiError extends MemberElementsError {
  override name = 'ApiError';
  readonly status: number;
  readonly url: string;
  constructor(message: string, status: number, url: string) {
    super(message);
    this.status = status;
    this.url = url;
  }
}

/** The chat socket closed or sent something the protocol does not know. */
export class StreamError extends MemberElementsError {
  override name = 'StreamError';
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}
