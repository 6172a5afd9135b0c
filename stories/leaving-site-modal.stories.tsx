import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import '../src/styles/elements.css';
import '../elements/leaving-site-modal/define.ts';
import { leavingSiteModalTemplate } from '../cms-templates/leaving-site-modal.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<leaving-site-modal>` (site 2.5, 2.2): activate a link to see the notice. The external link
 * and the marked link open it; the internal one does not. In Storybook the links point at
 * example hosts: Continue follows them in the preview frame (or a new tab for the target=_blank one).
 */
interface Args {
  locale: 'en' | 'es';
  /** Leave the JSON empty to see the defaults (translated on the Spanish page). */
  authored: boolean;
  heading: string;
  body: string;
  continueText: string;
  cancelText: string;
  /** Treat this origin as the companion app (site 2.2): the app name replaces the site name. */
  companionApp: boolean;
}

function LeavingSiteModalStory({ locale, authored, heading, body, continueText, cancelText, companionApp }: Args) {
  const key = usePageLocale(locale);
  const config: Record<string, unknown> = authored
    ? { heading, body, continueText, cancelText, internalHosts: ['www.example.org'], siteName: 'Member Site', appName: 'Member App' }
    : { internalHosts: ['www.example.org'] };
  if (companionApp) config.appOrigins = [window.location.origin];
  const links = html`<p>
      Read more on <a href="https://www.medicare.gov/">Medicare.gov</a> (another site), our
      <a href="https://www.example.org/health/">health guide</a> (this site), or a
      <a href="https://partner.example.com/" target="_blank" rel="noopener" data-displayoverlay="displayOverlay">partner offer</a> (new tab).
    </p>
    ${leavingSiteModalTemplate({ config })}`;
  return (
    <main key={`${key}-${JSON.stringify(config)}`}>
      <LitTemplate template={links} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Dialogs/leaving-site-modal',
  parameters: viewportOptions,
  component: LeavingSiteModalStory,
  args: {
    locale: 'en',
    authored: true,
    heading: 'You are leaving {siteName}',
    body: 'You are going to a website that Member Site does not operate. A different privacy policy and terms of use apply there.',
    continueText: 'Continue',
    cancelText: 'Cancel',
    companionApp: false,
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    authored: { control: 'boolean', description: 'Give the texts in the JSON (off: the defaults, translated)' },
    heading: { control: 'text', description: 'heading: {siteName} becomes the site (or app) name' },
    body: { control: 'text', description: 'body' },
    continueText: { control: 'text' },
    cancelText: { control: 'text' },
    companionApp: { control: 'boolean', description: 'This origin is in appOrigins (site 2.2)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Default: Story = {};
export const SpanishDefaults: Story = { args: { locale: 'es', authored: false } };
/** On a companion-app origin the app name replaces the site name (site 2.2). */
export const CompanionApp: Story = { args: { companionApp: true } };
export const Narrow: Story = { globals: atWidth('w320') };
