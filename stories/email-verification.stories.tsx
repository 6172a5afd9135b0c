import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/email-verification/define.ts';
import { emailVerificationDemoConfig, emailVerificationTemplate } from '../cms-templates/email-verification.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<email-verification>` (issue 34; brain-health 4.8, 4.9) from its CMS markup. The persona
 * toolbar picks the visitor: an anonymous visitor gets nothing, a logged-in one the JSONP status
 * check, whose JSONP frame the emulator answers in the page (.storybook/jsonp-frames.ts: MSW's
 * service worker does not reach an about:blank frame; the browser's console still shows the
 * frame's own request failing, which the element never sees). The verify modal ('Hi Jun', SEND
 * EMAIL) shows for an unverified persona. The thank-you modal needs the page's own address
 * (?emo=email_verification, no referrer): it is on the demo site, /get-started/?emo=email_verification
 * opened directly.
 */
interface Args {
  locale: 'en' | 'es';
  authored: boolean;
}

function EmailVerificationStory({ locale, authored }: Args) {
  const key = usePageLocale(locale);
  return (
    <main key={`${key}-${authored}`}>
      <h1>{locale === 'es' ? 'Mantenga su cerebro activo' : 'Keep your brain sharp'}</h1>
      <p>{locale === 'es' ? 'Un programa de salud cerebral para socios.' : 'A brain-health programme for members.'}</p>
      <LitTemplate template={emailVerificationTemplate({ config: authored ? emailVerificationDemoConfig(locale) : undefined })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/email-verification',
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 480 } } },
  component: EmailVerificationStory,
  args: { locale: 'en', authored: true },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    authored: { control: 'boolean', description: 'Give the texts in the JSON (off: the defaults, translated)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const VerifyModal: Story = as('bh-first-time-member');
export const VerifyModalSpanish: Story = as('bh-first-time-member', { locale: 'es' });
export const DefaultTexts: Story = as('bh-free-trial-eligible', { authored: false });
export const Verified: Story = as('bh-returning-member');
export const Anonymous: Story = as('anonymous');
export const Narrow: Story = { ...as('bh-registered-non-member'), globals: { persona: 'bh-registered-non-member', ...atWidth('w320') } };
