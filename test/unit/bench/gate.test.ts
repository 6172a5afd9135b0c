// @vitest-environment node
/**
 * The gated article's bench (scripts/bench/gate.mjs, report.mjs gateBudgets): the counting the
 * frame probe runs in the page, the per-visitor summary and the verdicts. The probe itself runs
 * in `npm run bench`; timings never go into tests.
 */
import { describe, expect, it } from 'vitest';
import { teaserCut } from '../../../src/features/paywall-gate/paywall-gate.logic.ts';
import { GATE_ROLES, type GateReading, type GateRun, type GateSummary, moved, pastTeaser, readerLength, summariseGate, teaserLimit } from '../../../scripts/bench/gate.mjs';
import { gateBudgets } from '../../../scripts/bench/report.mjs';

const [memberRole, lockedRole] = GATE_ROLES;

const reading = (fields: Partial<GateReading> = {}): GateReading => ({
  frames: 60,
  decidedFrame: 10,
  locked: 'true',
  teaserLength: 500,
  mostVisible: 480,
  pastTeaser: { before: 0, after: 0 },
  pastTeaserParts: { before: {}, after: {} },
  articleHiddenAfterDecision: 0,
  error: null,
  shiftMoves: [],
  ...fields,
});
const run = (cls: number, gate: GateReading | null, shifts: GateRun['shifts'] = []): GateRun => ({ cls, shifts, gate });

describe('readerLength counts as the gate counts its teaser', () => {
  it.each([
    [[], 0],
    [['Hello'], 5],
    [['  Hello  world  '], 12],
    [['Hello ', ' world'], 11],
    [['Hello', '\n   ', 'world'], 11],
    [['\n  ', 'a'], 1],
    [['a\tb\n\nc'], 5],
  ])('%j -> %i', (texts, length) => {
    expect(readerLength(texts)).toBe(length);
  });

  it('agrees with teaserCut: the kept part plus the ellipsis is never past the teaser', () => {
    const words = 'Your monthly premium may go up 10 percent for each full 12-month period'.split(' ');
    const texts = Array.from({ length: 40 }, (_, index) => `${words.slice(0, (index % words.length) + 1).join(' ')} `);
    for (const limit of [0, 1, 7, 50, 100, 500]) {
      const cut = teaserCut(texts, limit);
      const kept = cut ? [...texts.slice(0, cut.node), `${texts[cut.node]!.slice(0, cut.offset).replace(/\s+$/, '')}\u2026`] : texts;
      expect(pastTeaser(readerLength(kept), limit)).toBe(false);
      expect(pastTeaser(readerLength(texts), limit)).toBe(readerLength(texts) > limit + 1);
    }
  });
});

describe('teaserLimit reads data-teaser-length as the gate does', () => {
  it.each([
    [null, 500],
    [undefined, 500],
    ['', 500],
    ['300', 300],
    [' 42 ', 42],
    ['0', 0],
    ['abc', 500],
    ['-3', 500],
    ['2.5', 500],
  ])('%j -> %i', (value, limit) => {
    expect(teaserLimit(value, 500)).toBe(limit);
  });
});

describe('pastTeaser allows the ellipsis the cut adds', () => {
  it.each([
    [500, 500, false],
    [501, 500, false],
    [502, 500, true],
    [0, 0, false],
    [2, 0, true],
  ])('%i characters, teaser %i -> %s', (length, limit, past) => {
    expect(pastTeaser(length, limit)).toBe(past);
  });
});

describe('moved', () => {
  it('lists each source with its largest shift, largest first, and how far it moved', () => {
    const shifts = [
      { value: 0.01, sources: ['main > div.title', 'footer'] },
      { value: 0.149, sources: ['main > div.title'] },
    ];
    expect(moved(shifts, [[20, -5], [197]])).toEqual([
      { source: 'main > div.title', value: 0.149, down: 197 },
      { source: 'footer', value: 0.01, down: -5 },
    ]);
    expect(moved(shifts)).toEqual([
      { source: 'main > div.title', value: 0.149, down: null },
      { source: 'footer', value: 0.01, down: null },
    ]);
  });
});

describe('summariseGate', () => {
  it('takes the median and the worst CLS, sums the frames past the teaser and keeps the most in one run', () => {
    const result = summariseGate(lockedRole, [
      run(0.1, reading({ pastTeaser: { before: 2, after: 0 }, pastTeaserParts: { before: { '[data-comments]': 2 }, after: {} } })),
      run(0.15, reading({ mostVisible: 745 }), [{ value: 0.15, sources: ['main > div.title'] }]),
      run(0, reading({ pastTeaser: { before: 1, after: 1 }, pastTeaserParts: { before: { '[data-comments]': 1 }, after: { '[data-paywall-content]': 1 } } })),
    ]);
    expect(result).toMatchObject({
      role: 'locked',
      persona: 'anonymous',
      runs: 3,
      measuredRuns: 3,
      cls: 0.1,
      worstCls: 0.15,
      worstMoved: [{ source: 'main > div.title', value: 0.15, down: null }],
      locked: ['true', 'true', 'true'],
      teaserLength: 500,
      framesBeforeDecision: 9,
      framesPastTeaser: { before: 3, after: 1, worstRun: 2 },
      pastTeaserParts: { before: { '[data-comments]': 3 }, after: { '[data-paywall-content]': 1 } },
      mostVisible: 745,
    });
  });

  it('counts a run whose probe failed or saw no frame as not measured', () => {
    const result = summariseGate(memberRole, [run(0, reading({ error: 'TypeError: x' })), run(0, null), run(0, reading({ frames: 0 })), run(0, reading())]);
    expect(result.measuredRuns).toBe(1);
    expect(result.probeErrors).toEqual(['TypeError: x']);
    expect(result.locked).toEqual(['true', null, 'true', 'true']);
  });
});

describe('gateBudgets', () => {
  const summarise = (role: (typeof GATE_ROLES)[number], runs: ReturnType<typeof run>[]) => summariseGate(role, runs);
  const member = (cls: number[], fields: Partial<GateReading> = {}) =>
    summarise(
      memberRole,
      cls.map((value) => run(value, reading({ locked: 'false', ...fields }))),
    );
  const locked = (fields: Partial<GateReading> = {}, cls = 0.15) => summarise(lockedRole, [run(cls, reading(fields)), run(0, reading(fields))]);
  const verdicts = (gate: { member: GateSummary; locked: GateSummary }) => gateBudgets('members-article', gate).map((row) => [row.budget.split(' (')[0], row.verdict]);

  it.each([
    ['all met', member([0, 0, 0]), locked(), ['ok', 'ok', 'ok', 'n/a']],
    ['member CLS in one run', member([0, 0.01, 0]), locked(), ['FAIL', 'ok', 'ok', 'n/a']],
    ['member CLS 0.004 rounds to 0.00', member([0.004, 0, 0]), locked(), ['ok', 'ok', 'ok', 'n/a']],
    ['member article hidden after the decision', member([0, 0, 0], { articleHiddenAfterDecision: 1 }), locked(), ['ok', 'FAIL', 'ok', 'n/a']],
    ['member page locked', member([0, 0, 0], { locked: 'true' }), locked(), ['FAIL', 'FAIL', 'ok', 'n/a']],
    ['member gate never decided', member([0, 0, 0], { locked: null }), locked(), ['FAIL', 'FAIL', 'ok', 'n/a']],
    ['locked visitor saw text past the teaser before the decision', member([0]), locked({ pastTeaser: { before: 1, after: 0 } }), ['ok', 'ok', 'FAIL', 'n/a']],
    ['locked visitor saw it after the decision', member([0]), locked({ pastTeaser: { before: 0, after: 3 } }), ['ok', 'ok', 'FAIL', 'n/a']],
    ['locked visitor never locked', member([0]), locked({ locked: 'false' }), ['ok', 'ok', 'FAIL', 'n/a']],
    ['locked visitor probe failed', member([0]), locked({ error: 'ReferenceError' }), ['ok', 'ok', 'FAIL', 'n/a']],
  ])('%s', (_, memberResult, lockedResult, expected) => {
    expect(verdicts({ member: memberResult, locked: lockedResult }).map(([, verdict]) => verdict)).toEqual(expected);
  });

  it('says what moved, how far, and why the locked visitor has no CLS budget', () => {
    const lockedResult = summariseGate(lockedRole, [run(0.149, reading({ shiftMoves: [[197]] }), [{ value: 0.149, sources: ['main > div.title'] }])]);
    const rows = gateBudgets('members-article', { locked: lockedResult });
    expect(rows[0]!.measured).toContain('0 frames in 1 runs');
    expect(rows[1]!.budget).toContain('no budget');
    expect(rows[1]!.measured).toBe('median 0.15, worst 0.15 (moved: main > div.title 0.149, down 197 px)');
  });
});
