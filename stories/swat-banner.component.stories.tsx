import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { demoSwatBanner, swatBannerTemplate } from '../cms-templates/swat-banner.ts';
import { SwatBanner } from '../src/features/swat-banner/SwatBanner.tsx';
import type { SwatBannerConfig } from '../src/features/swat-banner/swat-banner.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

/** `<swat-banner>`'s React view on its own, over the demo's banner: its close control (and the mobile image's sync after 2000 ms). */
const meta = {
  title: 'Page features/swat-banner/Component',
  component: storyComponent(SwatBanner),
  tags: ['autodocs'],
  args: { closeText: 'Close banner' },
  render: (config) => <ViewStory view={SwatBanner} tag="swat-banner" config={config} cms={cmsInner(swatBannerTemplate(demoSwatBanner('en')))} />,
} satisfies Meta<SwatBannerConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Authoring: Story = {
  render: (config) => <ViewStory view={SwatBanner} tag="swat-banner" authoring config={config} cms={cmsInner(swatBannerTemplate(demoSwatBanner('en')))} />,
};
