/**
 * The co-browse link (site 2.14). The CMS renders the link; this only decides whether it may
 * stay: enabled by the footer and inside office hours, else it is removed. An open page checks
 * again every minute, so the link leaves when the office closes. In authoring mode the link
 * always stays, so the author can see and edit it.
 */
import { now } from '../../core/clock.ts';
import type { ViewProps } from '../../core/element.ts';
import type { CobrowseConfig } from './cobrowse.schema.ts';
import { isCobrowseOpen } from './cobrowse.logic.ts';

export const COBROWSE_RECHECK_MS = 60_000;

export function enhanceCobrowseLink({ host, config, t, authoring }: ViewProps<CobrowseConfig>): (() => void) | void {
  const link = host.querySelector('a');
  if (link && !link.textContent?.trim()) {
    // Swap only the blank text, so comment markers a template engine keeps in the link survive.
    for (const node of [...link.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
    link.append(t(config.label));
  }
  if (authoring) return;
  const open = () => config.enabled && link !== null && isCobrowseOpen(now());
  if (!open()) {
    host.remove();
    return;
  }
  const timer = setInterval(() => {
    if (!open()) host.remove();
  }, COBROWSE_RECHECK_MS);
  return () => clearInterval(timer);
}
