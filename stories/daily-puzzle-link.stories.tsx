import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/daily-puzzle-link/define.ts';
import { dailyPuzzleLinkTemplate } from '../cms-templates/daily-puzzle-link.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/** `<daily-puzzle-link>` (brain-health 2.4, 9; issue 33) from its CMS markup: the link's path ends with today's date at UTC-5 (hover it to see). */
interface Args {
  locale: 'en' | 'es';
}

function DailyPuzzleLinkStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <LitTemplate template={dailyPuzzleLinkTemplate({ locale })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/daily-puzzle-link',
  component: DailyPuzzleLinkStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

export const Default: StoryObj<Args> = {};
export const Spanish: StoryObj<Args> = { args: { locale: 'es' } };
