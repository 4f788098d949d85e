/**
 * The one error the cockfight engine throws for a refused input or action (issue 22): a stable
 * `reason` the server maps to a 4xx and the client shows translated.
 *
 * Reasons: `bad_transition` (an operator action the fight's status does not allow), `betting_closed`
 * (a bet outside OPEN / LAST_CALL), `bad_stake` (not a positive bigint), `below_min` / `above_max`
 * (outside the side's per-player limits), `bad_side`, `duplicate_bet`, `bad_result`, `bad_odds`,
 * `bad_limits`, `not_settled` (settling a fight with no result yet).
 */
export type CockfightReason =
  | 'bad_transition'
  | 'betting_closed'
  | 'bad_stake'
  | 'below_min'
  | 'above_max'
  | 'bad_side'
  | 'duplicate_bet'
  | 'bad_result'
  | 'bad_odds'
  | 'bad_limits'
  | 'not_settled';

export class CockfightError extends Error {
  constructor(
    /** A short stable reason, shown translated by the client. */
    readonly reason: CockfightReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'CockfightError';
  }
}
