import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/expiry-prompt/define.ts';
import { expiryPromptTemplate } from '../cms-templates/expiry-prompt.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<expiry-prompt>` (site 4.6): one story per persona the four conditions tell apart. "Today" is
 * the fixtures' TODAY; the persona toolbar changes the visitor (the prompt follows without a
 * reload). Where the persona does not get the prompt, only the note below shows.
 */
interface Args {
  locale: 'en' | 'es';
  /** Leave the JSON empty to see the defaults (translated on the Spanish page). */
  authored: boolean;
  message: string;
  renewLink: string;
  renewText: string;
}

function ExpiryPromptStory({ locale, authored, message, renewLink, renewText }: Args) {
  const key = usePageLocale(locale);
  const config = authored ? { message, renewLink, renewText } : { renewLink };
  return (
    <main key={key}>
      <LitTemplate template={expiryPromptTemplate({ config })} />
      <p>
        <small>Shown only with an expiry date, not on automatic renewal, not insurer-sponsored, and 0 to 89 days left.</small>
      </p>
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Site chrome/expiry-prompt',
  parameters: viewportOptions,
  component: ExpiryPromptStory,
  args: { locale: 'en', authored: true, message: 'Your membership expires on {date}.', renewLink: '/mem/renew', renewText: 'Renew now' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    authored: { control: 'boolean', description: 'Give message and renewText in the JSON (off: the defaults, translated)' },
    message: { control: 'text', description: 'message: {date} becomes MM/DD/YYYY' },
    renewLink: { control: 'text', description: 'renewLink: URL or path (/mem/ paths on the secure host)' },
    renewText: { control: 'text', description: 'renewText' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** 29 days left, not on automatic renewal: shown, 02/14/2027. */
export const ExpiringMember: Story = as('expiring-member');
export const ExpiringMemberSpanishDefaults: Story = as('expiring-member', { locale: 'es', authored: false });
export const ExpiringMemberNarrow: Story = { ...as('expiring-member'), globals: { persona: 'expiring-member', ...atWidth('w320') } };
/** Exactly 90 days left: not shown (site 9: 0-89). */
export const NinetyDaysLeft: Story = as('member-expiring-90-days');
export const OnAutomaticRenewal: Story = as('member-auto-renew');
/** Lifetime (expiry year 2800): never shown. */
export const LifetimeMember: Story = as('lifetime-member');
export const Anonymous: Story = as('anonymous');
