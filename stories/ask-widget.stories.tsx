import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/ask-widget/define.ts';
import { askWidgetTemplate } from '../cms-templates/ask-widget.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<ask-widget>` (ask-and-rewards 2.2): the entry widget, in its shadow root. Submitting opens
 * the Ask page in a new tab (the story's page has no Ask page: the tab shows a 404).
 */
interface Args {
  /** data-ask-url: the Ask page; empty uses /ask-{brand}. */
  askUrl: string;
  /** Suggestion chips, one a line. */
  chips: string;
  /** A smaller limit, to see the too-long message (5.1). */
  maxInputLength: number;
  /** Hostile host CSS around the widget, as a partner page might have. */
  hostileHostCss: boolean;
}

function AskWidgetStory({ askUrl, chips, maxInputLength, hostileHostCss }: Args) {
  const config = { chips: chips.split('\n').filter((chip) => chip.trim()), maxInputLength };
  // The hostile rules are set through the CSSOM (a constructed sheet), as the widget's own are.
  if (typeof document !== 'undefined') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(hostileHostCss ? '.story-host * { all: unset; } .story-host button { display: none !important; }' : '');
    document.adoptedStyleSheets = [sheet];
  }
  return (
    <div className="story-host">
      <LitTemplate template={askWidgetTemplate({ askUrl: askUrl || undefined, config })} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Ask/ask-widget',
  component: AskWidgetStory,
  args: { askUrl: '', chips: 'What does Medicare Part B cover?\nWhen can I sign up for Medicare?', maxInputLength: 800, hostileHostCss: false },
  argTypes: {
    askUrl: { control: 'text', description: 'data-ask-url' },
    chips: { control: 'text', description: 'chips, one a line' },
    maxInputLength: { control: 'number', description: 'maxInputLength (5.1)' },
    hostileHostCss: { control: 'boolean', description: 'host page CSS that tries to break the widget' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Default: Story = {};
export const NoChips: Story = { args: { chips: '' } };
export const ShortLimit: Story = { args: { maxInputLength: 20 } };
export const PartnerEmbed: Story = { args: { askUrl: 'https://www.example.org/ask-member', hostileHostCss: true } };
