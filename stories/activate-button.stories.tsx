import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/activate-button/define.ts';
import { activateButtonTemplate } from '../cms-templates/activate-button.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<activate-button>` (brain-health 4.13; issue 34) from its CMS markup, against the emulator: the
 * persona toolbar picks the visitor (bh-registered-non-activated-member: activated, then sent to
 * login; bh-cancelled-or-expired-member: refused, the failure said and the button back; a visitor
 * with no login: the invalid token, sent to login). The story's frame catches the navigation.
 */
interface Args {
  locale: 'en' | 'es';
}

function ActivateButtonStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <h1>{locale === 'es' ? 'Active su programa' : 'Activate your programme'}</h1>
      <LitTemplate template={activateButtonTemplate({ locale })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/activate-button',
  component: ActivateButtonStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });
export const Activates: Story = as('bh-registered-non-activated-member');
export const ActivatesSpanish: Story = as('bh-registered-non-activated-member', { locale: 'es' });
export const Refused: Story = as('bh-cancelled-or-expired-member');
export const SignedOut: Story = as('anonymous');
