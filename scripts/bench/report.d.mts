/** Types of report.mjs for the TypeScript tests: the gated article's verdicts (test/unit/bench/gate.test.ts). */
import type { GateSummary } from './gate.mjs';

export interface BudgetRow {
  budget: string;
  subject: string;
  measured: string;
  verdict: 'ok' | 'FAIL' | 'n/a' | 'not run';
}
export const PAGE_BUDGETS: { cls: number } & Record<string, unknown>;
export function gateBudgets(id: string, gate: Partial<Record<'member' | 'locked', GateSummary>>): BudgetRow[];
export function gateTable(pages: Record<string, { gate?: Partial<Record<'member' | 'locked', GateSummary>> }>): string;
