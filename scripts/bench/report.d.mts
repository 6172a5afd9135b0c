/**
 * Types of report.mjs for the TypeScript tests: the gated article's and the recommendations'
 * verdicts (test/unit/bench/gate.test.ts, recommendations.test.ts), removing a saved offer
 * (saved-remove.test.ts).
 */
import type { GateSummary } from './gate.mjs';
import type { FillSummary } from './recommendations.mjs';

export interface BudgetRow {
  budget: string;
  subject: string;
  measured: string;
  verdict: 'ok' | 'FAIL' | 'n/a' | 'not run';
}
export const PAGE_BUDGETS: { cls: number } & Record<string, unknown>;
export function gateBudgets(id: string, gate: Partial<Record<'member' | 'locked', GateSummary>>): BudgetRow[];
export function fillBudgets(id: string, fill: FillSummary): BudgetRow[];
export function gateTable(pages: Record<string, { gate?: Partial<Record<'member' | 'locked', GateSummary>> }>): string;
export interface SavedRemovalRound {
  card: string;
  /** [ms after the press, duration ms] of each long task. */
  tasks: Array<[number, number]>;
  durationMs: number;
}
export function savedRemovalBudget(removal: { page: string; rounds: SavedRemovalRound[] } | undefined, budgetMs?: number): BudgetRow;
export interface InteractionRound {
  label: string;
  /** [ms after the first input, duration ms] of each long task. */
  tasks: Array<[number, number]>;
  durationMs: number;
}
/** `error`: why a round could not be done (the verdict is then a failure that says so). */
export function interactionBudget(interaction: { name: string; label: string; page: string; rounds: InteractionRound[]; error?: string }, budgetMs?: number): BudgetRow;
