/**
 * What every "Component" story's meta shares: the view rendered through ViewStory with the
 * story's `config`, `locale` (the page's language follows, so identity reads it too) and
 * `authoring`; the locale as a radio; `host` and `t` out of the controls (ViewStory gives them).
 *
 *   const meta: Meta<typeof MemberStrip> = { title, component: MemberStrip, tags: ['autodocs'],
 *     args: { config, locale: 'en', authoring: false }, ...componentMeta(MemberStrip, 'member-strip') };
 */
import type { Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { ViewProps } from '../src/core/element.ts';
import { usePageLocale } from './use-page-locale.ts';
import { ViewStory } from './ViewStory.tsx';

export function componentMeta<C>(view: ComponentType<ViewProps<C>>, tag: string): Pick<Meta<ComponentType<ViewProps<C>>>, 'argTypes' | 'render'> {
  const View = view;
  return {
    argTypes: {
      locale: { control: 'inline-radio', options: ['en', 'es'] },
      host: { table: { disable: true } },
      t: { table: { disable: true } },
    },
    render: function Render({ config, locale = 'en', authoring }) {
      const key = usePageLocale(locale);
      return <ViewStory key={key} view={View} tag={tag} config={config!} locale={locale} authoring={authoring} />;
    },
  };
}
