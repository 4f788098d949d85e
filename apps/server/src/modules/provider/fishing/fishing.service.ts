/**
 * Fishing rooms on the house provider (issue 22, ADR 088): shared rooms whose fish schedule is the pure
 * engine's (`packages/games/src/fishing/`), every shot resolved by the server against the room at the
 * moment it arrives, and shots booked through the seamless protocol in settlement rounds of 1 s or 50
 * shots (`batch.ts`), each ONE provider round: one debit of its stakes, one credit of its wins plus
 * its refunded hits, the batch's settlement id its idempotency id (one row, one round).
 *
 * What lives where. The room (seed, opening time) is a row: its schedule is a function of them, so
 * any server draws the same fish. Captures are rows unique per (room, fish): of two servers resolving
 * hits on one fish, one insert stands and the other hit is refunded. A batch's totals are written in
 * each shot's transaction, so a crash loses no shot: the sweep closes batches left open and books
 * them. The only memory a connection keeps is its batch grouping (which sequence is open, since
 * when), rebuilt from the database on a reconnect.
 *
 * Affordability. Shots are debited after they are resolved, so before taking one the server checks,
 * under the lock of the player's wallet row, that its price fits the balance the wallet last answered
 * less the stakes not yet debited; a shot beyond it is refused and costs nothing. If the wallet still
 * refuses a batch's debit, the batch is void: nothing moves, its wins are not paid.
 */
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type {
  TFishingRoomState,
  TFishingSession,
  TFishingSettledMessage,
  TFishingShoot,
  TFishingShotMessage,
  TFishingStateMessage,
} from '@luckwell/contracts/provider/fishing';
import { MULTIPLIER_ONE } from '@luckwell/games/engine';
import {
  addShot,
  type BatchState,
  createBatchState,
  flushAll,
  flushDue,
  type SettlementRound,
  settlementId,
} from '@luckwell/games/fishing/batch';
import type { Capture, HitOutcome } from '@luckwell/games/fishing/capture';
import {
  createRoom,
  fishOnScreen,
  LAG_TOLERANCE_MS,
  MAX_FISH_LIFETIME_MS,
  resolveShot,
  type ShotResult,
} from '@luckwell/games/fishing/room';
import { FISHING_FAMILY, FISHING_TITLE_ROOMS } from '@luckwell/games/fishing/titles';
import { FISH_WEAPONS, fishWeapon } from '@luckwell/games/fishing/weapons';
import { commitServerSeed, newServerSeed } from '@luckwell/games/rng';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  closeBookedRound,
  createProviderRepository,
  openBookedRound,
  type ProviderSessionRow,
  type RoundRow,
} from '../provider.repository.ts';
import type { ProviderService } from '../provider.service.ts';
import { openTableSession } from '../table-session.ts';
import { createFishingRepository, type FishingBatchRow, type FishingRoomRow } from './fishing.repository.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export { FISHING_FAMILY } from '@luckwell/games/fishing/titles';

export type RoomSpec = { code: string; seats: number };
export const DEFAULT_FISHING_ROOMS: readonly RoomSpec[] = [
  { code: 'LWFISH-R1', seats: 6 },
  { code: 'LWFISH-R2', seats: 6 },
];

/** A batch left `open` this long after its last shot has lost its connection: the sweep closes it. */
const ORPHAN_AFTER_MS = 5_000;
/** A debit or credit not confirmed for this long is looked at again by the sweep. */
const UNCONFIRMED_AFTER_MS = 30_000;

const roomNotFound = () =>
  new AppError(404, 'FISHING_ROOM_NOT_FOUND', 'fishing_err_room_not_found', 'params.room');
const badShot = (reason: string) => new AppError(400, 'FISHING_BAD_SHOT', `fishing_err_${reason}`, 'shot');
const notFishing = () => new AppError(409, 'PROVIDER_BAD_ACTION', 'fishing_err_not_fishing');
const insufficient = (available: bigint, price: bigint) =>
  new AppError(409, 'FISHING_INSUFFICIENT_BALANCE', 'fishing_err_insufficient_balance', 'shot').with({
    params: { available: fromMinorUnits(available), price: fromMinorUnits(price) },
  });
/** The shot's batch was closed under this connection (another connection, the sweep). */
class Resync extends Error {}

type Options = {
  db: Database;
  provider: Pick<ProviderService, 'openSession' | 'sessionOf' | 'debitRound' | 'settle' | 'fairnessOf'>;
  now?: () => Date;
  log?: Log;
  rooms?: readonly RoomSpec[];
  newSeed?: () => string;
};

const playerIdOf = (p: { brand: string; player: string }) => `${p.brand}:${p.player}`;

const hitView = (hit: HitOutcome) => ({
  fishId: hit.fishId,
  hitIndex: hit.hitIndex,
  outcome: hit.outcome,
  speciesId: hit.outcome === 'refunded' ? null : hit.speciesId,
  reason: hit.outcome === 'refunded' ? hit.reason : null,
  multiplier: hit.outcome === 'captured' ? hit.multiplier : 0,
  stake: fromMinorUnits(hit.stake),
  win: fromMinorUnits(hit.win),
});

/** A shot as stored in its batch's detail (bigints as strings): the audit and recall record. */
const shotRecord = (result: ShotResult, aim: { x: number; y: number }) => ({
  nonce: result.nonce,
  weaponId: result.weaponId,
  atMs: result.atMs,
  aim,
  stake: String(result.stake),
  refund: String(result.refund),
  win: String(result.win),
  hits: result.hits.map((hit) => ({ ...hitView(hit), stake: String(hit.stake), win: String(hit.win) })),
});

export const createFishingService = ({
  db,
  provider,
  now = () => new Date(),
  log,
  rooms: specs = DEFAULT_FISHING_ROOMS,
  newSeed = newServerSeed,
}: Options) => {
  const repository = createFishingRepository(db);
  const rounds = createProviderRepository(db, now);
  const inTx = <T>(
    work: (tx: {
      fishing: ReturnType<typeof createFishingRepository>;
      rounds: ReturnType<typeof createProviderRepository>;
    }) => Promise<T>,
  ) =>
    db.transaction((raw) =>
      work({
        fishing: createFishingRepository(raw as unknown as Database),
        rounds: createProviderRepository(raw as unknown as Database, now),
      }),
    );

  let ensured: Promise<void> | undefined;
  /** The code's rooms exist (inserted once, seed and origin drawn then; the row is the truth after). */
  const ensureRooms = () => {
    ensured ??= repository
      .ensureRooms(
        specs.map((spec) => {
          const roomSeed = newSeed();
          return {
            code: spec.code,
            roomSeed,
            seedHash: commitServerSeed(roomSeed),
            openedAt: now(),
            seats: spec.seats,
          };
        }),
      )
      .catch((error: unknown) => {
        ensured = undefined;
        throw error;
      });
    return ensured;
  };
  const roomOf = async (code: string) => {
    // An unknown code is refused before anything is written.
    if (!specs.some((spec) => spec.code === code)) throw roomNotFound();
    await ensureRooms();
    const room = await repository.roomByCode(code);
    if (!room) throw roomNotFound();
    return room;
  };
  const roomView = (room: FishingRoomRow) => ({
    code: room.code,
    roomSeed: room.roomSeed,
    seedHash: room.seedHash,
    openedAtMs: room.openedAt.getTime(),
    seats: room.seats,
  });
  const engineRoom = (room: FishingRoomRow, captures: ReadonlyMap<string, Capture> = new Map()) => ({
    ...createRoom({ roomId: room.code, roomSeed: room.roomSeed, openedAtMs: room.openedAt.getTime() }),
    captures,
  });

  /** A room and the fish on screen now, each marked captured or not (the client's first paint). */
  const publicState = async (code: string): Promise<TFishingRoomState> => {
    const room = await roomOf(code);
    const at = now().getTime();
    const fish = fishOnScreen(engineRoom(room), at);
    const captured = new Set(
      (await repository.capturedSince(room.id, new Date(at - MAX_FISH_LIFETIME_MS - LAG_TOLERANCE_MS))).map(
        (row) => row.fishId,
      ),
    );
    return {
      serverTimeMs: at,
      room: roomView(room),
      fish: fish.map((f) => ({
        id: f.id,
        speciesId: f.speciesId,
        spawnAtMs: f.spawnAtMs,
        lifetimeMs: f.lifetimeMs,
        path: [...f.path],
        captured: captured.has(f.id),
      })),
    };
  };

  /** Opens a fishing title's session from the operator's launch token; the wallet's answer kept. */
  const startSession = async (input: {
    vendor: string;
    gameCode: string;
    launchToken: string;
  }): Promise<TFishingSession> => {
    const session = await openTableSession(provider, input, FISHING_TITLE_ROOMS, FISHING_FAMILY);
    const { brand, player } = await provider.sessionOf(session.token);
    await repository.setWallet({ brand, player }, toMinorUnits(session.balance), now());
    return session;
  };

  const fishingSession = async (token: string | undefined) => {
    const session = await provider.sessionOf(token);
    if (session.engine !== FISHING_FAMILY) throw notFishing();
    return session;
  };

  const sessionById = (id: number) => rounds.sessionById(id);

  /**
   * Books one closed batch, from wherever it stands (any server, any number of times: each move is
   * conditional on the batch's status, so a retry or a second server books it once): `pending` → the
   * debit of its stakes (refused: `void`) → the round closed with its payout → the credit → `settled`.
   * Answers the batch as it now stands.
   */
  const settleBatch = async (id: string): Promise<FishingBatchRow | undefined> => {
    let batch = await repository.batchBySettlementId(id);
    if (!batch) return undefined;
    const session = await sessionById(batch.sessionId);
    if (!session) return batch;
    if (batch.status === 'pending') {
      const claimed = await repository.moveBatch(batch.id, ['pending'], {
        status: 'debiting',
        updatedAt: now(),
      });
      if (!claimed) return repository.batchBySettlementId(id);
      batch = await debitBatch(claimed, session);
    }
    if (batch.status === 'debited') batch = await creditBatch(batch, session);
    return batch;
  };

  const debitBatch = async (batch: FishingBatchRow, session: ProviderSessionRow) => {
    const room = await repository.roomById(batch.roomId);
    const player = { brand: batch.brand, player: batch.player };
    let debited: Awaited<ReturnType<typeof provider.debitRound>>;
    try {
      debited = await provider.debitRound(
        session,
        FISHING_FAMILY,
        { room: room?.code, settlementId: batch.settlementId, sequence: batch.sequence },
        batch.totalStakeMinor,
      );
    } catch (error) {
      if (error instanceof AppError && error.code !== 'PROVIDER_OPERATOR_UNAVAILABLE') {
        // Refused, nothing booked: the batch is void, its wins unpaid.
        const balance = error.detail.params?.balance;
        if (typeof balance === 'string') {
          await repository.setWallet(player, toMinorUnits(balance), now());
        }
        log?.warn(
          { settlementId: batch.settlementId, code: error.code },
          'fishing: batch debit refused, void',
        );
        return (
          (await repository.moveBatch(batch.id, ['debiting'], {
            status: 'void',
            settledAt: now(),
            updatedAt: now(),
          })) ?? batch
        );
      }
      // Unanswered: the provider sweep rolls the debit back; our sweep re-books the batch after.
      log?.warn({ err: error, settlementId: batch.settlementId }, 'fishing: batch debit not confirmed');
      return batch;
    }
    const { round, afterDebit } = debited;
    return inTx(async (tx) => {
      await openBookedRound(tx.rounds, round, {
        game: FISHING_FAMILY,
        action: { settlementId: batch.settlementId, shots: batch.shots },
        record: {
          room: room?.code,
          settlementId: batch.settlementId,
          sequence: batch.sequence,
          shots: batch.shots,
          firstNonce: batch.firstNonce,
          lastNonce: batch.lastNonce,
        },
        state: { settlementId: batch.settlementId },
        balanceBeforeMinor: afterDebit + batch.totalStakeMinor,
      });
      await tx.fishing.setWallet(player, afterDebit, now());
      const moved = await tx.fishing.moveBatch(batch.id, ['debiting'], {
        status: 'debited',
        providerRoundId: round.id,
        updatedAt: now(),
      });
      if (!moved) throw new Error(`fishing: batch ${batch.settlementId} moved under us`);
      return moved;
    });
  };

  const creditBatch = async (batch: FishingBatchRow, session: ProviderSessionRow) => {
    let round: RoundRow | undefined = await repository.providerRoundById(batch.providerRoundId!);
    if (!round) return batch;
    const payoutMinor = batch.totalWinMinor + batch.totalRefundMinor;
    if (round.status === 'open') {
      round = await inTx(async (tx) => {
        const locked = await tx.rounds.lockRound(batch.providerRoundId!);
        if (locked?.status !== 'open') return locked;
        return closeBookedRound(tx.rounds, locked, {
          action: { settle: batch.settlementId },
          record: {
            settlementId: batch.settlementId,
            shots: batch.detail,
            stake: String(batch.totalStakeMinor),
            refund: String(batch.totalRefundMinor),
            win: String(batch.totalWinMinor),
          },
          multiplier: Number((payoutMinor * BigInt(MULTIPLIER_ONE)) / locked.stakeMinor),
          payoutMinor,
          state: { settlementId: batch.settlementId },
        });
      });
    }
    if (round?.status === 'settling') round = await provider.settle(round, session);
    if (round?.status !== 'settled') return batch;
    if (round.balanceAfterMinor !== null) await repository.setWallet(batch, round.balanceAfterMinor, now());
    return (
      (await repository.moveBatch(batch.id, ['debited'], {
        status: 'settled',
        settledAt: now(),
        updatedAt: now(),
      })) ?? (await repository.batchBySettlementId(batch.settlementId))!
    );
  };

  const settledView = (
    batch: FishingBatchRow,
    balanceMinor: bigint | null,
    roundId: string | null,
  ): TFishingSettledMessage => ({
    type: batch.status === 'void' ? 'void' : 'settled',
    settlementId: batch.settlementId,
    sequence: batch.sequence,
    shots: batch.shots,
    totalStake: fromMinorUnits(batch.totalStakeMinor),
    totalRefund: fromMinorUnits(batch.totalRefundMinor),
    totalWin: fromMinorUnits(batch.totalWinMinor),
    balance: balanceMinor === null ? null : fromMinorUnits(balanceMinor),
    roundId,
  });

  /** What a batch became, as its player is told (after the wallet's last answer). */
  const outcomeOf = async (batch: FishingBatchRow): Promise<TFishingSettledMessage | undefined> => {
    if (batch.status !== 'settled' && batch.status !== 'void') return undefined;
    const wallet = await repository.wallet(batch);
    const round = batch.providerRoundId
      ? await repository.providerRoundById(batch.providerRoundId)
      : undefined;
    return settledView(batch, wallet?.balanceMinor ?? null, round?.roundId ?? null);
  };

  /** Closes the connection's batches (`open` → `pending`, unless something closed them already); their ids. */
  const closeBatches = async (closed: SettlementRound[]) => {
    for (const round of closed) {
      const row = await repository.batchBySettlementId(round.id);
      if (row) await repository.moveBatch(row.id, ['open'], { status: 'pending', updatedAt: now() });
    }
    return closed.map((round) => round.id);
  };

  /**
   * A player's seat in a room for one connection: the room's state to start from, then shots, the
   * timer's tick and the leave. `notify` hears each batch's settlement (or void) as it happens.
   */
  const join = async (
    token: string | undefined,
    code: string,
    notify: (message: TFishingSettledMessage) => void = () => {},
  ) => {
    const session = await fishingSession(token);
    const room = await roomOf(code);
    const player = { brand: session.brand, player: session.player };
    const playerId = playerIdOf(player);
    const fairness = await provider.fairnessOf(session);

    // Batches a dead connection left open are closed and booked; the sequence resumes after the last.
    const orphans = await repository.batchesOf(room.id, player, ['open']);
    for (const orphan of orphans)
      await repository.moveBatch(orphan.id, ['open'], { status: 'pending', updatedAt: now() });
    const resync = async () =>
      createBatchState(room.code, playerId, (await repository.lastSequence(room.id, player)) + 1);
    let batch: BatchState = await resync();

    let chain: Promise<unknown> = Promise.resolve();
    /** One thing at a time per connection: shots in arrival order, settlements in sequence order. */
    const serial = <T>(work: () => Promise<T>): Promise<T> => {
      const next = chain.then(work, work);
      chain = next.catch(() => undefined);
      return next;
    };
    const settleAll = async (ids: string[]) => {
      for (const id of ids) {
        try {
          const batchRow = await settleBatch(id);
          const message = batchRow && (await outcomeOf(batchRow));
          if (message) notify(message);
        } catch (error) {
          log?.error({ err: error, settlementId: id }, 'fishing: settling a batch failed; the sweep retries');
        }
      }
    };
    // Left over from an earlier connection: booked now.
    const leftOver = (await repository.batchesOf(room.id, player, ['pending'])).map((b) => b.settlementId);
    if (leftOver.length) void serial(() => settleAll(leftOver));

    const balances = async () => {
      const wallet = await repository.wallet(player);
      const balance = wallet?.balanceMinor ?? 0n;
      return { balance, available: balance - (await repository.undebitedStake(player)) };
    };

    const state = async (): Promise<TFishingStateMessage> => {
      const { balance, available } = await balances();
      return {
        type: 'state',
        serverTimeMs: now().getTime(),
        room: roomView(room),
        weapons: FISH_WEAPONS.map((w) => ({
          id: w.id,
          name: w.name,
          kind: w.kind,
          stakePerHit: fromMinorUnits(w.stakePerHit),
          maxHits: w.maxHits,
          reach: w.reach,
          rtpBasisPoints: w.rtpBasisPoints,
        })),
        balance: fromMinorUnits(balance),
        available: fromMinorUnits(available),
        fairness,
        nextSequence: batch.open ? batch.open.sequence : batch.nextSequence,
      };
    };

    const resolveOnce = async (input: TFishingShoot) => {
      let weapon: ReturnType<typeof fishWeapon>;
      try {
        weapon = fishWeapon(input.weaponId);
      } catch {
        throw badShot('unknown_weapon');
      }
      const targets = input.targetFishIds.length;
      if (targets < 1 || targets > weapon.maxHits) throw badShot('targets');
      const price = weapon.stakePerHit * BigInt(targets);
      const at = now();
      return inTx(async (tx) => {
        // The player's money, locked: shots of one player on two servers are checked one after the other.
        const wallet = await tx.fishing.lockWallet(player);
        const available = (wallet?.balanceMinor ?? 0n) - (await tx.fishing.undebitedStake(player));
        if (price > available) throw insufficient(available, price);
        const pair = await tx.rounds.takeNonce(player);
        if (!pair) throw new Error('fishing: no active seed pair');
        const nonce = pair.nextNonce - 1;
        const captures = new Map<string, Capture>(
          (await tx.fishing.capturesOf(room.id, [...new Set(input.targetFishIds)])).map((c) => [
            c.fishId,
            {
              playerId: `${c.brand}:${c.player}`,
              nonce: c.nonce,
              hitIndex: c.hitIndex,
              atMs: c.capturedAt.getTime(),
            },
          ]),
        );
        let { result } = resolveShot(
          engineRoom(room, captures),
          {
            playerId,
            weaponId: weapon.id,
            seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce },
            aim: input.aim,
            targetFishIds: input.targetFishIds,
          },
          at.getTime(),
        );
        // The batch this shot lands in (pure: the state is kept only once the transaction commits).
        let step = addShot(batch, result);
        const batchId = () =>
          step.state.open?.sequence === undefined
            ? step.closed[step.closed.length - 1]!.id
            : settlementId(room.code, playerId, step.state.open.sequence);
        // One capturer per fish across servers: a capture whose row another server wrote first is refunded.
        const lost = new Set<number>();
        for (const hit of result.hits) {
          if (hit.outcome !== 'captured') continue;
          const stands = await tx.fishing.insertCapture({
            roomId: room.id,
            fishId: hit.fishId,
            speciesId: hit.speciesId,
            brand: player.brand,
            player: player.player,
            nonce,
            hitIndex: hit.hitIndex,
            settlementId: batchId(),
            capturedAt: at,
          });
          if (!stands) lost.add(hit.hitIndex);
        }
        if (lost.size) {
          const hits: HitOutcome[] = result.hits.map((hit) =>
            lost.has(hit.hitIndex)
              ? {
                  outcome: 'refunded',
                  fishId: hit.fishId,
                  hitIndex: hit.hitIndex,
                  stake: hit.stake,
                  reason: 'already-captured',
                  win: 0n,
                }
              : hit,
          );
          let refund = 0n;
          let win = 0n;
          for (const hit of hits) {
            if (hit.outcome === 'refunded') refund += hit.stake;
            win += hit.win;
          }
          result = { ...result, hits, refund, win };
          step = addShot(batch, result);
        }
        // Batches closed by time before this shot.
        const shotBatch = batchId();
        for (const closed of step.closed) {
          if (closed.id === shotBatch) continue;
          const row = await tx.fishing.batchBySettlementId(closed.id);
          if (row) await tx.fishing.moveBatch(row.id, ['open'], { status: 'pending', updatedAt: at });
        }
        const closesNow = step.state.open === undefined;
        const sequence = closesNow
          ? step.closed[step.closed.length - 1]!.sequence
          : step.state.open!.sequence;
        const added = await tx.fishing.addToBatch({
          settlementId: shotBatch,
          roomId: room.id,
          sessionId: session.id,
          brand: player.brand,
          player: player.player,
          currency: session.currency,
          sequence,
          firstNonce: nonce,
          lastNonce: nonce,
          totalStakeMinor: result.stake,
          totalRefundMinor: result.refund,
          totalWinMinor: result.win,
          status: closesNow ? 'pending' : 'open',
          openedAt: at,
          updatedAt: at,
          shot: shotRecord(result, input.aim),
        });
        if (!added) throw new Resync();
        return { result, step, shotBatch, available: available - result.stake };
      });
    };

    /** A shot: checked, resolved and written at once; answered with its hits (money follows per batch). */
    const shoot = (input: TFishingShoot): Promise<TFishingShotMessage> =>
      serial(async () => {
        let resolved: Awaited<ReturnType<typeof resolveOnce>>;
        try {
          resolved = await resolveOnce(input);
        } catch (error) {
          if (!(error instanceof Resync)) throw error;
          batch = await resync();
          resolved = await resolveOnce(input);
        }
        const { result, step, shotBatch, available } = resolved;
        batch = step.state;
        const closed = step.closed.map((round) => round.id);
        if (closed.length) void serial(() => settleAll(closed));
        return {
          type: 'shot',
          clientShotId: input.clientShotId,
          nonce: result.nonce,
          settlementId: shotBatch,
          atMs: result.atMs,
          hits: result.hits.map(hitView),
          stake: fromMinorUnits(result.stake),
          refund: fromMinorUnits(result.refund),
          win: fromMinorUnits(result.win),
          available: fromMinorUnits(available),
        };
      });

    /** The connection's timer: a batch 1 s old is closed and booked. */
    const tick = () =>
      serial(async () => {
        const due = flushDue(batch, now().getTime());
        if (!due.closed.length) return;
        batch = due.state;
        await settleAll(await closeBatches(due.closed));
      });

    /** The player leaves (or the socket drops): the open batch is closed and everything booked. */
    const leave = () =>
      serial(async () => {
        const all = flushAll(batch);
        batch = all.state;
        await settleAll(await closeBatches(all.closed));
      });

    return { session, room, state, shoot, tick, leave, idle: () => serial(async () => undefined) };
  };

  /**
   * Completes what connections left behind (every server, on the provider sweep's timer): batches
   * left open by a dead connection closed and booked; debits and credits not confirmed looked at
   * again. A debit whose provider round never booked (rolled back by the provider sweep, or never
   * sent) is debited afresh; one that booked is taken up where it stands.
   */
  const sweep = async ({ limit = 100 }: { limit?: number } = {}) => {
    const at = now();
    const done = { closed: 0, settled: 0, voided: 0 };
    for (const batch of await repository.staleBatches(
      'open',
      new Date(at.getTime() - ORPHAN_AFTER_MS),
      limit,
    )) {
      if (await repository.moveBatch(batch.id, ['open'], { status: 'pending', updatedAt: at }))
        done.closed += 1;
    }
    const stale = new Date(at.getTime() - UNCONFIRMED_AFTER_MS);
    for (const batch of await repository.staleBatches('debiting', stale, limit)) {
      const round = await repository.providerRoundOfSettlement(FISHING_FAMILY, batch.settlementId);
      if (round?.status === 'pending') continue;
      if (round && ['open', 'settling', 'settled'].includes(round.status)) {
        await repository.moveBatch(batch.id, ['debiting'], {
          status: 'debited',
          providerRoundId: round.id,
          updatedAt: at,
        });
      } else if (round?.status === 'rejected') {
        await repository.moveBatch(batch.id, ['debiting'], { status: 'void', settledAt: at, updatedAt: at });
      } else {
        await repository.moveBatch(batch.id, ['debiting'], { status: 'pending', updatedAt: at });
      }
    }
    const due = [
      ...(await repository.staleBatches('pending', new Date(at.getTime() + 1), limit)),
      ...(await repository.staleBatches('debited', stale, limit)),
    ];
    for (const batch of due) {
      try {
        const after = await settleBatch(batch.settlementId);
        if (after?.status === 'settled') done.settled += 1;
        if (after?.status === 'void') done.voided += 1;
      } catch (error) {
        log?.error({ err: error, settlementId: batch.settlementId }, 'fishing sweep: settling failed');
      }
    }
    return done;
  };

  return { ensureRooms, publicState, startSession, join, settleBatch, sweep, roomOf };
};

export type FishingService = ReturnType<typeof createFishingService>;
export type FishingSeat = Awaited<ReturnType<FishingService['join']>>;
