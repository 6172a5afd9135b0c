/**
 * The Ask chat socket's wire protocol (ask-and-rewards 7.1, 8.1, 9.1): the agents, and what one
 * received frame means (`readChatMessage`). It lives with the socket client (chat-socket.ts)
 * because it is the service's contract; how a conversation moves on these messages is the Ask
 * feature's reducer (src/features/ask/ask.reducer.ts).
 */
import { describeError } from '../core/error-text.ts';

// ---------------------------------------------------------------------------------------------
// Constants (9.1)

/** 9.1 'Agents: medicare, social security, pro tips', as the socket spells them (7.1). */
export const AGENTS = ['medicare', 'social-security', 'pro-tips'] as const;
export type Agent = (typeof AGENTS)[number];
/** 3.1, 9.1: 'agent: default medicare'. */
export const DEFAULT_AGENT: Agent = 'medicare';

// ---------------------------------------------------------------------------------------------
// Received messages (3.1, 7.1, 8.1)

export interface Resource {
  link: string;
  title: string;
}

/** One received frame, read (3.1 entities, 7.1 'Receives', 8.1 error rows). */
export type ChatMessage =
  /** 3.1 stream chunk; `sequence` is a positive integer (sequences start at 1). */
  | { kind: 'chunk'; text: string; sequence: number }
  /** 8.1 'Chunk without a sequence: ignored' (also a sequence that is not a positive integer). */
  | { kind: 'unsequenced' }
  /** 3.1 stream end: status 'AGENT_STREAM_END'. */
  | { kind: 'end'; sessionId?: string; interactionId?: string }
  /** 3.1 resources used: status 'RESOURCES_USED'; entries without string link and title dropped. */
  | { kind: 'resources'; resources: Resource[]; sessionId?: string; interactionId?: string }
  /** 3.1 follow-up questions: status 'FOLLOWUP_QUESTIONS'; entries that are not strings dropped. */
  | { kind: 'followups'; questions: string[] }
  /** 8.1 'Message containing server error: ends the stream quietly'. */
  | { kind: 'server-error' }
  /** 8.1 'Message with an error field'. */
  | { kind: 'api-error'; error: string }
  /** 8.1 'Message with a code'. */
  | { kind: 'code-error'; code: string }
  /** Not JSON, not an object, or a shape the protocol does not know. */
  | { kind: 'unknown'; raw: unknown };

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ids(fields: Fields): { sessionId?: string; interactionId?: string } {
  const out: { sessionId?: string; interactionId?: string } = {};
  if (typeof fields.sessionId === 'string' && fields.sessionId) out.sessionId = fields.sessionId;
  if (typeof fields.interactionId === 'string' && fields.interactionId) out.interactionId = fields.interactionId;
  return out;
}

function isResource(value: unknown): value is Resource {
  return isObject(value) && typeof value.link === 'string' && typeof value.title === 'string';
}

/**
 * Reads one received frame. A string is parsed as JSON; an already parsed object is read as is
 * (recorded streams). Never throws: anything unreadable is `{ kind: 'unknown', raw }`.
 *
 * Precedence, for a frame carrying several fields: a `message_chunk` string is a chunk; then
 * `status`; then the 8.1 error rows in the catalogue's order (message with 'server error',
 * `error`, `code`). A `message` without 'server error' and no error or code is unknown.
 */
export function readChatMessage(raw: unknown): ChatMessage {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: 'unknown', raw };
    }
  }
  if (!isObject(value)) return { kind: 'unknown', raw };

  if (typeof value.message_chunk === 'string') {
    const sequence = value.sequence;
    return typeof sequence === 'number' && Number.isInteger(sequence) && sequence > 0
      ? { kind: 'chunk', text: value.message_chunk, sequence }
      : { kind: 'unsequenced' };
  }
  switch (value.status) {
    case 'AGENT_STREAM_END':
      return { kind: 'end', ...ids(value) };
    case 'RESOURCES_USED':
      return Array.isArray(value.resources)
        ? { kind: 'resources', resources: value.resources.filter(isResource).map(({ link, title }) => ({ link, title })), ...ids(value) }
        : { kind: 'unknown', raw };
    case 'FOLLOWUP_QUESTIONS':
      return Array.isArray(value.followup_questions)
        ? { kind: 'followups', questions: value.followup_questions.filter((q): q is string => typeof q === 'string') }
        : { kind: 'unknown', raw };
  }
  if (typeof value.message === 'string' && /server error/i.test(value.message)) return { kind: 'server-error' };
  if (value.error !== undefined && value.error !== null) return { kind: 'api-error', error: describeError(value.error) };
  if (typeof value.code === 'string' || typeof value.code === 'number') return { kind: 'code-error', code: String(value.code) };
  return { kind: 'unknown', raw };
}
