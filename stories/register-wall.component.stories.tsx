import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { useState } from 'react';
import '../src/styles/elements.css';
import type { Locale } from '../src/core/locale.ts';
import { RegisterWall } from '../src/features/register-wall/RegisterWall.tsx';
import { DEFAULT_BODY, DEFAULT_HEADING, type RegisterWallConfig } from '../src/features/register-wall/register-wall.schema.ts';
import { startIdentity } from '../src/stores/index.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { ViewStory, storyComponent } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * The register wall's React view (`RegisterWall`) rendered directly, its config as typed props,
 * on a short page with a restricted section and a footer. The persona toolbar picks the visitor:
 * an anonymous one (known user ANON) gets the wall, the restricted section and the footer
 * removed; a logged-in member sees the page as it is. The wall locks the whole page (scroll,
 * focus), so on the docs page it has a frame of its own. The element's markup is in
 * Gating/register-wall.
 */
type Args = RegisterWallConfig & { locale: Locale };

function RegisterWallComponentStory({ locale, ...config }: Args) {
  // Identity reads the persona's cookies now (the wall decides once, on what identity knows).
  useState(() => startIdentity(window).refresh('story'));
  return (
    <main>
      <h1>Sleep and your memory</h1>
      <p>Deep sleep is when the brain files away what you learned during the day.</p>
      <ViewStory view={RegisterWall} tag="register-wall" config={config} locale={locale} />
      <LitTemplate
        template={html`<section data-restricted><h2>Your seven-night sleep plan</h2><p>Night one: set one wake-up time.</p></section>
          <footer><p>Page footer</p></footer>`}
      />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Gating/register-wall/Component',
  // The view itself, for the docs page (its name and description); the args are its config, which ViewStory hands it.
  component: storyComponent<RegisterWallConfig, Args>(RegisterWall),
  tags: ['autodocs'],
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args, context) => <RegisterWallComponentStory key={`${String(context.globals.persona)}-${JSON.stringify(args)}`} {...args} />,
  args: { locale: 'en', heading: DEFAULT_HEADING, body: DEFAULT_BODY, registerText: 'Register', loginText: 'Log in', registerLink: '', loginLink: '' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    registerLink: { control: 'text', description: "Register's address (empty: {secureEndpoint}applications/user/register with this page as referrer)" },
    loginLink: { control: 'text', description: "Log in's address (empty: the site's login, back to this page)" },
  },
};
export default meta;

type Story = StoryObj<Args>;
/** No cookies: known user ANON at once, the wall. */
export const Shown: Story = { globals: { persona: 'anonymous' } };
/** A logged-in member: no wall. */
export const Hidden: Story = { globals: { persona: 'member-auto-renew' } };
export const SpanishShown: Story = { globals: { persona: 'anonymous' }, args: { locale: 'es' } };
export const NarrowShown: Story = { globals: { persona: 'anonymous', ...atWidth('w320') } };
