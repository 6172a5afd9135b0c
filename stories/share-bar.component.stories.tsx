import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_SHARE_LINKS, shareBarTemplate } from '../cms-templates/share-bar.ts';
import { renderToString } from '../cms-templates/render.ts';
import { ShareBar } from '../src/features/share-bar/ShareBar.tsx';
import { ViewStory } from './ViewStory.tsx';

/**
 * `ShareBar`, the React view of `<share-bar>`, rendered directly (the CMS-markup stories are in
 * share-bar.stories.tsx): the CMS's share links get the page's URL and, on popup links, the
 * visually hidden '(opens in a new window)'. It has no config fields.
 */
const cms = (label: string) =>
  renderToString(shareBarTemplate({ links: DEMO_SHARE_LINKS, label }))
    .replace(/^\s*<share-bar>/, '')
    .replace(/<\/share-bar>\s*$/, '');

const meta: Meta<typeof ShareBar> = {
  title: 'Content/share-bar/Component',
  component: ShareBar,
  tags: ['autodocs'],
  args: { config: {}, locale: 'en', authoring: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    host: { table: { disable: true } },
    t: { table: { disable: true } },
  },
  render: ({ config = {}, locale = 'en', authoring }) => (
    <ViewStory
      key={`${locale}-${authoring}`}
      view={ShareBar}
      tag="share-bar"
      config={config}
      locale={locale}
      authoring={authoring ?? false}
      cms={cms(locale === 'es' ? 'Compartir esta página' : 'Share this page')}
    />
  ),
};
export default meta;

type Story = StoryObj<typeof ShareBar>;

export const English: Story = {};
/** The hidden hint in Spanish. */
export const Spanish: Story = { args: { locale: 'es' } };
/** Authoring mode: hrefs filled in, no popups, no hints. */
export const Authoring: Story = { args: { authoring: true } };
