/**
 * The register wall (site 2.7, 4.8; brain-health 4.15).
 *
 * Shown (`registerWallDecision`) when the known user's memberState is ANON (a visitor with no
 * login cookie and no fedid counts as ANON without asking, `knownUserMemberState`), or the
 * programme type is registered-non-member, cancelled-or-expired-member,
 * registered-non-activated-member or anonymous-user. Then restricted content and the footer are
 * removed from the DOM (an effect: that is the CMS's content), the wall (WallPanel, rendered
 * here in the element) goes up after the host and is raised around it (core/dom/page-wall.ts:
 * scroll locked, everything but the wall, the header and the navigation inert); the host gets
 * `data-wall="shown"`. Otherwise `data-wall="hidden"` and nothing changes.
 *
 * Until it has decided, src/features/paywall-gate/paywall-gate.css keeps restricted content invisible (laid out, so
 * showing it moves nothing). A visitor the cookies already show as anonymous is decided at the
 * first render; others wait for identity's first reading to be complete (the known user and
 * programme answers, the identity session's `loaded`: deciding on identity's 3 s `ready` would
 * miss a slow ANON; the CSS guard shows the content after 6 s meanwhile). Decided once per page
 * view (useDecidedOnce); off in authoring mode.
 */
import { useLayoutEffect, useMemo } from 'react';
import type { ViewProps } from '../../core/element.ts';
import { raiseWall, removeForWall } from '../../core/dom/page-wall.ts';
import { siteConfig } from '../../core/site-config.ts';
import { useDecidedOnce } from '../../core/ui/use-decided-once.ts';
import { WallPanel, type WallLink } from '../../core/ui/wall-panel.tsx';
import { REGISTER_WALL_REMOVED } from '../../domain/gating.ts';
import { configuredLink, loginUrl, secureUrl, withReferrer } from '../../domain/site-links.ts';
import { $identitySources, startIdentity } from '../../stores/identity.ts';
import { registerWallDecision } from './register-wall.logic.ts';
import type { RegisterWallConfig } from './register-wall.schema.ts';

/** Set on the host: `shown` or `hidden`, for the CSS guard, styles and tests. */
export const WALL_ATTRIBUTE = 'data-wall';

export function RegisterWall({ host, config, t, authoring }: ViewProps<RegisterWallConfig>) {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const decision = useDecidedOnce(
    host,
    () => (authoring ? Promise.resolve() : startIdentity(win).loaded),
    (final) => (authoring ? 'hidden' : registerWallDecision($identitySources.get(), final, Boolean(siteConfig(doc).userTypesUrl))),
  );

  useLayoutEffect(() => {
    if (decision === undefined) return;
    if (decision === 'hidden') {
      host.setAttribute(WALL_ATTRIBUTE, 'hidden');
      return;
    }
    removeForWall(doc, REGISTER_WALL_REMOVED, host);
    const lower = raiseWall([host], doc);
    host.setAttribute(WALL_ATTRIBUTE, 'shown');
    return lower;
  }, [decision, doc, host]);
  useLayoutEffect(() => () => host.removeAttribute(WALL_ATTRIBUTE), [host]);

  const shown = decision === 'shown';
  const links = useMemo((): WallLink[] => {
    if (!shown) return [];
    const site = siteConfig(doc);
    const pageUrl = win.location.href;
    return [
      {
        text: t(config.registerText),
        href:
          configuredLink(config.registerLink, site, '<register-wall>') ?? withReferrer(secureUrl(site.secureEndpoint, 'applications/user/register'), pageUrl),
        primary: true,
      },
      { text: t(config.loginText), href: configuredLink(config.loginLink, site, '<register-wall>') ?? loginUrl(site, pageUrl) },
    ];
  }, [shown, doc, win, config, t]);
  return shown ? <WallPanel block="register-wall__wall" heading={t(config.heading)} body={t(config.body)} links={links} /> : null;
}
