import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { myListCountTemplate } from '../cms-templates/my-list-count.ts';
import { MyListCount } from '../src/features/my-list-count/MyListCount.tsx';
import type { MyListCountConfig } from '../src/features/my-list-count/my-list-count.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<my-list-count>`'s React view on its own, over the CMS's link; the persona toolbar picks the member (bh-returning-member has 4 items added). */
const meta = {
  title: 'Brain health/my-list-count/Component',
  component: storyComponent(MyListCount),
  tags: ['autodocs'],
  globals: { persona: 'bh-returning-member' },
  args: { itemsText: '{count} items', oneItemText: '1 item' },
  render: (config) => <ViewStory view={MyListCount} tag="my-list-count" config={config} cms={cmsInner(myListCountTemplate())} />,
} satisfies Meta<MyListCountConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithItems: Story = {};
export const EmptyList: Story = { globals: { persona: 'bh-first-time-member' } };
