/** The contract between the harness (`run.ts`) and a scenario (`scenarios/*.ts`). */

/** One measured number, as a scenario reports it. The harness adds scenario, time and machine. */
export interface Figure {
  /** Unique across all scenarios: it names the results file, `results/<figure>.json`. */
  figure: string;
  /** The absolute number (e.g. the median req/s of the subject). */
  value: number;
  unit: string;
  /** The same quantity for the baseline measured in the same run; null when the figure has none. */
  baseline: number | null;
  /** What the baseline is, in words (e.g. "raw node:http hello world"). */
  baselineOf?: string;
  /** value / baseline; null when there is no baseline. */
  ratio: number | null;
  /** The budget from DESIGN.md §8, or null when the figure is reported but not budgeted. */
  budget: number | null;
  /** How the budgeted number is compared to `budget`: 'atLeast' (the default, ≥) or 'atMost'. */
  budgetDirection?: 'atLeast' | 'atMost';
  /**
   * What `budget` applies to: 'ratio' (the default, the convention of DESIGN.md §8) or 'value', for
   * budgets DESIGN.md states in absolute units (home page KB of JS, LCP in ms). With 'value' the
   * budget is in `unit` and the ratio, if any, is reported beside it.
   */
  budgetOn?: 'ratio' | 'value';
  /** 99th percentile latency of the subject, when the figure is a load test. */
  p99Ms?: number;
  /** Anything else worth keeping with the figure: settings, individual runs. */
  details?: Record<string, unknown>;
}

export interface ScenarioContext {
  /** The repository root (/work/main), where the server is started from. */
  repoRoot: string;
  /** The bench workspace directory. */
  benchDir: string;
  /** Progress output, prefixed with the scenario name. */
  log: (message: string) => void;
  /**
   * Registers clean-up work (stop a child, remove a temp dir, drop a database). Everything
   * registered runs, newest first, when the scenario ends — normally, by throwing, or on Ctrl-C.
   * Clean-up functions must be safe to call after the resource was already released.
   */
  defer: (label: string, fn: () => unknown) => void;
  /** Records that some figures were not measured this run, and why; printed in the summary. */
  skip: (figures: string[], reason: string) => void;
}

/** What a module in `scenarios/` exports. */
export interface Scenario {
  name: string;
  description?: string;
  run: (ctx: ScenarioContext) => Promise<Figure[]>;
}

export interface Machine {
  cpus: { model: string; count: number };
  /** Bytes. */
  totalmem: number;
  node: string;
  platform: string;
  arch: string;
}

/** One `results/<figure>.json`. */
export interface FigureRecord {
  scenario: string;
  figure: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  budget: number | null;
  withinBudget: boolean | null;
  measuredAt: string;
  machine: Machine;
  /**
   * The budget as a readable rule, e.g. "ratio >= 0.3", or "value <= 170 KB" for a budget on the
   * absolute value; null when not budgeted.
   */
  budgetRule: string | null;
  baselineOf?: string;
  p99Ms?: number;
  details?: Record<string, unknown>;
}

/** Thrown by a scenario that measured some figures and then failed: the harness keeps those. */
export class IncompleteRun extends Error {
  constructor(
    message: string,
    readonly figures: Figure[],
  ) {
    super(message);
    this.name = 'IncompleteRun';
  }
}
