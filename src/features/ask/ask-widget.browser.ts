/**
 * What the Ask entry widget (ask-and-rewards 2.2) does to the browser, outside React and outside
 * the pure rules: where the Ask page is for this page, and the hand-off that opens it (the
 * question stored or put in the address, the analytics push, the new tab or the app's same
 * window). Renders nothing; AskWidget.tsx calls it.
 */
import { isAppWebView } from '../../core/app-view.ts';
import { pushToDataLayer } from '../../core/dom/data-layer.ts';
import type { ViewProps } from '../../core/element.ts';
import { siteConfig } from '../../core/site-config.ts';
import { askPageUrl, askRoute, encodeStoredQuestion, sourceSection, STORED_QUESTION_KEY } from './ask.logic.ts';
import type { AskWidgetConfig } from './ask.schema.ts';
import { handoffUrl, sharesStorage } from './handoff.ts';

/** The adobeDataLayer event of a widget submission. */
export const ASK_WIDGET_EVENT = 'ask-widget-submit';

export type AskWidgetControl = 'submit' | 'chip';

/** Where the Ask page is and how it opens, for this page. */
export function askTarget(
  win: Window,
  config: AskWidgetConfig,
  props: Pick<ViewProps<AskWidgetConfig>, 'locale' | 'authoring'>,
): { url: string; target: '_blank' | '_self'; section: string } {
  const site = siteConfig(win.document);
  const appVariant = isAppWebView(win);
  const route = askRoute({
    brand: site.brand,
    site: site.site,
    lang: props.locale === 'es' ? 'es' : 'en',
    authoring: props.authoring,
    appVariant,
    redirectUrl: config.askUrl,
    origin: win.location.origin,
  });
  const section = sourceSection(win.location.pathname);
  return { ...askPageUrl({ askUrl: route, sourceSection: section, appVariant }), section };
}

/**
 * Hands `question` to the Ask page and opens it (2.2). Same origin: localStorage; another
 * origin, or storage refused: the address fragment. Returns the address opened.
 */
export function openAskPage(
  win: Window,
  question: string,
  control: AskWidgetControl,
  config: AskWidgetConfig,
  props: Pick<ViewProps<AskWidgetConfig>, 'locale' | 'authoring'>,
): string {
  const { url, target, section } = askTarget(win, config, props);
  pushToDataLayer({ event: ASK_WIDGET_EVENT, source_section: section, eventInfo: { source_section: section, control } }, win);
  let address = url;
  let stored = false;
  if (sharesStorage(url, win.location.origin)) {
    try {
      win.localStorage.setItem(STORED_QUESTION_KEY, encodeStoredQuestion(question, section, Date.now()));
      stored = true;
    } catch {
      stored = false;
    }
  }
  if (!stored) address = handoffUrl(url, question);
  if (target === '_self') win.location.assign(address);
  else win.open(address, '_blank', 'noopener');
  return address;
}
