/**
 * The Ask page's conversation (ask-and-rewards 4.1, 4.4, 7.1, 8.1) as a React hook: the pure
 * `chatReducer` of ask.reducer.ts over `useReducer`, and one chat socket per mounted page.
 *
 * The conversation is the page's own (one page, one conversation), so it lives in the view's
 * reducer rather than in a shared nanostore: no other element reads it, and an element the
 * editor re-inserts starts a new conversation, as a reload would.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { createChatSocket, type ChatSocket } from '../../api/chat-socket.ts';
import { SERVICE_TIMEOUT_MS } from '../../api/http.ts';
import type { Agent } from '../../api/chat-protocol.ts';
import { chatReducer, initialChatState, isBusy, outgoingMessage, type ChatState } from './ask.reducer.ts';

/**
 * Decided: a connect that takes longer than the HTTP services' time limit counts as a connection
 * failure (8.1); the fault matrix fast-forwards past that one limit.
 */
export const CHAT_CONNECT_TIMEOUT_MS = SERVICE_TIMEOUT_MS;

/** 3.1: 'sessionId: a UUID created by the client'. */
export function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts (plain http on another host) have no randomUUID: a v4 UUID by hand.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Chat {
  state: ChatState;
  /** 4.1 Streaming: isBusy(state). */
  busy: boolean;
  /** 4.1: sends a prompt (ignored while streaming or blank); a failed connect becomes 8.1 'connection failure'. */
  ask(prompt: string, agent: Agent): void;
  /** 4.1 Stop: closes the socket and stops the last answer, streaming or still being shown. */
  stop(): void;
  /** The page finished showing answer `id` (typed out, pro tips loaded, error shown). */
  settled(id: number): void;
  /** 4.1 Start new chat: closes the socket, clears the conversation, new sessionId. */
  newChat(): void;
  /** 4.4: adds a pro-tips answer (the view fetches the fragment); ignored as the reducer says. */
  proTips(prompt: string): void;
}

export function useChat(endpoint: string | undefined): Chat {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(newSessionId()));
  const stateRef = useRef(state);
  stateRef.current = state;
  const asking = useRef(false);
  // Any committed change after an ask (the prompt itself, or its failure) lets the next one in.
  useEffect(() => {
    asking.current = false;
  }, [state]);
  const socketRef = useRef<ChatSocket | undefined>(undefined);

  const socket = useCallback((): ChatSocket | undefined => {
    if (!endpoint) return undefined;
    socketRef.current ??= createChatSocket({
      url: endpoint,
      connectTimeoutMs: CHAT_CONNECT_TIMEOUT_MS,
      onMessage: (message) => dispatch({ type: 'message', message }),
      onClose: (code, reason) => dispatch({ type: 'closed', code, reason }),
    });
    return socketRef.current;
  }, [endpoint]);

  useEffect(
    () => () => {
      socketRef.current?.dispose();
      socketRef.current = undefined;
    },
    [endpoint],
  );

  const ask = useCallback(
    (prompt: string, agent: Agent) => {
      const current = stateRef.current;
      if (current.streaming || asking.current || !prompt.trim()) return;
      const message = outgoingMessage(current, prompt, agent);
      // The conversation's first render (suggestions out, response area and answer in) is the
      // page's biggest: as a transition React renders it in slices instead of one long task
      // after the click (bench). Until it has rendered, `asking` keeps a second click out.
      asking.current = true;
      startTransition(() => dispatch({ type: 'prompt', prompt, agent }));
      const chat = socket();
      if (!chat) {
        dispatch({ type: 'connection-failed' });
        return;
      }
      chat.send(message).catch(() => dispatch({ type: 'connection-failed' }));
    },
    [socket],
  );

  const stop = useCallback(() => {
    socketRef.current?.close();
    dispatch({ type: 'stop' });
  }, []);

  const settled = useCallback((id: number) => dispatch({ type: 'settled', id }), []);

  const newChat = useCallback(() => {
    socketRef.current?.close();
    dispatch({ type: 'new-chat', sessionId: newSessionId() });
  }, []);

  const proTips = useCallback((prompt: string) => dispatch({ type: 'pro-tips', prompt }), []);

  return { state, busy: isBusy(state), ask, stop, settled, newChat, proTips };
}
