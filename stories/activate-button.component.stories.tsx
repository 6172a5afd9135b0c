import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { activateButtonTemplate } from '../cms-templates/activate-button.ts';
import { ActivateButton } from '../src/features/activate-button/ActivateButton.tsx';
import type { ActivateButtonConfig } from '../src/features/activate-button/activate-button.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<activate-button>`'s React view on its own, over the CMS's button; the persona toolbar picks the visitor. */
const meta = {
  title: 'Brain health/activate-button/Component',
  component: storyComponent(ActivateButton),
  tags: ['autodocs'],
  globals: { persona: 'bh-cancelled-or-expired-member' },
  args: { activatingText: 'Activating…', errorText: 'The programme could not be activated. Please try again.' },
  render: (config) => <ViewStory view={ActivateButton} tag="activate-button" config={config} cms={cmsInner(activateButtonTemplate())} />,
} satisfies Meta<ActivateButtonConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Refused: Story = {};
export const Activates: Story = { globals: { persona: 'bh-registered-non-activated-member' } };
