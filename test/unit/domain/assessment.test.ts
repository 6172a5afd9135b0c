import { describe, expect, it } from 'vitest';
import {
  ARRIVAL,
  ASSESSMENT_ATTEMPTS,
  ASSESSMENT_RETRY_MS,
  FILTERED_NEURO_TAGS,
  PILLARS,
  SCORE_LABEL_TEXT,
  arrivedFromProvider,
  assessmentCompleteUrl,
  assessmentHubPath,
  assessmentRoute,
  completionCheckTimes,
  completionCheckTries,
  completionSucceeded,
  completionSuccessActions,
  counterAfterFailedTry,
  isFilteredNeuroTag,
  pillarName,
  pillarScoreText,
  questionnaireRedirect,
  scoreLabel,
  scoreText,
  scoreValue,
  visibleTags,
  type QuestionnaireFacts,
} from '../../../src/domain/assessment.ts';
import { CACHE_CLEAN_FLAGS } from '../../../src/domain/program-caches.ts';
import { PROGRAM_USER_TYPES } from '../../../src/domain/program.ts';

// Brain-health 2.2: every row of the routes table, both columns.
describe('assessmentRoute (2.2)', () => {
  it.each([
    ['/assessment', 'hub'],
    ['/espanol/evaluacion', 'hub'],
    ['/assessment/lifestyle-questionnaire', 'questionnaire'],
    ['/espanol/evaluacion/cuestionario-estilo-de-vida', 'questionnaire'],
    ['/assessment/lifestyle-questionnaire/start', 'start'],
    ['/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar', 'start'],
    // as paths are read everywhere
    ['/assessment/', 'hub'],
    ['/Assessment/Lifestyle-Questionnaire/Start.html?x=1', 'start'],
    ['/espanol/evaluacion.html', 'hub'],
    // no route
    ['/assessment/lifestyle-questionnaire/start/more', ''],
    ['/assessment/results', ''],
    ['/assessment/cuestionario-estilo-de-vida', ''],
    ['/evaluacion', ''],
    ['/', ''],
    ['', ''],
  ])('%s -> %j', (path, route) => {
    expect(assessmentRoute(path)).toBe(route);
  });

  it.each([
    ['en', '/assessment'],
    ['es', '/espanol/evaluacion'],
    ['zz', '/assessment'],
  ] as const)('the hub in %s is %s', (locale, path) => {
    expect(assessmentHubPath(locale)).toBe(path);
  });
});

// Brain-health 4.11 / CONTRACT: arrival = the start page with a referrer of another origin.
describe('arrivedFromProvider (4.11)', () => {
  const PAGE = 'https://www.example.org';
  it.each([
    ['/assessment/lifestyle-questionnaire/start', 'https://provider.example.com/done', true],
    ['/espanol/evaluacion/cuestionario-estilo-de-vida/comenzar', 'https://provider.example.com/', true],
    ['/assessment/lifestyle-questionnaire/start', 'https://www.example.org/assessment', false], // same origin
    ['/assessment/lifestyle-questionnaire/start', 'http://www.example.org/assessment', true], // another scheme is another origin
    ['/assessment/lifestyle-questionnaire/start', '', false],
    ['/assessment/lifestyle-questionnaire/start', 'not a url', false],
    ['/assessment/lifestyle-questionnaire', 'https://provider.example.com/', false],
    ['/assessment', 'https://provider.example.com/', false],
  ])('%s from %j -> %s', (path, referrer, expected) => {
    expect(arrivedFromProvider(path, referrer, PAGE)).toBe(expected);
  });

  it('sets the counter to 5, clears the tiles, fires assessment-complete', () => {
    expect(ARRIVAL).toEqual({ event: 'assessment-complete', set: [['assessmentCompletionAttempts', '5']], remove: ['recommendationContentTiles'] });
  });
});

// Brain-health 4.11: the questionnaire with no attempt counter sends mbs-assessment-inProgress to the hub.
describe('questionnaireRedirect (4.11)', () => {
  const BASE: QuestionnaireFacts = {
    pathname: '/assessment/lifestyle-questionnaire',
    userType: 'mbs-assessment-inProgress',
    attemptCounter: undefined,
    locale: 'en',
  };
  it.each<[string, Partial<QuestionnaireFacts>, string]>([
    ['no counter', {}, '/assessment'],
    ['no counter, Spanish', { pathname: '/espanol/evaluacion/cuestionario-estilo-de-vida', locale: 'es' }, '/espanol/evaluacion'],
    ['the start page, no counter', { pathname: '/assessment/lifestyle-questionnaire/start' }, '/assessment'],
    ['a counter', { attemptCounter: '5' }, ''],
    ['a counter of 1', { attemptCounter: '1' }, ''],
    ['a used-up counter (0)', { attemptCounter: '0' }, '/assessment'],
    ['an unreadable counter', { attemptCounter: 'x' }, '/assessment'],
    ['null (storage has none)', { attemptCounter: null }, '/assessment'],
    ['another user type', { userType: 'lifestyle-completed-mbs-inProgress' }, ''],
    ['the hub itself', { pathname: '/assessment' }, ''],
    ['another page', { pathname: '/articles/' }, ''],
  ])('%s -> %j', (_name, change, expected) => {
    expect(questionnaireRedirect({ ...BASE, ...change })).toBe(expected);
  });
});

// Brain-health 4.11 / 6 / 7.3 / 8 / 9: the completion check.
describe('completionCheckTries (4.11, 6)', () => {
  it('5 tries, 10 s apart', () => {
    expect([ASSESSMENT_ATTEMPTS, ASSESSMENT_RETRY_MS]).toEqual([5, 10000]);
  });

  const TWO = ['mbs-assessment-inProgress', 'lifestyle-completed-mbs-inProgress'];
  it.each(PROGRAM_USER_TYPES.map((type) => [type, TWO.includes(type) ? 5 : 0, TWO.includes(type) ? 1 : 0] as const))(
    '%s: %i with the counter set to 5, %i without',
    (type, withCounter, without) => {
      expect(completionCheckTries(type, '5')).toBe(withCounter);
      expect(completionCheckTries(type, undefined)).toBe(without);
    },
  );

  it.each<[unknown, number]>([
    ['5', 5],
    [5, 5],
    ['3', 3], // tries left after a reload
    ['1', 1],
    ['9', 5], // never more than 5
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['x', 1],
    [null, 1],
  ])('counter %j -> %i tries', (counter, tries) => {
    expect(completionCheckTries('mbs-assessment-inProgress', counter)).toBe(tries);
  });

  it.each<[number, number[]]>([
    [5, [0, 10000, 20000, 30000, 40000]],
    [1, [0]],
    [0, []],
    [9, [0, 10000, 20000, 30000, 40000]],
  ])('%i tries start at %j ms', (tries, times) => {
    expect(completionCheckTimes(tries)).toEqual(times);
  });

  it.each<[unknown, string | undefined]>([
    ['5', '4'],
    ['2', '1'],
    ['1', undefined],
    [undefined, undefined],
    ['x', undefined],
  ])('after a failed try, counter %j -> %j', (counter, next) => {
    expect(counterAfterFailedTry(counter)).toBe(next);
  });

  it('five failed tries use the counter up', () => {
    let counter: string | undefined = ARRIVAL.set[0][1];
    let tries = 0;
    while (counter !== undefined) {
      tries += 1;
      counter = counterAfterFailedTry(counter);
    }
    expect(tries).toBe(5);
  });

  it.each<[number, unknown, boolean]>([
    [200, { status: 'success', assessment_complete: true }, true],
    [204, { assessment_complete: 'true' }, true],
    [200, { status: 'failure', assessment_complete: false }, false],
    [200, {}, false],
    [200, undefined, false],
    [500, { assessment_complete: true }, false],
    [401, { assessment_complete: true }, false],
  ])('%i %j -> success %s', (status, body, expected) => {
    expect(completionSucceeded(status, body)).toBe(expected);
  });

  it('success flags the user-type, assessment and list caches to clean, removes the counter, fires the event', () => {
    expect(completionSuccessActions()).toEqual({
      set: [
        [CACHE_CLEAN_FLAGS.userType, 'true'],
        [CACHE_CLEAN_FLAGS.assessment, 'true'],
        [CACHE_CLEAN_FLAGS.list, 'true'],
      ],
      remove: ['assessmentCompletionAttempts'],
      event: 'assessment-complete',
    });
  });

  it.each([
    ['/applications/member/api/v1', '/applications/member/api/v1/assessments/assessment_complete'],
    ['https://api.example.org/applications/member/api/v1/', 'https://api.example.org/applications/member/api/v1/assessments/assessment_complete'],
  ])('the check of %s', (base, url) => {
    expect(assessmentCompleteUrl(base)).toBe(url);
  });
});

// Brain-health 4.11 / 5 / 9: score labels, 0.2 and 0.8 exactly; valid only from 0 to 10.
describe('scoreLabel (4.11, 5, 9)', () => {
  it.each<[unknown, string]>([
    // below 0.2 -> LowScore
    [0, 'LowScore'],
    [0.1, 'LowScore'],
    [0.19, 'LowScore'],
    [0.1999999, 'LowScore'],
    // 0.2 to 0.8 -> Expected, both ends included
    [0.2, 'Expected'],
    [0.2000001, 'Expected'],
    [0.5, 'Expected'],
    [0.7999999, 'Expected'],
    [0.8, 'Expected'],
    // above 0.8 -> AboveExpected
    [0.8000001, 'AboveExpected'],
    [0.81, 'AboveExpected'],
    [1, 'AboveExpected'],
    [10, 'AboveExpected'],
    // numeric text
    ['0.2', 'Expected'],
    [' 0.86 ', 'AboveExpected'],
    // not valid: outside 0..10 or not a number
    [-0.0001, ''],
    [-1, ''],
    [10.0001, ''],
    [11, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['', ''],
    ['high', ''],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [[0.5], ''],
  ])('%j -> %j', (score, label) => {
    expect(scoreLabel(score)).toBe(label);
  });

  it.each<[unknown, number | undefined]>([
    [0, 0],
    [10, 10],
    ['7', 7],
    [-0.1, undefined],
    [10.1, undefined],
  ])('scoreValue(%j) -> %j', (score, value) => {
    expect(scoreValue(score)).toBe(value);
  });

  it.each<[unknown, string]>([
    [0.86, 'Above expected'],
    [0.54, 'Expected'],
    [0.1, 'Low score'],
    [12, 'Not available'],
    ['n/a', 'Not available'],
  ])('scoreText(%j) -> %j', (score, words) => {
    expect(scoreText(score)).toBe(words);
  });

  it('the label words', () => {
    expect(SCORE_LABEL_TEXT).toEqual({ AboveExpected: 'Above expected', Expected: 'Expected', LowScore: 'Low score' });
  });

  it.each<[unknown, string]>([
    [7.25, '7.3'],
    [0, '0.0'],
    [10, '10.0'],
    ['6', '6.0'],
    [10.5, 'Not available'],
    [-1, 'Not available'],
    [undefined, 'Not available'],
    ['<script>', 'Not available'],
  ])('pillarScoreText(%j) -> %j', (score, shown) => {
    expect(pillarScoreText(score)).toBe(shown);
  });
});

// Brain-health 3.6: every row of the pillars table.
describe('pillarName (3.6)', () => {
  it.each([
    ['ongoing_exercise', 'move'],
    ['engage_your_brain', 'discover'],
    ['manage_stress', 'relax'],
    ['eat_right', 'nourish'],
    ['be_social', 'connect'],
    ['restorative_sleep', ''],
  ] as const)('%s (older name %j)', (pillar, older) => {
    expect(PILLARS[pillar]).toBe(older);
    expect(pillarName(pillar)).toBe(pillar);
    if (older) expect(pillarName(older)).toBe(pillar);
  });

  it('six pillars', () => {
    expect(Object.keys(PILLARS)).toHaveLength(6);
  });

  it.each([
    ['Eat Right', 'eat_right'],
    ['eat-right', 'eat_right'],
    [' NOURISH ', 'eat_right'],
    ['Restorative  Sleep', 'restorative_sleep'],
    ['sleep', ''],
    ['', ''],
    [undefined, ''],
    ['__proto__', ''],
    ['constructor', ''],
  ])('%j -> %j', (name, pillar) => {
    expect(pillarName(name)).toBe(pillar);
  });
});

// Brain-health 4.11: the neuro tags filtered out of display, both languages.
describe('neuro tags (4.11)', () => {
  it.each([...FILTERED_NEURO_TAGS.en, ...FILTERED_NEURO_TAGS.es])('%s is filtered', (tag) => {
    expect(isFilteredNeuroTag(tag)).toBe(true);
  });

  it('the five of the spec, and five Spanish equivalents', () => {
    expect(FILTERED_NEURO_TAGS.en).toEqual(['Working Memory', 'Sustained Attention', 'Recall Memory', 'Processing Speed', 'Cognitive Flexibility']);
    expect(FILTERED_NEURO_TAGS.es).toHaveLength(5);
  });

  it.each([
    ['working memory', true],
    ['WORKING-MEMORY', true],
    ['Atencion sostenida', true], // accents ignored
    ['  Memoria de trabajo ', true],
    ['Memory', false],
    ['Sleep', false],
    ['Working Memory Games', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (tag, filtered) => {
    expect(isFilteredNeuroTag(tag)).toBe(filtered);
  });

  it('visibleTags keeps the others, in order', () => {
    expect(visibleTags(['eat_right', 'Working Memory', 'Puzzle', 'Flexibilidad cognitiva', ' ', 3, null, 'Recall Memory'])).toEqual([
      'eat_right',
      'Puzzle',
      '3',
    ]);
    expect(visibleTags('Working Memory')).toEqual([]);
  });
});
