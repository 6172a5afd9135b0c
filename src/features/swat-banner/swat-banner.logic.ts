/**
 * The swat banner's rules (site 2.13, 9). Pure: the view (SwatBanner.tsx) applies them.
 *
 * Site 9: the mobile image is synced 2000 ms after the banner starts. What "synced" means (our
 * reading, docs/decisions.md): the mobile image (img[data-mobile-image]) takes the desktop
 * image's picture and text alternative, when the desktop image changed since the page was
 * rendered (a personalisation or testing tool swapped it in those first seconds). When the
 * desktop image is as the CMS rendered it, the CMS's own mobile rendition stays.
 */
export const SYNC_DELAY_MS = 2000;

/** What of an image is synced. */
export interface ImageFacts {
  src: string;
  srcset: string;
  alt: string;
}

/** The mobile image's facts after the sync, or undefined when nothing changes. */
export function syncedMobile(desktopAtStart: ImageFacts, desktopNow: ImageFacts, mobile: ImageFacts): ImageFacts | undefined {
  const swapped = desktopNow.src !== desktopAtStart.src || desktopNow.srcset !== desktopAtStart.srcset || desktopNow.alt !== desktopAtStart.alt;
  if (!swapped) return undefined;
  if (desktopNow.src === '' && desktopNow.srcset === '') return undefined;
  const next = { src: desktopNow.src, srcset: desktopNow.srcset, alt: desktopNow.alt };
  return next.src === mobile.src && next.srcset === mobile.srcset && next.alt === mobile.alt ? undefined : next;
}
