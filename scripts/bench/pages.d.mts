/** Types of pages.mjs for the TypeScript tests (test/unit/bench/recommendations.test.ts): the page probe. */
export interface ProbeHold {
  name: string;
  releasedAt: number | null;
}
/** The page probe (`window.__bench`), as the tests read it. */
export interface PageProbe {
  done: boolean;
  timedOut: boolean;
  holds: ProbeHold[];
  finished: Promise<void>;
  /** Keeps the watched window open until the returned function is called. */
  hold(name: string): () => void;
}

export const QUIET_MS: number;
export const SETTLE_TIMEOUT_MS: number;
export function installProbe(options: { tags: readonly string[]; quietMs: number; settleTimeoutMs: number }): void;
export function median(values: readonly unknown[]): number | null;
