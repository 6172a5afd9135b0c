/**
 * `<assessment-flow>`'s rules (brain-health 2.2, 3.6, 4.11, 5, 9; CONTRACT 4c): what the hub
 * shows from the scores answer and the element's state. The score, label and pillar rules are
 * domain/assessment.ts's (the one rule wherever scores or tags are shown); this file only picks
 * the rows out of the answer. Pure.
 *
 * The scores answer (cbs/scores/sync, the emulator's shape): `{ status: 'success', scores: {
 * domains: [{ domain, domain_es, score }], pillars: { <3.6 pillar, current or older name>: score }
 * } }`, or `{ status: 'pending' }`.
 *
 * Decided (docs/decisions.md "assessment-flow (issue 34)"):
 * - A domain row shows its name (Spanish pages `domain_es`, else `domain`) and its label words;
 *   the item carries `data-score-label` only when the score is valid. A domain without a name is
 *   left out. Domains keep the answer's order. Domain names are what the scores are about, not
 *   content tags: the neuro-tag filter of 4.11 is for tiles, and no tile of the library shows tags.
 * - Pillars in 3.6's order, each under its current name (`data-pillar`), with a readable label
 *   ('Ongoing exercise'); an answer keyed by an older name ('move') counts for the current one,
 *   the current name winning when both are there. Keys that are no pillar are ignored; a pillar
 *   the answer lacks is not listed.
 * - 'success' with no domain and no pillar to show, or any status but 'success', is "pending".
 */
import type { Locale } from '../../core/locale.ts';
import { asRecord, ownValue, text } from '../../core/values.ts';
import { PILLARS, pillarName, pillarScoreText, scoreLabel, scoreText, type Pillar, type ScoreLabel } from '../../domain/assessment.ts';
import { PROGRAM_USER_TYPES, type ProgramUserType } from '../../domain/program.ts';
import { modalForUserType } from '../../domain/program-gate.ts';

/**
 * The hub asks for the scores of a programme member only: a known programme user type to whom the
 * gate shows no gating modal (program-gate.ts `modalForUserType`, 4.3; the one rule of who is let
 * in). A visitor the gate stops (anonymous, a non-member, a member to activate or renew) meets its
 * modal and no scores are asked for them.
 */
export function scoresFor(userType: string): boolean {
  if (!(PROGRAM_USER_TYPES as readonly string[]).includes(userType)) return false;
  return modalForUserType({ userType: userType as ProgramUserType, search: '', now: new Date() }) === '';
}

/** 3.6: the words shown for each pillar (its current name is `data-pillar`). */
export const PILLAR_LABELS: Readonly<Record<Pillar, string>> = Object.freeze({
  ongoing_exercise: 'Ongoing exercise',
  engage_your_brain: 'Engage your brain',
  manage_stress: 'Manage stress',
  eat_right: 'Eat right',
  be_social: 'Be social',
  restorative_sleep: 'Restorative sleep',
});

export interface DomainRow {
  name: string;
  /** '' for a score that is not valid (no data-score-label). */
  label: ScoreLabel | '';
  /** 'Above expected' | 'Expected' | 'Low score' | 'Not available' (English: the view translates). */
  text: string;
}

export interface PillarRow {
  pillar: Pillar;
  label: string;
  /** One decimal, or 'Not available'. */
  score: string;
}

export interface ScoreRows {
  domains: DomainRow[];
  pillars: PillarRow[];
}

/** The hub's rows from the answer's `scores` (see the module comment). */
export function scoreRows(scores: unknown, locale: Locale): ScoreRows {
  const domainList = ownValue(scores, 'domains');
  const domains: DomainRow[] = [];
  for (const item of Array.isArray(domainList) ? domainList : []) {
    const name = (locale === 'es' ? text(ownValue(item, 'domain_es')) : '') || text(ownValue(item, 'domain'));
    if (!name) continue;
    const score = ownValue(item, 'score');
    domains.push({ name, label: scoreLabel(score), text: scoreText(score) });
  }
  const pillarScores = asRecord(ownValue(scores, 'pillars')) ?? {};
  const found = new Map<Pillar, unknown>();
  for (const [key, value] of Object.entries(pillarScores)) {
    const pillar = pillarName(key);
    if (!pillar) continue;
    // The current name wins over an older one.
    if (
      !found.has(pillar) ||
      key
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_') === pillar
    )
      found.set(pillar, value);
  }
  const pillars = (Object.keys(PILLARS) as Pillar[])
    .filter((pillar) => found.has(pillar))
    .map((pillar) => ({ pillar, label: PILLAR_LABELS[pillar], score: pillarScoreText(found.get(pillar)) }));
  return { domains, pillars };
}

export type HubView = { state: 'scores'; rows: ScoreRows } | { state: 'pending' };

/** What the hub shows for a scores answer: its rows, or pending. */
export function hubView(answer: unknown, locale: Locale): HubView {
  if (text(ownValue(answer, 'status')) !== 'success') return { state: 'pending' };
  const rows = scoreRows(ownValue(answer, 'scores'), locale);
  return rows.domains.length || rows.pillars.length ? { state: 'scores', rows } : { state: 'pending' };
}

/**
 * The element's state (the host's `data-assessment-state`): `off` (not an assessment route, or
 * authoring mode), `waiting` (identity not read yet), `none` (signed out, or nothing to do for this
 * visitor), `redirecting`, then the completion check's `checking` | `waiting-retry` | `complete` |
 * `not-complete`; the hub's scores are `data-scores-state` (`loading` | `scores` | `pending` |
 * `failed`).
 */
export type FlowState = 'off' | 'waiting' | 'none' | 'redirecting' | 'checking' | 'waiting-retry' | 'complete' | 'not-complete';
