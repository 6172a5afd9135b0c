/**
 * An answer's text typed out (ask-and-rewards 2.1, 4.2, 9.1): one answer writer
 * (answer-writer.ts) per answer, fed only the new tail of the ordered text on each render, ended
 * when the stream ends and stopped when the answer is stopped or fails (typing stops where it is).
 * AskAnswerText.tsx renders what the writer shows; the answer itself only hears when everything
 * has been typed (`typed`), not every character.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createAnswerWriter, type AnswerWriter } from './answer-writer.ts';
import { prefersReducedMotion } from './ask-page.browser.ts';
import type { Answer } from './ask.reducer.ts';

const noSubscription = () => () => undefined;
const notTyped = () => false;

/**
 * The answer's writer (undefined when `enabled` is false: pro-tips answers) and whether
 * everything received has been typed out after the stream ended (4.1). `tickMs`: 9.1, per
 * character, read when the answer starts; reduced motion shows the text at once.
 */
export function useAnswerWriter(
  answer: Pick<Answer, 'text' | 'status'>,
  enabled: boolean,
  tickMs: number,
): { writer: AnswerWriter | undefined; typed: boolean } {
  const [writer] = useState(() => (enabled ? createAnswerWriter({ tickMs, reducedMotion: prefersReducedMotion() }) : undefined));
  const written = useRef(0);
  const typed = useSyncExternalStore(writer?.subscribe ?? noSubscription, writer ? () => writer.snapshot().idle : notTyped);

  useEffect(() => {
    if (!writer) return;
    if (answer.status === 'stopped' || answer.status === 'failed') {
      writer.stop();
      return;
    }
    if (answer.text.length > written.current) {
      writer.write(answer.text.slice(written.current));
      written.current = answer.text.length;
    }
    if (answer.status === 'ended') writer.end();
  }, [writer, answer.text, answer.status]);

  // An answer that leaves the page (a new chat) stops typing.
  useEffect(() => (writer ? () => writer.stop() : undefined), [writer]);

  return { writer, typed };
}
