/**
 * The member strip's links (site 3.7): the address and ids the rules give (member-strip.logic.ts),
 * text only as text, and a click that pushes the link's analytics id to the data layer
 * (member-strip.browser.ts). A link with nothing safe to point at, or no text, is left out.
 */
import type { MouseEvent, ReactNode } from 'react';
import { stripLinkHref, stripLinkIds, type StripLinkTargets } from './member-strip.logic.ts';
import { trackStripClick } from './member-strip.browser.ts';
import type { MemberStripConfig, StripLink } from './member-strip.schema.ts';

export interface LinkOptions {
  fallback?: string;
  className?: string;
  /** Overrides the link's own analytics id (the join button shown to non-members). */
  analyticsId?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Renders a configured link of the strip, or null when it has no address or no text. */
export type LinkTo = (link: StripLink, text: string, options?: LinkOptions) => ReactNode;

/** The strip's `linkTo` for this configuration and these targets. */
export function stripLinks(config: MemberStripConfig, targets: Omit<StripLinkTargets, 'fallback'>): LinkTo {
  return (link, text, options = {}) => {
    const href = stripLinkHref(config, link, { ...targets, fallback: options.fallback });
    if (!href || !text.trim()) return null;
    const ids = stripLinkIds(config, link);
    const analyticsId = options.analyticsId ?? ids.analyticsId;
    return (
      <a
        className={options.className}
        href={href}
        data-analytics-id={analyticsId}
        onClick={(event) => {
          trackStripClick({ analyticsId, campaignId: ids.campaignId }, text, href);
          options.onClick?.(event);
        }}
      >
        {text}
      </a>
    );
  };
}
