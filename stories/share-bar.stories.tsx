import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/share-bar/define.ts';
import { DEMO_SHARE_LINKS, shareBarTemplate } from '../cms-templates/share-bar.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<share-bar>` (site 2.13, 9): '*fullURL*' in each share link becomes the page's canonical URL
 * (here the story frame's URL: Storybook declares no canonical link); a share opens a 700x300
 * popup centred on the screen (or follows the link when popups are blocked). Sticky at 1025 px
 * and up, 1024 px in portrait.
 */
interface Args {
  locale: 'en' | 'es';
}

function ShareBarStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <LitTemplate template={shareBarTemplate({ links: DEMO_SHARE_LINKS, label: locale === 'es' ? 'Compartir esta página' : 'Share this page' })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/share-bar',
  component: ShareBarStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
export const English: Story = {};
/** The hidden '(opens in a new window)' in Spanish. */
export const Spanish: Story = { args: { locale: 'es' } };
