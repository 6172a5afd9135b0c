/**
 * Storybook's services: MSW intercepts the stories' calls to `/services/...` and answers them
 * with the emulator's own handlers (emulator/emulator.ts), in the page. One copy of each API
 * contract: the same code answers behind npm start and the browser tests.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { parseCookies } from '../emulator/core/cookies.ts';
import { makeRequest } from '../emulator/core/request.ts';
import type { EmulatorRequest } from '../emulator/core/types.ts';
import { Emulator } from '../emulator/emulator.ts';

export const SERVICES_PATH = '/services/';
export const emulator = new Emulator();

export async function toEmulatorRequest(request: Request): Promise<EmulatorRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return makeRequest(request.method, `${url.pathname.slice(SERVICES_PATH.length - 1)}${url.search}`, {
    headers,
    // Handlers run in the page, so the page's cookies are the request's cookies.
    cookies: parseCookies(document.cookie),
    body,
    origin: location.origin,
  });
}

export const worker = setupWorker(
  http.all(`${SERVICES_PATH}*`, async ({ request }) => {
    const answer = await emulator.handle(await toEmulatorRequest(request));
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.drop) return HttpResponse.error();
    const headers = new Headers(answer.headers);
    if (answer.raw !== undefined) return new HttpResponse(answer.raw, { status: answer.status, headers });
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status, headers });
    headers.set('Content-Type', 'application/json');
    return new HttpResponse(JSON.stringify(answer.body), { status: answer.status, headers });
  }),
);
