/**
 * The element harness. `defineElement(meta, view)` turns an element's metadata (tag, config
 * schema, attributes) and a view into a custom element, on r2wc's core:
 *
 * - r2wc gives the element class, observes the declared `data-*` attributes and calls the
 *   renderer on connect, attribute change and disconnect (the CMS editor re-inserts DOM, so an
 *   element may mount many times; state lives in stores, not here).
 * - The renderer below reads the configuration (CONTRACT section 2) and the dictionary before
 *   the first render, then hands a typed config to the view. Bad config renders nothing, keeps
 *   the CMS content, logs, and dispatches `element-error`; neighbours are unaffected.
 * - Views render into a dedicated child or a shadow root, never over the CMS content.
 *
 * The view may be React (`reactView`, in the shared runtime chunk) or plain DOM (`domView`):
 * elements that only enhance existing markup never download React.
 */
import r2wcCore from '@r2wc/core';
import { isAuthoring } from './authoring.ts';
import { readConfig } from './config.ts';
import { describeError, quoteable } from './error-text.ts';
import { emit } from './events.ts';
import { loadDictionary, translator, type Translate } from './i18n.ts';
import { pageLocale, type Locale } from './locale.ts';
import { attributeName, type ConfigOf, type ElementMeta } from './schema.ts';

/** What every view receives. */
export interface ViewProps<C> {
  config: C;
  host: HTMLElement;
  locale: Locale;
  t: Translate;
  authoring: boolean;
}

/** How a view is put on the page; `reactView` and `domView` implement it. */
export interface View<C, Rendered = unknown> {
  mount(container: HTMLElement | ShadowRoot, props: ViewProps<C>): Rendered;
  update(rendered: Rendered, props: ViewProps<C>): void;
  unmount(rendered: Rendered): void;
}

export type ElementState = 'loading' | 'ready' | 'error';
export const STATE_ATTRIBUTE = 'data-element-state';

/** Marks the element's state, for styles and tests: loading -> ready | error. */
export function setElementState(host: HTMLElement, state: ElementState): void {
  host.setAttribute(STATE_ATTRIBUTE, state);
}

const deferred = new WeakSet<HTMLElement>();

/**
 * For a view whose first real render waits on data (the saved-benefits list): called during
 * mount, it keeps the element `loading` after mount returns; the returned function marks it
 * `ready` (once). Tests, styles and the bench then see `ready` when the content is there.
 */
export function deferReady(host: HTMLElement): () => void {
  deferred.add(host);
  return () => {
    if (!deferred.delete(host)) return;
    if (host.getAttribute(STATE_ATTRIBUTE) === 'loading') setElementState(host, 'ready');
  };
}

/**
 * Reports an element that cannot work: console error naming the tag and quoting the text,
 * state `error`, and an `element-error` event. The CMS content stays as it was.
 */
export function reportElementError(host: HTMLElement, tag: string, reason: string, text?: string): void {
  const quoted = text === undefined ? '' : `: "${quoteable(text)}"`;
  console.error(`<${tag}> ${reason}${quoted}`);
  setElementState(host, 'error');
  emit(host, 'element-error', { tag, reason });
}

/** Defines `meta.tag` once; defining it again (a second loader, a re-run) is harmless. */
// The view's rendered handle is its own business (a React root, a DOM teardown): any, not unknown,
// because View is contravariant in it (unmount takes it back).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function defineElement<M extends ElementMeta>(meta: M, view: View<ConfigOf<M>, any>): CustomElementConstructor {
  const existing = customElements.get(meta.tag);
  if (existing) return existing;
  // r2wc observes the attribute of each prop: `dataJsonUrl` <-> `data-json-url`.
  const observed = ['jsonUrl', ...meta.attributes].map((field) => `data${field[0]!.toUpperCase()}${field.slice(1)}`);
  const Element = r2wcCore(
    // r2wc passes this through to the renderer untouched; our renderer reads `view` directly.
    view as never,
    { shadow: meta.mount === 'shadow' ? 'open' : undefined, props: observed as never },
    {
      mount: (container: HTMLElement) => startSession(meta, view, container as HTMLElement | ShadowRoot),
      update: (session: Session) => session.refresh(),
      unmount: (session: Session) => session.stop(),
    },
  );
  defineWhenReleased(meta.tag, () => {
    try {
      if (!customElements.get(meta.tag)) customElements.define(meta.tag, Element);
    } catch (error) {
      // Held, this runs in the loader's loop with the page's other definitions: it must not stop them.
      console.error(`<${meta.tag}> could not be defined`, error);
    }
  });
  return Element;
}

/**
 * Where the loader holds definitions while its first scan's element files are still arriving
 * (src/loader/held-definitions.ts restates the key: the loader stays free of this chunk). The
 * elements of a page are then defined together, in one task, and render in one pass instead of
 * one task (and one layout) per file.
 */
export const HELD_DEFINITIONS = 'member-elements.held-definitions';

/** Defines now, or when the loader releases the definitions it holds (it is told the tag). */
function defineWhenReleased(tag: string, define: () => void): void {
  const hold = (globalThis as Record<symbol, unknown>)[Symbol.for(HELD_DEFINITIONS)];
  if (typeof hold === 'function') (hold as (tag: string, define: () => void) => void)(tag, define);
  else define();
}

interface Session {
  refresh(): void;
  stop(): void;
}

function startSession<C>(meta: ElementMeta, view: View<C>, container: HTMLElement | ShadowRoot): Session {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  let controller = new AbortController();
  let rendered: { value: unknown } | undefined;
  let attributesKey = observedKey(host, meta);

  const run = async (signal: AbortSignal) => {
    if (!host.hasAttribute(STATE_ATTRIBUTE) || host.getAttribute(STATE_ATTRIBUTE) === 'error') setElementState(host, 'loading');
    // An element defined while the parser is still inside it would miss its own children
    // (the config script): read once the document is parsed.
    if (host.ownerDocument.readyState === 'loading') await domParsed(host.ownerDocument);
    if (signal.aborted) return;
    const locale = pageLocale(host.ownerDocument.defaultView ?? window);
    const [result, dictionary] = await Promise.all([readConfig(host, meta, { signal }), loadDictionary(locale)]);
    if (signal.aborted) return;
    if (!result.ok) {
      if (rendered) view.unmount(rendered.value);
      rendered = undefined;
      reportElementError(host, meta.tag, result.error.message, result.error.text);
      return;
    }
    const props: ViewProps<C> = {
      config: result.config as C,
      host,
      locale,
      t: translator(locale, dictionary),
      authoring: isAuthoring(host.ownerDocument.defaultView ?? window),
    };
    try {
      if (rendered) view.update(rendered.value, props);
      else rendered = { value: view.mount(container, props) };
      if (host.getAttribute(STATE_ATTRIBUTE) === 'loading' && !deferred.has(host)) setElementState(host, 'ready');
    } catch (error) {
      reportElementError(host, meta.tag, `failed to render (${describeError(error)})`);
    }
  };

  const launch = () => {
    run(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) reportElementError(host, meta.tag, `failed to start (${describeError(error)})`);
    });
  };
  launch();

  return {
    refresh() {
      const key = observedKey(host, meta);
      if (key === attributesKey) return;
      attributesKey = key;
      controller.abort();
      controller = new AbortController();
      launch();
    },
    stop() {
      controller.abort();
      if (rendered) view.unmount(rendered.value);
      rendered = undefined;
    },
  };
}

function domParsed(doc: Document): Promise<void> {
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

function observedKey(host: HTMLElement, meta: ElementMeta): string {
  return ['jsonUrl', ...meta.attributes].map((field) => host.getAttribute(attributeName(field)) ?? '\u0000').join('\u0001');
}

/** A view written with plain DOM: `enhance` returns an optional cleanup. Never loads React. */
export function domView<C>(enhance: (props: ViewProps<C>) => void | (() => void)): View<C, { cleanup: (() => void) | void }> {
  return {
    mount: (_container, props) => ({ cleanup: enhance(props) }),
    update: (rendered, props) => {
      rendered.cleanup?.();
      rendered.cleanup = enhance(props);
    },
    unmount: (rendered) => rendered.cleanup?.(),
  };
}
