import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/swat-banner/define.ts';
import { demoSwatBanner, swatBannerTemplate } from '../cms-templates/swat-banner.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<swat-banner>` (site 2.13, 9): the close control, and the mobile image (767 px or less) synced
 * 2000 ms after the start. 'swap' changes the desktop picture after 500 ms, as a personalisation
 * tool would: at 2000 ms the mobile image takes it.
 */
interface Args {
  locale: 'en' | 'es';
  swap: boolean;
}

function SwatBannerStory({ locale, swap }: Args) {
  const key = usePageLocale(locale);
  if (swap) {
    setTimeout(() => {
      const desktop = document.querySelector<HTMLImageElement>('swat-banner img:not([data-mobile-image])');
      if (desktop) desktop.src = '/fixtures/site/images/swat-desktop-alt.svg';
    }, 500);
  }
  return (
    <main key={`${key}-${swap}`}>
      <LitTemplate template={swatBannerTemplate(demoSwatBanner(locale))} />
      <h1>{locale === 'es' ? 'Estafas telefónicas' : 'Phone scams'}</h1>
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Page features/swat-banner',
  component: SwatBannerStory,
  args: { locale: 'en', swap: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    swap: { control: 'boolean', description: 'Swap the desktop picture after 500 ms (the mobile image follows at 2000 ms)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Default: Story = {};
export const DesktopSwapped: Story = { args: { swap: true } };
export const Spanish: Story = { args: { locale: 'es' } };
