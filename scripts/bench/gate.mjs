/**
 * The gated article in the bench (issue 14): "a locked visitor never sees the full article paint,
 * and a member sees no layout shift". A demo page whose elements include `paywall-gate` is loaded
 * twice per round, as a member and as a locked visitor (GATE_ROLES, whatever `--persona` says),
 * each with a second init script beside the page probe of pages.mjs (`gateInitScript`).
 *
 * That script runs from document start: a requestAnimationFrame loop that, in every frame until
 * the page probe's window is over, looks at what that frame will paint (rAF callbacks run just
 * before the frame's style, layout and paint, so the DOM and the computed styles they see are the
 * frame's):
 * - the text of `[data-paywall-content]` that is visible (`checkVisibility` with the visibility
 *   and opacity properties on the parent of each text node), counted as the gate counts its
 *   teaser (runs of white space as one: `readerLength`); more than the teaser length
 *   (`data-teaser-length`, else 500) plus the ellipsis the cut adds is text past the teaser;
 * - any visible text in a restricted section, the benefits carousel or the comments (GATED_PARTS),
 *   which a locked visitor must never see at all;
 * - once the gate has decided (`data-locked` set), whether the article is visible (a member's
 *   article must be, in every frame after the decision).
 * Frames are counted before and after the decision. The elements may not exist yet (the HTML is
 * still parsing): a frame without them is simply a frame with nothing gated painted.
 *
 * The pure parts (counting, summaries) are here and unit-tested (test/unit/bench/gate.test.ts);
 * the verdicts are in report.mjs (`gateBudgets`).
 */
import { median } from './pages.mjs';

export const GATE_TAG = 'paywall-gate';
/** The gated article's two visitors: the member must see no shift, the locked visitor no text past the teaser. */
export const GATE_ROLES = [
  { id: 'member', persona: 'member-auto-renew', name: 'member' },
  { id: 'locked', persona: 'anonymous', name: 'locked visitor' },
];
export const GATE_CONTENT = '[data-paywall-content]';
/** What a locked visitor never sees: the gate removes them from the DOM (CONTRACT 4b). */
export const GATED_PARTS = ['[data-restricted]', '[data-benefits-carousel]', '[data-comments]'];
/** Site 2.7: the teaser when the page sets no data-teaser-length. */
export const DEFAULT_TEASER_LENGTH = 500;
/** The cut ends the teaser with an ellipsis: one character more than the teaser may show. */
export const TEASER_ELLIPSIS = 1;

/** Whether a page is benched as the gated article. */
export const isGatedPage = (page) => page.elements.includes(GATE_TAG);

/**
 * The visible length of text nodes' data in document order, as the gate counts its teaser
 * (teaserCut in src/features/paywall-gate/paywall-gate.logic.ts): white space at the start and
 * every run of it, also across nodes, read as one character. Runs in the page too (no closure).
 */
export function readerLength(texts) {
  let used = 0;
  let previousEndedInSpace = true;
  for (const text of texts) {
    for (let offset = 0; offset < text.length; offset += 1) {
      const space = /\s/.test(text[offset]);
      if (space && previousEndedInSpace) continue;
      used += 1;
      previousEndedInSpace = space;
    }
  }
  return used;
}

/** `data-teaser-length` as the gate reads it: a whole number, else the default. Runs in the page too. */
export function teaserLimit(value, fallback) {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? Number.parseInt(text, 10) : fallback;
}

/** Whether `length` visible characters go past a teaser of `limit` (the cut's ellipsis allowed). Runs in the page too. */
export function pastTeaser(length, limit, ellipsis = TEASER_ELLIPSIS) {
  return length > limit + ellipsis;
}

/**
 * Runs in the page before its scripts (see the top of this file). `helpers`: readerLength,
 * teaserLimit and pastTeaser, handed in by gateInitScript (an init script has no imports).
 * Exposes `window.__benchGate.read()`.
 */
export function installGateProbe({ tag, content, parts, defaultTeaserLength, ellipsis }, helpers) {
  const visibility = { visibilityProperty: true, opacityProperty: true };
  const state = {
    frames: 0,
    decidedFrame: null,
    locked: null,
    teaserLength: null,
    mostVisible: 0,
    pastTeaser: { before: 0, after: 0 },
    pastTeaserParts: { before: {}, after: {} },
    articleHiddenAfterDecision: 0,
    error: null,
    // Each layout shift (the page probe's entries, in the same order): how far each source moved down, px.
    shiftMoves: [],
  };
  window.__benchGate = { read: () => JSON.parse(JSON.stringify(state)) };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) state.shiftMoves.push((entry.sources ?? []).map((source) => Math.round(source.currentRect.y - source.previousRect.y)));
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // The visible text of `root`: its text nodes (not in script, style, template, noscript) whose
  // parent element the frame will draw. One checkVisibility per parent per frame.
  const visibleTexts = (root, seen) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts = [];
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      if (!seen.has(parent)) seen.set(parent, parent.checkVisibility(visibility));
      if (seen.get(parent)) texts.push(walker.currentNode.data);
    }
    return texts;
  };

  const frame = () => {
    // The page probe's window is over: so is this one.
    if (window.__bench?.done) return;
    requestAnimationFrame(frame);
    try {
      look();
    } catch (error) {
      state.error ??= String(error?.stack ?? error);
    }
  };
  const look = () => {
    state.frames += 1;
    const gate = document.querySelector(tag);
    const locked = gate?.getAttribute('data-locked') ?? null;
    if (locked !== null && state.decidedFrame === null) state.decidedFrame = state.frames;
    state.locked = locked;
    const limit = helpers.teaserLimit(gate?.getAttribute('data-teaser-length'), defaultTeaserLength);
    state.teaserLength = limit;
    const seen = new Map();
    const painted = [];
    const article = document.querySelector(content);
    if (article) {
      const length = helpers.readerLength(visibleTexts(article, seen));
      state.mostVisible = Math.max(state.mostVisible, length);
      if (helpers.pastTeaser(length, limit, ellipsis)) painted.push(content);
      if (locked !== null && !article.checkVisibility(visibility)) state.articleHiddenAfterDecision += 1;
    }
    for (const part of parts) {
      for (const element of document.querySelectorAll(part)) {
        if (helpers.readerLength(visibleTexts(element, seen)) > 0) {
          painted.push(part);
          break;
        }
      }
    }
    if (painted.length) {
      const when = state.decidedFrame === null ? 'before' : 'after';
      state.pastTeaser[when] += 1;
      for (const part of painted) state.pastTeaserParts[when][part] = (state.pastTeaserParts[when][part] ?? 0) + 1;
    }
  };
  requestAnimationFrame(frame);
}

/** The gate probe as an init script's source: the probe, called with its options and the pure helpers. */
export function gateInitScript() {
  const options = { tag: GATE_TAG, content: GATE_CONTENT, parts: GATED_PARTS, defaultTeaserLength: DEFAULT_TEASER_LENGTH, ellipsis: TEASER_ELLIPSIS };
  return `(${installGateProbe})(${JSON.stringify(options)}, { readerLength: ${readerLength}, teaserLimit: ${teaserLimit}, pastTeaser: ${pastTeaser} });`;
}

/**
 * What moved in a run, largest shift first (at most `count`): `{ source, value, down }`, `down`
 * the px the source moved down in that shift (negative: up), from the gate probe's `shiftMoves`
 * (same entries, same order as `shifts`; null when it has none).
 */
export function moved(shifts, shiftMoves = [], count = 3) {
  const largest = {};
  shifts.forEach((shift, index) =>
    shift.sources.forEach((source, at) => {
      if ((largest[source]?.value ?? -1) < shift.value) largest[source] = { value: shift.value, down: shiftMoves[index]?.[at] ?? null };
    }),
  );
  return Object.entries(largest)
    .sort((a, b) => b[1].value - a[1].value)
    .slice(0, count)
    .map(([source, { value, down }]) => ({ source, value, down }));
}

/**
 * One visitor's gated-article result over the runs of measureTargets (each run with `cls`,
 * `shifts` and `gate`, the probe's reading). `role`: a GATE_ROLES entry.
 * - `cls`, `worstCls`, `worstMoved`: median and worst CLS, and what moved in the worst run;
 * - `framesPastTeaser`: frames in which text past the teaser (or a gated part) was visible,
 *   before and after the gate decided, summed over the runs, and the most in one run;
 *   `pastTeaserParts`: which (the article, a gated part) in how many frames, before and after;
 * - `measuredRuns`: runs the probe watched without failing (`probeErrors`: what failed);
 * - `articleHiddenAfterDecision`: frames, summed, in which the article was not visible once the
 *   gate had decided (a member's article must always be);
 * - `locked`: what `data-locked` ended as, per run (null: never decided); `frames`,
 *   `framesBeforeDecision`: medians.
 */
export function summariseGate(role, runs) {
  const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a), runs[0]);
  const gates = runs.map((run) => run.gate ?? null);
  const sum = (pick) => gates.reduce((total, gate) => total + (gate ? pick(gate) : 0), 0);
  const perRunPast = gates.map((gate) => (gate ? gate.pastTeaser.before + gate.pastTeaser.after : 0));
  const parts = { before: {}, after: {} };
  for (const gate of gates) {
    for (const when of ['before', 'after']) {
      for (const [part, count] of Object.entries(gate?.pastTeaserParts?.[when] ?? {})) parts[when][part] = (parts[when][part] ?? 0) + count;
    }
  }
  return {
    role: role.id,
    persona: role.persona,
    runs: runs.length,
    // Runs the probe watched: it saw frames and never failed (a failing probe counts nothing).
    measuredRuns: gates.filter((gate) => gate && gate.frames > 0 && !gate.error).length,
    probeErrors: [...new Set(gates.map((gate) => gate?.error).filter(Boolean))],
    cls: median(runs.map((run) => run.cls)),
    worstCls: worst?.cls ?? null,
    worstMoved: worst ? moved(worst.shifts, worst.gate?.shiftMoves) : [],
    locked: gates.map((gate) => gate?.locked ?? null),
    teaserLength: gates.find((gate) => gate?.teaserLength !== null && gate?.teaserLength !== undefined)?.teaserLength ?? null,
    frames: median(gates.map((gate) => gate?.frames ?? 0)),
    framesBeforeDecision: median(gates.map((gate) => (gate?.decidedFrame ? gate.decidedFrame - 1 : (gate?.frames ?? 0)))),
    framesPastTeaser: { before: sum((gate) => gate.pastTeaser.before), after: sum((gate) => gate.pastTeaser.after), worstRun: Math.max(0, ...perRunPast) },
    pastTeaserParts: parts,
    mostVisible: Math.max(0, ...gates.map((gate) => gate?.mostVisible ?? 0)),
    articleHiddenAfterDecision: sum((gate) => gate.articleHiddenAfterDecision),
  };
}
