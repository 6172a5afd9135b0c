import type { Meta, StoryObj } from '@storybook/react-vite';
import { ws } from 'msw';
import '../src/styles/elements.css';
import '../elements/ask-page/define.ts';
import { askPageTemplate } from '../cms-templates/ask-page.ts';
import { ASK_CHAT_PATH, CHAT_PACES, createChatSession } from '../emulator/handlers/chat.ts';
import { SERVICES_PATH, worker } from '../.storybook/emulator-worker.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<ask-page>` (ask-and-rewards 2.1): the emulator's chat session answers the socket through
 * MSW's WebSocket interception (msw `ws`), in the page; pro tips come from the emulator's HTTP
 * handlers. Ask anything; '#api-error', '#code-error', '#server-error' or a forbidden phrase
 * ('stupid bot') show the error rows of 8.1.
 */
const SOCKET = `${location.origin.replace(/^http/, 'ws')}${ASK_CHAT_PATH}`;
const chat = ws.link(SOCKET);
worker.use(
  chat.addEventListener('connection', ({ client }) => {
    const session = createChatSession(
      {
        send: (text) => client.send(text),
        close: (code, reason) => {
          try {
            client.close(code, reason);
          } catch {
            client.close();
          }
        },
        schedule: (ms, fn) => {
          const id = setTimeout(fn, ms);
          return () => clearTimeout(id);
        },
      },
      CHAT_PACES.normal,
    );
    client.addEventListener('message', (event) => session.receive(String(event.data)));
    client.addEventListener('close', () => session.closed());
  }),
);

interface Args {
  heading: string;
  typingDelayMs: number;
}

function AskPageStory({ heading, typingDelayMs }: Args) {
  const config = {
    endPointUrl: SOCKET,
    'agent-name': 'medicare',
    heading,
    typingDelayMs,
    proTipsPath: `${location.origin}${SERVICES_PATH}content/member/en/ask/pro-tips`,
    forbiddenRedirectUrl: '/help/ask-guidelines',
  };
  return <LitTemplate template={askPageTemplate({ config })} />;
}

const meta: Meta<Args> = {
  title: 'Ask/ask-page',
  component: AskPageStory,
  args: { heading: 'Ask about Medicare and Social Security', typingDelayMs: 15 },
  argTypes: { typingDelayMs: { control: { type: 'number', min: 0 } } },
};
export default meta;

type Story = StoryObj<Args>;
export const Anonymous: Story = { globals: { persona: 'anonymous' } };
export const Member: Story = { globals: { persona: 'member-auto-renew' } };
