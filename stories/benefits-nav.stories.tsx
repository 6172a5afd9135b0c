import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/benefits-nav/define.ts';
import { benefitsNavTemplate, demoBenefitsLinks, limitedTimeSectionTemplate } from '../cms-templates/benefits-nav.ts';
import { LitTemplate } from './LitTemplate.tsx';
import { atWidth, viewportOptions } from './viewports.ts';

/**
 * `<benefits-nav>` (site 2.9): the catalogue's category navigation. Storybook's page is
 * /iframe.html, so no link matches the path: the remembered selection (session storage, set by
 * clicking a link) is marked instead. At 767 px or less (the Phone story) the list is behind a
 * disclosure button. 'Limited-time member offers' on the travel category page jumps to the
 * section below (here the link goes to the demo's travel page).
 */
interface Args {
  locale: 'en' | 'es';
}

function BenefitsNavStory({ locale }: Args) {
  return (
    <div>
      <LitTemplate
        template={benefitsNavTemplate({ links: demoBenefitsLinks(locale), label: locale === 'es' ? 'Categorías de beneficios' : 'Benefit categories' })}
      />
      <LitTemplate template={limitedTimeSectionTemplate(locale)} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Benefits/benefits-nav',
  parameters: viewportOptions,
  component: BenefitsNavStory,
  args: { locale: 'en' },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'], description: 'The CMS language of the links' } },
};
export default meta;

type Story = StoryObj<Args>;
export const Desktop: Story = {};
export const Phone: Story = { globals: atWidth('w320') };
export const Spanish: Story = { args: { locale: 'es' } };
