import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import '../elements/challenge-step/define.ts';
import { challengeStepTemplate, DEMO_CHALLENGE, demoChallengeNextUrl, demoStoredChallenge } from '../cms-templates/challenge-step.ts';
import { LitTemplate } from './LitTemplate.tsx';

/**
 * `<challenge-step>` (brain-health 2.3, 4.12; issue 34) from its CMS markup, against the emulator:
 * the persona toolbar picks the member (bh-returning-member: the challenges are open to them, so
 * the valid-user check clears the stored step; bh-registered-non-member: sent to the programme
 * home). `storedSteps` puts a stored challenge (`CurrentChallenge`) in local storage first, so
 * 'Next step' saves it; -1: none (redirect only). The story's frame catches the navigation.
 */
interface Args {
  step: number;
  storedSteps: number;
  congratulation: boolean;
}

function ChallengeStepStory({ step, storedSteps, congratulation }: Args) {
  if (storedSteps < 0) localStorage.removeItem('CurrentChallenge');
  else localStorage.setItem('CurrentChallenge', demoStoredChallenge(storedSteps, { completed: false }));
  if (congratulation) sessionStorage.setItem('challengeCongratulation', 'true');
  else sessionStorage.removeItem('challengeCongratulation');
  const key = `${step}|${storedSteps}|${String(congratulation)}`;
  return (
    <main key={key}>
      <h1>{`Sleep better, step ${step} of ${DEMO_CHALLENGE.totalSteps}`}</h1>
      <LitTemplate
        template={challengeStepTemplate({
          step,
          nextUrl: demoChallengeNextUrl(step),
          linkText: step === DEMO_CHALLENGE.totalSteps ? 'Finish the challenge' : 'Next step',
        })}
      />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/challenge-step',
  component: ChallengeStepStory,
  globals: { persona: 'bh-returning-member' },
  args: { step: 2, storedSteps: 1, congratulation: false },
  argTypes: {
    step: { control: { type: 'number', min: 1, max: DEMO_CHALLENGE.totalSteps } },
    storedSteps: { control: { type: 'number', min: -1, max: 5 } },
  },
};
export default meta;

type Story = StoryObj<Args>;
export const NextStep: Story = {};
export const LastStep: Story = { args: { step: 3, storedSteps: 2 } };
export const NoStoredChallenge: Story = { args: { storedSteps: -1 } };
/** A page without a program-gate: the element opens the congratulation itself. */
export const Congratulation: Story = { args: { congratulation: true } };
export const LockedVisitor: Story = { globals: { persona: 'bh-registered-non-member' } };
