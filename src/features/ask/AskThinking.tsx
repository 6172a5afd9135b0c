/**
 * The thinking indicator of an answer that has not started (ask-and-rewards 2.1, 9.1): the four
 * THINKING_MESSAGES of ask.logic.ts in order, the next every THINKING_ROTATE_MS until each was
 * shown once, then the last stays. A status role, so screen readers hear each message.
 */
import { useEffect, useState } from 'react';
import type { Translate } from '../../core/i18n.ts';
import { THINKING_MESSAGES, THINKING_ROTATE_MS } from './ask.logic.ts';

export function AskThinking({ t }: { t: Translate }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index >= THINKING_MESSAGES.length - 1) return;
    const timer = setTimeout(() => setIndex((i) => i + 1), THINKING_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [index]);
  return (
    <p className="ask-page__thinking" role="status">
      <span className="ask-page__thinking-dots" aria-hidden="true" />
      {t(THINKING_MESSAGES[index]!)}
    </p>
  );
}
