import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { demoTiles, tileGalleryTemplate } from '../cms-templates/tile-gallery.ts';
import { TileGallery } from '../src/features/tile-gallery/TileGallery.tsx';
import { GALLERY_VARIANTS } from '../src/features/tile-gallery/tile-gallery.logic.ts';
import type { TileGalleryConfig } from '../src/features/tile-gallery/tile-gallery.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/**
 * `<tile-gallery>`'s React view on its own, over the demo's ten tiles: the config's fields are
 * the controls; the persona toolbar changes the visitor (locks and badges follow).
 */
const meta = {
  title: 'Content/tile-gallery/Component',
  component: storyComponent(TileGallery),
  tags: ['autodocs'],
  args: { variant: 'landing', loadmore: undefined, loadMoreText: 'Load more', seeAllText: 'See all' },
  argTypes: {
    variant: { control: 'inline-radio', options: GALLERY_VARIANTS },
    loadmore: { control: { type: 'number', min: 1 } },
  },
  render: (config) => <ViewStory view={TileGallery} tag="tile-gallery" config={config} cms={cmsInner(tileGalleryTemplate({ tiles: demoTiles('en') }))} />,
} satisfies Meta<TileGalleryConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Landing: Story = {};
export const Expert: Story = { args: { variant: 'expert' } };
export const ChannelLoadmore4: Story = { args: { variant: 'channel', loadmore: 4 } };
