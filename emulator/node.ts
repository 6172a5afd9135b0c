/**
 * The emulator over real HTTP (and, with the chat handler, WebSocket) for npm start and the
 * browser tests. Node only; the handlers it serves are transport-free (emulator.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Emulator } from './emulator.ts';
import { parseCookies } from './core/cookies.ts';
import type { EmulatorRequest, EmulatorResponse } from './core/types.ts';

export { parseCookies };

const MAX_BODY = 1_000_000;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return { __malformed: text };
    }
  }
  return text;
}

/** Node's request as the emulator's. */
export async function toEmulatorRequest(request: IncomingMessage): Promise<EmulatorRequest> {
  const url = new URL(request.url ?? '/', 'http://emulator.local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name.toLowerCase()] = value;
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    cookies: parseCookies(request.headers.cookie),
    body: await readBody(request),
    origin: request.headers.origin,
  };
}

/** Writes the emulator's answer (after its delay; or drops the connection). */
export async function writeResponse(response: ServerResponse, answer: EmulatorResponse): Promise<void> {
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  if (answer.drop) {
    response.socket?.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store', ...answer.headers };
  if (answer.setCookies?.length) headers['Set-Cookie'] = answer.setCookies;
  let body = '';
  if (answer.raw !== undefined) body = answer.raw;
  else if (answer.body !== undefined) {
    body = JSON.stringify(answer.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** A request listener answering from `emulator`. */
export function emulatorListener(emulator: Emulator) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const answer = await emulator.handle(await toEmulatorRequest(request));
      await writeResponse(response, answer);
    } catch (error) {
      if (!response.headersSent) response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'BAD_REQUEST', message: error instanceof Error ? error.message : String(error) }));
    }
  };
}

export interface RunningEmulator {
  emulator: Emulator;
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts the emulator on `port` (0 picks a free one) on the loopback interface. */
export async function startEmulator(port = 0, emulator = new Emulator()): Promise<RunningEmulator> {
  const server = createServer(emulatorListener(emulator));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    emulator,
    server,
    port: actual,
    url: `http://localhost:${actual}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
