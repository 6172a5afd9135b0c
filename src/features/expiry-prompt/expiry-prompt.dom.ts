/**
 * The expiry prompt's view (site 4.6), plain DOM: a labelled region with the message and a
 * renew link, shown while the visitor's identity meets the four conditions
 * (expiry-prompt.logic.ts) and hidden otherwise. It follows `$identity`, so a login or logout in
 * another tab shows or hides it without a reload. It waits for the first full reading
 * (`$identityReady`: cookies and services), so a sponsor known only to a service never sees it
 * flash. It announces nothing: it is content, not a status.
 */
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { renewUrl } from '../../domain/site-links.ts';
import { $identity, $identityReady } from '../../stores/identity.ts';
import type { ExpiryPromptConfig } from './expiry-prompt.schema.ts';
import { expiryPromptDate, expiryPromptRenewHref, showsExpiryPrompt } from './expiry-prompt.logic.ts';

/** Set on the host: `shown` or `hidden`, for styles and tests. */
export const EXPIRY_STATE_ATTRIBUTE = 'data-expiry-state';

export function enhanceExpiryPrompt({ host, config, t }: ViewProps<ExpiryPromptConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const region = doc.createElement('section');
  region.className = 'expiry-prompt';
  region.setAttribute('aria-label', t(config.label));
  const message = doc.createElement('p');
  message.className = 'expiry-prompt__message';
  const link = doc.createElement('a');
  link.className = 'expiry-prompt__renew';
  link.textContent = t(config.renewText);
  region.append(message, link);

  const site = siteConfig(doc);
  const renew = expiryPromptRenewHref(config.renewLink, {
    secureEndpoint: site.secureEndpoint,
    pageBase: doc.baseURI,
    fallback: renewUrl(site, win.location.href),
  });
  if (renew.unsafe) console.warn(`<expiry-prompt> renewLink is not an http(s) URL or a path; using the site renew link: "${config.renewLink?.slice(0, 200)}"`);
  link.href = renew.href;

  let shownDate = '';
  const update = () => {
    const identity = $identity.get();
    const show = $identityReady.get() && showsExpiryPrompt(identity);
    if (show) {
      const date = expiryPromptDate(identity.expiryDate);
      if (date !== shownDate) {
        shownDate = date;
        message.textContent = t(config.message, { date });
      }
      if (!region.isConnected) host.append(region);
    } else {
      region.remove();
      shownDate = '';
    }
    host.setAttribute(EXPIRY_STATE_ATTRIBUTE, show ? 'shown' : 'hidden');
  };
  update();
  const stopIdentity = $identity.listen(update);
  const stopReady = $identityReady.listen(update);
  return () => {
    stopIdentity();
    stopReady();
    region.remove();
    host.removeAttribute(EXPIRY_STATE_ATTRIBUTE);
  };
}
