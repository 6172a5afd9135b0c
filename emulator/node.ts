/**
 * The emulator over real HTTP (and, with the chat handler, WebSocket) for npm start and the
 * browser tests. Node only; the handlers it serves are transport-free (emulator.ts).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { Emulator } from './emulator.ts';
import { parseCookies } from './core/cookies.ts';
import { makeRequest } from './core/request.ts';
import type { EmulatorRequest, EmulatorResponse } from './core/types.ts';
import { ASK_CHAT_PATH, CHAT_PACES, createChatSession, type ChatSessionOptions } from './handlers/chat.ts';

export { ASK_CHAT_PATH };

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
/** Node's single-valued headers (Node lower-cases names). */
function stringHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
  return headers;
}

export async function toEmulatorRequest(request: IncomingMessage): Promise<EmulatorRequest> {
  return makeRequest(request.method ?? 'GET', request.url ?? '/', {
    headers: stringHeaders(request),
    cookies: parseCookies(request.headers.cookie),
    body: await readBody(request),
    origin: request.headers.origin,
  });
}

/** Writes the emulator's answer (after its delay; or drops the connection). */
export async function writeResponse(response: ServerResponse, answer: EmulatorResponse): Promise<void> {
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  if (answer.drop) {
    // The start of a status line, then the connection closes. Closed before any byte, a
    // browser sends the request again on a new connection when the one it used was a reused
    // keep-alive one (Chromium does, even for a POST), and the page never sees the drop.
    response.socket?.end('HTTP/1.1 200 OK\r\n');
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

/** The upgrade request as the emulator's, for fault matching; `?fault=` reads like the x-emulator-fault header. */
function upgradeRequest(request: IncomingMessage, url: URL): EmulatorRequest {
  const headers = stringHeaders(request);
  const fault = url.searchParams.get('fault');
  if (fault) headers['x-emulator-fault'] = fault;
  return makeRequest('GET', `${url.pathname}${url.search}`, { headers, cookies: parseCookies(request.headers.cookie), origin: request.headers.origin });
}

function refuseUpgrade(socket: Duplex, status: number): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function sendableCloseCode(code: number): boolean {
  return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
}

/** Runs the transport-free chat session (handlers/chat.ts) on a `ws` socket. */
function serveChat(socket: WebSocket, options: ChatSessionOptions): void {
  const session = createChatSession(
    {
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
      // 1006 (abnormal closure) and other reserved codes cannot go in a close frame: drop the
      // connection instead, so the browser reports 1006 with an empty reason (8.1).
      close: (code, reason) => (sendableCloseCode(code) ? socket.close(code, reason) : socket.terminate()),
      schedule: (ms, fn) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
    },
    options,
  );
  socket.on('message', (data, isBinary) => session.receive(isBinary ? '' : String(data)));
  socket.on('close', () => session.closed());
  socket.on('error', () => session.closed());
}

/**
 * Serves the Ask chat socket at ASK_CHAT_PATH on `server`. Faults come from the emulator's rules
 * for that path, the x-emulator-fault header or `?fault=` (same syntax): `drop` closes the socket
 * abnormally after the first chunk, a status of 400 or more refuses the handshake, a delay holds
 * it. `?pace=fast|slow` changes the streaming speed.
 */
export function attachChatSocket(server: Server, emulator: Emulator): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://emulator.local');
    if (url.pathname !== ASK_CHAT_PATH && url.pathname !== `${ASK_CHAT_PATH}/`) return refuseUpgrade(socket, 404);
    const fault = emulator.faults.take(upgradeRequest(request, url));
    if (fault?.status !== undefined && fault.status >= 400 && !fault.drop) return refuseUpgrade(socket, fault.status);
    const pace = url.searchParams.get('pace');
    const options: ChatSessionOptions = {
      ...(pace === 'fast' || pace === 'slow' ? CHAT_PACES[pace] : {}),
      ...(fault?.drop ? { dropAfterFirstChunk: true } : {}),
    };
    const accept = () => sockets.handleUpgrade(request, socket, head, (ws) => serveChat(ws, options));
    if (fault?.delayMs) setTimeout(accept, fault.delayMs);
    else accept();
  });
  return sockets;
}

export interface RunningEmulator {
  emulator: Emulator;
  server: Server;
  /** The Ask chat socket server (ASK_CHAT_PATH). */
  sockets: WebSocketServer;
  port: number;
  url: string;
  /** ws://localhost:{port}/ask/v1/chat */
  chatUrl: string;
  close(): Promise<void>;
}

/** Starts the emulator on `port` (0 picks a free one) on the loopback interface, with the chat socket. */
export async function startEmulator(port = 0, emulator = new Emulator()): Promise<RunningEmulator> {
  const server = createServer(emulatorListener(emulator));
  const sockets = attachChatSocket(server, emulator);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    emulator,
    server,
    sockets,
    port: actual,
    url: `http://localhost:${actual}/`,
    chatUrl: `ws://localhost:${actual}${ASK_CHAT_PATH}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
