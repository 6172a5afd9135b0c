/**
 * The own rules of `<challenge-step>` and `<activate-button>` (issue 34): where the link sends the
 * visitor, which clicks the element takes over, when it opens the congratulation itself, and the
 * activate button's states. The spec's rules (4.12, 4.13) are domain/challenges.ts's and
 * domain/activation.ts's, table-tested in test/unit/domain.
 */
import { describe, expect, it } from 'vitest';
import { validUserCheckUrl } from '../../../../src/api/program-challenges.ts';
import { afterActivation, startsActivation, type ActivateButtonState } from '../../../../src/features/activate-button/activate-button.logic.ts';
import { nextTarget, ownCongratulation, takesOverClick, type ChallengeStepState } from '../../../../src/features/challenge-step/challenge-step.logic.ts';

const PAGE = 'https://www.example.org/challenges/sleep-better/step-2/';

describe('challenge-step: nextTarget', () => {
  it.each<[string, string, string | null, string | undefined]>([
    ['data-next-url, relative', '/challenges/sleep-better/step-3/', '/x/', 'https://www.example.org/challenges/sleep-better/step-3/'],
    ['data-next-url, another https origin (the CMS chose it)', 'https://other.example/finish', '/x/', 'https://other.example/finish'],
    ['no data-next-url: the link', '', '/challenges/sleep-better/step-3/', 'https://www.example.org/challenges/sleep-better/step-3/'],
    ['a javascript: data-next-url: the link', 'javascript:alert(1)', '/get-started/', 'https://www.example.org/get-started/'],
    ['a data: data-next-url, no link', 'data:text/html,<script>1</script>', null, undefined],
    ['both unusable', 'javascript:1', 'vbscript:1', undefined],
  ])('%s', (_name, nextUrl, href, expected) => {
    expect(nextTarget(nextUrl, href, PAGE)).toBe(expected);
  });
});

describe('challenge-step: takesOverClick', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it.each<[string, Partial<typeof plain>, ChallengeStepState, boolean]>([
    ['a plain click', {}, 'idle', true],
    ['a plain click while saving (ignored by the element, not the browser)', {}, 'saving', true],
    ['after a failed save: the browser follows the link', {}, 'failed', false],
    ['ctrl (a new tab)', { ctrlKey: true }, 'idle', false],
    ['meta', { metaKey: true }, 'idle', false],
    ['shift (a new window)', { shiftKey: true }, 'idle', false],
    ['alt', { altKey: true }, 'idle', false],
    ['the middle button', { button: 1 }, 'idle', false],
    ['already taken by the page', { defaultPrevented: true }, 'idle', false],
  ])('%s', (_name, click, state, expected) => {
    expect(takesOverClick({ ...plain, ...click }, state)).toBe(expected);
  });
});

describe('challenge-step: ownCongratulation (CONTRACT 4c)', () => {
  it.each<[string, string | null, boolean, boolean, boolean, boolean]>([
    ['the flag, no gate', 'true', false, false, false, true],
    ['the flag, a gate on the page (it opens it)', 'true', true, false, false, false],
    ['another modal open', 'true', false, true, false, false],
    ['authoring mode', 'true', false, false, true, false],
    ['no flag', null, false, false, false, false],
    ["a flag that is not 'true'", 'yes', false, false, false, false],
  ])('%s', (_name, flag, gate, other, authoring, expected) => {
    expect(ownCongratulation(flag, gate, other, authoring)).toBe(expected);
  });
});

describe('activate-button: one activation at a time (4.13, issue 34)', () => {
  it.each<[ActivateButtonState, boolean]>([
    ['idle', true],
    ['failed', true],
    ['busy', false],
    ['done', false],
  ])('a click when %s starts one: %s', (state, expected) => {
    expect(startsActivation(state)).toBe(expected);
  });

  it.each([
    ['failed', 'failed'],
    ['activated', 'done'],
    ['invalid-token', 'done'],
    ['not-active', 'done'],
  ] as const)('after %s: %s', (outcome, expected) => {
    expect(afterActivation(outcome)).toBe(expected);
  });
});

describe('the valid-user check address', () => {
  it.each([
    ['/applications/member/api/v1/me/challenges/valid-user', 'en', 'https://www.example.org/applications/member/api/v1/me/challenges/valid-user?locale=en'],
    ['https://api.example.org/v1/valid-user?x=1', 'es', 'https://api.example.org/v1/valid-user?x=1&locale=es'],
    ['https://api.example.org/v1/valid-user?locale=fr', 'en', 'https://api.example.org/v1/valid-user?locale=en'],
  ] as const)('%s (%s)', (configured, locale, expected) => {
    expect(validUserCheckUrl(configured, locale, PAGE)).toBe(expected);
  });
});
