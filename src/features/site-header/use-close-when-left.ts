import { useEffect } from 'react';
import { useLatest } from '../../core/react-view.tsx';
import type { Disclosure } from '../../core/ui/disclosure.tsx';
import { closeWhenLeft } from './site-header.browser.ts';

/**
 * A header menu closes when the visitor leaves `parts` (a press outside, focus moving out),
 * without moving focus (site-header.browser.ts `closeWhenLeft`).
 */
export function useCloseWhenLeft(disclosure: Disclosure, parts: readonly HTMLElement[]): void {
  const latest = useLatest(disclosure);
  const [first, second] = parts;
  useEffect(() => {
    const abort = new AbortController();
    closeWhenLeft(
      () => latest.current.expanded,
      () => latest.current.close(),
      [first, second].filter((part): part is HTMLElement => part !== undefined),
      abort.signal,
    );
    return () => abort.abort();
  }, [latest, first, second]);
}
