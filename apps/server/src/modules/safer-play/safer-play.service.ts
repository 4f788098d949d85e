/**
 * Safer play (issue 15, ADR 051): the member's own limits, reality check and exclusions, and the
 * checks the cashier, the launch and the seamless debit ask before money moves.
 *
 * - Windows are rolling: a day is the last 24 hours, a week the last 7 days, a month the last 30,
 *   the same for every brand and time zone, with no midnight to wait for.
 * - A lowering (or a first limit) applies at once; a raise or a removal is stored as pending and
 *   applies COOLING_OFF_HOURS later. Readers resolve a due pending value themselves, so nothing has
 *   to run at the hour.
 * - Deposits count requests that are pending or approved; losses are stakes minus payouts of the
 *   member's rounds settled in the window plus the stakes of rounds still open; a session runs from
 *   the member's last sign-in.
 * - An exclusion (time-out or self-exclusion) can only be lengthened, by the member or an operator.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import {
  COOLING_OFF_HOURS,
  LimitKind,
  SaferPlayMessageKey,
  type TExclusion,
  type TExclusionKind,
  type TExclusionRequest,
  type TLimitKind,
  type TLimitState,
  type TPlaySession,
  type TSaferPlay,
  type TSetLimitRequest,
} from '@luckwell/contracts/member/safer-play';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { deposits } from '../deposits/deposit.table.ts';
import { members } from '../members/member.table.ts';
import { betRecords } from '../seamless/bet-record.table.ts';
import { memberExclusions, memberLimits } from './safer-play.table.ts';

type Member = { id: number; merchantId: number };
type LimitRow = typeof memberLimits.$inferSelect;

const HOUR_MS = 3_600_000;
const WINDOW_HOURS = { Day: 24, Week: 24 * 7, Month: 24 * 30 } as const;
type Period = keyof typeof WINDOW_HOURS;

const periodOf = (kind: TLimitKind): Period | undefined =>
  kind.endsWith('Day')
    ? 'Day'
    : kind.endsWith('Week')
      ? 'Week'
      : kind.endsWith('Month')
        ? 'Month'
        : undefined;

/** The value in force at `at`: a due pending change has replaced the stored one. */
export const effectiveLimit = (
  row: Pick<LimitRow, 'value' | 'pendingValue' | 'pendingFrom'> | undefined,
  at: Date,
) => {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom <= at) return row.pendingValue;
  return row.value;
};

const isMinutes = (kind: string) => kind === 'sessionMinutes' || kind === 'realityCheckMinutes';
const show = (kind: string, value: bigint | null) =>
  value === null ? null : isMinutes(kind) ? value.toString() : fromMinorUnits(value);

export const createSaferPlayService = ({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) => {
  const limitRows = async (memberId: number, executor: Database = db) =>
    executor.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));

  const activeExclusion = async (memberId: number, executor: Database = db): Promise<TExclusion | null> => {
    const at = now();
    const [row] = await executor
      .select()
      .from(memberExclusions)
      .where(
        and(
          eq(memberExclusions.memberId, memberId),
          sql`${memberExclusions.since} <= ${at}`,
          or(isNull(memberExclusions.until), sql`${memberExclusions.until} > ${at}`),
        ),
      )
      // The one that ends last (a permanent one first): that is the exclusion in force.
      .orderBy(sql`${memberExclusions.until} desc nulls first`, desc(memberExclusions.id))
      .limit(1);
    return row
      ? {
          kind: row.kind as TExclusionKind,
          since: row.since.toISOString(),
          until: row.until?.toISOString() ?? null,
        }
      : null;
  };

  /** The start of each rolling window, from now. */
  const windowStarts = () => {
    const at = now().getTime();
    return {
      Day: new Date(at - WINDOW_HOURS.Day * HOUR_MS),
      Week: new Date(at - WINDOW_HOURS.Week * HOUR_MS),
      Month: new Date(at - WINDOW_HOURS.Month * HOUR_MS),
    };
  };
  type Totals = Record<Period, bigint>;

  /** Deposits pending or approved in each window, in one read of the member's last 30 days. */
  const depositTotals = async (member: Member, executor: Database = db): Promise<Totals> => {
    const from = windowStarts();
    const rows = rowsOf<Record<Lowercase<Period>, string>>(
      await executor.execute(sql`
        select coalesce(sum(${deposits.amount}) filter (where ${deposits.createdAt} >= ${from.Day}), 0)::text as day,
               coalesce(sum(${deposits.amount}) filter (where ${deposits.createdAt} >= ${from.Week}), 0)::text as week,
               coalesce(sum(${deposits.amount}), 0)::text as month
        from ${deposits}
        where ${deposits.memberId} = ${member.id} and ${deposits.createdAt} >= ${from.Month}
          and ${deposits.status} in ('pending', 'approved')`),
    );
    return {
      Day: BigInt(rows[0]?.day ?? '0'),
      Week: BigInt(rows[0]?.week ?? '0'),
      Month: BigInt(rows[0]?.month ?? '0'),
    };
  };

  /**
   * Stakes minus payouts in each window (rounds still open count their stake), 0 when ahead, in one
   * read of the member's rounds settled in the last 30 days or still open.
   */
  const lossTotals = async (member: Member, executor: Database = db): Promise<Totals> => {
    const from = windowStarts();
    const net = sql`${betRecords.stakeMinor} - ${betRecords.payoutMinor}`;
    const open = sql`${betRecords.settledAt} is null`;
    const rows = rowsOf<Record<Lowercase<Period>, string>>(
      await executor.execute(sql`
        select coalesce(sum(${net}) filter (where ${open} or ${betRecords.settledAt} >= ${from.Day}), 0)::text as day,
               coalesce(sum(${net}) filter (where ${open} or ${betRecords.settledAt} >= ${from.Week}), 0)::text as week,
               coalesce(sum(${net}), 0)::text as month
        from ${betRecords}
        where ${betRecords.merchantId} = ${member.merchantId} and ${betRecords.memberId} = ${member.id}
          and (${open} or ${betRecords.settledAt} >= ${from.Month})`),
    );
    const ahead = (value: string | undefined) => {
      const total = BigInt(value ?? '0');
      return total > 0n ? total : 0n;
    };
    return { Day: ahead(rows[0]?.day), Week: ahead(rows[0]?.week), Month: ahead(rows[0]?.month) };
  };

  const sessionStart = async (member: Member, executor: Database = db) => {
    const [row] = await executor
      .select({ at: members.lastLoginAt })
      .from(members)
      .where(eq(members.id, member.id));
    return row?.at ?? now();
  };

  const minutesSince = (start: Date) =>
    BigInt(Math.max(0, Math.floor((now().getTime() - start.getTime()) / 60_000)));

  const state = async (member: Member & { currency: string }, started?: Date): Promise<TSaferPlay> => {
    const at = now();
    const rows = new Map((await limitRows(member.id)).map((row) => [row.kind, row]));
    const start = started ?? (await sessionStart(member));
    const [deposited, lost] = [await depositTotals(member), await lossTotals(member)];
    const usedBy = (kind: TLimitKind) => {
      const period = periodOf(kind);
      if (!period) return minutesSince(start);
      return (kind.startsWith('deposit') ? deposited : lost)[period];
    };
    const limits: TLimitState[] = [];
    for (const kind of LimitKind.options) {
      const row = rows.get(kind);
      const pendingDue = row?.pendingFrom && row.pendingFrom <= at;
      limits.push({
        kind,
        value: show(kind, effectiveLimit(row, at)),
        pending:
          row?.pendingFrom && !pendingDue
            ? { value: show(kind, row.pendingValue), effectiveAt: row.pendingFrom.toISOString() }
            : null,
        used: show(kind, usedBy(kind)) ?? '0',
      });
    }
    return {
      currency: member.currency,
      limits,
      realityCheckMinutes: (() => {
        const value = effectiveLimit(rows.get('realityCheckMinutes'), at);
        return value === null ? null : Number(value);
      })(),
      exclusion: await activeExclusion(member.id),
    };
  };

  /**
   * A lowering or a first limit applies at once; a raise or a removal waits COOLING_OFF_HOURS.
   * Setting the limit in force again cancels a pending change.
   */
  const setLimit = async (member: Member, input: TSetLimitRequest) => {
    const wanted =
      input.value === null
        ? null
        : input.kind === 'sessionMinutes'
          ? BigInt(input.value)
          : toMinorUnits(input.value);
    if (wanted !== null && wanted <= 0n) {
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.value');
    }
    const at = now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(memberLimits)
        .where(and(eq(memberLimits.memberId, member.id), eq(memberLimits.kind, input.kind)))
        .for('update');
      const current = effectiveLimit(row, at);
      const immediate = current === null ? wanted !== null : wanted !== null && wanted <= current;
      const next = immediate
        ? { value: wanted, pendingValue: null, pendingFrom: null }
        : {
            value: current,
            pendingValue: wanted,
            pendingFrom: new Date(at.getTime() + COOLING_OFF_HOURS * HOUR_MS),
          };
      if (current === null && wanted === null) Object.assign(next, { pendingFrom: null });
      await tx
        .insert(memberLimits)
        .values({ memberId: member.id, kind: input.kind, ...next, updatedAt: at })
        .onConflictDoUpdate({
          target: [memberLimits.memberId, memberLimits.kind],
          set: { ...next, updatedAt: at },
        });
    });
  };

  /** The reality check is a reminder, not a limit: any change applies at once. */
  const setRealityCheck = async (member: Member, minutes: number | null) => {
    const value = minutes === null ? null : BigInt(minutes);
    await db
      .insert(memberLimits)
      .values({ memberId: member.id, kind: 'realityCheckMinutes', value, updatedAt: now() })
      .onConflictDoUpdate({
        target: [memberLimits.memberId, memberLimits.kind],
        set: { value, pendingValue: null, pendingFrom: null, updatedAt: now() },
      });
  };

  const endOf = (input: TExclusionRequest, from: Date): Date | null => {
    if (input.kind === 'timeout') return new Date(from.getTime() + input.days * 24 * HOUR_MS);
    if (input.months === null) return null;
    const end = new Date(from);
    end.setUTCMonth(end.getUTCMonth() + input.months);
    return end;
  };

  /**
   * Takes a time-out or self-exclusion; one that would end before the one in force is refused.
   * `onTaken` runs in the same transaction (the back office's audit row).
   */
  const exclude = async (
    member: Member,
    input: TExclusionRequest,
    operatorId: number | null = null,
    onTaken?: (tx: Database, taken: TExclusion) => Promise<void>,
  ) => {
    const at = now();
    const until = endOf(input, at);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${members} where id = ${member.id} for update`);
      const current = await activeExclusion(member.id, tx as unknown as Database);
      const shorter =
        current &&
        (current.until === null || (until !== null && until.getTime() < Date.parse(current.until)));
      if (shorter) {
        throw new AppError(
          409,
          'SAFER_PLAY_EXCLUSION_SHORTER',
          SaferPlayMessageKey.exclusionShorter,
          'body.kind',
        ).with({
          params: { until: current.until ?? 'permanent' },
        });
      }
      await tx.insert(memberExclusions).values({
        merchantId: member.merchantId,
        memberId: member.id,
        kind: input.kind,
        since: at,
        until,
        setByOperatorId: operatorId,
      });
      await onTaken?.(tx as unknown as Database, {
        kind: input.kind,
        since: at.toISOString(),
        until: until?.toISOString() ?? null,
      });
    });
  };

  const playSession = async (member: Member, started?: Date): Promise<TPlaySession> => {
    const start = started ?? (await sessionStart(member));
    const rows = rowsOf<{ stake: string; payout: string }>(
      await db.execute(sql`
        select coalesce(sum(${betRecords.stakeMinor}), 0)::text as stake,
               coalesce(sum(${betRecords.payoutMinor}), 0)::text as payout
        from ${betRecords}
        where ${betRecords.merchantId} = ${member.merchantId} and ${betRecords.memberId} = ${member.id}
          and ${betRecords.placedAt} >= ${start}`),
    );
    const stake = BigInt(rows[0]?.stake ?? '0');
    const payout = BigInt(rows[0]?.payout ?? '0');
    const [setting] = await db
      .select()
      .from(memberLimits)
      .where(and(eq(memberLimits.memberId, member.id), eq(memberLimits.kind, 'realityCheckMinutes')));
    return {
      startedAt: start.toISOString(),
      minutesPlayed: Number(minutesSince(start)),
      stake: fromMinorUnits(stake),
      payout: fromMinorUnits(payout),
      net: fromMinorUnits(payout - stake),
      realityCheckMinutes: setting?.value ? Number(setting.value) : null,
    };
  };

  const excludedError = (exclusion: TExclusion) =>
    new AppError(403, 'SAFER_PLAY_EXCLUDED', SaferPlayMessageKey.excluded).with({
      params: { until: exclusion.until ?? 'permanent' },
    });

  /** The limits in force for one member, by kind (a due pending change applied). */
  const limitsIn = async (memberId: number, executor: Database) => {
    const at = now();
    return new Map((await limitRows(memberId, executor)).map((row) => [row.kind, effectiveLimit(row, at)]));
  };

  /**
   * Inside the deposit's transaction, after it locked the member: refuses while excluded, or when
   * this amount would take a deposit window over its limit.
   */
  const assertCanDeposit = async (tx: Database, member: Member, amountMinor: bigint) => {
    const exclusion = await activeExclusion(member.id, tx);
    if (exclusion) throw excludedError(exclusion);
    const limits = await limitsIn(member.id, tx);
    const kinds = (['depositDay', 'depositWeek', 'depositMonth'] as const).filter(
      (kind) => limits.get(kind) != null,
    );
    if (kinds.length === 0) return;
    const used = await depositTotals(member, tx);
    for (const kind of kinds) {
      const limit = limits.get(kind) as bigint;
      const period = periodOf(kind) ?? 'Day';
      if (used[period] + amountMinor > limit) {
        throw new AppError(
          409,
          'SAFER_PLAY_DEPOSIT_LIMIT',
          SaferPlayMessageKey.depositLimit,
          'body.amount',
        ).with({
          params: {
            period,
            limit: fromMinorUnits(limit),
            remaining: fromMinorUnits(limit > used[period] ? limit - used[period] : 0n),
          },
        });
      }
    }
  };

  /**
   * What refuses play now: an exclusion, a used-up session, a loss limit this stake would pass (or,
   * `{ launch: true }`, one already reached); undefined when none. Members without limits pay two
   * primary-key reads.
   */
  const playRefusal = async (
    member: Member,
    stakeMinor: bigint,
    executor: Database = db,
    { launch = false }: { launch?: boolean } = {},
  ) => {
    const exclusion = await activeExclusion(member.id, executor);
    if (exclusion) return excludedError(exclusion);
    const limits = await limitsIn(member.id, executor);
    const session = limits.get('sessionMinutes');
    if (session != null && minutesSince(await sessionStart(member, executor)) >= session) {
      return new AppError(409, 'SAFER_PLAY_SESSION_LIMIT', SaferPlayMessageKey.sessionLimit).with({
        params: { minutes: Number(session) },
      });
    }
    const kinds = (['lossDay', 'lossWeek', 'lossMonth'] as const).filter((kind) => limits.get(kind) != null);
    if (kinds.length === 0) return undefined;
    const lost = await lossTotals(member, executor);
    for (const kind of kinds) {
      const limit = limits.get(kind) as bigint;
      const period = periodOf(kind) ?? 'Day';
      const over = launch ? lost[period] >= limit : lost[period] + stakeMinor > limit;
      if (over) {
        return new AppError(409, 'SAFER_PLAY_LOSS_LIMIT', SaferPlayMessageKey.lossLimit).with({
          params: {
            period,
            limit: fromMinorUnits(limit),
            remaining: fromMinorUnits(limit > lost[period] ? limit - lost[period] : 0n),
          },
        });
      }
    }
    return undefined;
  };

  /** Before a launch: excluded, past the session limit, or at a loss limit already (nothing more can be staked). */
  const assertCanLaunch = async (member: Member) => {
    const refusal = await playRefusal(member, 0n, db, { launch: true });
    if (refusal) throw refusal;
  };

  return {
    state,
    setLimit,
    setRealityCheck,
    exclude,
    playSession,
    activeExclusion,
    assertCanDeposit,
    assertCanLaunch,
    playRefusal,
  };
};

export type SaferPlayService = ReturnType<typeof createSaferPlayService>;
