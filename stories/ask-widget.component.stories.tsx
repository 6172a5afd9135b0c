import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { AskWidget } from '../src/features/ask/AskWidget.tsx';
import { askWidgetSchema, type AskWidgetConfig } from '../src/features/ask/ask.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';

/**
 * `<ask-widget>`'s React view (src/features/ask/AskWidget.tsx) with typed props: the config's
 * fields are the controls. Rendered without the element's shadow root, so the widget's own
 * stylesheet (adopted into the root it renders in) styles it, but its `:host` rules do not apply.
 * Submitting opens the Ask page in a new tab (the story's page has no Ask page: a 404).
 */
const meta = {
  title: 'Ask/ask-widget/Component',
  // Storybook types `component` by the args; the args here are the view's config, not its props (ViewProps).
  component: storyComponent(AskWidget),
  tags: ['autodocs'],
  args: v.parse(askWidgetSchema, { chips: ['What does Medicare Part B cover?', 'When can I sign up for Medicare?'] }),
  render: (config) => <ViewStory view={AskWidget} tag="ask-widget" config={config} />,
} satisfies Meta<AskWidgetConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const NoChips: Story = { args: { chips: [] } };
/** A smaller limit, to see the too-long message (5.1) while typing. */
export const ShortLimit: Story = { args: { maxInputLength: 20 } };
/** An Ask page of another origin: the question travels in the address fragment. */
export const OtherOrigin: Story = { args: { askUrl: 'https://www.example.org/ask-member' } };
