/**
 * `<assessment-flow>`'s hub rows (assessment-flow.logic.ts; brain-health 3.6, 4.11, 5, 9; CONTRACT
 * 4c): each domain with its label (0.2 and 0.8 exactly are Expected), each pillar under its
 * current 3.6 name, older names read as the current ones, a score outside 0-10 not available,
 * and the answers that are not scores.
 */
import { describe, expect, it } from 'vitest';
import { hubView, PILLAR_LABELS, scoreRows, scoresFor } from '../../../../src/features/assessment-flow/assessment-flow.logic.ts';
import { PILLARS, scoresSyncUrl } from '../../../../src/domain/assessment.ts';
import { assessmentScores } from '../../../../fixtures/brain-health/users.ts';

describe('domain rows (4.11, 5, 9)', () => {
  it.each([
    [0.86, 'AboveExpected', 'Above expected'],
    [0.8, 'Expected', 'Expected'],
    [0.8000001, 'AboveExpected', 'Above expected'],
    [0.54, 'Expected', 'Expected'],
    [0.2, 'Expected', 'Expected'],
    [0.1999999, 'LowScore', 'Low score'],
    [0, 'LowScore', 'Low score'],
    [10, 'AboveExpected', 'Above expected'],
    ['0.5', 'Expected', 'Expected'],
    [-0.1, '', 'Not available'],
    [10.5, '', 'Not available'],
    [null, '', 'Not available'],
    ['high', '', 'Not available'],
    [Number.NaN, '', 'Not available'],
  ])('score %s: %s, %s', (score, label, words) => {
    expect(scoreRows({ domains: [{ domain: 'Recall Memory', score }] }, 'en').domains).toEqual([{ name: 'Recall Memory', label, text: words }]);
  });

  it("the emulator's scores: answer order, English or Spanish names", () => {
    expect(scoreRows(assessmentScores, 'en').domains.map((row) => [row.name, row.label])).toEqual([
      ['Working Memory', 'AboveExpected'],
      ['Processing Speed', 'Expected'],
      ['Recall Memory', 'Expected'],
      ['Sustained Attention', 'Expected'],
      ['Cognitive Flexibility', 'LowScore'],
    ]);
    expect(scoreRows(assessmentScores, 'es').domains.map((row) => row.name)).toEqual([
      'Memoria de trabajo',
      'Velocidad de procesamiento',
      'Memoria de recuerdo',
      'Atención sostenida',
      'Flexibilidad cognitiva',
    ]);
  });

  it('a domain without a name is left out; Spanish falls back to the English name', () => {
    expect(scoreRows({ domains: [{ score: 0.5 }, { domain: '  ', score: 0.5 }, { domain: 'Focus', score: 0.5 }, 'x', null] }, 'es').domains).toEqual([
      { name: 'Focus', label: 'Expected', text: 'Expected' },
    ]);
  });
});

describe('pillar rows (3.6, 9)', () => {
  it("the six pillars in 3.6's order, one decimal", () => {
    expect(scoreRows(assessmentScores, 'en').pillars).toEqual([
      { pillar: 'ongoing_exercise', label: 'Ongoing exercise', score: '6.5' },
      { pillar: 'engage_your_brain', label: 'Engage your brain', score: '8.0' },
      { pillar: 'manage_stress', label: 'Manage stress', score: '4.5' },
      { pillar: 'eat_right', label: 'Eat right', score: '7.0' },
      { pillar: 'be_social', label: 'Be social', score: '9.5' },
      { pillar: 'restorative_sleep', label: 'Restorative sleep', score: '3.0' },
    ]);
    expect(Object.keys(PILLAR_LABELS)).toEqual(Object.keys(PILLARS));
  });

  it.each([
    ['move', 'ongoing_exercise'],
    ['discover', 'engage_your_brain'],
    ['relax', 'manage_stress'],
    ['nourish', 'eat_right'],
    ['connect', 'be_social'],
    ['Restorative Sleep', 'restorative_sleep'],
  ])('older or differently written name %s: shown as %s', (key, pillar) => {
    expect(scoreRows({ pillars: { [key]: 5 } }, 'en').pillars.map((row) => row.pillar)).toEqual([pillar]);
  });

  it('the current name wins over an older one, whichever comes first', () => {
    expect(scoreRows({ pillars: { move: 1, ongoing_exercise: 2 } }, 'en').pillars[0]!.score).toBe('2.0');
    expect(scoreRows({ pillars: { ongoing_exercise: 2, move: 1 } }, 'en').pillars[0]!.score).toBe('2.0');
  });

  it('outside 0-10 or not a number: Not available; keys that are no pillar ignored', () => {
    expect(scoreRows({ pillars: { eat_right: 11, be_social: -1, relax: 'lots', sleep: 5, __proto__: 3 } }, 'en').pillars).toEqual([
      { pillar: 'manage_stress', label: 'Manage stress', score: 'Not available' },
      { pillar: 'eat_right', label: 'Eat right', score: 'Not available' },
      { pillar: 'be_social', label: 'Be social', score: 'Not available' },
    ]);
  });
});

describe('the hub view', () => {
  it.each([
    ['pending', { status: 'pending' }],
    ['failure', { status: 'failure', scores: assessmentScores }],
    ['success without scores', { status: 'success' }],
    ['success with empty scores', { status: 'success', scores: { domains: [], pillars: {} } }],
    ['success with scores of the wrong shape', { status: 'success', scores: ['x'] }],
    ['not an object', 'success'],
  ])('%s: pending', (_name, answer) => {
    expect(hubView(answer, 'en').state).toBe('pending');
  });

  it('success with scores: the rows', () => {
    const view = hubView({ status: 'success', scores: assessmentScores }, 'en');
    expect(view.state).toBe('scores');
    if (view.state === 'scores') expect([view.rows.domains.length, view.rows.pillars.length]).toEqual([5, 6]);
  });

  it('the scores address: {apiPathURL}/cbs/scores/sync (7.3)', () => {
    expect(scoresSyncUrl('https://api.example/applications/member/api/v1/')).toBe('https://api.example/applications/member/api/v1/cbs/scores/sync');
  });
});

describe('whose scores the hub asks for: the programme members the gate lets in (4.3)', () => {
  it.each([
    ['returning-member-content-access', true],
    ['mbs-assessment-inProgress', true],
    ['lifestyle-completed-mbs-inProgress', true],
    ['first-time-member', true],
    ['exclusive', true],
    ['anonymous-user', false],
    ['registered-non-member', false],
    ['registered-non-activated-member', false],
    ['cancelled-or-expired-member', false],
    ['', false],
    ['<b>member</b>', false],
  ])('%s: %s', (userType, asked) => {
    expect(scoresFor(userType)).toBe(asked);
  });
});
