import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/rewards-points/define.ts';
import '../elements/secret-word/define.ts';
import { rewardsPointsTemplate } from '../cms-templates/rewards-points.ts';
import { secretWordTemplate } from '../cms-templates/secret-word.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<secret-word>` (ask-and-rewards 3.16, 9.2; issue 31) from its CMS markup, with a points display
 * beside it, against the emulator. The persona toolbar changes the visitor: a participant gets
 * the form (try LANTERN or SNOWFALL for points, HARVEST for 'already used', any other word for
 * 'not today's word', an empty word for the field's message); a visitor the 'Log in' panel; a
 * logged-in visitor who is not a participant how to join. The emulator's fault panel gives the
 * 429, 401 and failure states.
 */
interface Args {
  locale: 'en' | 'es';
}

function SecretWordStory({ locale }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={key}>
      <p>
        <LitTemplate template={rewardsPointsTemplate({ format: 'brand' })} />
      </p>
      <LitTemplate template={secretWordTemplate({ locale })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Rewards/secret-word',
  parameters: viewportOptions,
  component: SecretWordStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** A participant: the form. */
export const Participant: Story = as('member-auto-renew');
export const ParticipantSpanish: Story = as('member-auto-renew', { locale: 'es' });
/** Not logged in: 'Log in' to the rewards login. */
export const SignedOut: Story = as('anonymous');
/** Logged in, not a participant: how to join. */
export const NotAParticipant: Story = as('member-not-auto-renew');
export const Narrow: Story = { ...as('member-auto-renew'), globals: { persona: 'member-auto-renew', ...atWidth('w320') } };
