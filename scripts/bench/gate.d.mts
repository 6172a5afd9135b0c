/** Types of gate.mjs for the TypeScript tests (test/unit/bench/gate.test.ts). */
export interface GateRole {
  id: 'member' | 'locked';
  persona: string;
  name: string;
}
export interface GatePartCounts {
  before: Record<string, number>;
  after: Record<string, number>;
}
/** What the frame probe read in one load (`window.__benchGate.read()`). */
export interface GateReading {
  frames: number;
  decidedFrame: number | null;
  locked: string | null;
  teaserLength: number | null;
  mostVisible: number;
  pastTeaser: { before: number; after: number };
  pastTeaserParts: GatePartCounts;
  articleHiddenAfterDecision: number;
  error: string | null;
  shiftMoves: number[][];
}
export interface GateRun {
  cls: number;
  shifts: Array<{ value: number; sources: string[] }>;
  gate?: GateReading | null;
}
export interface GateMove {
  source: string;
  value: number;
  down: number | null;
}
export interface GateSummary {
  role: GateRole['id'];
  persona: string;
  runs: number;
  measuredRuns: number;
  probeErrors: string[];
  cls: number | null;
  worstCls: number | null;
  worstMoved: GateMove[];
  locked: Array<string | null>;
  teaserLength: number | null;
  frames: number | null;
  framesBeforeDecision: number | null;
  framesPastTeaser: { before: number; after: number; worstRun: number };
  pastTeaserParts: GatePartCounts;
  mostVisible: number;
  articleHiddenAfterDecision: number;
}

export const GATE_TAG: string;
export const GATE_ROLES: readonly [GateRole, GateRole];
export const GATE_CONTENT: string;
export const GATED_PARTS: readonly string[];
export const DEFAULT_TEASER_LENGTH: number;
export const TEASER_ELLIPSIS: number;
export function isGatedPage(page: { elements: readonly string[] }): boolean;
export function readerLength(texts: readonly string[]): number;
export function teaserLimit(value: unknown, fallback: number): number;
export function pastTeaser(length: number, limit: number, ellipsis?: number): boolean;
export function installGateProbe(options: Record<string, unknown>, helpers: Record<string, unknown>): void;
export function gateInitScript(): string;
export function moved(shifts: GateRun['shifts'], shiftMoves?: ReadonlyArray<readonly number[]>, count?: number): GateMove[];
export function summariseGate(role: GateRole, runs: readonly GateRun[]): GateSummary;
