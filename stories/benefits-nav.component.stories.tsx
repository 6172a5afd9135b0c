import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { benefitsNavTemplate, demoBenefitsLinks } from '../cms-templates/benefits-nav.ts';
import { BenefitsNav } from '../src/features/benefits-nav/BenefitsNav.tsx';
import type { BenefitsNavConfig } from '../src/features/benefits-nav/benefits-nav.schema.ts';
import { cmsInner } from './cms-markup.ts';
import { ViewStory } from './ViewStory.tsx';

/**
 * The `<benefits-nav>` view (BenefitsNav.tsx) rendered directly, its configuration as controls.
 * The host holds the demo's CMS category navigation (cms-templates/benefits-nav.ts), which the
 * view enhances (the active or remembered item, the phone's disclosure button). The host is
 * `benefits-nav-story` (never upgraded), styled as `<benefits-nav>` (ViewStory.tsx); the
 * CMS-markup stories (Benefits/benefits-nav) show the element itself.
 */
const CMS = cmsInner(benefitsNavTemplate({ links: demoBenefitsLinks('en') }));

/** The view with its configuration as props (so the controls and the docs table are the config's). */
function BenefitsNavView(config: BenefitsNavConfig) {
  return <ViewStory view={BenefitsNav} tag="benefits-nav" config={config} cms={CMS} />;
}

const meta = {
  title: 'Benefits/benefits-nav/Component',
  component: BenefitsNavView,
  tags: ['autodocs'],
  args: { toggleLabel: 'Benefit categories' },
} satisfies Meta<BenefitsNavConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const OtherButtonText: Story = { args: { toggleLabel: 'Categories' } };
