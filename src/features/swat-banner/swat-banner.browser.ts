/**
 * The swat banner's work on the CMS's images (page glue, renders nothing): finding the mobile
 * image and its desktop sibling, and the 2000 ms sync (swat-banner.logic.ts) that gives the
 * mobile image a swapped desktop picture while keeping its box.
 */
import { syncedMobile, type ImageFacts } from './swat-banner.logic.ts';

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

export interface BannerImages {
  mobile: HTMLImageElement;
  desktop: HTMLImageElement;
  /** The desktop image as the page was rendered. */
  atStart: ImageFacts;
}

/** The banner's two images as they are now, or why there is nothing to sync. */
export function readImages(host: HTMLElement): BannerImages | string {
  const mobile = host.querySelector<HTMLImageElement>('img[data-mobile-image]');
  if (!mobile) return '<swat-banner> has no img[data-mobile-image]; nothing to sync.';
  const desktop = desktopImage(mobile);
  if (!desktop) return '<swat-banner> has no desktop img beside its img[data-mobile-image]; nothing to sync.';
  return { mobile, desktop, atStart: facts(desktop) };
}

/**
 * The sync: when the desktop image was swapped since the start, the mobile image takes its
 * picture and text alternative, keeping the box it has now (a different picture must not change
 * its height). The result is `data-mobile-synced` on the host ('true' changed, 'false' nothing to change).
 */
export function syncMobileImage(host: HTMLElement, { mobile, desktop, atStart }: BannerImages): void {
  const next = syncedMobile(atStart, facts(desktop), facts(mobile));
  if (!next) {
    host.setAttribute('data-mobile-synced', 'false');
    return;
  }
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
}
