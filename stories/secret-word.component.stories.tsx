import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { secretWordTemplate } from '../cms-templates/secret-word.ts';
import { SecretWord } from '../src/features/secret-word/SecretWord.tsx';
import type { SecretWordConfig } from '../src/features/secret-word/secret-word.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<secret-word>`'s React view on its own, over the CMS form; the persona toolbar changes the visitor. */
const meta = {
  title: 'Rewards/secret-word/Component',
  component: storyComponent(SecretWord),
  tags: ['autodocs'],
  globals: { persona: 'member-auto-renew' },
  args: { joinUrl: '/rewards/' },
  render: (config) => <ViewStory view={SecretWord} tag="secret-word" config={config} cms={cmsInner(secretWordTemplate())} />,
} satisfies Meta<SecretWordConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Participant: Story = {};
export const NotAParticipant: Story = { globals: { persona: 'member-not-auto-renew' } };
export const SignedOut: Story = { globals: { persona: 'anonymous' } };
