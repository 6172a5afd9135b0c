import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/close-container/define.ts';
import { closeContainerTemplate, demoCloseContainer } from '../cms-templates/close-container.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/** `<close-container>` (site 2.13): 'Close' hides it for this page view (not remembered); focus moves to what follows. */
interface Args {
  locale: 'en' | 'es';
}

function CloseContainerStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <h1>{locale === 'es' ? 'Ayuda' : 'Help and support'}</h1>
      <LitTemplate template={closeContainerTemplate({ body: demoCloseContainer(locale) })} />
      <p>
        <a href="#next">What follows the container</a>
      </p>
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Page features/close-container',
  component: CloseContainerStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

export const Default: StoryObj<Args> = {};
export const Spanish: StoryObj<Args> = { args: { locale: 'es' } };
