import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/paywall-gate/define.ts';
import { gatedArticleTemplate, paywallGateTemplate } from '../cms-templates/paywall-gate.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<paywall-gate>` (site 2.7, 4.8; brain-health 2.6, 4.2): the persona toolbar picks the visitor.
 * A locked visitor (not logged in; codes 1, 5, 4, M, U, D) sees the article cut to its teaser
 * and the wall; a member sees it all. The gate decides once per page view, so the story is
 * drawn again for each persona and setting.
 */
interface Args {
  locale: 'en' | 'es';
  teaserLength: string;
  /** Give the texts in the JSON (off: the defaults, translated on the Spanish page). */
  authored: boolean;
  heading: string;
  body: string;
  persona?: string;
}

const PARAGRAPHS = [
  'If you do not sign up for Medicare Part B when you are first eligible, you may have to pay a late-enrollment penalty for as long as you have Part B. The penalty goes up the longer you wait.',
  'Your monthly premium may go up 10 percent for each full 12-month period that you could have had Part B but did not sign up.',
  'There are exceptions. If you or your spouse are still working and covered by an employer health plan, you can usually sign up later without a penalty.',
];

function PaywallGateStory({ locale, teaserLength, authored, heading, body, persona }: Args) {
  const key = usePageLocale(locale);
  const config = authored ? { heading, body, joinText: 'Join', loginText: 'Log in' } : undefined;
  const page = html`<h1>The Medicare Part B late penalty</h1>
    ${paywallGateTemplate({ teaserLength: teaserLength || undefined, config })}
    ${gatedArticleTemplate({
      paragraphs: PARAGRAPHS,
      restricted: html`<h2>Members' checklist</h2><p>Mark the start of your enrollment period.</p>`,
      carousel: html`<h2>Member benefits</h2><p><a href="/benefits/health/">Health benefits</a></p>`,
      comments: html`<h2>Comments</h2><p>Pat from Ohio: this saved me a penalty.</p>`,
    })}
    <footer><p>Page footer</p></footer>`;
  return (
    <main key={`${key}-${persona}-${teaserLength}-${JSON.stringify(config)}`}>
      <LitTemplate template={page} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Gating/paywall-gate',
  parameters: viewportOptions,
  component: PaywallGateStory,
  render: (args, context) => <PaywallGateStory {...args} persona={String(context.globals.persona)} />,
  args: {
    locale: 'en',
    teaserLength: '',
    authored: true,
    heading: 'Keep reading with membership',
    body: 'This article is for members. Join today to read it in full.',
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    teaserLength: { control: 'text', description: 'data-teaser-length (default 500)' },
    authored: { control: 'boolean', description: 'Give the texts in the JSON (off: the defaults, translated)' },
    heading: { control: 'text' },
    body: { control: 'text' },
    persona: { table: { disable: true } },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

/** Not logged in: the teaser (500 characters) and the wall; the rest of the page is inert. */
export const Anonymous: Story = as('anonymous');
/** An active member: the whole article; restricted sections are marked data-accessed. */
export const Member: Story = as('member-auto-renew');
export const ShortTeaser: Story = as('anonymous', { teaserLength: '120' });
export const SpanishDefaults: Story = as('anonymous', { locale: 'es', authored: false });
export const NarrowAnonymous: Story = { ...as('anonymous'), globals: { persona: 'anonymous', ...atWidth('w320') } };
