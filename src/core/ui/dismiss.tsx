/**
 * Dismissible page parts in React views (banners, the close-container): the close control, and
 * closing the element itself for this page view. Where focus goes when a part the visitor was in
 * goes away, and keeping focus clear of a fixed part, are framework-free (core/dom/dismiss.ts).
 */
import { useLayoutEffect, useState } from 'react';
import { closeForThisView, hideClosedPart, wasClosedThisView } from '../dom/dismiss.ts';

export interface CloseButtonProps {
  /** The accessible name (translated); the visible × is hidden from assistive technology. */
  label: string;
  /** Added to `dismiss-close` (a 44 x 44 px target with a visible focus ring). */
  className?: string;
  onClick: () => void;
}

export function CloseButton({ label, className, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={className ? `dismiss-close ${className}` : 'dismiss-close'} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{'\u00d7'}</span>
    </button>
  );
}

/**
 * The element `host` as a part the visitor can close for this page view: `closed` is true once
 * closed (also when the CMS editor re-inserts it later in the same page view); `close()` hides
 * the host, moving focus on first when it was inside.
 */
export function useClosableHost(host: HTMLElement): { closed: boolean; close: () => void } {
  const [closed, setClosed] = useState(() => wasClosedThisView(host));
  useLayoutEffect(() => hideClosedPart(host), [closed, host]);
  return {
    closed,
    close: () => {
      closeForThisView(host);
      setClosed(true);
    },
  };
}
