import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import '../src/styles/elements.css';
import { SAMPLE_LINKS, siteHeaderTemplate } from '../cms-templates/site-header.ts';
import { SiteHeader } from '../src/features/site-header/SiteHeader.tsx';
import { siteHeaderSchema, type SiteHeaderConfig } from '../src/features/site-header/site-header.schema.ts';
import { startIdentity } from '../src/stores/index.ts';
import { cmsInner } from './cms-markup.ts';
import { ViewStory } from './ViewStory.tsx';

/**
 * The `<site-header>` view (SiteHeader.tsx) rendered directly, its configuration as controls.
 * The host holds the CMS header of cms-templates/site-header.ts, which the view enhances: the
 * persona toolbar picks the visitor (the items, promo and account dropdown follow). The host is
 * `site-header-story` (never upgraded), styled as `<site-header>` (ViewStory.tsx); the CMS-markup
 * stories (Site chrome/site-header) show the element itself.
 */
startIdentity(window);

const CMS = cmsInner(
  siteHeaderTemplate({
    locale: 'en',
    links: SAMPLE_LINKS,
    offscreenLinks: [
      ['Membership', '/membership/'],
      ['Rewards', '/rewards/'],
    ],
  }),
);

/** The view with its configuration as props (so the controls and the docs table are the config's). */
function SiteHeaderView(config: SiteHeaderConfig) {
  return <ViewStory view={SiteHeader} tag="site-header" config={config} cms={CMS} />;
}

const meta = {
  title: 'Site chrome/site-header/Component',
  component: SiteHeaderView,
  tags: ['autodocs'],
  args: {
    ...v.parse(siteHeaderSchema, {}),
    rewardsLink: '/rewards/',
    sponsorLogos: { INSURER1: { src: '/fixtures/site/images/sponsor-insurer1.svg', alt: 'Insurer One' } },
  },
  argTypes: { pointsFormat: { control: 'inline-radio', options: ['pts', 'POINTS', 'brand'] } },
} satisfies Meta<SiteHeaderConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const MemberWithPoints: Story = { globals: { persona: 'member-auto-renew' }, args: { pointsFormat: 'pts' } };
