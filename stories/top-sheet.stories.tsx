import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/top-sheet/define.ts';
import { topSheetFragmentUrl, topSheetTemplate } from '../cms-templates/top-sheet.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<top-sheet>` (brain-health 1; issue 33) from its CMS markup above a page's content: the
 * fragment sanitised and shown with 'Close', which keeps it closed for the session (clear the
 * session storage's `topSheetClosed` to see it again).
 */
interface Args {
  locale: 'en' | 'es';
}

function TopSheetStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <LitTemplate template={topSheetTemplate({ fragmentUrl: topSheetFragmentUrl(locale) })} />
      <h1>{locale === 'es' ? 'Mantenga su cerebro activo' : 'Keep your brain sharp'}</h1>
      <p>
        <a href="#next">{locale === 'es' ? 'Lo que sigue' : 'What follows the sheet'}</a>
      </p>
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/top-sheet',
  component: TopSheetStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

export const Default: StoryObj<Args> = {};
export const Spanish: StoryObj<Args> = { args: { locale: 'es' } };
