/**
 * The Ask chat socket (ask-and-rewards 4.1, 7.1): a small client over the browser WebSocket that
 * connects on demand, reconnects before sending when the socket is not open, and closes when the
 * page unloads. It reads frames with `readChatMessage` and leaves every decision about the
 * conversation to `chatReducer` (src/features/ask/ask.reducer.ts).
 *
 * What is reported, and how:
 * - every frame of the current socket -> `onMessage(readChatMessage(frame))`;
 * - a close of a socket that had opened -> `onClose(code, reason)` (8.1: 1006 with an empty reason
 *   is the forbidden answer, anything else a connection error, decided by the reducer);
 * - a socket that fails or closes before it opens, or does not open within `connectTimeoutMs` ->
 *   the pending `send` rejects with StreamError (8.1 'Connection failure on submit'); onClose is
 *   NOT called for it, because a browser reports a failed connect as 1006 with an empty reason,
 *   which would read as 'forbidden';
 * - closes we start ourselves (`close()`, `dispose()`, pagehide, replacing a socket) are not
 *   reported at all: no onClose, no onError; frames still in flight on them are dropped.
 * - `onError` is informational only (a browser fires 'error' before 'close' and says nothing
 *   useful in it); decide outcomes from onClose and from `send` rejecting.
 */
import { StreamError } from '../core/errors.ts';
import { readChatMessage, type ChatMessage } from './chat-protocol.ts';

/** The part of the WebSocket interface this client uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface ChatSocketOptions {
  /** The configured endpoint (7.1 'whose address is not shown'): ws: or wss:. */
  url: string;
  /** Defaults to the global WebSocket. */
  WebSocketImpl?: WebSocketConstructor;
  /** How long a connect may take before `send` gives up; default 10 000 ms (the spec is silent). */
  connectTimeoutMs?: number;
  onMessage(message: ChatMessage): void;
  /** A socket that had opened closed, and not because we closed it. */
  onClose(code: number, reason: string): void;
  /** Informational; a close always follows. */
  onError?(): void;
}

export interface ChatSocket {
  /** Sends one JSON frame, connecting first when the socket is not open (4.1); rejects with StreamError. */
  send(message: object): Promise<void>;
  /** Closes the socket (4.1 cancel, start new chat); the next send reconnects. Not reported. */
  close(): void;
  isOpen(): boolean;
  /** Closes the socket and removes the pagehide listener; later sends reject. */
  dispose(): void;
}

const CONNECTING = 0;
const OPEN = 1;
/** A normal closure, for the closes we start. */
const NORMAL_CLOSE = 1000;

export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const { url, onMessage, onClose, onError } = options;
  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  let socket: WebSocketLike | undefined;
  /** The connect in progress for `socket`, shared by every send that waits for it. */
  let opening: Promise<WebSocketLike> | undefined;
  /** Rejects `opening` when we give up on it ourselves. */
  let abandon: ((error: StreamError) => void) | undefined;
  let disposed = false;

  /** Forgets the current socket without reporting anything, and closes it. */
  const drop = (reason: string) => {
    const old = socket;
    socket = undefined;
    opening = undefined;
    abandon?.(new StreamError(reason));
    abandon = undefined;
    if (old && old.readyState <= OPEN) old.close(NORMAL_CLOSE);
  };

  const connect = (): Promise<WebSocketLike> => {
    if (socket?.readyState === OPEN) return Promise.resolve(socket);
    if (socket?.readyState === CONNECTING && opening) return opening;
    drop('chat socket replaced'); // 4.1: reconnect if it is not open (CLOSING, CLOSED)
    const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
    if (!Impl) return Promise.reject(new StreamError('WebSocket is not available'));
    let ws: WebSocketLike;
    try {
      ws = new Impl(url);
    } catch (error) {
      return Promise.reject(new StreamError(`chat socket could not be created: ${String(error)}`));
    }
    socket = ws;
    let opened = false;
    const current = () => socket === ws;
    opening = new Promise<WebSocketLike>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (current()) drop(`chat socket did not open within ${timeoutMs} ms`);
      }, timeoutMs);
      abandon = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      ws.onopen = () => {
        if (!current()) return;
        opened = true;
        clearTimeout(timer);
        abandon = undefined;
        resolve(ws);
      };
      ws.onclose = (event) => {
        if (!current()) return;
        clearTimeout(timer);
        socket = undefined;
        opening = undefined;
        abandon = undefined;
        if (opened) onClose(event.code, event.reason);
        else reject(new StreamError(`chat socket closed before it opened (${event.code})`, event.code));
      };
    });
    ws.onmessage = (event) => {
      if (current()) onMessage(readChatMessage(event.data));
    };
    ws.onerror = () => {
      if (current() && opened) onError?.();
    };
    return opening;
  };

  const onPageHide = () => drop('page hidden'); // 4.1: closed when the page unloads
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('pagehide', onPageHide);

  return {
    async send(message) {
      if (disposed) throw new StreamError('chat socket disposed');
      const ws = await connect();
      try {
        ws.send(JSON.stringify(message));
      } catch (error) {
        throw new StreamError(`chat message could not be sent: ${String(error)}`);
      }
    },
    close() {
      drop('chat socket closed');
    },
    isOpen() {
      return socket?.readyState === OPEN;
    },
    dispose() {
      disposed = true;
      drop('chat socket disposed');
      target?.removeEventListener('pagehide', onPageHide);
    },
  };
}
