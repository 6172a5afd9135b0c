/**
 * The brain-health challenge calls (brain-health 4.12, 7.5; CONTRACT 1 `challengeValidUserUrl`,
 * 4c "Fixed details"), as `<challenge-step>` makes them. Each with the bearer token, ky, the one
 * time limit, no retries:
 *
 *   GET  {challengeValidUserUrl}?locale={en|es}                 the valid-user check (4.12)
 *        -> { url } (redirect there) or {} (domain/challenges.ts `validUserOutcome`)
 *   POST {baseApiPathURL}{challengesBaseUrl}                    the save (7.5)
 *        body { data: "<the challenge as JSON, without data>" } (domain/challenges.ts `challengeSaveBody`)
 *        -> 2xx with a JSON object (the emulator's { status, challenge }; its fields are not read)
 *   GET  {cmsApiBaseUrl}/challenges.{userType}.json             the challenges shape (7.5)
 *        -> 200 with the shape (an object) or 204 (none), both accepted
 *
 * A failed call is an ApiError with its status (0: no answer in time, no connection; 422: a body of
 * the wrong shape). What an answer means is domain/challenges.ts's.
 */
import ky from 'ky';
import * as v from 'valibot';
import { ApiError } from '../core/errors.ts';
import { getJson, postJson, SERVICE_TIMEOUT_MS, toApiError } from './http.ts';

export interface ChallengeCallOptions {
  token: string;
  signal?: AbortSignal;
}

const anyObject = v.looseObject({});

/** The valid-user check's address for a page in `locale` (the emulator answers the Spanish programme home for 'es'). */
export function validUserCheckUrl(configured: string, locale: 'en' | 'es', base: string): string {
  const url = new URL(configured, base);
  url.searchParams.set('locale', locale);
  return url.href;
}

/** 4.12: the valid-user check's answer, an object (`{ url }` or `{}`). */
export function checkChallengeUser(url: string, options: ChallengeCallOptions): Promise<Record<string, unknown>> {
  return getJson(url, anyObject, { token: options.token, ...(options.signal ? { signal: options.signal } : {}) });
}

/** 7.5: saves the challenge (`body` is `challengeSaveBody`'s); resolves once a 2xx with an object came (anything else: not saved). */
export async function saveChallenge(url: string, body: { data: string }, options: ChallengeCallOptions): Promise<void> {
  await postJson(url, body, anyObject, { token: options.token, ...(options.signal ? { signal: options.signal } : {}) });
}

/** 7.5: the challenges shape; 200 with its body (an object) or 204 with none. */
export async function fetchChallengesShape(url: string, options: ChallengeCallOptions): Promise<{ status: 200 | 204; body?: Record<string, unknown> }> {
  let body: unknown;
  try {
    const response = await ky.get(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
      timeout: SERVICE_TIMEOUT_MS,
      retry: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 204) return { status: 204 };
    body = await response.json();
  } catch (error) {
    throw toApiError(error, url);
  }
  const parsed = v.safeParse(anyObject, body);
  if (Array.isArray(body) || !parsed.success) throw new ApiError(`unexpected answer from ${url}: the challenges shape is not an object`, 422, url);
  return { status: 200, body: parsed.output };
}
