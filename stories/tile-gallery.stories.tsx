import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/tile-gallery/define.ts';
import { demoTiles, tileGalleryTemplate, type TileFields } from '../cms-templates/tile-gallery.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<tile-gallery>` (site 2.13, 4.8; brain-health 4.15, 4.16): the persona toolbar changes the
 * visitor; locks, badges and exclusive tiles follow without a reload. Sponsor types reach the
 * gallery from programme data (the brain-health pages' userTypesUrl), so in Storybook the
 * sponsored personas read as their own membership.
 */
interface Args {
  locale: 'en' | 'es';
  variant: 'landing' | 'channel' | 'expert' | 'games';
  loadmore: string;
  count: number;
  banner: boolean;
}

const gameTiles = (count: number): TileFields[] => Array.from({ length: count }, (_, index) => ({ title: `Game ${index + 1}`, href: `/games/${index + 1}/` }));

function TileGalleryStory({ locale, variant, loadmore, count, banner }: Args) {
  const key = usePageLocale(locale);
  const tiles = variant === 'games' ? gameTiles(count) : demoTiles(locale);
  return (
    <main key={`${key}-${variant}-${loadmore}-${count}-${banner}`}>
      <LitTemplate
        template={tileGalleryTemplate({
          variant,
          loadmore: loadmore || undefined,
          tiles,
          banner: banner && variant === 'games' ? 'Play today’s featured game' : undefined,
        })}
      />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Content/tile-gallery',
  parameters: viewportOptions,
  component: TileGalleryStory,
  args: { locale: 'en', variant: 'landing', loadmore: '', count: 6, banner: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    variant: { control: 'inline-radio', options: ['landing', 'channel', 'expert', 'games'], description: 'data-variant' },
    loadmore: { control: 'text', description: 'data-loadmore (newer channel template): shown first, then all' },
    count: { control: { type: 'range', min: 1, max: 12 }, description: 'Games centre: how many tiles' },
    banner: { control: 'boolean', description: 'Games centre: a banner beside the list (takes its height at 1024 px+ with 6+ tiles)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** Locks with 'Members only' on members-only tiles; 6 tiles, then 'Load more'. */
export const Anonymous: Story = as('anonymous');
/** memberState MEMBER: tiles open, the plain 'Members only' badge. */
export const Member: Story = as('member-auto-renew');
export const SpanishAnonymous: Story = as('anonymous', { locale: 'es' });
export const NarrowAnonymous: Story = { ...as('anonymous'), globals: { persona: 'anonymous', ...atWidth('w320') } };
/** Newer channel template: 4 first, then 'Load more' reveals all. */
export const ChannelLoadmore4: Story = as('anonymous', { variant: 'channel', loadmore: '4' });
/** Expert details page: 6, then 'See all'. */
export const Expert: Story = as('anonymous', { variant: 'expert' });
export const GamesOne: Story = as('anonymous', { variant: 'games', count: 1 });
export const GamesFour: Story = as('anonymous', { variant: 'games', count: 4 });
export const GamesFive: Story = as('anonymous', { variant: 'games', count: 5 });
/** Six tiles with a banner: at 1024 px and up the banner takes the list's height. */
export const GamesSixWithBanner: Story = as('anonymous', { variant: 'games', count: 6, banner: true });
