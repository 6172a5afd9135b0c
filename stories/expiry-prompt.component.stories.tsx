import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import '../src/styles/elements.css';
import { ExpiryPrompt } from '../src/features/expiry-prompt/ExpiryPrompt.tsx';
import { expiryPromptSchema } from '../src/features/expiry-prompt/expiry-prompt.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { componentMeta } from './component-meta.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `ExpiryPrompt`, the expiry prompt's React view (site 4.6), rendered directly with a typed
 * configuration: edit `config` in the controls. It shows only for a visitor who meets the four
 * conditions (the toolbar's persona; "today" is the fixtures' TODAY); for anyone else it renders
 * nothing. The CMS-markup stories are in 'Site chrome/expiry-prompt'.
 */
startIdentity(window);

const meta: Meta<typeof ExpiryPrompt> = {
  title: 'Site chrome/expiry-prompt/Component',
  component: ExpiryPrompt,
  tags: ['autodocs'],
  parameters: viewportOptions,
  globals: { persona: 'expiring-member' },
  args: { config: v.parse(expiryPromptSchema, { renewLink: '/mem/renew' }), locale: 'en', authoring: false },
  ...componentMeta(ExpiryPrompt, 'expiry-prompt'),
};
export default meta;

type Story = StoryObj<typeof ExpiryPrompt>;

/** 29 days left, not on automatic renewal: shown, 02/14/2027. */
export const ExpiringMember: Story = {};
/** The defaults, translated by the Spanish dictionary. */
export const ExpiringMemberSpanish: Story = { args: { locale: 'es' } };
export const ExpiringMemberNarrow: Story = { globals: { persona: 'expiring-member', ...atWidth('w320') } };
export const AuthoredText: Story = {
  args: {
    config: v.parse(expiryPromptSchema, { message: 'Your membership ends on {date}. Keep your benefits.', renewText: 'Renew today', renewLink: '/mem/renew' }),
  },
};
/** On automatic renewal: the prompt renders nothing. */
export const OnAutomaticRenewal: Story = { globals: { persona: 'member-auto-renew' } };
