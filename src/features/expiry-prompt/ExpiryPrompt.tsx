/**
 * The expiry prompt (site 4.6): a labelled region with the message and a renew link, shown while
 * the visitor's identity meets the four conditions (expiry-prompt.logic.ts) and absent otherwise.
 * It follows `$identity`, so a login or logout in another tab shows or hides it without a reload.
 * It waits for the first full reading (`$identityReady`: cookies and services), so a sponsor
 * known only to a service never sees it flash. It announces nothing: it is content, not a status.
 *
 * `data-expiry-state` on the element says `shown` or `hidden` (styles, tests), set in the same
 * render as the region. The renew link's href is left alone once rendered: the page behaviour of
 * site 7.7 tags it with the page's campaign when it is inserted (docs/decisions.md).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { renewUrl } from '../../domain/site-links.ts';
import { $identity, $identityReady } from '../../stores/identity.ts';
import { expiryPromptDate, expiryPromptRenewHref, showsExpiryPrompt } from './expiry-prompt.logic.ts';
import type { ExpiryPromptConfig } from './expiry-prompt.schema.ts';

/** Set on the host: `shown` or `hidden`, for styles and tests. */
export const EXPIRY_STATE_ATTRIBUTE = 'data-expiry-state';

export function ExpiryPrompt({ host, config, t }: ViewProps<ExpiryPromptConfig>) {
  const identity = useStore($identity);
  const ready = useStore($identityReady);
  const show = ready && showsExpiryPrompt(identity);

  // Worked out once per configuration, not per render: the fallback carries the page's address,
  // and a new href after a hash change would overwrite the campaign tags on the rendered link.
  const renew = useMemo(() => {
    const doc = host.ownerDocument;
    const site = siteConfig(doc);
    return expiryPromptRenewHref(config.renewLink, {
      secureEndpoint: site.secureEndpoint,
      pageBase: doc.baseURI,
      fallback: renewUrl(site, (doc.defaultView ?? window).location.href),
    });
  }, [host, config.renewLink]);

  useEffect(() => {
    if (renew.unsafe)
      console.warn(`<expiry-prompt> renewLink is not an http(s) URL or a path; using the site renew link: "${config.renewLink?.slice(0, 200)}"`);
  }, [renew.unsafe, config.renewLink]);

  useLayoutEffect(() => {
    host.setAttribute(EXPIRY_STATE_ATTRIBUTE, show ? 'shown' : 'hidden');
  }, [host, show]);
  useLayoutEffect(() => () => host.removeAttribute(EXPIRY_STATE_ATTRIBUTE), [host]);

  if (!show) return null;
  return (
    <section className="expiry-prompt" aria-label={t(config.label)}>
      <p className="expiry-prompt__message">{t(config.message, { date: expiryPromptDate(identity.expiryDate) })}</p>
      <a className="expiry-prompt__renew" href={renew.href}>
        {t(config.renewText)}
      </a>
    </section>
  );
}
