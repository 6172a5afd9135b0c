/**
 * The paywall (site 2.7, 4.8; brain-health 2.6, 4.2) over the CMS's article.
 *
 * Before this runs, paywall-gate.css keeps the article body, restricted sections, the
 * benefits carousel and comments laid out but invisible (`visibility: hidden`) while the gate
 * has not decided: a locked visitor never sees them paint, and for a member they only turn
 * visible, which moves nothing (no layout shift). The guard gives up after a few seconds (the
 * page never stays blank when the code cannot load).
 *
 * Locked (`paywallDecision`: codes 1, 5, 4, M, U, D, no login cookie, programme not activated):
 * - the article (`[data-paywall-content]`) is cut to its teaser and what the wall takes away
 *   leaves the DOM (paywall-gate.browser.ts, from an effect: that is the CMS's content);
 * - the wall (WallPanel, rendered here) follows the teaser in the DOM: React renders it through a
 *   portal into a mount point put right after the article, so reading order is teaser, then
 *   wall; the wall is raised around it (core/dom/page-wall.ts: scroll locked, everything outside
 *   it, the header and the main navigation inert);
 * - the host gets `data-locked="true"`.
 * Open: each `[data-restricted]` gets `data-accessed="true"`, the host `data-locked="false"`.
 *
 * On every page with the gate (not in authoring mode), links are rewritten per site 2.7 and the
 * page carries `isAccessibleForFree: false` structured data for the gated part.
 *
 * The decision is taken once per page view (useDecidedOnce): at the first render when the cookies
 * tell, so that render is already the final one; else when identity's first reading is complete.
 * The login flow comes back to this page (its `state`), which loads it again. In preview mode an
 * author may pick a persona to see the page as.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../../core/element.ts';
import { raiseWall } from '../../core/dom/page-wall.ts';
import type { Translate } from '../../core/i18n.ts';
import { useDecidedOnce } from '../../core/ui/use-decided-once.ts';
import { WallPanel } from '../../core/ui/wall-panel.tsx';
import { $identitySources, startIdentity } from '../../stores/identity.ts';
import { LOCKED_ATTRIBUTE, lockArticle, markGatedPart, openArticle, paywallPage, rewriteLinks, wallLinks, wallMount } from './paywall-gate.browser.ts';
import { paywallDecision, PREVIEW_PERSONAS, previewUrl, teaserLength } from './paywall-gate.logic.ts';
import type { PaywallGateConfig } from './paywall-gate.schema.ts';

export function PaywallGate({ host, config, t, authoring }: ViewProps<PaywallGateConfig>) {
  const page = useMemo(() => paywallPage(host, authoring), [host, authoring]);
  const { doc, win, content, off } = page;
  const { length, valid } = teaserLength(config.teaserLength);

  const decision = useDecidedOnce(
    host,
    () => (off ? Promise.resolve() : startIdentity(win).loaded),
    (final) => (off ? 'open' : paywallDecision($identitySources.get(), { persona: page.persona, onProgramme: Boolean(page.site.userTypesUrl), final })),
  );
  // Where the wall goes: a mount point after the article (none without one: the wall is then in the element).
  const [slot] = useState(() => (content ? wallMount(doc) : null));

  // Every visitor (off in authoring mode): the structured data and the page's links (site 2.7).
  useLayoutEffect(() => {
    if (off) return;
    if (!content) console.error('<paywall-gate> the page has no [data-paywall-content]: nothing to cut to a teaser; the rest of the gate applies.');
    rewriteLinks(doc, page.pageUrl, page.site);
    return content ? markGatedPart(doc, content) : undefined;
  }, [off, content, doc, page]);

  useEffect(() => {
    if (!off && !valid)
      console.warn(`<paywall-gate> data-teaser-length is not a whole number; ${length} is used: "${String(config.teaserLength).slice(0, 50)}"`);
  }, [off, valid, length, config.teaserLength]);

  // The decision, on the page: before the first paint (the CSS guard waits for data-locked).
  useLayoutEffect(() => {
    if (decision === undefined) return;
    if (decision === 'open') {
      if (!off) openArticle(doc);
      host.setAttribute(LOCKED_ATTRIBUTE, 'false');
      return;
    }
    lockArticle(doc, content, length, host);
    if (slot && content) content.after(slot);
    const lower = raiseWall(slot ? [slot, host] : [host], doc);
    host.setAttribute(LOCKED_ATTRIBUTE, 'true');
    return () => {
      lower();
      slot?.remove();
    };
  }, [decision, off, doc, content, length, host, slot]);
  useLayoutEffect(() => () => host.removeAttribute(LOCKED_ATTRIBUTE), [host]);

  const locked = decision === 'locked';
  const links = useMemo(() => (locked ? wallLinks(config, page.site, page.pageUrl, t) : []), [locked, config, page, t]);
  const wall = locked ? <WallPanel block="paywall-gate__wall" heading={t(config.heading)} body={t(config.body)} links={links} /> : null;
  return (
    <>
      {page.preview ? <PreviewPicker t={t} current={page.persona?.id ?? ''} onPick={(id) => win.location.assign(previewUrl(page.pageUrl, id))} /> : null}
      {wall && slot ? createPortal(wall, slot) : wall}
    </>
  );
}

/** Preview mode: the author picks whom to see the page as (the page reloads with the persona in the query). */
function PreviewPicker({ t, current, onPick }: { t: Translate; current: string; onPick: (personaId: string) => void }) {
  return (
    <p className="paywall-gate__preview">
      <label>
        {`${t('Preview the paywall as')} `}
        <select defaultValue={current} onChange={(event) => onPick(event.currentTarget.value)}>
          <option value="">{t('An author (the paywall is off)')}</option>
          {PREVIEW_PERSONAS.map((persona) => (
            <option key={persona.id} value={persona.id}>
              {t(persona.label)}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}
