import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import configuration from '../fixtures/site/saved-benefits.en.json' with { type: 'json' };
import { SERVICES_PATH } from '../.storybook/emulator-worker.ts';
import { promoBannerTemplate } from '../cms-templates/saved-benefits.ts';
import { SavedBenefits } from '../src/features/saved-benefits/SavedBenefits.tsx';
import type { SavedBenefitsConfig } from '../src/features/saved-benefits/saved-benefits.schema.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { ViewStory, storyComponent } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `SavedBenefits`, the React view of `<saved-benefits>`, rendered directly with its configuration
 * as typed args (site 3.9; no CMS attributes, no harness). The saved list and the offers come from
 * the emulator (through MSW): pick a persona in the toolbar ('anonymous': the empty view with log
 * in and create login; 'lifetime member': 12 offers, the page's promo banner copied after
 * `bannerDisplayOrder` cards). 'remove offer' removes the offer in the emulator after the 2.4 s
 * undo window (reload the story to start again).
 */
interface Args extends SavedBenefitsConfig {
  /** Authoring mode (CONTRACT 1): the empty view with both buttons, and no request. */
  authoring: boolean;
}

const meta: Meta<Args> = {
  title: 'Benefits/saved-benefits/Component',
  // The view itself (its docs page); its props are the harness's (config, host, t, ...), the args its config.
  component: storyComponent<SavedBenefitsConfig, Args>(SavedBenefits),
  tags: ['autodocs'],
  parameters: viewportOptions,
  args: { ...configuration, servletPath: `${SERVICES_PATH}content/member/en/benefits/offers.json`, authoring: false },
  argTypes: {
    servletPath: { control: 'text', description: 'The offers list (data-servlet-path)' },
    bannerDisplayOrder: { control: { type: 'number', min: 0, max: 12 } },
    enableBanner: { control: 'boolean' },
    authoring: { control: 'boolean' },
  },
  render: ({ authoring, ...config }) => (
    <main>
      <ViewStory view={SavedBenefits} tag="saved-benefits" config={config} authoring={authoring} />
      <LitTemplate template={promoBannerTemplate('en')} />
    </main>
  ),
};
export default meta;

type Story = StoryObj<Args>;
export const AsThePersonaSees: Story = {};
export const Authoring: Story = { args: { authoring: true } };
export const NoBanner: Story = { args: { enableBanner: false } };
export const Narrow: Story = { globals: atWidth('w320') };
