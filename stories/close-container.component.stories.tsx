import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { closeContainerTemplate, demoCloseContainer } from '../cms-templates/close-container.ts';
import { CloseContainer } from '../src/features/close-container/CloseContainer.tsx';
import type { CloseContainerConfig } from '../src/features/close-container/close-container.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

/** `<close-container>`'s React view on its own, over the demo's notice: 'Close' hides it for this page view. */
const meta = {
  title: 'Page features/close-container/Component',
  component: storyComponent(CloseContainer),
  tags: ['autodocs'],
  args: { closeText: 'Close' },
  render: (config) => (
    <ViewStory view={CloseContainer} tag="close-container" config={config} cms={cmsInner(closeContainerTemplate({ body: demoCloseContainer('en') }))} />
  ),
} satisfies Meta<CloseContainerConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Spanish: Story = {
  args: { closeText: 'Close' },
  render: (config) => (
    <ViewStory
      view={CloseContainer}
      tag="close-container"
      locale="es"
      config={config}
      cms={cmsInner(closeContainerTemplate({ body: demoCloseContainer('es') }))}
    />
  ),
};
