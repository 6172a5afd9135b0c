/**
 * The brain-health programme's content calls (brain-health 3.8, 7.6; CONTRACT 4c), as the small
 * programme elements make them. Both with the bearer token (7.6), ky, the one time limit, no
 * retries:
 *
 *   GET {origin}/etc/{product}/categories/categories.24.json      my list (3.8)
 *       -> { item_response_list: [...], count }   (the element counts; `count` is not read)
 *   GET {origin}{cmsApiBaseUrl}/pillars.upnext.{tags}{userType}[.es].json   up next (7.6)
 *       -> 200 { items: [...] } or 204 (no body: no tiles), both accepted (7.6)
 *
 * Addresses come from src/domain (my-list.ts `myListUrl`, up-next.ts `upNextUrl`). The items
 * inside are read loosely by the domain rules; an answer that is not an object with its list is an
 * ApiError (422), a failed call an ApiError with its status (0: no answer in time, no connection).
 */
import ky from 'ky';
import * as v from 'valibot';
import { ApiError } from '../core/errors.ts';
import { getJson, SERVICE_TIMEOUT_MS, toApiError } from './http.ts';

export interface ContentCallOptions {
  token: string;
  signal?: AbortSignal;
}

/** Brain-health 3.8: the my-list answer; its items are read by domain/my-list.ts. */
const myListSchema = v.looseObject({ item_response_list: v.array(v.unknown(), 'item_response_list must be a list') });
export type MyListAnswer = v.InferOutput<typeof myListSchema>;

/** Brain-health 7.6 (the emulator's shape, CONTRACT 4c): the up-next answer; its items are read by domain/up-next.ts. */
const upNextSchema = v.looseObject({ items: v.array(v.unknown(), 'items must be a list') });
export type UpNextAnswer = v.InferOutput<typeof upNextSchema>;

/** Brain-health 3.8, 7.6: the member's list (same origin, Bearer). */
export function fetchMyList(url: string, options: ContentCallOptions): Promise<MyListAnswer> {
  return getJson(url, myListSchema, { token: options.token, credentials: 'same-origin', ...(options.signal ? { signal: options.signal } : {}) });
}

/** Brain-health 7.6: the up-next tiles (Bearer); 200 with its answer, 204 as no tiles. */
export async function fetchUpNext(url: string, options: ContentCallOptions): Promise<UpNextAnswer> {
  let body: unknown;
  try {
    const response = await ky.get(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
      timeout: SERVICE_TIMEOUT_MS,
      retry: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 204) return { items: [] };
    body = await response.json();
  } catch (error) {
    throw toApiError(error, url);
  }
  if (Array.isArray(body)) throw new ApiError(`unexpected answer from ${url}: a list where an object was expected`, 422, url);
  const parsed = v.safeParse(upNextSchema, body);
  if (!parsed.success) throw new ApiError(`unexpected answer from ${url}: ${parsed.issues[0]?.message ?? 'wrong shape'}`, 422, url);
  return parsed.output;
}
