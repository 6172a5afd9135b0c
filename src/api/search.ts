/**
 * The search suggestion service (site 7.5): GET {suggestServiceUrl}/search/v2/querySuggest with
 * pipeline=default, count, access_token, organizationId and q; the answer's
 * completions[].expression (site 3.10). Like every service call: ky, a time limit, no retries,
 * the answer checked; the caller's AbortSignal cancels a request a newer keystroke made stale.
 * Completions without a string expression are dropped; an answer without a completions list is
 * an ApiError (422).
 */
import * as v from 'valibot';
import { getJson } from './http.ts';

export const QUERY_SUGGEST_PATH = '/search/v2/querySuggest';
/** Suggestions help only while the visitor types: a short limit. */
export const SUGGEST_TIMEOUT_MS = 5000;

export interface SuggestRequest {
  serviceUrl: string;
  accessToken: string;
  organizationId: string;
  q: string;
  count: number;
  signal?: AbortSignal;
}

const answerSchema = v.object({ completions: v.array(v.unknown()) }, 'expected { completions: [...] }');
const completionSchema = v.object({ expression: v.string() });

/** The request's address (site 7.5). */
export function querySuggestUrl({ serviceUrl, accessToken, organizationId, q, count }: Omit<SuggestRequest, 'signal'>): string {
  const query = new URLSearchParams({ pipeline: 'default', count: String(count), access_token: accessToken, organizationId, q });
  return `${serviceUrl.replace(/\/+$/, '')}${QUERY_SUGGEST_PATH}?${query}`;
}

/** The expressions of the suggestions for `q`. Rejects with an ApiError (or the abort). */
export async function fetchSuggestions(request: SuggestRequest): Promise<string[]> {
  const body = await getJson(querySuggestUrl(request), answerSchema, {
    credentials: 'omit',
    timeout: SUGGEST_TIMEOUT_MS,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const expressions: string[] = [];
  for (const completion of body.completions) {
    const parsed = v.safeParse(completionSchema, completion);
    if (parsed.success) expressions.push(parsed.output.expression);
  }
  return expressions;
}
