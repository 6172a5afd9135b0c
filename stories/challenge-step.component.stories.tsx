import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { challengeStepTemplate, demoChallengeNextUrl } from '../cms-templates/challenge-step.ts';
import { ChallengeStep } from '../src/features/challenge-step/ChallengeStep.tsx';
import type { ChallengeStepConfig } from '../src/features/challenge-step/challenge-step.schema.ts';
import { startIdentity } from '../src/stores/identity.ts';
import { cmsInner } from './cms-markup.ts';
import { storyComponent, ViewStory } from './ViewStory.tsx';

startIdentity(window);

/** `<challenge-step>`'s React view on its own, over the CMS's link; the persona toolbar picks the member. */
const meta = {
  title: 'Brain health/challenge-step/Component',
  component: storyComponent(ChallengeStep),
  tags: ['autodocs'],
  globals: { persona: 'bh-returning-member' },
  args: {
    step: '2',
    nextUrl: demoChallengeNextUrl(2),
    savingText: 'Saving your progress…',
    saveErrorText: 'Your progress could not be saved. Select the link again to go on without saving.',
    congratulationHeading: 'Congratulations!',
    congratulationBody: 'You finished the challenge. Well done.',
    closeText: 'Close',
  },
  render: (config) => (
    <ViewStory view={ChallengeStep} tag="challenge-step" config={config} cms={cmsInner(challengeStepTemplate({ step: 2, nextUrl: demoChallengeNextUrl(2) }))} />
  ),
} satisfies Meta<ChallengeStepConfig>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Authoring: Story = {
  render: (config) => (
    <ViewStory
      view={ChallengeStep}
      tag="challenge-step"
      config={config}
      cms={cmsInner(challengeStepTemplate({ step: 2, nextUrl: demoChallengeNextUrl(2) }))}
      authoring
    />
  ),
};
