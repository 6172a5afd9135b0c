import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/sticky-ad/define.ts';
import { demoStickyAd, stickyAdTemplate } from '../cms-templates/sticky-ad.ts';
import { LitTemplate } from './LitTemplate.tsx';

/** `<sticky-ad>` (site 2.13, 9): scroll the story; from 360 px the ad is fixed to the bottom of the window, its place kept. */
interface Args {
  locale: 'en' | 'es';
  paragraphs: number;
}

function StickyAdStory({ locale, paragraphs }: Args) {
  return (
    <main key={locale}>
      <p>Scroll down: the ad sticks from 360 px.</p>
      <LitTemplate template={stickyAdTemplate(demoStickyAd(locale))} />
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>
          Paragraph {index + 1}. <a href={`#p${index + 1}`}>A link to tab to</a>
        </p>
      ))}
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Page features/sticky-ad',
  component: StickyAdStory,
  args: { locale: 'en', paragraphs: 40 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    paragraphs: { control: { type: 'range', min: 5, max: 80 } },
  },
};
export default meta;

export const Default: StoryObj<Args> = {};
