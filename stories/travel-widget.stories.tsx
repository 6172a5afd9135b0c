import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/travel-widget/define.ts';
import { demoTravelTabs, travelWidgetTemplate } from '../cms-templates/travel-widget.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<travel-widget>` (site 2.9): on a travel subpage the path picks the tab (/benefits/travel/hotels/
 * opens Hotels); Storybook's /iframe.html is in no row of the table, so the first tab is open.
 * Adjacent buttons make an APG tab list (Left / Right, Home / End); buttons spread through the
 * markup stay buttons with aria-pressed (the Spread story).
 */
interface Args {
  locale: 'en' | 'es';
  spread: boolean;
}

function TravelWidgetStory({ locale, spread }: Args) {
  const tabs = demoTravelTabs(locale);
  if (!spread) return <LitTemplate template={travelWidgetTemplate({ tabs })} />;
  return (
    <LitTemplate
      template={html`<travel-widget>${tabs.map((tab) => html`<p><button type="button" data-tab=${tab.tab}>${tab.label}</button></p>`)}${tabs.map(
        (tab) => html`<div data-panel=${tab.tab}><h2>${tab.heading}</h2><p>${tab.body}</p></div>`,
      )}</travel-widget>`}
    />
  );
}

const meta: Meta<Args> = {
  title: 'Benefits/travel-widget',
  parameters: viewportOptions,
  component: TravelWidgetStory,
  args: { locale: 'en', spread: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'], description: 'The CMS language of the tabs' },
    spread: { control: 'boolean', description: 'Buttons not next to one another: aria-pressed buttons instead of tabs' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Tabs: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
export const Spread: Story = { args: { spread: true } };
export const Phone: Story = { globals: atWidth('w320') };
