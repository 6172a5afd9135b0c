/**
 * Renders an element's React view directly, with typed props, for the "Component" stories: the
 * designer sees the component and its props table without the CMS markup around it.
 *
 *   <ViewStory view={MemberStrip} tag="member-strip" config={args} />
 *
 * The view gets what the harness would give it (ViewProps): the config, a host element (an
 * element named `tag`, left undefined as a custom element, so the library does not upgrade it
 * too) that the view renders into, the locale, a translator over the page's dictionary, and authoring mode. `cms` is markup
 * put inside the host first, for views that read the CMS content they enhance.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../src/core/element.ts';
import { loadDictionary, translator, untranslated, type Translate } from '../src/core/i18n.ts';
import type { Locale } from '../src/core/locale.ts';

export interface ViewStoryProps<C> {
  view: ComponentType<ViewProps<C>>;
  /** The host's tag name (the element's tag with a `-story` suffix, so it is never upgraded). */
  tag: string;
  config: C;
  locale?: Locale;
  authoring?: boolean;
  /** CMS markup inside the host, before the view's own root. */
  cms?: string;
  /** The host's id, for views that read it (an author modal's `modal-id-...`). */
  id?: string;
}

export function ViewStory<C>({ view: View, tag, config, locale = 'en', authoring = false, cms, id }: ViewStoryProps<C>) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [t, setT] = useState<Translate>(() => untranslated);
  useEffect(() => {
    let live = true;
    loadDictionary(locale).then((dictionary) => live && setT(() => translator(locale, dictionary)));
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <div
      ref={(node) => {
        if (!node || host) return;
        const element = document.createElement(`${tag}-story`);
        if (id) element.id = id;
        if (cms) element.innerHTML = cms;
        node.append(element);
        setHost(element);
      }}
    >
      {host ? createPortal(<View host={host} config={config} locale={locale} t={t} authoring={authoring} />, host) : null}
    </div>
  );
}

/**
 * A view as the `component` of a Component story's meta, typed by its config: Storybook reads the
 * view's name and JSDoc for the docs page, while the story renders it through ViewStory with the
 * config as args (a view's own props are ViewProps, not the config). `Args`: the story's args when
 * they are more than the config (a locale, authoring mode).
 */
export function storyComponent<C, Args = C>(view: ComponentType<ViewProps<C>>): ComponentType<Args> {
  return view as unknown as ComponentType<Args>;
}
