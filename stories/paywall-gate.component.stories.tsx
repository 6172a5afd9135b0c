import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../src/styles/elements.css';
import { gatedArticleTemplate } from '../cms-templates/paywall-gate.ts';
import type { Locale } from '../src/core/locale.ts';
import { PaywallGate } from '../src/features/paywall-gate/PaywallGate.tsx';
import { DEFAULT_BODY, DEFAULT_HEADING, type PaywallGateConfig } from '../src/features/paywall-gate/paywall-gate.schema.ts';
import { startIdentity } from '../src/stores/index.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { ViewStory, storyComponent } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * The paywall's React view (`PaywallGate`) rendered directly, its config as typed props, beside
 * a short article. The persona toolbar picks the visitor: not logged in (and codes 1, 5, 4, M, U,
 * D) locks, so the article is cut to `teaserLength` characters and the wall follows it; a member
 * reads it all. The gate locks the whole page (scroll, focus), so on the docs page it has a frame
 * of its own. The element's markup and the CMS's page are in Gating/paywall-gate.
 */
type Args = PaywallGateConfig & { locale: Locale; persona?: string };

const PARAGRAPHS = [
  'If you do not sign up for Medicare Part B when you are first eligible, you may have to pay a late-enrollment penalty for as long as you have Part B.',
  'Your monthly premium may go up 10 percent for each full 12-month period that you could have had Part B but did not sign up.',
];

function PaywallGateComponentStory({ locale, persona: _persona, ...config }: Args) {
  // Identity reads the persona's cookies now (the gate decides once, on what identity knows).
  useState(() => startIdentity(window).refresh('story'));
  return (
    <main>
      <h1>The Medicare Part B late penalty</h1>
      <LitTemplate template={gatedArticleTemplate({ paragraphs: PARAGRAPHS })} />
      <ViewStory view={PaywallGate} tag="paywall-gate" config={config} locale={locale} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Gating/paywall-gate/Component',
  // The view itself, for the docs page (its name and description); the args are its config, which ViewStory hands it.
  component: storyComponent<PaywallGateConfig, Args>(PaywallGate),
  tags: ['autodocs'],
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args, context) => <PaywallGateComponentStory key={`${String(context.globals.persona)}-${JSON.stringify(args)}`} {...args} />,
  args: {
    locale: 'en',
    heading: DEFAULT_HEADING,
    body: DEFAULT_BODY,
    joinText: 'Join',
    loginText: 'Log in',
    joinLink: '',
    loginLink: '',
    teaserLength: '120',
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    teaserLength: { control: 'text', description: 'data-teaser-length: the characters a locked visitor reads (default 500)' },
    joinLink: { control: 'text', description: "Join's address (empty: the site's join page)" },
    loginLink: { control: 'text', description: "Log in's address (empty: the site's login, back to this page)" },
    persona: { table: { disable: true } },
  },
};
export default meta;

type Story = StoryObj<Args>;
/** Not logged in: the teaser and the wall. */
export const Locked: Story = { globals: { persona: 'anonymous' } };
/** An active member: the whole article, no wall. */
export const Open: Story = { globals: { persona: 'member-auto-renew' } };
export const SpanishLocked: Story = { globals: { persona: 'anonymous' }, args: { locale: 'es' } };
export const NarrowLocked: Story = { globals: { persona: 'anonymous', ...atWidth('w320') } };
