import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/promo-banner/define.ts';
import { demoPromoBanner, promoBannerTemplate } from '../cms-templates/promo-banner.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<promo-banner>` (site 2.13, 4.7): fixed to the bottom of the window. Closing the expanded
 * variation is remembered in local storage under `promoBanner:{bannerId}`; 'remembered' below
 * writes that before the banner starts. Narrow the window to 767 px or less for the closed one.
 */
interface Args {
  locale: 'en' | 'es';
  bannerId: string;
  remembered: boolean;
}

function PromoBannerStory({ locale, bannerId, remembered }: Args) {
  const key = usePageLocale(locale);
  try {
    if (remembered) localStorage.setItem(`promoBanner:${bannerId}`, 'closed');
    else localStorage.removeItem(`promoBanner:${bannerId}`);
  } catch {
    // Storage blocked: the story shows the expanded banner.
  }
  return (
    <main key={`${key}-${bannerId}-${remembered}`}>
      <p>The page's content; the banner sits at the bottom of the window.</p>
      <LitTemplate template={promoBannerTemplate(demoPromoBanner(locale, bannerId))} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Page features/promo-banner',
  component: PromoBannerStory,
  args: { locale: 'en', bannerId: 'spring-2027', remembered: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    bannerId: { control: 'text', description: 'data-banner-id' },
    remembered: { control: 'boolean', description: "Local storage already holds 'closed' for this banner" },
  },
};
export default meta;

type Story = StoryObj<Args>;
/** A first visit: the expanded variation (the closed one at 767 px or less). */
export const Expanded: Story = {};
/** A returning visitor who closed it: the closed variation. */
export const RememberedClosed: Story = { args: { remembered: true } };
export const Spanish: Story = { args: { locale: 'es' } };
