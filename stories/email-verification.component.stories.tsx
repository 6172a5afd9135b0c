import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import '../src/styles/elements.css';
import type { Locale } from '../src/core/locale.ts';
import { EmailVerification } from '../src/features/email-verification/EmailVerification.tsx';
import { emailVerificationSchema, type EmailVerificationConfig } from '../src/features/email-verification/email-verification.schema.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<email-verification>`'s React view on its own, its config as typed props (the verify and
 * thank-you modals' texts, newSiteVersion). The persona toolbar picks the visitor. As in
 * Brain health/email-verification (its comment says why), Storybook's service-worker emulator
 * cannot answer the JSONP calls, so the modals themselves are seen on the demo site.
 */
type Args = EmailVerificationConfig & { locale: Locale };

function EmailVerificationComponentStory({ locale, ...config }: Args) {
  return (
    <main>
      <h1>Rewards</h1>
      <p>Earn points for learning, staying active and using your benefits.</p>
      <ViewStory view={EmailVerification} tag="email-verification" config={config} locale={locale} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/email-verification/Component',
  component: storyComponent<EmailVerificationConfig, Args>(EmailVerification),
  tags: ['autodocs'],
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args, context) => <EmailVerificationComponentStory key={`${String(context.globals.persona)}-${JSON.stringify(args)}`} {...args} />,
  args: { locale: 'en', ...v.parse(emailVerificationSchema, {}) },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
/** Status Q with popup: the verify modal, 'Hi Jun'. */
export const Verify: Story = { globals: { persona: 'bh-first-time-member' } };
export const Spanish: Story = { globals: { persona: 'bh-first-time-member' }, args: { locale: 'es' } };
/** Authored texts (try a long first-name heading). */
export const Authored: Story = {
  globals: { persona: 'bh-first-time-member' },
  args: { heading: 'Welcome back, {firstName}: one more step', sendText: 'Send it again' },
};
export const Narrow: Story = { globals: { persona: 'bh-first-time-member', ...atWidth('w320') } };
