// @vitest-environment happy-dom
/**
 * The Ask chat socket client (ask-and-rewards 4.1, 7.1, 8.1) over a fake WebSocket: connect on
 * demand, reconnect when not open, close on cancel and pagehide, self-initiated closes not
 * reported, failure to connect rejects with StreamError.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatSocket, type ChatSocketOptions, type WebSocketLike } from '../../../src/api/chat-socket.ts';
import { StreamError } from '../../../src/core/errors.ts';
import type { ChatMessage } from '../../../src/api/chat-protocol.ts';

class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError');
    this.sent.push(data);
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 2;
  }
  // The server side
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  error() {
    this.onerror?.(new Event('error'));
  }
  finishClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(extra: Partial<ChatSocketOptions> = {}) {
  const messages: ChatMessage[] = [];
  const closes: Array<[number, string]> = [];
  const onError = vi.fn();
  const socket = createChatSocket({
    url: 'ws://example.test/ask/v1/chat',
    WebSocketImpl: FakeSocket,
    onMessage: (m) => messages.push(m),
    onClose: (code, reason) => closes.push([code, reason]),
    onError,
    ...extra,
  });
  const latest = () => FakeSocket.instances.at(-1)!;
  return { socket, messages, closes, onError, latest };
}

afterEach(() => {
  FakeSocket.instances = [];
  vi.useRealTimers();
});

describe('createChatSocket (4.1, 7.1)', () => {
  it('connects only when the first message is sent, then sends once open', async () => {
    const { socket, latest } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(socket.isOpen()).toBe(false);
    const sending = socket.send({ prompt: 'Q', sessionId: 's', agent: 'medicare' });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('ws://example.test/ask/v1/chat');
    expect(latest().sent).toEqual([]);
    latest().open();
    await sending;
    expect(latest().sent).toEqual(['{"prompt":"Q","sessionId":"s","agent":"medicare"}']);
    expect(socket.isOpen()).toBe(true);
    socket.dispose();
  });

  it('reuses an open socket, and shares one connect between sends made while connecting', async () => {
    const { socket, latest } = setup();
    const a = socket.send({ n: 1 });
    const b = socket.send({ n: 2 });
    latest().open();
    await Promise.all([a, b]);
    await socket.send({ n: 3 });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().sent).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    socket.dispose();
  });

  it('passes frames read by readChatMessage', async () => {
    const { socket, messages, latest } = setup();
    const sending = socket.send({});
    latest().open();
    await sending;
    latest().receive('{"message_chunk":"Hi","sequence":1}');
    latest().receive('{"status":"AGENT_STREAM_END","sessionId":"s","interactionId":"i"}');
    latest().receive('garbage');
    expect(messages).toEqual([
      { kind: 'chunk', text: 'Hi', sequence: 1 },
      { kind: 'end', sessionId: 's', interactionId: 'i' },
      { kind: 'unknown', raw: 'garbage' },
    ]);
    socket.dispose();
  });

  it.each([
    ['closed', (s: FakeSocket) => s.finishClose(1000)],
    ['closing', (s: FakeSocket) => void (s.readyState = 2)],
  ])('reconnects before sending when the socket is %s (4.1)', async (_state, shut) => {
    const { socket, latest } = setup();
    const first = socket.send({ n: 1 });
    latest().open();
    await first;
    const old = latest();
    shut(old);
    expect(socket.isOpen()).toBe(false);
    const second = socket.send({ n: 2 });
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    await second;
    expect(old.sent).toEqual(['{"n":1}']);
    expect(latest().sent).toEqual(['{"n":2}']);
    socket.dispose();
  });

  it('reports a server close of an open socket, with its code and reason (8.1)', async () => {
    const { socket, closes, latest } = setup();
    const sending = socket.send({});
    latest().open();
    await sending;
    latest().finishClose(1006, '');
    expect(closes).toEqual([[1006, '']]);
    expect(socket.isOpen()).toBe(false);
    socket.dispose();
  });

  it('close() closes the socket, is not reported, and drops frames still in flight (4.1 cancel)', async () => {
    const { socket, closes, messages, onError, latest } = setup();
    const sending = socket.send({});
    latest().open();
    await sending;
    const ws = latest();
    socket.close();
    expect(ws.closedWith).toBe(1000);
    expect(socket.isOpen()).toBe(false);
    ws.receive('{"message_chunk":"late","sequence":2}');
    ws.error();
    ws.finishClose(1006, '');
    expect(closes).toEqual([]);
    expect(messages).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    const again = socket.send({ n: 2 });
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    await again;
    socket.dispose();
  });

  it('closes the socket on pagehide (4.1); the next send reconnects', async () => {
    const { socket, closes, latest } = setup();
    const sending = socket.send({});
    latest().open();
    await sending;
    window.dispatchEvent(new Event('pagehide'));
    expect(latest().closedWith).toBe(1000);
    latest().finishClose(1000);
    expect(closes).toEqual([]);
    const again = socket.send({});
    latest().open();
    await again;
    socket.dispose();
    expect(latest().closedWith).toBe(1000);
  });

  it('removes exactly its own pagehide listener on dispose', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { socket } = setup();
    const listener = add.mock.calls.find(([type]) => type === 'pagehide')?.[1];
    expect(listener).toBeTypeOf('function');
    socket.dispose();
    expect(remove).toHaveBeenCalledWith('pagehide', listener);
  });

  it('rejects with StreamError when the socket closes before it opens, without reporting a close (8.1)', async () => {
    const { socket, closes, onError, latest } = setup();
    const sending = socket.send({});
    latest().error();
    latest().finishClose(1006, '');
    const error = await sending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as StreamError).code).toBe(1006);
    expect(closes).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    // The next send tries again.
    const again = socket.send({});
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    await again;
    socket.dispose();
  });

  it('rejects every send waiting for a connect that fails', async () => {
    const { socket, latest } = setup();
    const results = Promise.allSettled([socket.send({ n: 1 }), socket.send({ n: 2 })]);
    latest().finishClose(1006);
    for (const result of await results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(StreamError);
    }
  });

  it('rejects with StreamError when the socket does not open in time', async () => {
    vi.useFakeTimers();
    const { socket, latest } = setup({ connectTimeoutMs: 500 });
    const sending = socket.send({}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    expect(latest().closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toBeInstanceOf(StreamError);
    expect(latest().closedWith).toBe(1000);
    latest().open(); // too late: ignored
    expect(socket.isOpen()).toBe(false);
    socket.dispose();
  });

  it('rejects a send waiting to connect when the socket is closed meanwhile (cancel)', async () => {
    const { socket, latest } = setup();
    const sending = socket.send({});
    socket.close();
    await expect(sending).rejects.toBeInstanceOf(StreamError);
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it('rejects with StreamError when the socket cannot be created or has no WebSocket', async () => {
    class Throwing {
      constructor() {
        throw new SyntaxError('bad url');
      }
    }
    const { socket } = setup({ WebSocketImpl: Throwing as unknown as typeof FakeSocket });
    await expect(socket.send({})).rejects.toBeInstanceOf(StreamError);
    socket.dispose();
    vi.stubGlobal('WebSocket', undefined);
    const bare = createChatSocket({ url: 'ws://x', onMessage() {}, onClose() {} });
    await expect(bare.send({})).rejects.toBeInstanceOf(StreamError);
    bare.dispose();
  });

  it('rejects sends after dispose', async () => {
    const { socket } = setup();
    socket.dispose();
    await expect(socket.send({})).rejects.toBeInstanceOf(StreamError);
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('reports errors of an open socket to onError only', async () => {
    const { socket, closes, onError, latest } = setup();
    const sending = socket.send({});
    latest().open();
    await sending;
    latest().error();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(closes).toEqual([]);
    socket.dispose();
  });

  it('leaves no unhandled rejection when a connect fails', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { socket, latest } = setup();
      const sending = socket.send({}).catch(() => undefined);
      latest().finishClose(1006);
      await sending;
      socket.dispose();
      await flush();
      await flush();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
