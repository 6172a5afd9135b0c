import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/local-offers/define.ts';
import { localOffersTemplate } from '../cms-templates/local-offers.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<local-offers>` (issue 32) from its CMS markup, against the emulator. Type 'Phoenix' or
 * 'Arlington' in 'Where' for the two cities with offers. member-auto-renew has a saved offer
 * (Maple Street Cinema) and a printed redemption (Riverbend Bistro); rewards-new-member has
 * neither; a visitor gets the 'Log in' panel. The emulator's fault panel gives 401 and failures.
 */
interface Args {
  locale: 'en' | 'es';
  redemptionTypes: 'MOBILE,PRINT' | 'MOBILE' | 'PRINT';
}

function LocalOffersStory({ locale, redemptionTypes }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={`${key}-${redemptionTypes}`}>
      <LitTemplate template={localOffersTemplate({ redemptionTypes })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/local-offers',
  parameters: viewportOptions,
  component: LocalOffersStory,
  args: { locale: 'en', redemptionTypes: 'MOBILE,PRINT' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    redemptionTypes: { control: 'inline-radio', options: ['MOBILE,PRINT', 'MOBILE', 'PRINT'] },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const Member: Story = as('member-auto-renew');
export const MemberSpanish: Story = as('member-auto-renew', { locale: 'es' });
export const PhoneOnly: Story = as('member-auto-renew', { redemptionTypes: 'MOBILE' });
export const NothingSavedYet: Story = as('rewards-new-member');
export const SignedOut: Story = as('anonymous');
export const Narrow: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
