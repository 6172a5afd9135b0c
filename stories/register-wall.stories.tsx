import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/register-wall/define.ts';
import { registerWallTemplate } from '../cms-templates/register-wall.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<register-wall>` (site 2.7, 4.8; brain-health 4.15): the persona toolbar picks the visitor.
 * An anonymous visitor (known user ANON) sees the wall, the restricted section and the footer
 * removed; a logged-in visitor sees the page as it is. Programme types come from the
 * brain-health pages' userTypesUrl, so in Storybook only the known user decides.
 */
interface Args {
  locale: 'en' | 'es';
  authored: boolean;
  persona?: string;
}

function RegisterWallStory({ locale, authored, persona }: Args) {
  const key = usePageLocale(locale);
  const config = authored ? { heading: 'Register to keep reading', registerText: 'Register', loginText: 'Log in' } : undefined;
  const page = html`<h1>Sleep and your memory</h1>
    <p>Deep sleep is when the brain files away what you learned during the day.</p>
    ${registerWallTemplate({ config })}
    <section data-restricted><h2>Your seven-night sleep plan</h2><p>Night one: set one wake-up time.</p></section>
    <footer><p>Page footer</p></footer>`;
  return (
    <main key={`${key}-${persona}-${authored}`}>
      <LitTemplate template={page} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Gating/register-wall',
  parameters: viewportOptions,
  component: RegisterWallStory,
  render: (args, context) => <RegisterWallStory {...args} persona={String(context.globals.persona)} />,
  args: { locale: 'en', authored: true },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    authored: { control: 'boolean', description: 'Give the texts in the JSON (off: the defaults, translated)' },
    persona: { table: { disable: true } },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const Anonymous: Story = as('anonymous');
export const LoggedInMember: Story = as('member-auto-renew');
export const SpanishDefaults: Story = as('anonymous', { locale: 'es', authored: false });
export const NarrowAnonymous: Story = { ...as('anonymous'), globals: { persona: 'anonymous', ...atWidth('w320') } };
