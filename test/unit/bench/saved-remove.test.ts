// @vitest-environment node
/**
 * The verdict on removing a saved offer (scripts/bench/report.mjs `savedRemovalBudget`, issue 16:
 * no task over 50 ms while a card is removed), from the rounds scripts/bench/saved-remove.mjs
 * measures. The measuring runs in `npm run bench`; timings never go into tests.
 */
import { describe, expect, it } from 'vitest';
import { interactionBudget, type SavedRemovalRound, savedRemovalBudget } from '../../../scripts/bench/report.mjs';

/** A round whose long tasks last `durations` ms, at +100, +200, ... ms after the press. */
const round = (card: string, ...durations: number[]): SavedRemovalRound => ({
  card,
  tasks: durations.map((duration, index) => [(index + 1) * 100, duration]),
  durationMs: 4000,
});

describe('savedRemovalBudget', () => {
  it.each([
    ['no long task in any round', [[], [], []], 'ok'],
    ['one round over budget, the others clean (a busy spell)', [[], [80], []], 'ok'],
    ['tasks of exactly 50 ms', [[50], [50], [50]], 'ok'],
    ['a task of 51 ms in most rounds', [[51], [], [51]], 'FAIL'],
    ['over budget in every round', [[60, 120], [75], [90]], 'FAIL'],
    ['one round, over budget', [[70]], 'FAIL'],
    ['one round, clean', [[]], 'ok'],
    ['two rounds: the higher middle decides', [[], [70]], 'FAIL'],
  ] as const)('%s: %s', (_case, durations, verdict) => {
    const rounds = durations.map((list, index) => round(`card-${index}`, ...list));
    expect(savedRemovalBudget({ page: 'saved-benefits', rounds }).verdict).toBe(verdict);
  });

  it('names the budget, the page, the median round and each round with its tasks over budget', () => {
    const row = savedRemovalBudget({ page: 'saved-benefits', rounds: [round('10517'), round('10533', 40, 95, 70), round('20114', 60)] });
    expect(row).toEqual({
      budget: 'removing a saved offer: no task > 50 ms (median round)',
      subject: 'saved-benefits',
      measured: "median round's longest 60 ms; rounds: 10517: none; 10533: 95 ms (2 over, at +200, +300 ms of 4000); 20114: 60 ms (1 over, at +100 ms of 4000)",
      verdict: 'FAIL',
    });
  });

  it('says so when every round stayed within the budget', () => {
    expect(savedRemovalBudget({ page: 'saved-benefits', rounds: [round('10517'), round('10533')] }).measured).toBe(
      'no task over 50 ms in the median round; rounds: 10517: none; 10533: none',
    );
  });

  it('is "not run" without rounds (the page was not benched)', () => {
    expect(savedRemovalBudget(undefined).verdict).toBe('not run');
    expect(savedRemovalBudget({ page: 'saved-benefits', rounds: [] })).toMatchObject({ subject: 'saved-benefits', verdict: 'not run' });
  });

  it('takes another budget', () => {
    expect(savedRemovalBudget({ page: 'saved-benefits', rounds: [round('10517', 70)] }, 100).verdict).toBe('ok');
  });
});

describe('interactionBudget (the home: opening the mega-menu, typing in the search box; issue 30)', () => {
  const rounds = (...durations: number[][]) =>
    durations.map((list, index) => {
      const { tasks, durationMs } = round('', ...list);
      return { label: `round ${index + 1}`, tasks, durationMs };
    });
  it.each([
    ['no long task', [[], [], []], 'ok'],
    ['one busy round', [[], [90], []], 'ok'],
    ['over budget in most rounds', [[51], [70], []], 'FAIL'],
  ] as const)('%s: %s', (_case, durations, verdict) => {
    expect(interactionBudget({ name: 'mega-menu', label: 'opening the mega-menu', page: 'home', rounds: rounds(...durations.map((list) => [...list])) }).verdict).toBe(verdict);
  });
  it('names the interaction, the page and each round by its label', () => {
    expect(interactionBudget({ name: 'search-box', label: 'typing in the search box', page: 'home', rounds: rounds([], [64], [52]) })).toEqual({
      budget: 'typing in the search box: no task > 50 ms (median round)',
      subject: 'home',
      measured: "median round's longest 52 ms; rounds: round 1: none; round 2: 64 ms (1 over, at +100 ms of 4000); round 3: 52 ms (1 over, at +100 ms of 4000)",
      verdict: 'FAIL',
    });
  });
  it('fails, saying why, when a round could not be done (the page did not offer the interaction)', () => {
    expect(
      interactionBudget({ name: 'redeem', label: 'a redemption completing', page: 'rewards-catalog', rounds: rounds([]), error: 'round 2: locator.click: Timeout 30000ms exceeded.' }),
    ).toEqual({
      budget: 'a redemption completing: no task > 50 ms (median round)',
      subject: 'rewards-catalog',
      measured: 'could not be measured: round 2: locator.click: Timeout 30000ms exceeded.',
      verdict: 'FAIL',
    });
  });
});
