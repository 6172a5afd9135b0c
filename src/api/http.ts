/**
 * The one way the library calls services: ky with a time limit and no silent retries, the
 * bearer token when there is one, and every answer checked against a schema. A call either
 * returns typed data or throws an ApiError (status 0 for network failures and timeouts, 422
 * for a body of the wrong shape); callers turn that into state, never into an uncaught error.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { describeError } from '../core/error-text.ts';
import { ApiError } from '../core/errors.ts';

export const SERVICE_TIMEOUT_MS = 8000;

export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  timeout?: number;
}

export function getJson<S extends v.GenericSchema>(url: string, schema: S, options: CallOptions = {}): Promise<v.InferOutput<S>> {
  return requestJson('get', url, undefined, schema, options);
}

/** POST `body` as JSON and check the answer, as getJson does for a GET. */
export function postJson<S extends v.GenericSchema>(url: string, body: unknown, schema: S, options: CallOptions = {}): Promise<v.InferOutput<S>> {
  return requestJson('post', url, body, schema, options);
}

async function requestJson<S extends v.GenericSchema>(
  method: 'get' | 'post',
  url: string,
  json: unknown,
  schema: S,
  options: CallOptions,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await ky(url, {
      method,
      ...(method === 'post' ? { json } : {}),
      credentials: options.credentials ?? 'include',
      headers: { Accept: 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      timeout: options.timeout ?? SERVICE_TIMEOUT_MS,
      retry: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    }).json();
  } catch (error) {
    throw toApiError(error, url);
  }
  // valibot's object schemas accept arrays; an array is never the object a call expects.
  if (Array.isArray(body) && schema.type.includes('object')) throw new ApiError(`unexpected answer from ${url}: a list where an object was expected`, 422, url);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(`unexpected answer from ${url}: ${parsed.issues[0]?.message ?? 'wrong shape'}`, 422, url);
  return parsed.output;
}

/** An answer whatever its status: for a service that explains its errors in the body. */
export interface Answer {
  status: number;
  /** The body as JSON; undefined when it is not JSON (or empty). */
  body: unknown;
}

/**
 * GET `url` and read the body whatever the status (brain-health 8: activation's error body says
 * whether the token was refused). No answer in time or no connection is an ApiError (status 0).
 */
export function getAnswer(url: string, options: CallOptions = {}): Promise<Answer> {
  return requestAnswer('get', url, undefined, options);
}

/**
 * POST `body` as JSON and read the answer whatever its status (a 204 has no body): for a call whose
 * answer is only its status (the inbox's viewed mark). No answer in time or no connection is an
 * ApiError (status 0).
 */
export function postAnswer(url: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  return requestAnswer('post', url, { json: body }, options);
}

/** The call of getAnswer and postAnswer: any status is an answer, its body JSON or undefined. */
async function requestAnswer(method: 'get' | 'post', url: string, payload: { json: unknown } | undefined, options: CallOptions): Promise<Answer> {
  try {
    const response = await ky(url, {
      method,
      ...payload,
      credentials: options.credentials ?? 'include',
      headers: { Accept: 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      timeout: options.timeout ?? SERVICE_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    throw toApiError(error, url);
  }
}

/** A failed call as the library reports it: the status, 0 for no answer in time or no connection. */
export function toApiError(error: unknown, url: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return new ApiError(`${url} answered ${error.response.status}`, error.response.status, url);
  if (error instanceof TimeoutError) return new ApiError(`${url} did not answer in time`, 0, url);
  if (error instanceof SyntaxError) return new ApiError(`${url} answered with a body that is not JSON`, 422, url);
  return new ApiError(`${url} could not be reached (${describeError(error)})`, 0, url);
}

/** A string field that drops (to undefined) any value that is not a string. */
export const looseString = v.fallback(v.optional(v.string()), undefined);

/** An object whose listed fields are kept when they are strings and dropped otherwise. */
export function looseStrings<K extends string>(keys: readonly K[]) {
  return v.looseObject(Object.fromEntries(keys.map((key) => [key, looseString])) as Record<K, typeof looseString>);
}
