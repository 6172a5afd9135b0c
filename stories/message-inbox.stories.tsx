import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/message-inbox/define.ts';
import { messageInboxTemplate } from '../cms-templates/message-inbox.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';

/**
 * `<message-inbox>` (brain-health 4.10; issue 34) from its CMS markup, against the emulator's
 * messaging user API (provider 'user-api'): the persona toolbar changes the member
 * (bh-returning-member: 2 unread of 4 cards; bh-sponsor-insurer1ms35: all read, no badge;
 * bh-exclusive: no cards, 'No messages'; a visitor: the element hidden, nothing asked). Opening
 * the panel marks the cards read (reset the emulator, or clear the inboxUnreadCount cookie, to
 * see the badge again).
 */
interface Args {
  locale: 'en' | 'es';
}

function MessageInboxStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key} style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '24rem' }}>
      <LitTemplate template={messageInboxTemplate({ locale, config: { provider: 'user-api' } })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/message-inbox',
  component: MessageInboxStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });
export const Unread: Story = as('bh-returning-member');
export const UnreadSpanish: Story = as('bh-returning-member', { locale: 'es' });
export const AllRead: Story = as('bh-sponsor-insurer1ms35');
export const NoMessages: Story = as('bh-exclusive');
export const SignedOut: Story = as('anonymous');
