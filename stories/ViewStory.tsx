/**
 * Renders an element's React view directly, with typed props, for the "Component" stories: the
 * designer sees the component and its props table without the CMS markup around it.
 *
 *   <ViewStory view={MemberStrip} tag="member-strip" config={args} />
 *
 * The view gets what the harness would give it (ViewProps): the config, a host element, the
 * locale, a translator over the page's dictionary, and authoring mode. The host is `<tag>-story`,
 * never defined as a custom element: the CMS-markup stories define the real elements in the same
 * frame, and a `<tag>` host would be upgraded by the library too. Storybook's build widens the
 * stylesheet's `tag` selectors to `:is(tag, tag-story)` (.storybook/main.ts), and the host is as
 * the harness leaves an element that has rendered (`data-element-state="ready"`, the view in a
 * `data-element-root` child), so the page's rules style the story as they style the element.
 * `cms` is markup put inside the host first, for views that read the CMS content they enhance.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { ViewProps } from '../src/core/element.ts';
import { MOUNT_ATTRIBUTE } from '../src/core/react-view.tsx';
import { loadDictionary, translator, untranslated, type Translate } from '../src/core/i18n.ts';
import type { Locale } from '../src/core/locale.ts';

export interface ViewStoryProps<C> {
  view: ComponentType<ViewProps<C>>;
  /** The element's tag: the host is named `<tag>-story`, so it is never upgraded. */
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
  const [host, setHost] = useState<{ element: HTMLElement; mount: HTMLElement } | null>(null);
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
        // As the harness leaves an element once its view has rendered (src/core/react-view.tsx).
        element.dataset.elementState = 'ready';
        const mount = document.createElement('div');
        mount.setAttribute(MOUNT_ATTRIBUTE, '');
        element.append(mount);
        node.append(element);
        setHost({ element, mount });
      }}
    >
      {host ? createPortal(<View host={host.element} config={config} locale={locale} t={t} authoring={authoring} />, host.mount) : null}
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
