/**
 * Fishing (docs/fishing-maths.md), settlement batching. A player fires many shots a second; the wallet
 * is not called per shot. Each player's shot results are grouped, in order, into settlement rounds that
 * close after 1 second or 50 shots, whichever comes first. A round carries one idempotency id derived
 * from (room, player, sequence), the total stake, the refunds netted in and the total win, so the wallet
 * books it once however often it is retried: six players at ten shots a second make about six wallet
 * calls a second, not sixty. Pure functions: the caller keeps the state and runs a timer for `flushDue`.
 */
import type { ShotResult } from './room.ts';

/** A round closes when its first shot is this old… */
export const SETTLEMENT_MAX_MS = 1_000;
/** …or when it holds this many shots. */
export const SETTLEMENT_MAX_SHOTS = 50;

export type SettlementRound = {
  /** Idempotency key for the wallet: the same (room, player, sequence) always gives the same id. */
  id: string;
  roomId: string;
  playerId: string;
  sequence: number;
  shots: number;
  firstNonce: number;
  lastNonce: number;
  openedAtMs: number;
  /** Σ shot stakes, in minor units. */
  totalStake: bigint;
  /** Σ refunded hits' stakes. */
  totalRefund: bigint;
  totalWin: bigint;
  /** totalWin + totalRefund − totalStake: what the round changes the balance by. */
  net: bigint;
};

type OpenRound = Omit<SettlementRound, 'id' | 'net'>;

export type BatchState = {
  roomId: string;
  playerId: string;
  /** Sequence number of the next round to open. */
  nextSequence: number;
  open: OpenRound | undefined;
};

/** The idempotency id of round `sequence` of a player in a room; the parts are URI-encoded so ':' cannot collide. */
export const settlementId = (roomId: string, playerId: string, sequence: number): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 0)
    throw new RangeError(`bad settlement sequence ${sequence}`);
  return `fishing:${encodeURIComponent(roomId)}:${encodeURIComponent(playerId)}:${sequence}`;
};

/** A player's batching state on joining a room; `nextSequence` resumes after a restart. */
export const createBatchState = (roomId: string, playerId: string, nextSequence = 0): BatchState => ({
  roomId,
  playerId,
  nextSequence,
  open: undefined,
});

const close = (state: BatchState): { state: BatchState; closed: SettlementRound[] } => {
  const open = state.open;
  if (!open) return { state, closed: [] };
  const round: SettlementRound = {
    ...open,
    id: settlementId(open.roomId, open.playerId, open.sequence),
    net: open.totalWin + open.totalRefund - open.totalStake,
  };
  return { state: { ...state, open: undefined }, closed: [round] };
};

/** Closes the open round if it is at least SETTLEMENT_MAX_MS old at `nowMs` (the caller's timer tick). */
export const flushDue = (
  state: BatchState,
  nowMs: number,
): { state: BatchState; closed: SettlementRound[] } =>
  state.open && nowMs - state.open.openedAtMs >= SETTLEMENT_MAX_MS ? close(state) : { state, closed: [] };

/** Closes the open round whatever its age: the player leaves, the room closes. */
export const flushAll = (state: BatchState): { state: BatchState; closed: SettlementRound[] } => close(state);

/**
 * Adds one shot result (at its `atMs`): first closes a round that is due, then adds the shot to the
 * open round (opening one if needed), then closes it if it is full. Returns the rounds closed, in order.
 */
export const addShot = (
  state: BatchState,
  shot: ShotResult,
): { state: BatchState; closed: SettlementRound[] } => {
  if (shot.roomId !== state.roomId || shot.playerId !== state.playerId) {
    throw new RangeError(
      `shot of ${shot.roomId}/${shot.playerId} in the batch of ${state.roomId}/${state.playerId}`,
    );
  }
  const due = flushDue(state, shot.atMs);
  const closed = [...due.closed];
  let current = due.state;
  const open: OpenRound = current.open
    ? {
        ...current.open,
        shots: current.open.shots + 1,
        lastNonce: shot.nonce,
        totalStake: current.open.totalStake + shot.stake,
        totalRefund: current.open.totalRefund + shot.refund,
        totalWin: current.open.totalWin + shot.win,
      }
    : {
        roomId: current.roomId,
        playerId: current.playerId,
        sequence: current.nextSequence,
        shots: 1,
        firstNonce: shot.nonce,
        lastNonce: shot.nonce,
        openedAtMs: shot.atMs,
        totalStake: shot.stake,
        totalRefund: shot.refund,
        totalWin: shot.win,
      };
  current = {
    ...current,
    open,
    nextSequence: current.open ? current.nextSequence : current.nextSequence + 1,
  };
  if (open.shots >= SETTLEMENT_MAX_SHOTS) {
    const full = close(current);
    closed.push(...full.closed);
    current = full.state;
  }
  return { state: current, closed };
};

/** Batches a whole ordered list of one player's shot results and closes the last round: replays and audits. */
export const batchShots = (
  roomId: string,
  playerId: string,
  shots: readonly ShotResult[],
  firstSequence = 0,
): SettlementRound[] => {
  let state = createBatchState(roomId, playerId, firstSequence);
  const rounds: SettlementRound[] = [];
  for (const shot of shots) {
    const step = addShot(state, shot);
    rounds.push(...step.closed);
    state = step.state;
  }
  rounds.push(...flushAll(state).closed);
  return rounds;
};
