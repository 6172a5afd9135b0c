/**
 * The Ask chat socket (ask-and-rewards 3.1, 4.1, 7.1, 8.1) and the pro-tips fragment (2.1, 4.4,
 * 7.1).
 *
 * The socket protocol is transport-free: `createChatSession(io)` takes text frames and answers
 * through `io.send`, `io.close` and `io.schedule`, so the same session runs behind Node's `ws`
 * (emulator/node.ts), behind MSW's WebSocket interception in Storybook, and in unit tests with a
 * fake clock (`recordChat` runs one on a virtual clock).
 *
 * Client -> server, one JSON text frame per prompt:
 *   { prompt, sessionId?, agent?, interactionId? }
 *   agent: 'medicare' (default) | 'social-security' | 'pro-tips' (any case; spaces and
 *   underscores read as hyphens, 'tool-tips' is 'pro-tips'). sessionId and interactionId are the
 *   ids of the previous answer's stream end (4.1); a missing sessionId gets one from the server.
 *
 * Server -> client, per prompt:
 *   { message_chunk, sequence }            sequence 1..n (3.1), 5-25 characters, every 30-60 ms
 *   { message_chunk }                      sometimes: a stray chunk without sequence (ignore it)
 *   { status: 'AGENT_STREAM_END', sessionId, interactionId }
 *   { status: 'RESOURCES_USED', resources: [{ link, title }], sessionId, interactionId }
 *   { status: 'FOLLOWUP_QUESTIONS', followup_questions: [...], sessionId, interactionId }
 * Some answers swap neighbouring chunks; some send the resources late (after the follow-ups, once
 * the answer would have finished typing at 15 ms a character: 4.1 attaches them to the last
 * answer). Which ones is fixed by the prompt (a hash), or forced with a trigger in the prompt:
 * #out-of-order, #unsequenced, #late-resources, #plain.
 *
 * Errors (8.1):
 *   forbidden prompt (fixtures/ask/forbidden.json)  -> io.close(1006, ''); Node terminates the
 *                                                      socket so the browser reports 1006
 *   '#server-error' in the prompt                    -> two chunks, then { message: 'Internal server error', ... }
 *   '#api-error'                                     -> { error, sessionId, interactionId }
 *   '#code-error'                                    -> { code: 'RATE_LIMITED', sessionId, interactionId }
 *   not JSON, not an object, no prompt, blank prompt, wrong field types, unknown agent
 *                                                    -> { error: 'invalid request' }
 *   prompt over 800 characters without newlines (5.1) -> { error: 'prompt too long: ...', sessionId }
 * Prompts are answered one after another, in arrival order.
 */
import answersFixture from '../../fixtures/ask/answers.json' with { type: 'json' };
import forbiddenFixture from '../../fixtures/ask/forbidden.json' with { type: 'json' };
import { proTipsEmptyHtml, proTipsHostileHtml, proTipsHtml } from '../../fixtures/ask/pro-tips.ts';
import type { Router } from '../core/router.ts';
import { fail, type EmulatorResponse } from '../core/types.ts';

/** The socket path (the spec leaves the address to configuration). */
export const ASK_CHAT_PATH = '/ask/v1/chat';
/** The pro-tips path the Ask page is configured with; the fragment is at this + a suffix. */
export const PRO_TIPS_PATH = '/content/{site}/{locale}/ask/pro-tips';
/** A fragment full of hostile markup, for the sanitiser gate. */
export const PRO_TIPS_HOSTILE_PATH = '/content/{site}/{locale}/ask/pro-tips-hostile';
/** A fragment with an empty body (8.1 'returns an empty response'). */
export const PRO_TIPS_EMPTY_PATH = '/content/{site}/{locale}/ask/pro-tips-empty';
/** Web and app-variant suffixes (7.1). */
export const PRO_TIPS_SUFFIXES = ['.resource.root.html', '.resource.root.now.html'] as const;

export const AGENTS = ['medicare', 'social-security', 'pro-tips'] as const;
export type Agent = (typeof AGENTS)[number];
export const DEFAULT_AGENT: Agent = 'medicare';
/** 5.1: counted with newlines removed. */
export const MAX_PROMPT_LENGTH = 800;

export const CHAT_TRIGGERS = {
  serverError: '#server-error',
  apiError: '#api-error',
  codeError: '#code-error',
  outOfOrder: '#out-of-order',
  unsequenced: '#unsequenced',
  lateResources: '#late-resources',
  plain: '#plain',
  long: '#long',
} as const;

/** The length of the '#long' answer: the bench's 10,000-character stream (issue 7). */
export const LONG_ANSWER_LENGTH = 10_000;

/** `answer` repeated, paragraph after paragraph, and cut to exactly `length` characters (code points). */
export function longAnswer(answer: string, length: number = LONG_ANSWER_LENGTH): string {
  if (!answer) return '';
  const separator = '\\n\\n';
  const each = Array.from(answer).length + separator.length;
  const copies = Math.ceil((length + separator.length) / each);
  return Array.from(Array.from({ length: copies }, () => answer).join(separator))
    .slice(0, length)
    .join('');
}

export const SERVER_ERROR_MESSAGE = 'Internal server error';
export const API_ERROR_MESSAGE = 'The answer service is unavailable (upstream status 503)';
export const ERROR_CODE = 'RATE_LIMITED';
export const INVALID_REQUEST = 'invalid request';

export interface Resource {
  link: string;
  title: string;
}

export interface CorpusAnswer {
  id: string;
  topic: Agent;
  keywords: readonly string[];
  /** Sent exactly as written, split into chunks. */
  answer: string;
  resources: readonly Resource[];
  followups: readonly string[];
}

export interface ChatCorpus {
  answers: readonly CorpusAnswer[];
  /** The answer for a prompt that matches nothing, per topic. */
  general: Readonly<Record<Agent, CorpusAnswer>>;
}

/** fixtures/ask/answers.json (JSON types read `topic` as string; the test checks the topics). */
export const chatCorpus = answersFixture as unknown as ChatCorpus;
export const forbiddenPhrases: readonly string[] = forbiddenFixture.phrases;

export interface ChatIO {
  send(text: string): void;
  /** 1006 cannot go in a close frame: a transport closes abruptly for it (Node: terminate()). */
  close(code: number, reason: string): void;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule(ms: number, fn: () => void): () => void;
}

export interface ChatSession {
  /** A text frame from the client. */
  receive(text: string): void;
  /** The transport closed: stop everything scheduled. */
  closed(): void;
}

export interface ChatSessionOptions {
  /** Before the first message of an answer ('thinking'); default 800 ms. */
  thinkMs?: number;
  /** Between messages, inclusive range; default [30, 60] ms. */
  chunkIntervalMs?: readonly [number, number];
  /** Before late resources; default the answer's typing time at 15 ms a character, plus 500 ms. */
  lateDelayMs?: number;
  /** Ids for sessions the client did not name and for interactions; default crypto.randomUUID. */
  newId?: () => string;
  /** Socket fault: close abnormally (1006) right after the first chunk. */
  dropAfterFirstChunk?: boolean;
}

/** Timing presets, chosen by `?pace=` on the socket URL (browser tests use fast). */
export const CHAT_PACES: Readonly<Record<'fast' | 'normal' | 'slow', ChatSessionOptions>> = {
  fast: { thinkMs: 5, chunkIntervalMs: [1, 3], lateDelayMs: 60 },
  normal: {},
  slow: { thinkMs: 1500, chunkIntervalMs: [200, 300] },
};

export interface StreamShape {
  outOfOrder: boolean;
  unsequenced: boolean;
  lateResources: boolean;
}

// ---------------------------------------------------------------------------------------------
// Prompt reading

const TRIGGER_PATTERN = /#[a-z]+(?:-[a-z]+)*/g;

function normalise(prompt: string): string {
  return prompt
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutTriggers(text: string): string {
  return text.replace(TRIGGER_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function containsPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escapeRegex(phrase.toLowerCase())}($|[^a-z0-9])`).test(text);
}

function hasTrigger(text: string, trigger: string): boolean {
  return new RegExp(`${escapeRegex(trigger)}($|[^a-z-])`).test(text);
}

export function isForbidden(prompt: string): boolean {
  const text = normalise(prompt);
  return forbiddenPhrases.some((phrase) => containsPhrase(text, phrase));
}

/** The prompt's length as 5.1 counts it: without newlines. */
export function promptLength(prompt: string): number {
  return prompt.replace(/[\r\n]/g, '').length;
}

const TOPIC_NAMES: ReadonlyArray<[Agent, string]> = [
  ['medicare', 'medicare'],
  ['social-security', 'social security'],
];

/** The corpus answer for a prompt: best keyword score; a prompt that matches nothing gets the general answer. */
export function chooseAnswer(prompt: string, agent: Agent = DEFAULT_AGENT): CorpusAnswer {
  const text = withoutTriggers(normalise(prompt));
  const named = TOPIC_NAMES.filter(([, name]) => containsPhrase(text, name)).map(([topic]) => topic);
  let best: CorpusAnswer | undefined;
  let bestScore = 0;
  for (const entry of chatCorpus.answers) {
    let score = 0;
    for (const keyword of entry.keywords) if (containsPhrase(text, keyword)) score += keyword.length;
    if (score === 0) continue;
    if (named.includes(entry.topic)) score += 8;
    if (entry.topic === agent) score += 0.5;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  if (best) return best;
  const topic = named.length === 1 ? named[0]! : agent;
  return chatCorpus.general[topic];
}

/** Which irregularities an answer's stream has: forced by triggers, else fixed by the prompt. */
export function streamShape(prompt: string): StreamShape {
  const text = normalise(prompt);
  const forced = {
    outOfOrder: hasTrigger(text, CHAT_TRIGGERS.outOfOrder),
    unsequenced: hasTrigger(text, CHAT_TRIGGERS.unsequenced),
    lateResources: hasTrigger(text, CHAT_TRIGGERS.lateResources),
  };
  if (hasTrigger(text, CHAT_TRIGGERS.plain) || forced.outOfOrder || forced.unsequenced || forced.lateResources) return forced;
  const h = hash(withoutTriggers(text));
  return { outOfOrder: h % 3 === 0, unsequenced: (h >>> 8) % 4 === 0, lateResources: (h >>> 16) % 4 === 0 };
}

/** Splits `text` into chunks of 5 to 25 characters (code points), the sizes drawn from `random`. */
export function splitIntoChunks(text: string, random: () => number): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  let at = 0;
  while (at < chars.length) {
    const rest = chars.length - at;
    let size = 5 + Math.floor(random() * 21);
    if (rest - size < 5) size = rest <= 25 ? rest : rest - 5;
    chunks.push(chars.slice(at, at + size).join(''));
    at += size;
  }
  return chunks;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function readAgent(value: unknown): Agent | undefined {
  if (value === undefined || value === null || value === '') return DEFAULT_AGENT;
  if (typeof value !== 'string') return undefined;
  const name = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (name === 'tool-tips' || name === 'tooltips' || name === 'protips') return 'pro-tips';
  if (name === 'socialsecurity') return 'social-security';
  return (AGENTS as readonly string[]).includes(name) ? (name as Agent) : undefined;
}

type ChatRequest = { prompt: string; agent: Agent; sessionId: string | undefined; interactionId: string | undefined };

function readRequest(text: string): ChatRequest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  if (typeof fields.prompt !== 'string' || !fields.prompt.trim()) return undefined;
  const optionalText = (field: unknown) => field === undefined || field === null || typeof field === 'string';
  if (!optionalText(fields.sessionId) || !optionalText(fields.interactionId)) return undefined;
  const agent = readAgent(fields.agent);
  if (!agent) return undefined;
  return {
    prompt: fields.prompt,
    agent,
    sessionId: typeof fields.sessionId === 'string' && fields.sessionId ? fields.sessionId : undefined,
    interactionId: typeof fields.interactionId === 'string' && fields.interactionId ? fields.interactionId : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// The session

interface Step {
  after: number;
  run(): void;
}

function defaultId(): string {
  return globalThis.crypto.randomUUID();
}

export function createChatSession(io: ChatIO, options: ChatSessionOptions = {}): ChatSession {
  const thinkMs = options.thinkMs ?? 800;
  const [minInterval, maxInterval] = options.chunkIntervalMs ?? [30, 60];
  const newId = options.newId ?? defaultId;
  const queue: string[] = [];
  let isClosed = false;
  let busy = false;
  let cancel: (() => void) | undefined;
  let sessionId: string | undefined;

  const send = (message: unknown) => {
    if (!isClosed) io.send(JSON.stringify(message));
  };

  const stop = () => {
    isClosed = true;
    queue.length = 0;
    cancel?.();
    cancel = undefined;
  };

  const terminate = () => {
    if (isClosed) return;
    stop();
    io.close(1006, '');
  };

  const run = (steps: Step[], index: number) => {
    if (isClosed) return;
    if (index >= steps.length) {
      busy = false;
      next();
      return;
    }
    cancel = io.schedule(steps[index]!.after, () => {
      cancel = undefined;
      if (isClosed) return;
      steps[index]!.run();
      run(steps, index + 1);
    });
  };

  const next = () => {
    if (busy || isClosed || !queue.length) return;
    busy = true;
    run(plan(queue.shift()!), 0);
  };

  const plan = (text: string): Step[] => {
    const request = readRequest(text);
    if (!request) return [{ after: 0, run: () => send({ error: INVALID_REQUEST }) }];
    sessionId = request.sessionId ?? sessionId ?? newId();
    const ids = { sessionId, interactionId: newId() };
    const length = promptLength(request.prompt);
    if (length > MAX_PROMPT_LENGTH) {
      return [
        {
          after: 0,
          run: () => send({ error: `prompt too long: ${length} characters without newlines, the limit is ${MAX_PROMPT_LENGTH}`, sessionId: ids.sessionId }),
        },
      ];
    }
    if (isForbidden(request.prompt)) return [{ after: Math.min(thinkMs, 300), run: terminate }];

    const prompt = normalise(request.prompt);
    const entry = chooseAnswer(request.prompt, request.agent);
    const random = seededRandom(hash(`${withoutTriggers(prompt)}|${request.agent}`));
    const interval = () => minInterval + Math.floor(random() * (maxInterval - minInterval + 1));
    const chunks = splitIntoChunks(hasTrigger(prompt, CHAT_TRIGGERS.long) ? longAnswer(entry.answer) : entry.answer, random);
    const chunkStep = (index: number, after: number): Step => ({
      after,
      run: () => {
        send({ message_chunk: chunks[index], sequence: index + 1 });
        if (options.dropAfterFirstChunk) terminate();
      },
    });

    if (hasTrigger(prompt, CHAT_TRIGGERS.apiError)) return [{ after: thinkMs, run: () => send({ error: API_ERROR_MESSAGE, ...ids }) }];
    if (hasTrigger(prompt, CHAT_TRIGGERS.codeError)) return [{ after: thinkMs, run: () => send({ code: ERROR_CODE, ...ids }) }];
    if (hasTrigger(prompt, CHAT_TRIGGERS.serverError)) {
      return [chunkStep(0, thinkMs), chunkStep(1, interval()), { after: interval(), run: () => send({ message: SERVER_ERROR_MESSAGE, ...ids }) }];
    }

    const shape = streamShape(request.prompt);
    const order = chunks.map((_, index) => index);
    if (shape.outOfOrder) {
      for (let i = 1; i + 1 < order.length; i += 4) [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
    }
    const steps: Step[] = order.map((index, position) => chunkStep(index, position === 0 ? thinkMs : interval()));
    if (shape.unsequenced) {
      const at = Math.floor(order.length / 2);
      const stray = chunks[order[at]!]!;
      steps.splice(at + 1, 0, { after: interval(), run: () => send({ message_chunk: stray }) });
    }
    const lateDelay = options.lateDelayMs ?? Array.from(entry.answer).length * 15 + 500;
    const end: Step = { after: interval(), run: () => send({ status: 'AGENT_STREAM_END', ...ids }) };
    const resources = (after: number): Step => ({ after, run: () => send({ status: 'RESOURCES_USED', resources: entry.resources, ...ids }) });
    const followups: Step = { after: interval(), run: () => send({ status: 'FOLLOWUP_QUESTIONS', followup_questions: entry.followups, ...ids }) };
    // Late: the follow-ups come at once, the resources only after the answer has been typed out.
    steps.push(end, ...(shape.lateResources ? [followups, resources(lateDelay)] : [resources(interval()), followups]));
    return steps;
  };

  return {
    receive(text: string) {
      if (isClosed) return;
      queue.push(text);
      next();
    },
    closed() {
      stop();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Recording on a virtual clock

export interface ChatRecording {
  /** Parsed messages in arrival order. */
  messages: unknown[];
  /** The same with their virtual arrival time in ms. */
  timeline: Array<{ at: number; message: unknown }>;
  /** Set when the server closed the socket. */
  close?: { code: number; reason: string };
}

/** Sends `frames` at time 0 and runs the session on a virtual clock until nothing is scheduled. */
export function recordChat(frames: readonly string[], options: ChatSessionOptions = {}): ChatRecording {
  let now = 0;
  let counter = 0;
  const tasks: Array<{ at: number; order: number; fn: () => void }> = [];
  const recording: ChatRecording = { messages: [], timeline: [] };
  const session = createChatSession(
    {
      send(text) {
        const message: unknown = JSON.parse(text);
        recording.messages.push(message);
        recording.timeline.push({ at: now, message });
      },
      close(code, reason) {
        recording.close = { code, reason };
      },
      schedule(ms, fn) {
        const task = { at: now + ms, order: counter++, fn };
        tasks.push(task);
        return () => {
          const index = tasks.indexOf(task);
          if (index >= 0) tasks.splice(index, 1);
        };
      },
    },
    options,
  );
  for (const frame of frames) session.receive(frame);
  for (let guard = 0; tasks.length && guard < 100_000; guard += 1) {
    tasks.sort((a, b) => a.at - b.at || a.order - b.order);
    const task = tasks.shift()!;
    now = task.at;
    task.fn();
  }
  return recording;
}

// ---------------------------------------------------------------------------------------------
// HTTP routes

function fragment(html: string): EmulatorResponse {
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, raw: html };
}

const LOCALES = new Set(['en', 'es']);

export function registerChat(router: Router): void {
  const pages: ReadonlyArray<[string, (locale: 'en' | 'es') => string]> = [
    [PRO_TIPS_PATH, (locale) => proTipsHtml[locale]],
    [PRO_TIPS_HOSTILE_PATH, () => proTipsHostileHtml],
    [PRO_TIPS_EMPTY_PATH, () => proTipsEmptyHtml],
  ];
  for (const [path, html] of pages) {
    for (const suffix of PRO_TIPS_SUFFIXES) {
      router.get(`${path}${suffix}`, (_request, params) => {
        const locale = params.locale ?? '';
        return LOCALES.has(locale) ? fragment(html(locale as 'en' | 'es')) : fail(404, `no pro tips for locale ${locale}`);
      });
    }
  }
  // The socket itself is served by the transport (emulator/node.ts); plain HTTP gets a clear answer.
  router.get(ASK_CHAT_PATH, () => fail(426, `${ASK_CHAT_PATH} is a WebSocket endpoint`));
}
