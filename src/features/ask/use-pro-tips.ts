/**
 * A pro-tips answer's fragment (ask-and-rewards 4.4, 7.1, 8.1): fetched once through
 * src/api/pro-tips.ts, sanitised by core/dom/sanitise.ts with the answer-link rule, and put into
 * `box` (an element React renders empty and never touches again).
 *
 * Decided: only an HTML answer with at least one element and some text counts; anything else,
 * a failure, or no answer within the services' time limit is the pro-tips error. An answer that
 * goes away (new chat, unmount) aborts the call quietly.
 */
import { useEffect, useState, type RefObject } from 'react';
import { fetchProTips } from '../../api/pro-tips.ts';
import { sanitiseFragment } from '../../core/dom/sanitise.ts';
import { useLatest } from '../../core/react-view.tsx';
import { answerLink, type AnswerLinkContext } from './ask.logic.ts';

export type ProTipsStatus = 'loading' | 'shown' | 'failed';

export interface ProTipsOptions {
  /** The fragment's address (proTipsUrl); undefined is a failure at once. */
  url: string | undefined;
  links: AnswerLinkContext;
  box: RefObject<HTMLElement | null>;
  /** The fragment is in the box. */
  onShown(box: HTMLElement): void;
  onFailed(): void;
}

/** The status of the fragment for an answer that shows pro tips (`enabled`); 'loading' otherwise. */
export function useProTips(enabled: boolean, options: ProTipsOptions): ProTipsStatus {
  const [status, setStatus] = useState<ProTipsStatus>('loading');
  const latest = useLatest(options);
  const { url, links } = options;

  useEffect(() => {
    if (!enabled) return;
    const failed = () => {
      setStatus('failed');
      latest.current.onFailed();
    };
    if (!url) {
      failed();
      return;
    }
    const controller = new AbortController();
    fetchProTips(url, { signal: controller.signal })
      .then((html) => {
        if (controller.signal.aborted) return;
        const fragment = html.trim() ? sanitiseFragment(html, { link: (href) => answerLink(href, links) }) : undefined;
        const box = latest.current.box.current;
        if (!fragment || !box || !fragment.firstElementChild || !(fragment.textContent ?? '').trim()) return failed();
        box.replaceChildren(fragment);
        setStatus('shown');
        latest.current.onShown(box);
      })
      .catch(() => {
        if (!controller.signal.aborted) failed();
      });
    return () => controller.abort();
  }, [enabled, url, links, latest]);

  return status;
}
