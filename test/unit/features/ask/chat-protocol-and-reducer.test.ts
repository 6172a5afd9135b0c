// @vitest-environment node
/**
 * The Ask chat protocol (ask-and-rewards 3.1, 4.1, 4.4, 7.1, 8.1, 9.1): reading frames, the
 * conversation reducer over every recorded stream in fixtures/ask/streams, and the outgoing
 * message.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS, DEFAULT_AGENT, readChatMessage, type ChatMessage } from '../../../../src/api/chat-protocol.ts';
import {
  chatReducer,
  initialChatState,
  isBusy,
  lastAnswerIsProTips,
  outgoingMessage,
  type Answer,
  type ChatEvent,
  type ChatState,
} from '../../../../src/features/ask/ask.reducer.ts';

const SESSION = '6f1c2a34-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const STREAMS = resolve(import.meta.dirname, '../../../../fixtures/ask/streams');

type Frame = string | { prompt: string; sessionId?: string; interactionId?: string; agent?: string };
interface Recorded {
  file: string;
  description: string;
  frames: Frame[];
}
type Raw = Record<string, unknown>;

const index = JSON.parse(readFileSync(resolve(STREAMS, 'index.json'), 'utf8')) as Recorded[];
const streams = new Map(index.map((entry) => [entry.file, JSON.parse(readFileSync(resolve(STREAMS, entry.file), 'utf8')) as Raw[]]));

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Runs events through the reducer on frozen states (a mutation would throw), checking at every step that text only grows by appending. */
function run(state: ChatState, events: ChatEvent[]): ChatState {
  let current = deepFreeze(state);
  for (const event of events) {
    const next = deepFreeze(chatReducer(current, event));
    for (const answer of next.answers) {
      const before = current.answers.find((a) => a.id === answer.id);
      if (before) expect(answer.text.startsWith(before.text), `answer ${answer.id} text grows by appending`).toBe(true);
    }
    current = next;
  }
  return current;
}

const message = (raw: unknown): ChatEvent => ({ type: 'message', message: readChatMessage(raw) });
const prompt = (text = 'When can I sign up for Medicare?'): ChatEvent => ({ type: 'prompt', prompt: text, agent: DEFAULT_AGENT });
const chunk = (text: string, sequence: number): ChatEvent => message(JSON.stringify({ message_chunk: text, sequence }));
const last = (state: ChatState): Answer => state.answers.at(-1)!;

describe('readChatMessage (3.1, 7.1, 8.1)', () => {
  const rows: Array<[string, unknown, ChatMessage]> = [
    ['chunk', '{"message_chunk":"Hi","sequence":1}', { kind: 'chunk', text: 'Hi', sequence: 1 }],
    ['chunk with an empty text', '{"message_chunk":"","sequence":4}', { kind: 'chunk', text: '', sequence: 4 }],
    ['parsed object', { message_chunk: 'Hi', sequence: 2 }, { kind: 'chunk', text: 'Hi', sequence: 2 }],
    ['chunk without sequence', '{"message_chunk":"Hi"}', { kind: 'unsequenced' }],
    ['sequence 0', '{"message_chunk":"Hi","sequence":0}', { kind: 'unsequenced' }],
    ['negative sequence', '{"message_chunk":"Hi","sequence":-2}', { kind: 'unsequenced' }],
    ['fractional sequence', '{"message_chunk":"Hi","sequence":1.5}', { kind: 'unsequenced' }],
    ['sequence as a string', '{"message_chunk":"Hi","sequence":"1"}', { kind: 'unsequenced' }],
    ['sequence null', '{"message_chunk":"Hi","sequence":null}', { kind: 'unsequenced' }],
    ['stream end', `{"status":"AGENT_STREAM_END","sessionId":"s","interactionId":"i"}`, { kind: 'end', sessionId: 's', interactionId: 'i' }],
    ['stream end without ids', '{"status":"AGENT_STREAM_END"}', { kind: 'end' }],
    ['stream end with empty or wrong ids', '{"status":"AGENT_STREAM_END","sessionId":"","interactionId":5}', { kind: 'end' }],
    [
      'resources',
      '{"status":"RESOURCES_USED","resources":[{"link":"https://a","title":"A"}],"sessionId":"s","interactionId":"i"}',
      { kind: 'resources', resources: [{ link: 'https://a', title: 'A' }], sessionId: 's', interactionId: 'i' },
    ],
    [
      'resources with bad entries dropped and extra fields removed',
      '{"status":"RESOURCES_USED","resources":[null,"x",{"link":1,"title":"A"},{"link":"l"},{"link":"l","title":"t","x":1}]}',
      { kind: 'resources', resources: [{ link: 'l', title: 't' }] },
    ],
    ['resources not an array', '{"status":"RESOURCES_USED","resources":{}}', { kind: 'unknown', raw: '{"status":"RESOURCES_USED","resources":{}}' }],
    ['follow-ups', '{"status":"FOLLOWUP_QUESTIONS","followup_questions":["a","b"]}', { kind: 'followups', questions: ['a', 'b'] }],
    ['follow-ups with bad entries dropped', '{"status":"FOLLOWUP_QUESTIONS","followup_questions":["a",2,null]}', { kind: 'followups', questions: ['a'] }],
    ['follow-ups missing', '{"status":"FOLLOWUP_QUESTIONS"}', { kind: 'unknown', raw: '{"status":"FOLLOWUP_QUESTIONS"}' }],
    ['server error', '{"message":"Internal server error","sessionId":"s"}', { kind: 'server-error' }],
    ['server error in capitals', '{"message":"SERVER ERROR: try later"}', { kind: 'server-error' }],
    ['api error', '{"error":"upstream 503","sessionId":"s"}', { kind: 'api-error', error: 'upstream 503' }],
    ['api error that is an object', '{"error":{"reason":"x"}}', { kind: 'api-error', error: '{"reason":"x"}' }],
    ['code', '{"code":"RATE_LIMITED"}', { kind: 'code-error', code: 'RATE_LIMITED' }],
    ['numeric code', '{"code":429}', { kind: 'code-error', code: '429' }],
    ['server error wins over error and code', '{"message":"server error","error":"x","code":"y"}', { kind: 'server-error' }],
    ['error wins over code', '{"error":"x","code":"y"}', { kind: 'api-error', error: 'x' }],
    ['other message', '{"message":"hello"}', { kind: 'unknown', raw: '{"message":"hello"}' }],
    ['unknown status', '{"status":"SOMETHING"}', { kind: 'unknown', raw: '{"status":"SOMETHING"}' }],
    ['not JSON', 'not json', { kind: 'unknown', raw: 'not json' }],
    ['empty string', '', { kind: 'unknown', raw: '' }],
    ['JSON array', '[1,2]', { kind: 'unknown', raw: '[1,2]' }],
    ['JSON null', 'null', { kind: 'unknown', raw: 'null' }],
    ['JSON number', '42', { kind: 'unknown', raw: '42' }],
    ['message_chunk not a string', '{"message_chunk":5,"sequence":1}', { kind: 'unknown', raw: '{"message_chunk":5,"sequence":1}' }],
    ['undefined', undefined, { kind: 'unknown', raw: undefined }],
    ['a number', 7, { kind: 'unknown', raw: 7 }],
  ];
  it.each(rows)('%s', (_name, raw, expected) => {
    expect(readChatMessage(raw)).toEqual(expected);
  });

  it('never throws, whatever it is given', () => {
    const odd: unknown[] = [Symbol('x'), () => 1, new ArrayBuffer(2), Object.create(null), '{"status":', 'undefined', '{"__proto__":{"x":1}}'];
    for (const raw of odd) expect(() => readChatMessage(raw)).not.toThrow();
  });
});

describe('recorded streams (fixtures/ask/streams)', () => {
  /** The sequenced chunks of one answer, joined in sequence order. */
  const expectedText = (messages: Raw[]) =>
    messages
      .filter((m) => typeof m.message_chunk === 'string' && typeof m.sequence === 'number')
      .sort((a, b) => (a.sequence as number) - (b.sequence as number))
      .map((m) => m.message_chunk as string)
      .join('');

  /** Splits a recording into answers: a new answer starts at the first chunk or error after the previous one ended. */
  function perAnswer(messages: Raw[]): Raw[][] {
    const answers: Raw[][] = [];
    let ended = true;
    for (const m of messages) {
      const starts = 'message_chunk' in m || 'error' in m || 'code' in m || 'message' in m;
      if (ended && starts) answers.push([]);
      if (starts) ended = 'error' in m || 'code' in m || 'message' in m;
      if (m.status === 'AGENT_STREAM_END') ended = true;
      answers.at(-1)!.push(m);
    }
    return answers;
  }

  /** Replays one recording: each frame is submitted as the page would, before its answer's first message. */
  function replay(entry: Recorded) {
    const messages = streams.get(entry.file)!;
    let state = initialChatState(SESSION);
    const sent: object[] = [];
    perAnswer(messages).forEach((answer, i) => {
      const frame = entry.frames[i]!;
      const text = typeof frame === 'string' ? frame : frame.prompt;
      sent.push(outgoingMessage(state, text));
      state = run(state, [prompt(text), ...answer.map(message)]);
    });
    return { state, sent, answers: perAnswer(messages) };
  }

  it('index.json lists every recording in the folder', () => {
    expect(index.map((e) => e.file).sort()).toEqual([...streams.keys()].sort());
    expect(index.length).toBeGreaterThanOrEqual(10);
  });

  it.each(index.map((entry) => [entry.file, entry] as const))('%s: every answer text is its chunks in sequence order', (_file, entry) => {
    const { state, answers } = replay(entry);
    expect(state.answers).toHaveLength(answers.length);
    state.answers.forEach((answer, i) => expect(answer.text).toBe(expectedText(answers[i]!)));
    expect(state.streaming).toBe(false);
  });

  const outcomes: Record<string, Partial<Answer>> = {
    'normal.json': { status: 'ended' },
    'out-of-order.json': { status: 'ended' },
    'unsequenced-chunk.json': { status: 'ended' },
    'late-resources.json': { status: 'ended' },
    'follow-up.json': { status: 'ended' },
    'server-error.json': { status: 'ended', text: 'You can sign up for Med' },
    'api-error.json': { status: 'failed', error: { kind: 'api-error', detail: 'The answer service is unavailable (upstream status 503)' }, text: '' },
    'code-error.json': { status: 'failed', error: { kind: 'code-error', detail: 'RATE_LIMITED' }, text: '' },
    'invalid-request.json': { status: 'failed', error: { kind: 'api-error', detail: 'invalid request' }, text: '' },
    'too-long.json': { status: 'failed', error: { kind: 'api-error', detail: 'prompt too long: 801 characters without newlines, the limit is 800' } },
  };
  it.each(Object.entries(outcomes))('%s ends as expected (8.1)', (file, expected) => {
    const { state } = replay(index.find((e) => e.file === file)!);
    expect(last(state)).toMatchObject(expected);
    if (expected.status === 'ended' && file !== 'server-error.json') expect(last(state).error).toBeUndefined();
  });

  it('resources and follow-ups attach to their answers, late ones to the last answer (4.1)', () => {
    for (const entry of index) {
      const { state, answers } = replay(entry);
      answers.forEach((messages, i) => {
        const resources = messages.find((m) => m.status === 'RESOURCES_USED')?.resources ?? [];
        const followups = messages.find((m) => m.status === 'FOLLOWUP_QUESTIONS')?.followup_questions ?? [];
        expect(state.answers[i]!.resources, entry.file).toEqual(resources);
        expect(state.answers[i]!.followups, entry.file).toEqual(followups);
      });
    }
    const late = streams.get('late-resources.json')!;
    expect(late.at(-1)!.status).toBe('RESOURCES_USED');
    expect(last(replay(index.find((e) => e.file === 'late-resources.json')!).state).resources).toHaveLength(2);
  });

  it('ignores the stray unsequenced chunk (8.1)', () => {
    const messages = streams.get('unsequenced-chunk.json')!;
    const stray = messages.find((m) => 'message_chunk' in m && !('sequence' in m))!;
    const { state } = replay(index.find((e) => e.file === 'unsequenced-chunk.json')!);
    const text = last(state).text;
    expect(text.split(stray.message_chunk as string).length - 1).toBe(expectedText(messages).split(stray.message_chunk as string).length - 1);
  });

  it('puts out-of-order chunks in sequence order (4.2)', () => {
    const messages = streams.get('out-of-order.json')!;
    const arrival = messages
      .filter((m) => 'sequence' in m)
      .map((m) => m.message_chunk)
      .join('');
    const { state } = replay(index.find((e) => e.file === 'out-of-order.json')!);
    expect(last(state).text).not.toBe(arrival);
    expect(last(state).text.startsWith('Original Medicare has two parts that work together.')).toBe(true);
  });

  it('carries the ids of the stream end into the next prompt (4.1), as recorded', () => {
    const entry = index.find((e) => e.file === 'follow-up.json')!;
    const { state, sent } = replay(entry);
    expect(sent).toEqual(entry.frames);
    expect(outgoingMessage(state, 'next')).toEqual({
      prompt: 'next',
      sessionId: SESSION,
      agent: 'medicare',
      interactionId: '00000000-0000-4000-8000-000000000002',
    });
  });
});

describe('chatReducer (4.1, 4.4, 8.1)', () => {
  const start = () => initialChatState('session-1');

  it('starts empty and idle', () => {
    expect(start()).toEqual({ sessionId: 'session-1', answers: [], streaming: false, lastId: 0 });
  });

  it('a prompt opens a waiting answer; the first chunk makes it stream', () => {
    let state = run(start(), [prompt('Q?')]);
    expect(state.streaming).toBe(true);
    expect(last(state)).toMatchObject({ id: 1, prompt: 'Q?', agent: 'medicare', status: 'waiting', text: '' });
    state = run(state, [chunk('A', 1)]);
    expect(last(state)).toMatchObject({ status: 'streaming', text: 'A' });
  });

  it('ignores new prompts and pro tips while streaming (4.1)', () => {
    const state = run(start(), [prompt('first'), chunk('x', 1)]);
    expect(chatReducer(state, prompt('second'))).toBe(state);
    expect(chatReducer(state, { type: 'pro-tips' })).toBe(state);
  });

  it('ignores a blank prompt (4.1: the Ask button is disabled while the input is blank)', () => {
    const state = start();
    expect(chatReducer(state, prompt('   \n'))).toBe(state);
  });

  it('orders chunks by sequence, waits at a gap and ignores duplicates', () => {
    const steps: Array<[ChatEvent, string]> = [
      [chunk('c', 3), ''],
      [chunk('a', 1), 'a'],
      [chunk('A', 1), 'a'],
      [chunk('b', 2), 'abc'],
      [chunk('e', 5), 'abc'],
      [chunk('d', 4), 'abcde'],
      [chunk('D', 4), 'abcde'],
    ];
    let state = run(start(), [prompt()]);
    for (const [event, text] of steps) {
      state = run(state, [event]);
      expect(last(state).text).toBe(text);
    }
    expect(last(state).chunks).toEqual({ 1: 'a', 2: 'b', 3: 'c', 4: 'd', 5: 'e' });
  });

  it('at the stream end, chunks past a gap follow in order (the gap will not be filled)', () => {
    const state = run(start(), [prompt(), chunk('a', 1), chunk('c', 3), chunk('d', 4), message({ status: 'AGENT_STREAM_END' })]);
    expect(last(state)).toMatchObject({ status: 'ended', text: 'acd' });
    expect(state.streaming).toBe(false);
  });

  it('server error ends the answer quietly with the text so far (8.1)', () => {
    const state = run(start(), [prompt(), chunk('a', 1), chunk('b', 2), message({ message: 'Internal server error' })]);
    expect(last(state)).toMatchObject({ status: 'ended', text: 'ab' });
    expect(last(state).error).toBeUndefined();
    expect(state.streaming).toBe(false);
  });

  const closes: Array<[string, ChatEvent, Answer['error']]> = [
    ['1006 with an empty reason is forbidden', { type: 'closed', code: 1006, reason: '' }, { kind: 'forbidden' }],
    ['1006 with a reason is a connection error', { type: 'closed', code: 1006, reason: 'gone' }, { kind: 'connection', detail: '1006 gone' }],
    ['1000 while open is a connection error', { type: 'closed', code: 1000, reason: '' }, { kind: 'connection', detail: '1000' }],
    ['1011 is a connection error', { type: 'closed', code: 1011, reason: 'oops' }, { kind: 'connection', detail: '1011 oops' }],
    ['connection failure on submit', { type: 'connection-failed' }, { kind: 'connection' }],
  ];
  it.each(closes)('%s (8.1)', (_name, event, error) => {
    for (const before of [[prompt()], [prompt(), chunk('a', 1)]]) {
      const state = run(start(), [...before, event]);
      expect(last(state).status).toBe('failed');
      expect(last(state).error).toEqual(error);
      expect(state.streaming).toBe(false);
    }
  });

  it('a close when no answer is open changes nothing', () => {
    const ended = run(start(), [prompt(), chunk('a', 1), message({ status: 'AGENT_STREAM_END' })]);
    expect(chatReducer(ended, { type: 'closed', code: 1006, reason: '' })).toBe(ended);
    expect(chatReducer(ended, { type: 'connection-failed' })).toBe(ended);
    expect(chatReducer(ended, { type: 'cancel' })).toBe(ended);
  });

  it('cancel stops the open answer, keeps its text and ignores what follows (4.1)', () => {
    const state = run(start(), [prompt(), chunk('a', 1), { type: 'cancel' }, chunk('b', 2), message({ message: 'server error' }), message({ error: 'x' })]);
    expect(last(state)).toMatchObject({ status: 'stopped', text: 'a' });
    expect(state.streaming).toBe(false);
    expect(run(state, [prompt('again')]).answers).toHaveLength(2);
  });

  it('ignores messages when there is no answer, without throwing', () => {
    const state = start();
    const raws: unknown[] = [
      { message_chunk: 'a', sequence: 1 },
      { status: 'AGENT_STREAM_END', sessionId: 'x', interactionId: 'y' },
      { status: 'RESOURCES_USED', resources: [], sessionId: 'x', interactionId: 'y' },
      { status: 'FOLLOWUP_QUESTIONS', followup_questions: ['q'] },
      { message: 'server error' },
      { error: 'e' },
      { code: 'c' },
      'junk',
    ];
    for (const raw of raws) expect(chatReducer(state, message(raw))).toBe(state);
    for (const event of [{ type: 'closed', code: 1006, reason: '' }, { type: 'cancel' }, { type: 'connection-failed' }] as ChatEvent[]) {
      expect(chatReducer(state, event)).toBe(state);
    }
  });

  it('unsequenced and unknown messages change nothing', () => {
    const state = run(start(), [prompt(), chunk('a', 1)]);
    expect(chatReducer(state, message({ message_chunk: 'zzz' }))).toBe(state);
    expect(chatReducer(state, message('nonsense'))).toBe(state);
  });

  it('keeps the ids of the stream end and sends them with the next prompt (4.1)', () => {
    let state = start();
    expect(outgoingMessage(state, 'Q')).toEqual({ prompt: 'Q', sessionId: 'session-1', agent: 'medicare' });
    state = run(state, [prompt('Q'), chunk('a', 1), message({ status: 'AGENT_STREAM_END', sessionId: 'server-s', interactionId: 'i-1' })]);
    expect(outgoingMessage(state, 'Next', 'social-security')).toEqual({
      prompt: 'Next',
      sessionId: 'server-s',
      agent: 'social-security',
      interactionId: 'i-1',
    });
    state = run(state, [message({ status: 'RESOURCES_USED', resources: [], interactionId: 'i-2' })]);
    expect(state.interactionId).toBe('i-2');
    state = run(state, [message({ error: 'e', sessionId: 'other', interactionId: 'i-3' })]);
    expect(state).toMatchObject({ sessionId: 'server-s', interactionId: 'i-2' });
  });

  it('late resources and follow-ups attach to the last answer, not to a later pro-tips answer (4.1)', () => {
    const state = run(start(), [
      prompt(),
      chunk('a', 1),
      message({ status: 'AGENT_STREAM_END' }),
      { type: 'pro-tips' },
      message({ status: 'FOLLOWUP_QUESTIONS', followup_questions: ['q1'] }),
      message({ status: 'RESOURCES_USED', resources: [{ link: 'l', title: 't' }] }),
    ]);
    expect(state.answers[0]).toMatchObject({ followups: ['q1'], resources: [{ link: 'l', title: 't' }] });
    expect(state.answers[1]).toMatchObject({ proTips: true, followups: [], resources: [] });
  });

  it('new chat clears the conversation and takes the new session id (4.1)', () => {
    const before = run(start(), [prompt(), chunk('a', 1), message({ status: 'AGENT_STREAM_END', interactionId: 'i' })]);
    const state = run(before, [{ type: 'new-chat', sessionId: 'session-2' }]);
    expect(state).toMatchObject({ sessionId: 'session-2', answers: [], streaming: false });
    expect(state.interactionId).toBeUndefined();
    expect(outgoingMessage(state, 'Q')).toEqual({ prompt: 'Q', sessionId: 'session-2', agent: 'medicare' });
    expect(last(run(state, [prompt()])).id).toBe(2);
  });

  it('new chat while streaming clears and returns to idle', () => {
    const state = run(start(), [prompt(), chunk('a', 1), { type: 'new-chat', sessionId: 'n' }]);
    expect(state.streaming).toBe(false);
    expect(run(state, [chunk('b', 2)]).answers).toEqual([]);
  });

  it('pro tips are not added again when the last answer already shows them (4.4)', () => {
    let state = run(start(), [{ type: 'pro-tips', prompt: 'Pro tips' }]);
    expect(lastAnswerIsProTips(state)).toBe(true);
    expect(last(state)).toMatchObject({ proTips: true, agent: 'pro-tips', status: 'ended', prompt: 'Pro tips' });
    expect(state.streaming).toBe(false);
    expect(chatReducer(state, { type: 'pro-tips' })).toBe(state);
    state = run(state, [prompt(), chunk('a', 1), message({ status: 'AGENT_STREAM_END' })]);
    expect(lastAnswerIsProTips(state)).toBe(false);
    state = run(state, [{ type: 'pro-tips' }]);
    expect(state.answers.map((a) => Boolean(a.proTips))).toEqual([true, false, true]);
  });

  it('answers get increasing ids', () => {
    const state = run(start(), [prompt('1'), message({ error: 'x' }), prompt('2'), message({ code: 'c' }), { type: 'pro-tips' }]);
    expect(state.answers.map((a) => a.id)).toEqual([1, 2, 3]);
  });
});

describe('Stop by the visitor, and settling (4.1)', () => {
  const start = () => initialChatState('session-1');
  const stop: ChatEvent = { type: 'stop' };
  const settled = (id: number): ChatEvent => ({ type: 'settled', id });
  const end = message({ status: 'AGENT_STREAM_END', sessionId: 'server-s', interactionId: 'i-1' });

  // The last answer's state before Stop -> its status after, and whether the page is busy after.
  const rows: Array<[string, ChatEvent[], Answer['status'] | undefined, boolean]> = [
    ['waiting for the first chunk', [prompt()], 'stopped', false],
    ['streaming', [prompt(), chunk('a', 1)], 'stopped', false],
    ['ended, still being typed out', [prompt(), chunk('a', 1), end], 'stopped', false],
    ['ended and typed out (settled)', [prompt(), chunk('a', 1), end, settled(1)], 'ended', false],
    ['pro tips still loading', [{ type: 'pro-tips' }], 'stopped', false],
    ['pro tips shown (settled)', [{ type: 'pro-tips' }, settled(1)], 'ended', false],
    ['failed', [prompt(), { type: 'connection-failed' }], 'failed', true],
    ['already stopped', [prompt(), { type: 'cancel' }], 'stopped', false],
    ['no answer at all', [], undefined, false],
  ];
  it.each(rows)('stop when the last answer is %s', (_, events, status, busyAfter) => {
    const before = run(start(), events);
    const after = run(before, [stop]);
    expect(last(after)?.status).toBe(status);
    expect(isBusy(after)).toBe(busyAfter);
    if (status !== 'stopped' || last(before)?.status === 'stopped') expect(after).toBe(before);
  });

  it('stop keeps the text so far, closes the stream state and ignores what still arrives', () => {
    const state = run(start(), [prompt(), chunk('a', 1), stop, chunk('b', 2), end]);
    expect(last(state)).toMatchObject({ status: 'stopped', text: 'a' });
    expect(state.streaming).toBe(false);
  });

  it('stop touches only the last answer', () => {
    const state = run(start(), [prompt('1'), chunk('a', 1), end, prompt('2'), stop]);
    expect(state.answers.map((a) => a.status)).toEqual(['ended', 'stopped']);
  });

  const busyRows: Array<[string, ChatEvent[], boolean]> = [
    ['nothing asked', [], false],
    ['waiting', [prompt()], true],
    ['streaming', [prompt(), chunk('a', 1)], true],
    ['ended, not yet typed out', [prompt(), chunk('a', 1), end], true],
    ['ended and settled', [prompt(), chunk('a', 1), end, settled(1)], false],
    ['failed, error not yet shown', [prompt(), { type: 'connection-failed' }], true],
    ['failed and settled', [prompt(), { type: 'connection-failed' }, settled(1)], false],
    ['pro tips loading', [{ type: 'pro-tips' }], true],
    ['stopped', [prompt(), stop], false],
    ['a new chat after a busy answer', [prompt(), chunk('a', 1), end, { type: 'new-chat', sessionId: 's2' }], false],
  ];
  it.each(busyRows)('isBusy: %s', (_, events, busy) => {
    expect(isBusy(run(start(), events))).toBe(busy);
  });

  it('settled marks only its own answer, once; an unknown id changes nothing', () => {
    const state = run(start(), [prompt('1'), chunk('a', 1), end, settled(1), prompt('2')]);
    expect(state.answers.map((a) => Boolean(a.settled))).toEqual([true, false]);
    expect(chatReducer(state, settled(1))).toBe(state);
    expect(chatReducer(state, settled(99))).toBe(state);
  });
});

describe('outgoing message (3.1, 7.1, 9.1)', () => {
  it('defaults to the medicare agent', () => {
    expect(DEFAULT_AGENT).toBe('medicare');
    expect(AGENTS).toEqual(['medicare', 'social-security', 'pro-tips']);
    expect(outgoingMessage(initialChatState('s'), 'Q').agent).toBe('medicare');
  });
});
