/**
 * What the server-time scenarios share (game-list, profit-and-loss): positive integer settings from
 * the environment, percentiles, and timing a subject and its baseline request by request, in
 * alternating order, so both see the same machine.
 */

/** A positive number from the environment, rounded; `fallback` when unset. */
export const setting = (key: string, fallback: number) => {
  const raw = process.env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${key} must be a positive number`);
  return Math.round(value);
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const median = (values: number[]) => percentile(values, 50);
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

export type TimedRound = { p95Ms: number; p50Ms: number; baselineP95Ms: number; baselineP50Ms: number };

/**
 * One measured round: `warm` unmeasured calls of each, then `requests` of each, the subject first on
 * even requests of even rounds and the baseline first otherwise. Each call answers its own ms.
 */
export const alternate = async ({
  requests,
  warm,
  round,
  subject,
  baseline,
}: {
  requests: number;
  warm: number;
  round: number;
  subject: (i: number) => Promise<number>;
  baseline: (i: number) => Promise<number>;
}): Promise<TimedRound> => {
  for (let i = 0; i < warm; i++) {
    await subject(i);
    await baseline(i);
  }
  const subjectMs: number[] = [];
  const baselineMs: number[] = [];
  for (let i = 0; i < requests; i++) {
    if ((i + round) % 2 === 0) {
      subjectMs.push(await subject(i));
      baselineMs.push(await baseline(i));
    } else {
      baselineMs.push(await baseline(i));
      subjectMs.push(await subject(i));
    }
  }
  return {
    p95Ms: round3(percentile(subjectMs, 95)),
    p50Ms: round3(percentile(subjectMs, 50)),
    baselineP95Ms: round3(percentile(baselineMs, 95)),
    baselineP50Ms: round3(percentile(baselineMs, 50)),
  };
};
