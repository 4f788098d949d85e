/**
 * The settlement clock of a test server (docs/decisions/061-dev-clock.md): real time plus an offset
 * that only moves forward, so a journey can close today's contract period and have the operator pay
 * it, as Stripe's test clocks do for billing. It moves only the back office's idea of which periods
 * are closed; rounds, sessions and the settlement scheduler keep real time. Off unless DEV_CLOCK is
 * on, which production refuses.
 */
export type DevClock = {
  now: () => Date;
  /** Moves the clock `ms` forward; it never goes back. */
  advance: (ms: number) => void;
  offsetMs: () => number;
};

export const createDevClock = (realNow: () => number = Date.now): DevClock => {
  let offset = 0;
  return {
    now: () => new Date(realNow() + offset),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the dev clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
};
