import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/up-next/define.ts';
import { upNextTemplate } from '../cms-templates/up-next.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<up-next>` (brain-health 2.1, 7.6; issue 33) from its CMS markup, against the emulator: the
 * persona toolbar changes the member (the tiles follow the programme user type); a visitor gets
 * nothing, and so does a page without the programme's site config.
 */
interface Args {
  locale: 'en' | 'es';
  tags: string;
  count: number;
}

function UpNextStory({ locale, tags, count }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <h1>{locale === 'es' ? 'El sueño y su memoria' : 'Sleep and your memory'}</h1>
      <LitTemplate template={upNextTemplate({ tags, count })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/up-next',
  component: UpNextStory,
  args: { locale: 'en', tags: 'manage_stress,be_social,engage_your_brain', count: 3 },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
export const Member: Story = { globals: { persona: 'bh-returning-member' } };
export const SignedOut: Story = { globals: { persona: 'anonymous' } };
