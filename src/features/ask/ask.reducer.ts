/**
 * How an Ask conversation moves (ask-and-rewards 3.1, 4.1, 4.4, 8.1): `chatReducer` folds the
 * socket's messages (src/api/chat-protocol.ts) and the visitor's actions into the conversation
 * state, and `outgoingMessage` is what the page sends. Pure: no DOM, no React, no socket.
 *
 * `Answer.text` is the raw answer text: escaped '\n' sequences and list markers are left for the
 * renderer (4.2), and the typing-out at one character per tick (4.2, 9.1) is the view's job.
 */
import { DEFAULT_AGENT, type Agent, type ChatMessage, type Resource } from '../../api/chat-protocol.ts';

// ---------------------------------------------------------------------------------------------
// Conversation state (3.1 'Conversation state kept by the page', 4.1)

export type AnswerStatus = 'waiting' | 'streaming' | 'ended' | 'stopped' | 'failed';

export interface AnswerError {
  /**
   * forbidden: 8.1 socket closed 1006 with an empty reason; api-error: 8.1 error field;
   * code-error: 8.1 code (which text: not shown, the view decides); connection: 8.1 connection
   * failure on submit, or any other close while the answer is open.
   */
  kind: 'forbidden' | 'api-error' | 'code-error' | 'connection';
  /** The server's error text, the code, or the close code and reason. Not for display as is. */
  detail?: string;
}

export interface Answer {
  /** A local counter, unique for the page's lifetime (a stable key for the view). */
  readonly id: number;
  readonly prompt: string;
  readonly agent: Agent;
  /** Every sequenced chunk received, by sequence (4.2 'put in order by sequence'). */
  readonly chunks: Readonly<Record<number, string>>;
  /**
   * The answer text in sequence order: while streaming, chunks 1..n up to the first gap; when the
   * server ends the answer (stream end, server error) any chunks past a gap follow in order.
   * It only ever grows by appending, so the view can type out just the new tail.
   */
  readonly text: string;
  /** The next sequence `text` waits for. */
  readonly nextSequence: number;
  /** waiting: sent, nothing received (thinking indicator); streaming: chunks arriving. */
  readonly status: AnswerStatus;
  readonly error?: AnswerError;
  readonly resources: readonly Resource[];
  readonly followups: readonly string[];
  /** 4.4: an answer that shows the pro-tips fragment (fetched by the view, 7.1), not streamed. */
  readonly proTips?: boolean;
  /**
   * The page has finished showing it: typed out to the end (4.1 'complete only once all queued
   * typing has finished'), its pro tips loaded or failed, or its error shown. Until then the page
   * stays busy (isBusy) and the visitor can stop it.
   */
  readonly settled?: boolean;
}

export interface ChatState {
  /** 3.1 'a UUID created by the client'; replaced by the one received with a stream end (4.1). */
  readonly sessionId: string;
  /** 4.1: received with the stream end (or resources), sent with the next prompt. */
  readonly interactionId?: string;
  readonly answers: readonly Answer[];
  /** 4.1 Streaming: the last answer is waiting or streaming (new submissions ignored). */
  readonly streaming: boolean;
  /** The last answer id handed out; survives a new chat so view keys never repeat. */
  readonly lastId: number;
}

export type ChatEvent =
  /** 4.1 'Starts when a prompt is submitted'; ignored while streaming or when blank. */
  | { type: 'prompt'; prompt: string; agent: Agent }
  | { type: 'message'; message: ChatMessage }
  /** The socket closed without us closing it (8.1 1006 row; other closes are connection errors). */
  | { type: 'closed'; code: number; reason: string }
  /** 8.1 'Connection failure on submit'. */
  | { type: 'connection-failed' }
  /** 4.1 Cancel: the open answer is stopped (the caller closes the socket). */
  | { type: 'cancel' }
  /**
   * 4.1 Stop, pressed by the visitor: the last answer stops where it is, whether the socket is
   * still sending it or the page is still typing it out (or loading its pro tips); what was shown
   * stays. Ignored once it has settled, failed or stopped. The caller closes the socket.
   */
  | { type: 'stop' }
  /** The page finished showing answer `id` (see Answer.settled). */
  | { type: 'settled'; id: number }
  /** 4.1 Start new chat: clears the conversation, new sessionId (the caller closes the socket). */
  | { type: 'new-chat'; sessionId: string }
  /** 4.4 A pro-tips answer; ignored when the last answer already shows pro tips, or while streaming. */
  | { type: 'pro-tips'; prompt?: string };

export function initialChatState(sessionId: string): ChatState {
  return { sessionId, answers: [], streaming: false, lastId: 0 };
}

/**
 * 4.1 Streaming: new questions, topics, chips, tiles and 'Start new chat' wait while the last
 * answer streams, and until the page has finished showing it, unless it was stopped.
 */
export function isBusy(state: ChatState): boolean {
  const last = state.answers.at(-1);
  return state.streaming || (last !== undefined && !last.settled && last.status !== 'stopped');
}

/** 4.4: pro tips are not fetched again if the last answer already shows them. */
export function lastAnswerIsProTips(state: ChatState): boolean {
  return state.answers.at(-1)?.proTips === true;
}

function isOpen(answer: Answer | undefined): answer is Answer {
  return answer?.status === 'waiting' || answer?.status === 'streaming';
}

function newAnswer(id: number, prompt: string, agent: Agent, status: AnswerStatus, proTips?: boolean): Answer {
  return { id, prompt, agent, chunks: {}, text: '', nextSequence: 1, status, resources: [], followups: [], ...(proTips ? { proTips } : {}) };
}

/** Adds a chunk; duplicates of a sequence are ignored; contiguous chunks are appended to `text`. */
function addChunk(answer: Answer, text: string, sequence: number): Answer {
  if (sequence in answer.chunks) return answer;
  const chunks = { ...answer.chunks, [sequence]: text };
  let next = answer.nextSequence;
  let appended = answer.text;
  while (next in chunks) appended += chunks[next++];
  return { ...answer, chunks, text: appended, nextSequence: next, status: 'streaming' };
}

/** The server ended the answer: chunks past a gap will not be filled any more, so follow in order. */
function settle(answer: Answer): Answer {
  const rest = Object.keys(answer.chunks)
    .map(Number)
    .filter((s) => s >= answer.nextSequence)
    .sort((a, b) => a - b);
  const text = rest.reduce((text, s) => text + answer.chunks[s], answer.text);
  return { ...answer, text, nextSequence: rest.length ? rest.at(-1)! + 1 : answer.nextSequence, status: 'ended' };
}

function fail(answer: Answer, error: AnswerError): Answer {
  return { ...answer, status: 'failed', error };
}

/** Replaces the answer at `index` and recomputes `streaming`. */
function withAnswer(state: ChatState, index: number, answer: Answer): ChatState {
  const answers = state.answers.map((a, i) => (i === index ? answer : a));
  return { ...state, answers, streaming: isOpen(answers.at(-1)) };
}

/** The open answer (the last one, when waiting or streaming), or -1. */
function openIndex(state: ChatState): number {
  return isOpen(state.answers.at(-1)) ? state.answers.length - 1 : -1;
}

/** 4.1: sources and follow-ups go to the open answer, else the last socket answer (not pro tips). */
function targetIndex(state: ChatState): number {
  return state.answers.findLastIndex((a) => !a.proTips);
}

/** 4.1: keep the ids received with a stream end (and resources) for the next prompt. */
function keepIds(state: ChatState, received: { sessionId?: string; interactionId?: string }): ChatState {
  const sessionId = received.sessionId ?? state.sessionId;
  const interactionId = received.interactionId ?? state.interactionId;
  if (sessionId === state.sessionId && interactionId === state.interactionId) return state;
  return { ...state, sessionId, ...(interactionId ? { interactionId } : {}) };
}

function onMessage(state: ChatState, message: ChatMessage): ChatState {
  if (!state.answers.length) return state;
  const open = openIndex(state);
  const current = state.answers[open];
  switch (message.kind) {
    case 'chunk':
      return current ? withAnswer(state, open, addChunk(current, message.text, message.sequence)) : state;
    case 'end': {
      const kept = keepIds(state, message);
      return current ? withAnswer(kept, open, settle(current)) : kept;
    }
    case 'resources':
    case 'followups': {
      const index = targetIndex(state);
      const target = state.answers[index];
      if (!target) return state;
      const patch = message.kind === 'resources' ? { resources: message.resources } : { followups: message.questions };
      const next = withAnswer(state, index, { ...target, ...patch });
      return message.kind === 'resources' ? keepIds(next, message) : next;
    }
    case 'server-error':
      return current ? withAnswer(state, open, settle(current)) : state;
    case 'api-error':
      return current ? withAnswer(state, open, fail(current, { kind: 'api-error', detail: message.error })) : state;
    case 'code-error':
      return current ? withAnswer(state, open, fail(current, { kind: 'code-error', detail: message.code })) : state;
    case 'unsequenced':
    case 'unknown':
      return state;
  }
}

/**
 * The conversation as a pure accumulator: returns a new state for a change and the same state
 * object when an event changes nothing. Never throws.
 */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  const open = openIndex(state);
  const current = state.answers[open];
  switch (event.type) {
    case 'prompt': {
      if (state.streaming || !event.prompt.trim()) return state;
      const id = state.lastId + 1;
      return { ...state, lastId: id, answers: [...state.answers, newAnswer(id, event.prompt, event.agent, 'waiting')], streaming: true };
    }
    case 'pro-tips': {
      if (state.streaming || lastAnswerIsProTips(state)) return state;
      const id = state.lastId + 1;
      return { ...state, lastId: id, answers: [...state.answers, newAnswer(id, event.prompt ?? '', 'pro-tips', 'ended', true)] };
    }
    case 'message':
      return onMessage(state, event.message);
    case 'closed': {
      if (!current) return state;
      const forbidden = event.code === 1006 && event.reason === '';
      const error: AnswerError = forbidden ? { kind: 'forbidden' } : { kind: 'connection', detail: `${event.code} ${event.reason}`.trim() };
      return withAnswer(state, open, fail(current, error));
    }
    case 'connection-failed':
      return current ? withAnswer(state, open, fail(current, { kind: 'connection' })) : state;
    case 'cancel':
      return current ? withAnswer(state, open, { ...current, status: 'stopped' }) : state;
    case 'stop': {
      const index = state.answers.length - 1;
      const last = state.answers[index];
      if (!last || last.settled || last.status === 'stopped' || last.status === 'failed') return state;
      return withAnswer(state, index, { ...last, status: 'stopped' });
    }
    case 'settled': {
      const index = state.answers.findIndex((answer) => answer.id === event.id);
      const answer = state.answers[index];
      return answer && !answer.settled ? withAnswer(state, index, { ...answer, settled: true }) : state;
    }
    case 'new-chat':
      return { ...initialChatState(event.sessionId), lastId: state.lastId };
  }
}

// ---------------------------------------------------------------------------------------------
// Sent messages (3.1, 7.1, 4.1)

export interface OutgoingMessage {
  prompt: string;
  sessionId: string;
  agent: Agent;
  /** 4.1: the interactionId of the last stream end, once there is one. */
  interactionId?: string;
}

/** 7.1 'Sends {prompt, sessionId, agent}', plus the kept interactionId (4.1). */
export function outgoingMessage(state: ChatState, prompt: string, agent: Agent = DEFAULT_AGENT): OutgoingMessage {
  return { prompt, sessionId: state.sessionId, agent, ...(state.interactionId ? { interactionId: state.interactionId } : {}) };
}
