/**
 * The markup the CMS renders for the enhanced member strip (CONTRACT section 4a, site 3.7):
 * the configuration as embedded JSON and/or a `data-json-url` to fetch, and a no-JS fallback
 * (a join and a log-in link) that the strip replaces once it renders. The demo site, the
 * stories and the browser tests render this one template.
 */
import { html, nothing } from 'lit-html';
import { configScript } from './render.ts';

export interface MemberStripFields {
  /** Same-origin address of the configuration JSON (site 7.2), e.g. /content/member/en/config/member-strip.json */
  jsonUrl?: string;
  /** Embedded configuration (site 3.7 fields); fields here lose to the fetched ones. */
  config?: Record<string, unknown>;
  /** The fallback links shown until the strip renders (and without JavaScript). */
  fallback?: { joinHref: string; joinText: string; loginHref: string; loginText: string };
}

export const memberStripTemplate = ({ jsonUrl, config, fallback }: MemberStripFields) =>
  html`<member-strip data-json-url=${jsonUrl ?? nothing}>${config ? configScript(config) : nothing}${
    fallback
      ? html`<p class="member-strip-fallback"><a href=${fallback.joinHref}>${fallback.joinText}</a> · <a href=${fallback.loginHref}>${fallback.loginText}</a></p>`
      : nothing
  }</member-strip>`;
