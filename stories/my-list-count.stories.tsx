import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/my-list-count/define.ts';
import { myListCountTemplate } from '../cms-templates/my-list-count.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<my-list-count>` (brain-health 4.14; issue 33) from its CMS markup, against the emulator: the
 * persona toolbar changes the member (bh-returning-member: 4 items added, 2 of them in Spanish;
 * bh-first-time-member: none, so no count; a visitor: nothing asked).
 */
interface Args {
  locale: 'en' | 'es';
}

function MyListCountStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <LitTemplate template={myListCountTemplate({ locale })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/my-list-count',
  component: MyListCountStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });
export const WithItems: Story = as('bh-returning-member');
export const WithItemsSpanish: Story = as('bh-returning-member', { locale: 'es' });
export const SignedOut: Story = as('anonymous');
