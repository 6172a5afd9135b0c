import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/styles/elements.css';
import { assessmentScores } from '../fixtures/brain-health/users.ts';
import type { ViewProps } from '../src/core/element.ts';
import { AssessmentScores } from '../src/features/assessment-flow/AssessmentFlow.tsx';
import { hubView } from '../src/features/assessment-flow/assessment-flow.logic.ts';
import { assessmentFlowSchema } from '../src/features/assessment-flow/assessment-flow.schema.ts';
import * as v from 'valibot';
import { ViewStory } from './ViewStory.tsx';

/**
 * `<assessment-flow>` (brain-health 2.2, 4.11; issue 34). The element acts on the assessment
 * routes only (the demo site's /assessment/, /assessment/lifestyle-questionnaire/ and its
 * start/ page, with a bh-* persona), so these stories show its hub scores from the answer of
 * cbs/scores/sync: the emulator's scores, scores that are not valid (not available), older
 * pillar names, and the pending answer.
 */
interface Args {
  locale: 'en' | 'es';
  answer: unknown;
}

const texts = v.parse(assessmentFlowSchema, {});

/** The hub's part of the view, with what the harness gives a view (ViewStory: the dictionary, the host). */
function HubScores({ config, t, locale }: ViewProps<{ answer: unknown }>) {
  return (
    <div className="assessment-flow">
      <AssessmentScores view={hubView(config.answer, locale)} t={t} config={texts} />
    </div>
  );
}

function ScoresStory({ locale, answer }: Args) {
  return (
    <main lang={locale}>
      <ViewStory key={locale} view={HubScores} tag="assessment-flow" config={{ answer }} locale={locale} />
    </main>
  );
}

const meta: Meta<Args> = {
  title: 'Brain health/assessment-flow',
  component: ScoresStory,
  args: { locale: 'en', answer: { status: 'success', scores: assessmentScores } },
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'es'] } },
};
export default meta;

type Story = StoryObj<Args>;
export const Scores: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
export const NotValid: Story = {
  args: {
    answer: {
      status: 'success',
      scores: {
        domains: [
          { domain: 'Working Memory', score: 11 },
          { domain: 'Recall Memory', score: 0.2 },
          { domain: 'Processing Speed', score: 'n/a' },
        ],
        pillars: { move: 7, relax: -1 },
      },
    },
  },
};
export const Pending: Story = { args: { answer: { status: 'pending' } } };
