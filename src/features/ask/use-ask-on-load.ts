/**
 * The Ask page's arrival (ask-and-rewards 2.1 Focus, 2.2), once per mounted page: the query's
 * source_section goes to the data layer, the question an entry widget handed over (stored, or in
 * the address fragment: takeHandedOffQuestion) is asked, and the question box takes focus, except at
 * 767 px or less and when the visitor (or another Ask page) already has focus somewhere else.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLatest } from '../../core/react-view.tsx';
import { pushSourceSection, takeHandedOffQuestion } from './ask-page.browser.ts';
import { autoFocusInput } from './ask.logic.ts';

export function useAskOnLoad(ask: (question: string) => void, input: RefObject<HTMLTextAreaElement | null>): void {
  const latest = useLatest(ask);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    pushSourceSection();
    const question = takeHandedOffQuestion();
    if (question) latest.current(question);
    const focused = document.activeElement;
    const elsewhere = focused !== null && focused !== document.body;
    if (autoFocusInput(window.innerWidth) && !elsewhere) input.current?.focus({ preventScroll: true });
  }, [input, latest]);
}
