/**
 * The swat banner (site 2.13, 9) over the CMS's banner: it renders its close control, and syncs
 * the CMS's mobile image once (swat-banner.browser.ts).
 *
 * - The close control (44 px target, accessible name 'Close banner'): the banner goes for this
 *   page view (not remembered: the spec remembers only the promo banner), focus moves to what
 *   follows it (`useClosableHost`).
 * - The mobile image (`img[data-mobile-image]`) shows at 767 px or less and the desktop image
 *   (its `img` sibling) above, by CSS, before and after the upgrade. 2000 ms after the start the
 *   mobile image is synced with the desktop image (swat-banner.logic.ts): when the desktop image
 *   was swapped since the page was rendered, the mobile image takes its picture and text
 *   alternative, keeping its own box, so the sync moves nothing. The result is
 *   `data-mobile-synced` on the element ('true' changed, 'false' nothing to change).
 * - Authoring mode: no control, no sync.
 */
import { useEffect } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { CloseButton, useClosableHost } from '../../core/ui/dismiss.tsx';
import { readImages, syncMobileImage } from './swat-banner.browser.ts';
import { SYNC_DELAY_MS } from './swat-banner.logic.ts';
import type { SwatBannerConfig } from './swat-banner.schema.ts';

export function SwatBanner({ host, config, t, authoring }: ViewProps<SwatBannerConfig>) {
  const { closed, close } = useClosableHost(host);
  const active = !authoring && !closed;

  useEffect(() => {
    if (!active) return;
    const images = readImages(host);
    if (typeof images === 'string') {
      console.warn(images);
      return;
    }
    const timer = setTimeout(() => syncMobileImage(host, images), SYNC_DELAY_MS);
    // Closing stops a sync still waiting (a closed banner never comes back in this page view).
    return () => clearTimeout(timer);
  }, [host, active]);

  return active ? <CloseButton label={t(config.closeText)} className="swat-banner__close" onClick={close} /> : null;
}
