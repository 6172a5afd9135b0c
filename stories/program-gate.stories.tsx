import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../src/styles/elements.css';
import '../elements/program-gate/define.ts';
import { programGateDemoConfig, programGateTemplate } from '../cms-templates/program-gate.ts';
import { confirm } from '../src/page/index.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { usePageLocale } from './use-page-locale.ts';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<program-gate>` (issue 33; brain-health 2.5, 4.3) from its CMS markup. The persona toolbar
 * picks the visitor: without a login cookie the visitor is anonymous-user and gets the login
 * modal at once (the user-types service is not asked). The programme's other modals need the
 * brain-health pages' userTypesUrl (the demo site's /articles/ with a bh-* persona); here a
 * logged-in visitor has no programme user type and no modal. 'Ask to confirm' opens
 * `window.memberElements.confirm()`'s modal in the same shell.
 */
interface Args {
  locale: 'en' | 'es';
  authored: boolean;
}

function ProgramGateStory({ locale, authored }: Args) {
  const key = usePageLocale(locale);
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  return (
    <main key={`${key}-${authored}`}>
      <h1>Sleep and your memory</h1>
      <p>Deep sleep is when the brain files away what you learned during the day.</p>
      <button type="button" onClick={() => void confirm({ title: 'Remove this from your list?', message: 'You can add it again later.' }).then(setAnswer)}>
        Ask to confirm
      </button>
      <p role="status">{answer === undefined ? '' : `Answer: ${String(answer)}`}</p>
      <LitTemplate template={programGateTemplate({ config: authored ? programGateDemoConfig(locale) : undefined })} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/program-gate',
  parameters: { ...viewportOptions, docs: { story: { inline: false, iframeHeight: 480 } } },
  component: ProgramGateStory,
  args: { locale: 'en', authored: true },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es'] },
    authored: { control: 'boolean', description: 'Give every modal’s texts in the JSON (off: the defaults, translated)' },
  },
};
export default meta;

type Story = StoryObj<Args>;
const as = (id: string, args: Partial<Args> = {}): Story => ({ globals: { persona: id }, args });

export const LoginModal: Story = as('anonymous');
export const LoginModalSpanish: Story = as('anonymous', { locale: 'es' });
export const DefaultTexts: Story = as('anonymous', { authored: false });
export const NoModal: Story = as('member-auto-renew');
export const Narrow: Story = { ...as('anonymous'), globals: { persona: 'anonymous', ...atWidth('w320') } };
