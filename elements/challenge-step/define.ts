import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { ChallengeStep } from '../../src/features/challenge-step/ChallengeStep.tsx';
import { challengeStep } from './element.ts';

defineElement(challengeStep, reactView(ChallengeStep));
