/**
 * An answer's text typed out (ask-and-rewards 2.1, 4.2, 9.1) by one `createAnswerWriter`
 * (answer-text.dom.ts) into `box`, an element React renders empty and never touches again: each
 * render feeds the writer only the new tail of the ordered text, so a finished block is appended
 * once and never re-rendered. A stopped or failed answer stops the typing where it is.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../../core/react-view.tsx';
import { createAnswerWriter, type AnswerWriter } from './answer-text.dom.ts';
import { prefersReducedMotion } from './ask-page.browser.ts';
import type { Answer } from './ask.reducer.ts';

export interface AnswerWriterOptions {
  box: RefObject<HTMLElement | null>;
  /** 9.1: per character; shown at once with reduced motion. */
  tickMs: number;
  /** A block is finished (for the live region: each block is announced once). */
  onBlock(text: string): void;
  /** The text grew (for the pinned scroll). */
  onChange(): void;
}

/** Whether everything received so far has been typed out. `enabled` is false for pro-tips answers. */
export function useAnswerWriter(answer: Pick<Answer, 'text' | 'status'>, enabled: boolean, options: AnswerWriterOptions): boolean {
  const writer = useRef<AnswerWriter | undefined>(undefined);
  const written = useRef(0);
  const [typed, setTyped] = useState(false);
  const latest = useLatest(options);
  const { tickMs } = options;

  useEffect(() => {
    const box = latest.current.box.current;
    if (!enabled || !box) return;
    const created = createAnswerWriter(box, {
      tickMs,
      reducedMotion: prefersReducedMotion(),
      onBlock: (element) => latest.current.onBlock(element.textContent ?? ''),
      onChange: () => latest.current.onChange(),
      onIdle: () => setTyped(true),
    });
    writer.current = created;
    return () => created.stop();
  }, [enabled, tickMs, latest]);

  useEffect(() => {
    const current = writer.current;
    if (!current) return;
    if (answer.status === 'stopped' || answer.status === 'failed') {
      current.stop();
      return;
    }
    if (answer.text.length > written.current) {
      current.write(answer.text.slice(written.current));
      written.current = answer.text.length;
    }
    if (answer.status === 'ended') current.end();
  }, [answer.text, answer.status]);

  return typed;
}
