import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/saved-benefits/define.ts';
import { promoBannerTemplate, savedBenefitsTemplate } from '../cms-templates/saved-benefits.ts';
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<saved-benefits>` (site 2.10, 4.10): the visitor's saved offers from the emulator (through
 * MSW). Pick a persona in the toolbar: 'anonymous' shows the empty view with 'log in' and 'create
 * login'; 'lifetime member' has 12 offers to show (a retired and an expired one are filtered
 * out), with the promo banner copied after the third; 'member, auto-renew' has 2. 'remove offer'
 * shows the overlay with Undo for 2.4 s, then removes the offer in the emulator (reload the story
 * to start again, or reset the emulator).
 */
interface Args {
  locale: 'en' | 'es';
}

function SavedBenefitsStory({ locale }: Args) {
  return (
    <main lang={locale}>
      <LitTemplate
        template={savedBenefitsTemplate({
          servletPath: `${SERVICES_PATH}content/member/${locale}/benefits/offers.json`,
          jsonUrl: `${SERVICES_PATH}content/member/${locale}/config/saved-benefits.json`,
        })}
      />
      <LitTemplate template={promoBannerTemplate(locale)} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Benefits/saved-benefits',
  parameters: viewportOptions,
  component: SavedBenefitsStory,
  args: { locale: 'en' },
  argTypes: {
    locale: { control: 'select', options: ['en', 'es'], description: 'the configuration and offers language' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const AsThePersonaSees: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
export const Narrow: Story = { globals: atWidth('w320') };
