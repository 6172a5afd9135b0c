import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import '../src/styles/elements.css';
import en from '../fixtures/site/member-strip.en.json';
import es from '../fixtures/site/member-strip.es.json';
import { MemberStrip } from '../src/features/member-strip/MemberStrip.tsx';
import { memberStripSchema } from '../src/features/member-strip/member-strip.schema.ts';
import { startIdentity } from '../src/stores/index.ts';
import { componentMeta } from './component-meta.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `MemberStrip`, the member strip's React view (site 2.4, 4.5), rendered directly with a typed
 * configuration (the demo's authored one, through the element's schema): edit `config` in the
 * controls. The visitor is the toolbar's persona; 'View' reveals the persona's number through
 * the emulator. The CMS-markup stories are in 'Site chrome/member-strip'.
 */
startIdentity(window);

const meta: Meta<typeof MemberStrip> = {
  title: 'Site chrome/member-strip/Component',
  component: MemberStrip,
  tags: ['autodocs'],
  parameters: viewportOptions,
  args: { config: v.parse(memberStripSchema, en), locale: 'en', authoring: false },
  ...componentMeta(MemberStrip, 'member-strip'),
};
export default meta;

type Story = StoryObj<typeof MemberStrip>;

export const Anonymous: Story = { globals: { persona: 'anonymous' } };
export const MemberOnAutomaticRenewal: Story = { globals: { persona: 'member-auto-renew' } };
export const ExpiringMember: Story = { globals: { persona: 'expiring-member' } };
/** Below 1024 px a member's strip collapses behind its toggle. */
export const ExpiringMemberNarrow: Story = { globals: { persona: 'expiring-member', ...atWidth('w800') } };
export const LifetimeMember: Story = { globals: { persona: 'lifetime-member' } };
export const ExpiredMember: Story = { globals: { persona: 'expired-member' } };
export const RegisteredNonMember: Story = { globals: { persona: 'registered-non-member' } };
export const SpanishRenewal: Story = { globals: { persona: 'expiring-member' }, args: { config: v.parse(memberStripSchema, es), locale: 'es' } };
