import { describe, expect, it } from 'vitest';
import {
  CHALLENGES_SHAPE_ERROR,
  CONGRATULATION_FLAG,
  challengeSaveBody,
  challengeSaveUrl,
  challengesShapeUrl,
  pageStep,
  readStoredChallenge,
  shapeAnswer,
  showsCongratulation,
  stepDecision,
  validUserOutcome,
  type StepDecision,
} from '../../../src/domain/challenges.ts';

const NEXT = '/challenges/sleep-better/step-4/';
const stored = (steps_completed: number, total_steps = 5, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'sleep-better', steps_completed, total_steps, completed: false, data: { title: 'Sleep better' }, ...extra });
const save = (steps_completed: number, total_steps: number, completed: boolean, congratulate: boolean): StepDecision => ({
  action: 'save',
  challenge: { id: 'sleep-better', steps_completed, total_steps, completed },
  congratulate,
  url: NEXT,
});
const redirect: StepDecision = { action: 'redirect', url: NEXT };

// Brain-health 4.12 / 5 / 8: the three rules, the clamp, completing, no stored challenge.
describe('stepDecision (4.12)', () => {
  it.each<[string, unknown, unknown, StepDecision]>([
    // rule 1: current page step <= steps_completed -> just redirect
    ['step 1 of 5, 1 done', 1, stored(1), redirect],
    ['step 2 of 5, 3 done', 2, stored(3), redirect],
    ['step 3 of 5, 3 done (the boundary)', 3, stored(3), redirect],
    ['step 5 of 5, 5 done', 5, stored(5), redirect],
    // rule 2: steps_completed < step <= total_steps -> incremented and saved
    ['step 1 of 5, none done', 1, stored(0), save(1, 5, false, false)],
    ['step 4 of 5, 3 done (the boundary)', 4, stored(3), save(4, 5, false, false)],
    ['step 4 of 5, 1 done: by one', 4, stored(1), save(2, 5, false, false)],
    // completing: steps_completed = total_steps, completed = true, congratulation after the save
    ['step 5 of 5, 4 done: completes', 5, stored(4), save(5, 5, true, true)],
    ['step 1 of 1, none done: completes', 1, stored(0, 1), save(1, 1, true, true)],
    // step above total_steps: no rule saves
    ['step 6 of 5, 3 done', 6, stored(3), redirect],
    // rule 3: steps_completed > total_steps -> clamped to total_steps
    ['7 done of 5, step 2', 2, stored(7), save(5, 5, true, false)],
    ['6 done of 5, step 6', 6, stored(6), save(5, 5, true, false)],
    ['7 done of 5, no step', undefined, stored(7), save(5, 5, true, false)],
    // 8: no stored challenge -> redirect only
    ['nothing stored', 3, null, redirect],
    ['bad JSON', 3, '{"id":', redirect],
    ['no id', 3, JSON.stringify({ steps_completed: 1, total_steps: 5 }), redirect],
    ['no total', 3, JSON.stringify({ id: 'x', steps_completed: 1 }), redirect],
    ['a total of 0', 1, JSON.stringify({ id: 'x', steps_completed: 0, total_steps: 0 }), redirect],
    // the page step
    ['no step', undefined, stored(1), redirect],
    ['step 0', 0, stored(0), redirect],
    ['step as text', '2', stored(1), save(2, 5, false, false)],
    ['a fractional step', '2.5', stored(1), redirect],
  ])('%s', (_name, step, record, expected) => {
    expect(stepDecision(step, record, NEXT)).toEqual(expected);
  });

  it('a negative steps_completed reads as 0', () => {
    expect(stepDecision(1, stored(-3), NEXT)).toEqual(save(1, 5, false, false));
  });

  it('takes a stored object too, steps as text', () => {
    expect(stepDecision(2, { id: 'sleep-better', steps_completed: '1', total_steps: '5', completed: 'false' }, NEXT)).toEqual(save(2, 5, false, false));
  });

  it('walking every step of a three-step challenge completes it once', () => {
    let record: unknown = stored(0, 3);
    const congratulations: boolean[] = [];
    for (const step of [1, 2, 3]) {
      const decision = stepDecision(step, record, NEXT);
      if (decision.action !== 'save') throw new Error(`step ${step} saved nothing`);
      congratulations.push(decision.congratulate);
      record = decision.challenge;
    }
    expect(congratulations).toEqual([false, false, true]);
    expect(record).toEqual({ id: 'sleep-better', steps_completed: 3, total_steps: 3, completed: true });
    expect(stepDecision(3, record, NEXT)).toEqual(redirect);
  });

  it.each<[unknown, number | undefined]>([
    ['3', 3],
    [1, 1],
    ['0', undefined],
    ['-1', undefined],
    ['x', undefined],
    ['', undefined],
  ])('pageStep(%j) -> %j', (value, step) => {
    expect(pageStep(value)).toBe(step);
  });

  it('reads the stored challenge of 3.7', () => {
    expect(readStoredChallenge(stored(2, 5, { completed: true }))).toEqual({ id: 'sleep-better', steps_completed: 2, total_steps: 5, completed: true });
    expect(readStoredChallenge('"text"')).toBeUndefined();
    expect(readStoredChallenge(undefined)).toBeUndefined();
  });
});

// Brain-health 7.5: the save.
describe('the save (7.5)', () => {
  it('the body holds the challenge as a JSON string, without data', () => {
    const body = challengeSaveBody({ id: 'sleep-better', steps_completed: 5, total_steps: 5, completed: true });
    expect(typeof body.data).toBe('string');
    expect(JSON.parse(body.data)).toEqual({ id: 'sleep-better', steps_completed: 5, total_steps: 5, completed: true });
    expect(Object.keys(body)).toEqual(['data']);
  });

  it('a decision built from a record with data saves without it', () => {
    const decision = stepDecision(3, stored(2), NEXT);
    if (decision.action !== 'save') throw new Error('no save');
    expect(JSON.parse(challengeSaveBody(decision.challenge).data)).not.toHaveProperty('data');
  });

  it.each([
    ['/applications/', 'member/api/v1/me/challenges', '/applications/member/api/v1/me/challenges'],
    ['/applications', '/member/api/v1/me/challenges', '/applications/member/api/v1/me/challenges'],
    ['https://api.example.org/applications/', 'member/api/v1/me/challenges', 'https://api.example.org/applications/member/api/v1/me/challenges'],
  ])('%s + %s', (base, path, url) => {
    expect(challengeSaveUrl(base, path)).toBe(url);
  });
});

// Brain-health 2.3 / CONTRACT: the congratulation flag.
describe('the congratulation flag (2.3)', () => {
  it('is sessionStorage challengeCongratulation = true', () => {
    expect(CONGRATULATION_FLAG).toEqual(['challengeCongratulation', 'true']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    [null, false],
  ])('%j -> %s', (flag, shown) => {
    expect(showsCongratulation(flag)).toBe(shown);
  });
});

// Brain-health 4.12 / CONTRACT: the valid-user check answers { url } or {}.
describe('validUserOutcome (4.12)', () => {
  const PAGE = 'https://www.example.org/challenges/sleep-better/step-2/';
  const CLEAR = { kind: 'clear-step', remove: ['CurrentChallengeStep'] };
  it.each<[string, unknown, unknown]>([
    ['{ url } -> redirect', { url: '/challenges/' }, { kind: 'redirect', url: 'https://www.example.org/challenges/' }],
    ['an absolute url', { url: 'https://www.example.org/join' }, { kind: 'redirect', url: 'https://www.example.org/join' }],
    ['{} -> clear the stored step', {}, CLEAR],
    ['an empty url', { url: '' }, CLEAR],
    ['a javascript: url', { url: 'javascript:alert(1)' }, CLEAR],
    ['the page itself (no loop)', { url: PAGE }, CLEAR],
    ['the page itself with a fragment', { url: `${PAGE}#top` }, CLEAR],
    ['not an object: nothing', undefined, { kind: 'none' }],
    ['an array: nothing', [{ url: '/x' }], { kind: 'none' }],
  ])('%s', (_name, answer, expected) => {
    expect(validUserOutcome(answer, PAGE)).toEqual(expected);
  });
});

// Brain-health 7.5 / 3.7 / 8: the challenges shape.
describe('the challenges shape (7.5, 8)', () => {
  it.each([
    ['/content/member/api', 'first-time-member', '/content/member/api/challenges.first-time-member.json'],
    ['/content/member/api/', 'mbs-assessment-inProgress', '/content/member/api/challenges.mbs-assessment-inProgress.json'],
    ['/content/member/api', '', ''],
  ])('%s, %j -> %s', (base, userType, url) => {
    expect(challengesShapeUrl(base, userType)).toBe(url);
  });

  it.each<[number, unknown, unknown]>([
    [200, { challenges: [] }, { kind: 'store', key: 'challengesShape', value: '{"challenges":[]}' }],
    [204, undefined, { kind: 'remove', key: 'challengesShape' }],
    [200, 'not json', { kind: 'error', message: 'Failed to Update Challenges Shape' }],
    [404, { error: 'x' }, { kind: 'error', message: 'Failed to Update Challenges Shape' }],
    [500, undefined, { kind: 'error', message: 'Failed to Update Challenges Shape' }],
    [0, undefined, { kind: 'error', message: 'Failed to Update Challenges Shape' }], // network failure
  ])('%i %j', (status, body, expected) => {
    expect(shapeAnswer(status, body)).toEqual(expected);
  });

  it('the message of 8', () => {
    expect(CHALLENGES_SHAPE_ERROR).toBe('Failed to Update Challenges Shape');
  });
});
