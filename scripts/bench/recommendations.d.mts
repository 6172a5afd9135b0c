/** Types of recommendations.mjs for the TypeScript tests (test/unit/bench/recommendations.test.ts). */
export interface FillRecord {
  index: number;
  componentId: string | null;
  /** performance.now() when data-txid came; null: it never came. */
  at: number | null;
  source?: string | null;
  inWindow?: boolean;
}
/** What the fill probe read in one load (`window.__benchFill.read()`). */
export interface FillReading {
  containers: number;
  scrolled: boolean;
  error: string | null;
  fills: FillRecord[];
}
export interface FillSummary {
  runs: number;
  filledRuns: number;
  scrolledRuns: number;
  containers: number;
  sources: Record<string, number>;
  misses: string[];
}

export const FILL_TAG: string;
export const FILL_VISIBILITY: number;
export const FILLED_SOURCES: readonly string[];
export function isRecommendationsPage(page: { elements: readonly string[] }): boolean;
export function installFillProbe(options: { tag: string; visibility: number }): void;
export function fillInitScript(): string;
export function fillMisses(reading: FillReading | null | undefined): string[];
export function summariseFill(runs: ReadonlyArray<{ recommendations?: FillReading | null }>): FillSummary;
