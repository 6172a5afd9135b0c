/**
 * The recommendation service (site 3.11, 7.6): POST {recommendationEndpoint} with
 * `{requestData: [...]}`, and the fallback content GET /etc/{site}/{service}/consolidatedFallbackContent.json
 * in the same shape. Like every service call: ky, a time limit, no retries; an answer that is not
 * a JSON object is an ApiError (422), a failed call an ApiError with its status (0: no answer).
 * The fields inside are read loosely by the feature (recommended-for-you.logic.ts, readAnswer):
 * an answer of the wrong shape reads as empty, which site 8 answers with the fallback.
 */
import ky from 'ky';
import { ApiError } from '../core/errors.ts';
import { getJson, SERVICE_TIMEOUT_MS, toApiError } from './http.ts';
import * as v from 'valibot';

/** Site 7.6: where the fallback content lives; `{site}` and `{service}` filled by the caller. */
export const FALLBACK_PATH = '/etc/{site}/{service}/consolidatedFallbackContent.json';
/** The `{service}` segment (decided: the service's own name). */
export const FALLBACK_SERVICE = 'recommendations';

/** The fallback content's address for `site`. */
export function fallbackUrl(site: string, service: string = FALLBACK_SERVICE): string {
  return FALLBACK_PATH.replace('{site}', encodeURIComponent(site)).replace('{service}', encodeURIComponent(service));
}

export interface RecommendationCallOptions {
  signal?: AbortSignal;
  timeout?: number;
}

// valibot's record takes an array too (as an object of its indexes): an array is refused first.
const objectSchema = v.pipe(
  v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'expected a JSON object'),
  v.record(v.string(), v.unknown(), 'expected a JSON object'),
);

/** Site 7.6: the one POST of the page. Resolves with the answer's JSON object; rejects with an ApiError. */
export async function postRecommendations(endpoint: string, body: unknown, options: RecommendationCallOptions = {}): Promise<Record<string, unknown>> {
  let answer: unknown;
  try {
    answer = await ky
      .post(endpoint, {
        json: body,
        // The service knows the visitor by the ids in the body; no cookies go to it (decided).
        credentials: 'omit',
        headers: { Accept: 'application/json' },
        timeout: options.timeout ?? SERVICE_TIMEOUT_MS,
        retry: 0,
        ...(options.signal ? { signal: options.signal } : {}),
      })
      .json();
  } catch (error) {
    throw toApiError(error, endpoint);
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new ApiError(`unexpected answer from ${endpoint}: not a JSON object`, 422, endpoint);
  return answer as Record<string, unknown>;
}

/** Site 7.6: the fallback content (same origin). Resolves with its JSON object; rejects with an ApiError. */
export function fetchFallbackContent(url: string, options: RecommendationCallOptions = {}): Promise<Record<string, unknown>> {
  return getJson(url, objectSchema, {
    credentials: 'same-origin',
    timeout: options.timeout ?? SERVICE_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
