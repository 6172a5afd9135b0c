import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import type { Locale } from '../src/core/locale.ts';
import { LeavingSiteModal } from '../src/features/leaving-site-modal/LeavingSiteModal.tsx';
import { DEFAULT_BODY, DEFAULT_HEADING, type LeavingSiteModalConfig } from '../src/features/leaving-site-modal/leaving-site-modal.schema.ts';
import { ViewStory, storyComponent } from './ViewStory.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * The leaving-site notice's React view (`LeavingSiteModal`) rendered directly, its config as
 * typed props. Activate a link: the external one and the marked one open the notice, the
 * internal one does not. Continue follows the link in the preview frame (or a new tab for the
 * target=_blank one). One notice per page, so one story on the docs page. The element's markup
 * is in Dialogs/leaving-site-modal.
 */
type Args = LeavingSiteModalConfig & { locale: Locale };

function LeavingSiteModalComponentStory({ locale, ...config }: Args) {
  return (
    <main>
      <p>
        Read more on <a href="https://www.medicare.gov/">Medicare.gov</a> (another site), our <a href="https://www.example.org/health/">health guide</a> (an
        internal host), or a{' '}
        <a href="https://partner.example.com/" target="_blank" rel="noopener noreferrer" data-displayoverlay="displayOverlay">
          partner offer
        </a>{' '}
        (marked, new tab).
      </p>
      <ViewStory view={LeavingSiteModal} tag="leaving-site-modal" config={config} locale={locale} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Dialogs/leaving-site-modal/Component',
  // The view itself, for the docs page (its name and description); the args are its config, which ViewStory hands it.
  component: storyComponent<LeavingSiteModalConfig, Args>(LeavingSiteModal),
  tags: ['autodocs'],
  parameters: viewportOptions,
  render: (args) => <LeavingSiteModalComponentStory key={JSON.stringify(args)} {...args} />,
  args: {
    locale: 'en',
    heading: DEFAULT_HEADING,
    body: DEFAULT_BODY,
    continueText: 'Continue',
    cancelText: 'Cancel',
    closeText: 'Close',
    internalHosts: ['www.example.org'],
    siteName: 'our website',
    appName: 'our app',
    appOrigins: [],
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    heading: { control: 'text', description: '{siteName} becomes the site name (the app name on a companion-app origin)' },
    internalHosts: { control: 'object', description: 'Hosts that are part of the site (no notice); "*.example.org" also matches subdomains' },
    appOrigins: { control: 'object', description: 'Companion-app origins: put this origin here to see the app name' },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const Default: Story = {};
/** The library's defaults on the Spanish page (translated where the dictionary has them). */
export const Spanish: Story = { args: { locale: 'es' } };
export const Narrow: Story = { globals: atWidth('w320') };
