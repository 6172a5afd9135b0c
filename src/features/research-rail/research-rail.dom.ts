/**
 * The research-article right rail's view (site 2.13, 9), plain DOM over the CMS's rail:
 *
 * - Below 1179 px the download link(s) (`[data-rail-download]`) and the supporting material
 *   (`[data-supporting-material]`) move into the page's tablet placeholders
 *   (`[data-tablet-placeholder="download"]` / `"supporting"`); from 1180 px they go back to their
 *   own place in the rail (a comment marks it). At exactly 1179 px they stay where they are.
 *   Focus inside a moved part stays on it.
 * - From 1180 px the rail is sticky (research-rail.css: `position: sticky`, `top` = the header's height
 *   (`--site-header-height`, set by the site header) + 40 px). The view keeps it clear of the
 *   full-width ad blocks (`[data-full-width-ad]`) that start at or below the top of its column
 *   (its parent): once an ad block's top comes within
 *   the rail's height + 24 px, the rail's `top` follows the ad block up, so it stops above it.
 *   A rail taller than the window below its offset is not sticky (`data-sticky="false"`), so its
 *   end stays reachable.
 * - Authoring mode: nothing moves and the rail is not sticky.
 */
import type { ViewProps } from '../../core/element.ts';
import type { ResearchRailConfig } from './research-rail.schema.ts';
import { FULL_WIDTH_AD_SELECTOR, isRailSticky, railFits, railPlacement, stickyOffset, stickyTop, type RailPlacement } from './research-rail.logic.ts';

interface MovablePart {
  name: 'download' | 'supporting';
  nodes: HTMLElement[];
  markers: Comment[];
  placeholder: HTMLElement | null;
}

export function enhanceResearchRail({ host, authoring }: ViewProps<ResearchRailConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;

  const part = (name: MovablePart['name'], selector: string): MovablePart => {
    const nodes = [...host.querySelectorAll<HTMLElement>(selector)];
    const placeholder = doc.querySelector<HTMLElement>(`[data-tablet-placeholder="${name}"]`);
    if (nodes.length > 0 && !placeholder && !authoring) {
      console.warn(`<research-rail> the page has no [data-tablet-placeholder="${name}"]; the ${name} part stays in the rail at every width.`);
    }
    const markers = nodes.map((node) => {
      const marker = doc.createComment(`research-rail: ${name}`);
      node.before(marker);
      return marker;
    });
    return { name, nodes, markers, placeholder };
  };
  const parts = [part('download', '[data-rail-download]'), part('supporting', '[data-supporting-material]')];

  let placement: RailPlacement = 'rail';
  const place = (next: RailPlacement) => {
    if (next === placement) return;
    const active = doc.activeElement;
    for (const { nodes, markers, placeholder } of parts) {
      if (!placeholder) continue;
      if (next === 'tablet') placeholder.append(...nodes);
      else nodes.forEach((node, index) => markers[index]!.after(node));
      placeholder.toggleAttribute('data-filled', next === 'tablet' && nodes.length > 0);
    }
    placement = next;
    host.setAttribute('data-rail-placement', next);
    if (active instanceof win.HTMLElement && active !== doc.activeElement && active.isConnected) active.focus({ preventScroll: true });
  };

  /**
   * The tops of the full-width ad blocks from where the rail's column starts down (a leaderboard
   * above the article never stops it), in px from the top of the window.
   */
  const adTops = () => {
    const columnTop = (host.parentElement ?? host).getBoundingClientRect().top;
    return [...doc.querySelectorAll<HTMLElement>(FULL_WIDTH_AD_SELECTOR)]
      .filter((ad) => !host.contains(ad))
      .map((ad) => ad.getBoundingClientRect().top)
      .filter((top) => top >= columnTop);
  };

  const unstop = () => {
    host.style.removeProperty('top');
    host.removeAttribute('data-rail-stopped');
  };

  let frame: number | undefined;
  const update = () => {
    frame = undefined;
    const width = win.innerWidth;
    if (!authoring) place(railPlacement(width, placement));
    const offset = stickyOffset(Number.parseFloat(win.getComputedStyle(root).getPropertyValue('--site-header-height')));
    const height = host.offsetHeight;
    const sticky = !authoring && isRailSticky(width) && railFits(height, win.innerHeight, offset);
    host.setAttribute('data-sticky', String(sticky));
    if (!sticky) return unstop();
    const top = stickyTop(offset, height, adTops());
    if (top < offset) {
      host.style.top = `${top}px`;
      host.setAttribute('data-rail-stopped', '');
    } else unstop();
  };
  const schedule = () => {
    if (frame === undefined) frame = win.requestAnimationFrame(update);
  };

  host.setAttribute('data-rail-placement', placement);
  update();
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule);
  const resize = typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(schedule) : undefined;
  resize?.observe(host);

  return () => {
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    resize?.disconnect();
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    place('rail');
    for (const { markers } of parts) for (const marker of markers) marker.remove();
    unstop();
    for (const name of ['data-sticky', 'data-rail-placement']) host.removeAttribute(name);
  };
}
