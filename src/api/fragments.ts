/**
 * HTML fragments the CMS renders (the Ask page's pro tips, ask-and-rewards 4.4, 7.1; the
 * brain-health top sheet, CONTRACT 4c): one GET per fragment. Like every service call: ky, the
 * one time limit (SERVICE_TIMEOUT_MS), no retries; same-origin credentials, as the CMS page would
 * send them.
 *
 * What comes back is text for the sanitiser (core/dom/sanitise.ts), never markup to insert as is.
 */
import ky from 'ky';
import { SERVICE_TIMEOUT_MS, toApiError } from './http.ts';

export interface FragmentOptions {
  /** The caller giving up (the answer went away): the call rejects with that abort, not an ApiError. */
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * The fragment's HTML; '' when the answer is not a fragment: not OK, or (decided) not
 * `text/html`, since JSON or bare text is no fragment. Rejects with ApiError (status 0) when the
 * service cannot be reached or takes longer than the time limit to answer.
 */
export async function fetchHtmlFragment(url: string, options: FragmentOptions = {}): Promise<string> {
  let response: Response;
  try {
    response = await ky.get(url, {
      credentials: 'same-origin',
      timeout: options.timeout ?? SERVICE_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw toApiError(error, url);
  }
  const isHtml = /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
  if (!response.ok || !isHtml) {
    void response.body?.cancel().catch(() => undefined);
    return '';
  }
  return response.text();
}
