import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { demoMenuTabs, megaMenuTemplate } from '../cms-templates/mega-menu.ts';
import { MegaMenu } from '../src/features/mega-menu/MegaMenu.tsx';
import type { MegaMenuConfig } from '../src/features/mega-menu/mega-menu.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { ViewStory } from './ViewStory.tsx';

/**
 * The `<mega-menu>` view (MegaMenu.tsx) rendered directly, its configuration as controls. The
 * host holds the demo's CMS menu (cms-templates/mega-menu.ts), which the view enhances with its
 * panel buttons, 'Back' and the menu buttons. The host is `mega-menu-story` (never upgraded),
 * styled as `<mega-menu>` (ViewStory.tsx); the CMS-markup stories (Header/mega-menu) show the
 * element itself.
 */
const CMS = cmsInner(megaMenuTemplate({ tabs: demoMenuTabs('en') }));

/** The view with its configuration as props (so the controls and the docs table are the config's). */
function MegaMenuView(config: MegaMenuConfig) {
  return <ViewStory view={MegaMenu} tag="mega-menu" config={config} cms={CMS} />;
}

const meta = {
  title: 'Header/mega-menu/Component',
  component: MegaMenuView,
  tags: ['autodocs'],
  args: { subsite: false },
} satisfies Meta<MegaMenuConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const SubSite: Story = { args: { subsite: true } };
