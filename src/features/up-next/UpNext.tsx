/**
 * `<up-next>` (brain-health 2.1, 3.9, 7.6; CONTRACT 4c): the 'Up next' tiles of a programme
 * detail page. Asks `pillars.upnext.{tags}{userType}[.es].json` with the bearer token once the
 * visitor's programme user type is known (identity's programUserType), or takes the answer from
 * the local cache (`recommendationContentTiles`, stores/program-content.ts); shows at most
 * `data-count` tiles of the page's up-next category as links under a heading ('Up next').
 *
 * Nothing to show (signed out, no user type, no tiles, a 204, a failed call): the element renders
 * nothing and takes no room, so the page is as the CMS made it. The tiles come in one render.
 *
 * On the host: `data-up-next-state` (up-next.logic.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { useHostAttributes } from '../../core/react-view.tsx';
import { siteConfig } from '../../core/site-config.ts';
import type { UpNextAnswer } from '../../api/program-content.ts';
import { $identity, $identityReady, $identitySources } from '../../stores/identity.ts';
import { loadUpNext, type Loaded } from '../../stores/program-content.ts';
import { pageUpNextCategory, shownTiles, upNextRequestUrl, type UpNextState } from './up-next.logic.ts';
import type { UpNextConfig } from './up-next.schema.ts';

export function UpNext({ host, config, t, locale }: ViewProps<UpNextConfig>) {
  const doc = host.ownerDocument;
  const site = useMemo(() => siteConfig(doc), [doc]);
  const headingId = useId();
  const token = useStore($identitySources).accessToken;
  const userType = useStore($identity).programUserType;
  const identityRead = useStore($identityReady);
  const url = upNextRequestUrl({ origin: doc.location.origin, cmsApiBaseUrl: site.cmsApiBaseUrl, tags: config.tags, userType, locale });
  const [result, setResult] = useState<{ url: string; loaded: Loaded<{ answer: UpNextAnswer }> }>();
  const current = result && result.url === url ? result.loaded : undefined;

  useEffect(() => {
    if (!site.cmsApiBaseUrl) console.warn('<up-next> #site-config has no cmsApiBaseUrl: no tiles are asked for.');
  }, [site]);

  useEffect(() => {
    if (!url || !token) return;
    const abort = new AbortController();
    void loadUpNext(url, token, doc, abort.signal).then((loaded) => {
      if (!abort.signal.aborted) setResult({ url, loaded });
    });
    return () => abort.abort();
  }, [url, token, doc]);

  const tiles = useMemo(
    () => (current?.ok ? shownTiles(current.answer, pageUpNextCategory(doc.location.pathname, site.product), config.count, doc.location.href) : []),
    [current, doc, site, config.count],
  );
  const state: UpNextState = !site.cmsApiBaseUrl
    ? 'no-config'
    : !token || !userType
      ? identityRead
        ? 'none'
        : 'waiting'
      : !current
        ? 'loading'
        : !current.ok
          ? 'failed'
          : tiles.length
            ? 'tiles'
            : 'empty';
  useHostAttributes(host, { 'data-up-next-state': state });

  if (state !== 'tiles') return null;
  return (
    <section className="up-next" aria-labelledby={headingId}>
      <h2 id={headingId} className="up-next__heading">
        {t(config.heading)}
      </h2>
      <ul className="up-next__list">
        {tiles.map((tile) => (
          <li key={`${tile.id}|${tile.href}`} className="up-next__tile">
            <a className="up-next__link" href={tile.href}>
              {tile.title}
            </a>
            {tile.description ? <p className="up-next__description">{tile.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
