/**
 * The register wall's view (site 2.7, 4.8; brain-health 4.15), plain DOM.
 *
 * Shown (`isRegisterWallShown`) when the known user's memberState is ANON (a visitor with no
 * login cookie and no fedid counts as ANON without asking, `knownUserMemberState`), or the
 * programme type is registered-non-member, cancelled-or-expired-member,
 * registered-non-activated-member or anonymous-user. Then restricted content and the footer are
 * removed from the DOM, and the wall (core/dom/page-wall.ts) goes up after the host: scroll
 * locked, everything but the wall, the header and the navigation inert; the host gets
 * `data-wall="shown"`. Otherwise `data-wall="hidden"` and nothing changes.
 *
 * Until it has decided, src/styles/elements.css keeps restricted content invisible (laid out, so
 * showing it moves nothing). A visitor the cookies already show as anonymous is decided at once;
 * others wait for identity's first reading to be complete (the known user and programme
 * answers, the identity session's `loaded`). Decided once per page view; off in authoring mode.
 */
import type { ViewProps } from '../../core/element.ts';
import { createWallPanel, raiseWall, removeForWall } from '../../core/dom/page-wall.ts';
import { siteConfig } from '../../core/site-config.ts';
import { isRegisterWallShown, knownUserMemberState, REGISTER_WALL_REMOVED } from '../../domain/gating.ts';
import { configuredLink, loginUrl, secureUrl, withReferrer } from '../../domain/site-links.ts';
import { $identitySources, startIdentity } from '../../stores/identity.ts';
import type { RegisterWallConfig } from './register-wall.schema.ts';

export const WALL_ATTRIBUTE = 'data-wall';

let ids = 0;

export function enhanceRegisterWall({ host, config, t, authoring }: ViewProps<RegisterWallConfig>): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  if (authoring) {
    host.setAttribute(WALL_ATTRIBUTE, 'hidden');
    return () => host.removeAttribute(WALL_ATTRIBUTE);
  }
  const site = siteConfig(doc);
  const pageUrl = win.location.href;
  let lower: (() => void) | undefined;
  let panel: HTMLElement | undefined;

  const show = () => {
    removeForWall(doc, REGISTER_WALL_REMOVED, host);
    panel = createWallPanel(doc, {
      id: `register-wall-${++ids}`,
      block: 'register-wall__wall',
      heading: t(config.heading),
      body: t(config.body),
      links: [
        {
          text: t(config.registerText),
          href:
            configuredLink(config.registerLink, site, '<register-wall>') ?? withReferrer(secureUrl(site.secureEndpoint, 'applications/user/register'), pageUrl),
          primary: true,
        },
        { text: t(config.loginText), href: configuredLink(config.loginLink, site, '<register-wall>') ?? loginUrl(site, pageUrl) },
      ],
    });
    host.append(panel);
    lower = raiseWall([host], doc);
    host.setAttribute(WALL_ATTRIBUTE, 'shown');
  };

  let decided = false;
  const decide = (final: boolean) => {
    if (decided) return;
    const sources = $identitySources.get();
    const state = knownUserMemberState(sources);
    const shown = isRegisterWallShown({ knownUserMemberState: state, programUserType: sources.programUser, authoring: false });
    // Before the first reading only a sure answer counts: anonymous by the cookies.
    if (!final && !(shown && state === 'ANON' && !sources.fedid)) return;
    decided = true;
    if (shown) show();
    else host.setAttribute(WALL_ATTRIBUTE, 'hidden');
  };

  const session = startIdentity(win);
  decide(false);
  // The known user's answer decides, however late it comes (the CSS guard shows the content
  // after 6 s meanwhile): deciding on identity's 3 s `ready` would miss a slow ANON.
  let stopped = false;
  const final = () => !stopped && decide(true);
  void session.loaded.then(final, final);
  const stop = () => (stopped = true);
  return () => {
    stop();
    lower?.();
    panel?.remove();
    host.removeAttribute(WALL_ATTRIBUTE);
  };
}
