import { defineElement } from '../../src/core/element.ts';
import { reactView } from '../../src/core/react-view.tsx';
import { AssessmentFlow } from '../../src/features/assessment-flow/AssessmentFlow.tsx';
import { startIdentity } from '../../src/stores/identity.ts';
import { assessmentFlow } from './element.ts';

// Identity for the page (once): the flow follows the visitor's programme user type.
startIdentity(window);
defineElement(assessmentFlow, reactView(AssessmentFlow));
