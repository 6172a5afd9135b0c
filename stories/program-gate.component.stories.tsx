import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as v from 'valibot';
import '../src/styles/elements.css';
import type { Locale } from '../src/core/locale.ts';
import { ProgramGate } from '../src/features/program-gate/ProgramGate.tsx';
import { programGateSchema, type ProgramGateConfig } from '../src/features/program-gate/program-gate.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<program-gate>`'s React view on its own, its config as typed props (the modals' texts and
 * `hideClose`, rnmaFlow, vendorMode). The persona toolbar picks the visitor: without a login
 * cookie the login modal opens at once. The modal locks the page, so on the docs page it has a
 * frame of its own. The element's markup is in Brain health/program-gate.
 */
type Args = ProgramGateConfig & { locale: Locale };

function ProgramGateComponentStory({ locale, ...config }: Args) {
  // Identity reads the persona's cookies now (the gate decides once, on what identity knows).
  useState(() => startIdentity(window).refresh('story'));
  return (
    <main>
      <h1>Articles</h1>
      <p>Short reads on sleep, stress, nutrition, movement and staying social.</p>
      <ViewStory view={ProgramGate} tag="program-gate" config={config} locale={locale} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/program-gate/Component',
  component: storyComponent<ProgramGateConfig, Args>(ProgramGate),
  tags: ['autodocs'],
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args, context) => <ProgramGateComponentStory key={`${String(context.globals.persona)}-${JSON.stringify(args)}`} {...args} />,
  args: { locale: 'en', ...v.parse(programGateSchema, {}) },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
/** No login cookie: anonymous-user, the login modal. */
export const Login: Story = { globals: { persona: 'anonymous' } };
/** The variant without a close button (Escape still closes it). */
export const WithoutClose: Story = {
  globals: { persona: 'anonymous' },
  args: { modals: { ...v.parse(programGateSchema, {}).modals, login: { ...v.parse(programGateSchema, {}).modals.login, hideClose: true } } },
};
export const Spanish: Story = { globals: { persona: 'anonymous' }, args: { locale: 'es' } };
export const Narrow: Story = { globals: { persona: 'anonymous', ...atWidth('w320') } };
