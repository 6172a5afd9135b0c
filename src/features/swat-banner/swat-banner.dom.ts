/**
 * The swat banner's view (site 2.13, 9), plain DOM over the CMS's banner.
 *
 * - A close control (44 px target, accessible name 'Close banner'): the banner goes for this
 *   page view (not remembered: the spec remembers only the promo banner), focus moves to what
 *   follows it.
 * - The mobile image (`img[data-mobile-image]`) shows at 767 px or less and the desktop image
 *   (its `img` sibling) above, by CSS, before and after the upgrade. 2000 ms after the start the
 *   mobile image is synced with the desktop image (swat-banner.logic.ts): when the desktop image
 *   was swapped since the page was rendered, the mobile image takes its picture and text
 *   alternative, keeping its own box (its rendered aspect ratio is pinned and the picture
 *   covers it), so the sync moves nothing. The result is `data-mobile-synced` on the element
 *   ('true' changed, 'false' nothing to change).
 * - Authoring mode: no control, no sync.
 */
import type { ViewProps } from '../../core/element.ts';
import { closableForThisView } from '../../core/dom/dismiss.ts';
import type { SwatBannerConfig } from './swat-banner.schema.ts';
import { SYNC_DELAY_MS, syncedMobile, type ImageFacts } from './swat-banner.logic.ts';

const facts = (img: HTMLImageElement): ImageFacts => ({
  src: img.getAttribute('src') ?? '',
  srcset: img.getAttribute('srcset') ?? '',
  alt: img.getAttribute('alt') ?? '',
});

/** The desktop image: the mobile image's nearest `img` sibling (before it, else after it). */
function desktopImage(mobile: HTMLImageElement): HTMLImageElement | undefined {
  const siblings = [...(mobile.parentElement?.children ?? [])].filter((node): node is HTMLImageElement => node instanceof HTMLImageElement && node !== mobile);
  const before = siblings.filter((img) => img.compareDocumentPosition(mobile) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.at(-1) ?? siblings[0];
}

export function enhanceSwatBanner({ host, config, t, authoring }: ViewProps<SwatBannerConfig>): (() => void) | void {
  if (authoring) return;
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const stopClose = closableForThisView(host, t(config.closeText), 'swat-banner__close');
  if (host.hidden) return stopClose;

  const mobile = host.querySelector<HTMLImageElement>('img[data-mobile-image]');
  const desktop = mobile ? desktopImage(mobile) : undefined;
  if (!mobile) console.warn('<swat-banner> has no img[data-mobile-image]; nothing to sync.');
  else if (!desktop) console.warn('<swat-banner> has no desktop img beside its img[data-mobile-image]; nothing to sync.');
  const atStart = desktop ? facts(desktop) : undefined;

  const sync = () => {
    timer = undefined;
    if (!mobile || !desktop || !atStart) return;
    const next = syncedMobile(atStart, facts(desktop), facts(mobile));
    if (!next) {
      host.setAttribute('data-mobile-synced', 'false');
      return;
    }
    // Keep the box the mobile image has now: a different picture must not change its height.
    const box = mobile.getBoundingClientRect();
    const width = box.width || Number(mobile.getAttribute('width')) || 0;
    const height = box.height || Number(mobile.getAttribute('height')) || 0;
    if (width > 0 && height > 0) mobile.style.aspectRatio = `${width} / ${height}`;
    if (next.srcset) mobile.setAttribute('srcset', next.srcset);
    else mobile.removeAttribute('srcset');
    mobile.removeAttribute('sizes');
    if (desktop.getAttribute('sizes')) mobile.setAttribute('sizes', desktop.getAttribute('sizes')!);
    mobile.setAttribute('src', next.src);
    mobile.setAttribute('alt', next.alt);
    host.setAttribute('data-mobile-synced', 'true');
  };
  let timer: number | undefined = win.setTimeout(sync, SYNC_DELAY_MS);

  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    stopClose();
  };
}
