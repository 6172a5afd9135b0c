import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { demoPromoBanner, promoBannerTemplate } from '../cms-templates/promo-banner.ts';
import { PromoBanner } from '../src/features/promo-banner/PromoBanner.tsx';
import type { PromoBannerConfig } from '../src/features/promo-banner/promo-banner.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

/**
 * `<promo-banner>`'s React view on its own, over the demo's two variations: a close control in
 * each; closing the expanded one shows the closed one (remembered under the banner id in local
 * storage: clear it, or change the id, to start expanded again).
 */
const meta = {
  title: 'Page features/promo-banner/Component',
  component: storyComponent(PromoBanner),
  tags: ['autodocs'],
  args: { bannerId: 'story-component', closeText: 'Close banner' },
  render: (config) => <ViewStory view={PromoBanner} tag="promo-banner" config={config} cms={cmsInner(promoBannerTemplate(demoPromoBanner('en')))} />,
} satisfies Meta<PromoBannerConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Spanish: Story = {
  render: (config) => (
    <ViewStory view={PromoBanner} tag="promo-banner" locale="es" config={config} cms={cmsInner(promoBannerTemplate(demoPromoBanner('es')))} />
  ),
};
