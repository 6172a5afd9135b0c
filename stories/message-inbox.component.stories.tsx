import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { messageInboxTemplate } from '../cms-templates/message-inbox.ts';
import { MessageInbox } from '../src/features/message-inbox/MessageInbox.tsx';
import type { MessageInboxConfig } from '../src/features/message-inbox/message-inbox.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/**
 * `<message-inbox>`'s React view on its own, over the CMS's button and panel; the persona toolbar
 * picks the member (bh-returning-member has 2 unread cards). 'user-api' reads the emulator's
 * cards; 'sdk' loads the provider's web SDK, which the emulator does not answer: the panel says
 * the messages are unavailable.
 */
const meta = {
  title: 'Brain health/message-inbox/Component',
  component: storyComponent(MessageInbox),
  tags: ['autodocs'],
  globals: { persona: 'bh-returning-member' },
  args: {
    provider: 'user-api',
    unreadText: '{count} unread messages',
    oneUnreadText: '1 unread message',
    panelLabel: 'Messages',
    loadingText: 'Loading messages…',
    emptyText: 'No messages',
    unavailableText: 'Messages are unavailable right now',
  },
  render: (config) => <ViewStory view={MessageInbox} tag="message-inbox" config={config} cms={cmsInner(messageInboxTemplate())} />,
} satisfies Meta<MessageInboxConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Unread: Story = {};
export const Unavailable: Story = { args: { provider: 'sdk' } };
