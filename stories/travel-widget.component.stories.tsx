import type { Meta, StoryObj } from '@storybook/react-vite';
import { render } from 'lit-html';
import * as v from 'valibot';
import { TravelWidget } from '../src/features/travel-widget/TravelWidget.tsx';
import { travelWidgetSchema, type TravelWidgetConfig } from '../src/features/travel-widget/travel-widget.schema.ts';
import { demoTravelTabs, travelWidgetTemplate } from '../cms-templates/travel-widget.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/**
 * `<travel-widget>`'s React view (src/features/travel-widget/TravelWidget.tsx) with typed props,
 * over the demo's CMS buttons and panels (cms-templates/travel-widget.ts). Storybook's path is in
 * no row of site 2.9's table, so the first tab is open. The host here is `travel-widget-story`,
 * styled as `<travel-widget>`, with the harness's mount, which the view moves to the buttons'
 * place (ViewStory.tsx).
 */
interface Args extends TravelWidgetConfig {
  locale: 'en' | 'es';
}

/** The inner markup of the CMS template, for the story's host. */
function cmsMarkup(locale: Args['locale']): string {
  const box = document.createElement('div');
  render(travelWidgetTemplate({ tabs: demoTravelTabs(locale) }), box);
  return box.querySelector('travel-widget')?.innerHTML ?? '';
}

const meta = {
  title: 'Benefits/travel-widget/Component',
  // Storybook types `component` by the args; the args here are the view's config, not its props (ViewProps).
  component: storyComponent<TravelWidgetConfig, Args>(TravelWidget),
  tags: ['autodocs'],
  args: { ...v.parse(travelWidgetSchema, {}), locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'], description: 'The language of the page and of the CMS tabs' } },
  render: ({ locale, ...config }) => <ViewStory key={locale} view={TravelWidget} tag="travel-widget" config={config} locale={locale} cms={cmsMarkup(locale)} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Tabs: Story = {};
export const Spanish: Story = { args: { locale: 'es', label: 'Reservas de viaje' } };
