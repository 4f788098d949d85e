/**
 * Agent contracts (issue 16, docs/decisions/056-agent-contracts.md): an upline offers a direct
 * sub-agent tiers of one kind, never paying more than their own contract (and the brand's cap); the
 * sub-agent accepts or rejects; either side asks to end an active contract and the other agrees.
 * Accepting replaces the member's contract of that kind. Whenever an agent's rate falls (a lower
 * contract accepted, or theirs ended), each direct sub-agent's contract now paying more than the
 * agent's is terminated, and so on down the line (spec §4). Every change of a member's contracts
 * holds that member's row lock, so offers and answers about one member never interleave; the other
 * side hears of it at once on the session event stream (`contract`).
 */
import {
  basisPointsToRate,
  CONTRACT_FLAG,
  CONTRACT_KINDS,
  ContractMessageKey,
  fixedCycleOf,
  rateToBasisPoints,
  type TAgentContract,
  type TConsolidated,
  type TContractAction,
  type TContractKind,
  type TContractRequest,
  type TContractsPage,
} from '@luckwell/contracts/agent/agent-contracts';
import { MessageKey } from '@luckwell/contracts/envelope';
import { AGENT_TYPES, isAgentType, isTrialType } from '@luckwell/contracts/member/member-info';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { members } from '../members/member.table.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { agentContracts, contractSettings, type StoredTier } from './agent-contract.table.ts';
import {
  type ContractSettings,
  checkTiersClimb,
  DEFAULT_CONTRACT_SETTINGS,
  fromStoredTiers,
  maxRateOf,
  toStoredTiers,
} from './contract-terms.ts';

type ContractRow = typeof agentContracts.$inferSelect;

type Options = {
  db: Database;
  events: Pick<EventBus, 'publish'>;
  /** Whether the brand runs agent policy (whitelabel AGENTPOLICY3): off, no contract page shows. */
  agentPolicy: (merchant: Merchant) => Promise<boolean>;
  now?: () => Date;
};

const uplines = alias(members, 'contract_upline');

const contractError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field?: string,
) => new AppError(status, code, key, field);

const notFound = () =>
  contractError(404, 'CONTRACT_NOT_FOUND', ContractMessageKey.notFound, 'body.contractId');

/** The brand's rules of each kind, read from `contract_settings` over the defaults. */
export const createContractSettings = (db: Database) => async (merchantId: number, kind: TContractKind) => {
  const [row] = await db
    .select()
    .from(contractSettings)
    .where(and(eq(contractSettings.merchantId, merchantId), eq(contractSettings.kind, kind)));
  const settings: ContractSettings = row
    ? {
        kind,
        enabled: row.enabled,
        // A kind with a fixed cycle has it whatever an older row says.
        cycle: fixedCycleOf(kind) ?? (row.cycle as ContractSettings['cycle']),
        payer: row.payer as ContractSettings['payer'],
        maxRateBp: row.maxRateBp,
      }
    : DEFAULT_CONTRACT_SETTINGS[kind];
  return settings;
};

export const createAgentContractsService = ({ db, events, agentPolicy, now = () => new Date() }: Options) => {
  const settingsOf = createContractSettings(db);

  const party = (row: { id: number; account: string; nickname: string | null }) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname ?? row.account,
  });

  /** Contracts with both parties' names, as the API answers them. */
  const findViews = async (where: SQL | undefined, order: SQL[] = [desc(agentContracts.id)]) => {
    const rows = await db
      .select({
        contract: agentContracts,
        member: { id: members.id, account: members.account, nickname: members.nickname },
        upline: { id: uplines.id, account: uplines.account, nickname: uplines.nickname },
      })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.memberId))
      .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
      .where(where)
      .orderBy(...order);
    return rows.map(
      ({ contract, member, upline }): TAgentContract => ({
        id: contract.id,
        kind: contract.kind as TContractKind,
        cycle: contract.cycle as TAgentContract['cycle'],
        status: contract.status as TAgentContract['status'],
        tiers: fromStoredTiers(contract.tiers),
        maxRate: basisPointsToRate(contract.maxRateBp),
        member: party(member),
        upline: upline?.id ? party(upline) : null,
        offeredAt: contract.offeredAt.toISOString(),
        acceptedAt: contract.acceptedAt?.toISOString() ?? null,
        endedAt: contract.endedAt?.toISOString() ?? null,
        endReason: (contract.endReason as TAgentContract['endReason']) ?? null,
        terminationRequestedBy: (contract.terminationRequestedBy as 'member' | 'upline' | null) ?? null,
      }),
    );
  };

  const viewOf = async (id: number) => {
    const [view] = await findViews(eq(agentContracts.id, id));
    if (!view) throw notFound();
    return view;
  };

  const ofKind = (merchantId: number, kind: TContractKind) =>
    and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.kind, kind));

  /** Tells each member their contracts changed (after commit: NOTIFY never holds a lock of the change). */
  const announce = async (
    merchantId: number,
    kind: TContractKind,
    changes: readonly { memberId: number | null; contractId: number; change: string }[],
  ) => {
    for (const { memberId, contractId, change } of changes) {
      if (memberId === null) continue;
      await events.publish({ merchantId, memberId, type: 'contract', data: { kind, contractId, change } });
    }
  };

  type Tx = Database;
  type Change = { memberId: number | null; contractId: number; change: string };

  const activeOf = async (tx: Tx, merchantId: number, memberId: number, kind: TContractKind) => {
    const [row] = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          ofKind(merchantId, kind),
          eq(agentContracts.memberId, memberId),
          eq(agentContracts.status, 'active'),
        ),
      );
    return row;
  };

  const end = (tx: Tx, id: number, status: string, reason: string) =>
    tx
      .update(agentContracts)
      .set({ status, endReason: reason, endedAt: now(), terminationRequestedBy: null })
      .where(eq(agentContracts.id, id));

  /**
   * `agentId`'s rate of `kind` is now `rateBp`: each direct sub-agent's active contract paying more is
   * terminated (spec §4), each offer of theirs paying more is withdrawn, and so on down each line.
   */
  const enforceBelow = async (
    tx: Tx,
    merchantId: number,
    kind: TContractKind,
    agentId: number,
    rateBp: number,
    changes: Change[],
  ) => {
    const above = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          ofKind(merchantId, kind),
          eq(agentContracts.uplineId, agentId),
          inArray(agentContracts.status, ['active', 'offered']),
          sql`${agentContracts.maxRateBp} > ${rateBp}`,
        ),
      )
      .orderBy(asc(agentContracts.memberId));
    for (const contract of above) {
      await createMembersRepository(tx).findByIdForUpdate(merchantId, contract.memberId);
      if (contract.status === 'offered') {
        await end(tx, contract.id, 'withdrawn', 'uplineRateLowered');
        changes.push({ memberId: contract.memberId, contractId: contract.id, change: 'withdrawn' });
        continue;
      }
      await end(tx, contract.id, 'terminated', 'uplineRateLowered');
      changes.push({ memberId: contract.memberId, contractId: contract.id, change: 'terminated' });
      await enforceBelow(tx, merchantId, kind, contract.memberId, 0, changes);
    }
  };

  /** The highest rate `agent` may offer: their own contract's, within the brand's cap; 0 without one. */
  const offerCap = (own: ContractRow | undefined, settings: ContractSettings) =>
    own ? Math.min(own.maxRateBp, settings.maxRateBp) : 0;

  const refuseAboveCap = (
    tiers: readonly StoredTier[],
    own: ContractRow | undefined,
    settings: ContractSettings,
  ) => {
    if (!own) {
      throw contractError(409, 'CONTRACT_NO_OWN_CONTRACT', ContractMessageKey.noOwnContract, 'body.memberId');
    }
    const cap = offerCap(own, settings);
    const index = tiers.findIndex((tier) => tier.rateBp > cap);
    if (index >= 0) {
      throw contractError(
        400,
        'CONTRACT_RATE_ABOVE_OWN',
        ContractMessageKey.rateAboveOwn,
        `body.tiers.${index}.rate`,
      ).with({ params: { cap: basisPointsToRate(cap) } });
    }
  };

  const enabledSettings = async (merchantId: number, kind: TContractKind) => {
    const settings = await settingsOf(merchantId, kind);
    if (!settings.enabled) throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled);
    return settings;
  };

  const offer = async (
    merchant: Merchant,
    upline: MemberRow,
    kind: TContractKind,
    input: Extract<TContractAction, { action: 'offer' }>,
  ) => {
    const settings = await enabledSettings(merchant.id, kind);
    const tiers = toStoredTiers(input.tiers);
    checkTiersClimb(tiers);
    const changes: Change[] = [];
    const id = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      const target = await createMembersRepository(tx).findByIdForUpdate(merchant.id, input.memberId);
      if (!target || target.uplineId !== upline.id) {
        throw contractError(
          400,
          'CONTRACT_NOT_DIRECT_DOWNLINE',
          ContractMessageKey.notDirectDownline,
          'body.memberId',
        );
      }
      if (!isAgentType(target.type) || isTrialType(target.type)) {
        throw contractError(400, 'CONTRACT_NOT_AGENT', ContractMessageKey.notAgent, 'body.memberId');
      }
      refuseAboveCap(tiers, await activeOf(tx, merchant.id, upline.id, kind), settings);
      const [waiting] = await tx
        .select()
        .from(agentContracts)
        .where(
          and(
            ofKind(merchant.id, kind),
            eq(agentContracts.memberId, target.id),
            eq(agentContracts.status, 'offered'),
          ),
        );
      if (waiting) await end(tx, waiting.id, 'withdrawn', 'replaced');
      const [created] = await tx
        .insert(agentContracts)
        .values({
          merchantId: merchant.id,
          kind,
          memberId: target.id,
          uplineId: upline.id,
          cycle: settings.cycle,
          tiers,
          maxRateBp: maxRateOf(tiers),
          status: 'offered',
          offeredAt: now(),
        })
        .returning({ id: agentContracts.id });
      if (!created) throw new Error('contract offer not written');
      changes.push({ memberId: target.id, contractId: created.id, change: 'offered' });
      return created.id;
    });
    await announce(merchant.id, kind, changes);
    return viewOf(id);
  };

  /** Runs `change` on the contract under its member's row lock; answers the contract after it. */
  const withContract = async (
    merchant: Merchant,
    kind: TContractKind,
    contractId: number,
    change: (tx: Tx, contract: ContractRow, changes: Change[]) => Promise<void>,
  ) => {
    const [known] = await db
      .select({ memberId: agentContracts.memberId })
      .from(agentContracts)
      .where(and(ofKind(merchant.id, kind), eq(agentContracts.id, contractId)));
    if (!known) throw notFound();
    const changes: Change[] = [];
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      await createMembersRepository(tx).findByIdForUpdate(merchant.id, known.memberId);
      const [contract] = await tx.select().from(agentContracts).where(eq(agentContracts.id, contractId));
      if (!contract) throw notFound();
      await change(tx, contract, changes);
    });
    await announce(merchant.id, kind, changes);
    return viewOf(contractId);
  };

  const sideOf = (contract: ContractRow, member: MemberRow) =>
    contract.memberId === member.id ? 'member' : contract.uplineId === member.id ? 'upline' : undefined;

  const act = async (merchant: Merchant, member: MemberRow, kind: TContractKind, action: TContractAction) => {
    if (action.action === 'offer') return offer(merchant, member, kind, action);
    const settings = await enabledSettings(merchant.id, kind);
    return withContract(merchant, kind, action.contractId, async (tx, contract, changes) => {
      const side = sideOf(contract, member);
      const other = side === 'member' ? contract.uplineId : contract.memberId;
      const mustBe = (status: string, code: 'CONTRACT_NOT_PENDING' | 'CONTRACT_NOT_ACTIVE') => {
        if (contract.status !== status) {
          const key =
            code === 'CONTRACT_NOT_PENDING' ? ContractMessageKey.notPending : ContractMessageKey.notActive;
          throw contractError(409, code, key, 'body.contractId');
        }
      };
      switch (action.action) {
        case 'accept':
        case 'reject': {
          if (side !== 'member') throw notFound();
          mustBe('offered', 'CONTRACT_NOT_PENDING');
          if (action.action === 'reject') {
            await end(tx, contract.id, 'rejected', 'rejected');
            changes.push({ memberId: contract.uplineId, contractId: contract.id, change: 'rejected' });
            return;
          }
          // The offer stands only while the upline's own contract still covers it.
          if (contract.uplineId !== null) {
            refuseAboveCap(
              contract.tiers,
              await activeOf(tx, merchant.id, contract.uplineId, kind),
              settings,
            );
          }
          const current = await activeOf(tx, merchant.id, member.id, kind);
          if (current) await end(tx, current.id, 'replaced', 'replaced');
          await tx
            .update(agentContracts)
            .set({ status: 'active', acceptedAt: now() })
            .where(eq(agentContracts.id, contract.id));
          changes.push({ memberId: contract.uplineId, contractId: contract.id, change: 'accepted' });
          await enforceBelow(tx, merchant.id, kind, member.id, contract.maxRateBp, changes);
          return;
        }
        case 'withdraw': {
          if (side !== 'upline') throw notFound();
          mustBe('offered', 'CONTRACT_NOT_PENDING');
          await end(tx, contract.id, 'withdrawn', 'withdrawn');
          changes.push({ memberId: contract.memberId, contractId: contract.id, change: 'withdrawn' });
          return;
        }
        case 'terminate': {
          if (!side) throw notFound();
          mustBe('active', 'CONTRACT_NOT_ACTIVE');
          if (contract.uplineId === null) {
            throw contractError(
              409,
              'CONTRACT_OPERATOR',
              ContractMessageKey.operatorContract,
              'body.contractId',
            );
          }
          if (contract.terminationRequestedBy === side) return;
          if (contract.terminationRequestedBy) {
            // The other side asked already: asking back is agreeing.
            await terminate(tx, merchant.id, kind, contract, changes);
            return;
          }
          await tx
            .update(agentContracts)
            .set({ terminationRequestedBy: side })
            .where(eq(agentContracts.id, contract.id));
          changes.push({ memberId: other, contractId: contract.id, change: 'terminationRequested' });
          return;
        }
        case 'agreeTermination':
        case 'refuseTermination': {
          if (!side) throw notFound();
          mustBe('active', 'CONTRACT_NOT_ACTIVE');
          if (!contract.terminationRequestedBy || contract.terminationRequestedBy === side) {
            throw contractError(
              409,
              'CONTRACT_NO_TERMINATION',
              ContractMessageKey.noTermination,
              'body.contractId',
            );
          }
          if (action.action === 'refuseTermination') {
            await tx
              .update(agentContracts)
              .set({ terminationRequestedBy: null })
              .where(eq(agentContracts.id, contract.id));
            changes.push({ memberId: other, contractId: contract.id, change: 'terminationRefused' });
            return;
          }
          await terminate(tx, merchant.id, kind, contract, changes);
          return;
        }
      }
    });
  };

  const terminate = async (
    tx: Tx,
    merchantId: number,
    kind: TContractKind,
    contract: ContractRow,
    changes: Change[],
  ) => {
    await end(tx, contract.id, 'terminated', 'terminated');
    changes.push(
      { memberId: contract.memberId, contractId: contract.id, change: 'terminated' },
      { memberId: contract.uplineId, contractId: contract.id, change: 'terminated' },
    );
    await enforceBelow(tx, merchantId, kind, contract.memberId, 0, changes);
  };

  /** The operator's contract with a top agent (back office, demo): in force at once, replacing theirs. */
  const grantByOperator = async (
    merchantId: number,
    memberId: number,
    kind: TContractKind,
    tiers: StoredTier[],
    alsoInTransaction: (tx: Tx) => Promise<void> = async () => {},
  ) => {
    checkTiersClimb(tiers);
    const settings = await settingsOf(merchantId, kind);
    const changes: Change[] = [];
    const id = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      await createMembersRepository(tx).findByIdForUpdate(merchantId, memberId);
      const current = await activeOf(tx, merchantId, memberId, kind);
      if (current) await end(tx, current.id, 'replaced', 'replaced');
      const at = now();
      const [created] = await tx
        .insert(agentContracts)
        .values({
          merchantId,
          kind,
          memberId,
          uplineId: null,
          cycle: settings.cycle,
          tiers,
          maxRateBp: maxRateOf(tiers),
          status: 'active',
          offeredAt: at,
          acceptedAt: at,
        })
        .returning({ id: agentContracts.id });
      if (!created) throw new Error('contract not written');
      changes.push({ memberId, contractId: created.id, change: 'accepted' });
      await enforceBelow(tx, merchantId, kind, memberId, maxRateOf(tiers), changes);
      await alsoInTransaction(tx);
      return created.id;
    });
    await announce(merchantId, kind, changes);
    return id;
  };

  /** The operator ends a contract in force or withdraws an offer (back office; audited by the caller). */
  const terminateByOperator = async (
    contractId: number,
    alsoInTransaction: (tx: Tx, before: ContractRow) => Promise<void>,
  ) => {
    const [known] = await db.select().from(agentContracts).where(eq(agentContracts.id, contractId));
    if (!known)
      throw contractError(404, 'CONTRACT_NOT_FOUND', ContractMessageKey.notFound, 'params.contractId');
    const kind = known.kind as TContractKind;
    const changes: Change[] = [];
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      await createMembersRepository(tx).findByIdForUpdate(known.merchantId, known.memberId);
      const [contract] = await tx.select().from(agentContracts).where(eq(agentContracts.id, contractId));
      if (!contract || !['active', 'offered'].includes(contract.status)) {
        throw contractError(409, 'CONTRACT_NOT_ACTIVE', ContractMessageKey.notActive, 'params.contractId');
      }
      if (contract.status === 'offered') {
        await end(tx, contract.id, 'withdrawn', 'withdrawn');
        changes.push({ memberId: contract.memberId, contractId, change: 'withdrawn' });
      } else await terminate(tx, known.merchantId, kind, contract, changes);
      await alsoInTransaction(tx, contract);
    });
    await announce(known.merchantId, kind, changes);
    return viewOf(contractId);
  };

  /**
   * Moves a member under another upline (back office; audited by the caller). The member's contracts
   * and open offers from the old upline end with the move: the new upline offers their own.
   */
  const moveMember = async (
    merchantId: number,
    memberId: number,
    uplineId: number,
    alsoInTransaction: (tx: Tx, endedContracts: number) => Promise<void>,
  ) => {
    const changes: Change[] = [];
    const kinds = new Set<TContractKind>();
    const ended = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Tx;
      const member = await createMembersRepository(tx).findByIdForUpdate(merchantId, memberId);
      if (!member) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'params.id');
      const theirs = await tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.memberId, memberId),
            inArray(agentContracts.status, ['active', 'offered']),
            sql`${agentContracts.uplineId} is not null`,
          ),
        );
      for (const contract of theirs) {
        kinds.add(contract.kind as TContractKind);
        if (contract.status === 'offered') {
          await end(tx, contract.id, 'withdrawn', 'withdrawn');
          changes.push({ memberId, contractId: contract.id, change: 'withdrawn' });
        } else await terminate(tx, merchantId, contract.kind as TContractKind, contract, changes);
      }
      await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
      await alsoInTransaction(tx, theirs.length);
      return theirs.length;
    });
    for (const kind of kinds) await announce(merchantId, kind, changes);
    return ended;
  };

  /** Every contract a member has had, newest first (back office). */
  const listOf = (merchantId: number, memberId: number) =>
    findViews(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.memberId, memberId)));

  const page = async (
    merchant: Merchant,
    member: MemberRow,
    kind: TContractKind,
  ): Promise<TContractsPage> => {
    const settings = await enabledSettings(merchant.id, kind);
    const [mine] = await findViews(
      and(
        ofKind(merchant.id, kind),
        eq(agentContracts.memberId, member.id),
        eq(agentContracts.status, 'active'),
      ),
    );
    const offers = await findViews(
      and(
        ofKind(merchant.id, kind),
        eq(agentContracts.memberId, member.id),
        eq(agentContracts.status, 'offered'),
      ),
    );
    const subAgents = await db
      .select({ id: members.id, account: members.account, nickname: members.nickname })
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchant.id),
          eq(members.uplineId, member.id),
          inArray(members.type, [...AGENT_TYPES]),
        ),
      )
      .orderBy(asc(members.account));
    const theirs =
      subAgents.length === 0
        ? []
        : await findViews(
            and(
              ofKind(merchant.id, kind),
              inArray(
                agentContracts.memberId,
                subAgents.map((agent) => agent.id),
              ),
              inArray(agentContracts.status, ['active', 'offered']),
            ),
          );
    const own = mine ? Math.min(rateToBasisPoints(mine.maxRate), settings.maxRateBp) : 0;
    return {
      kind,
      cycle: settings.cycle,
      payer: settings.payer,
      mine: mine ?? null,
      offers,
      offerCap: basisPointsToRate(own),
      downlines: subAgents.map((agent) => ({
        member: party(agent),
        contract: theirs.find((c) => c.member.id === agent.id && c.status === 'active') ?? null,
        pending: theirs.find((c) => c.member.id === agent.id && c.status === 'offered') ?? null,
      })),
    };
  };

  /** GET /wps/member/info/funds/consolidated: the flags of the kinds on, and what waits on the member. */
  const consolidated = async (merchant: Merchant, member: MemberRow): Promise<TConsolidated> => {
    const policy = !isTrialType(member.type) && (await agentPolicy(merchant));
    const enabled = await Promise.all(CONTRACT_KINDS.map((kind) => settingsOf(merchant.id, kind)));
    const flags = Object.fromEntries(
      CONTRACT_KINDS.map((kind, index) => [
        CONTRACT_FLAG[kind],
        policy && isAgentType(member.type) && (enabled[index]?.enabled ?? false),
      ]),
    ) as Omit<TConsolidated, 'requests'>;
    if (!policy) return { ...flags, requests: [] };
    const waiting = await findViews(
      and(
        eq(agentContracts.merchantId, merchant.id),
        or(
          and(eq(agentContracts.memberId, member.id), eq(agentContracts.status, 'offered')),
          and(
            eq(agentContracts.status, 'active'),
            or(
              and(
                eq(agentContracts.memberId, member.id),
                eq(agentContracts.terminationRequestedBy, 'upline'),
              ),
              and(
                eq(agentContracts.uplineId, member.id),
                eq(agentContracts.terminationRequestedBy, 'member'),
              ),
            ),
          ),
        ),
      ),
      [asc(agentContracts.id)],
    );
    const requests: TContractRequest[] = waiting
      .filter((contract) => flags[CONTRACT_FLAG[contract.kind]])
      .map((contract) => ({
        kind: contract.kind,
        type: contract.status === 'offered' ? 'offer' : 'termination',
        contract,
      }));
    return { ...flags, requests };
  };

  return {
    act,
    page,
    consolidated,
    grantByOperator,
    terminateByOperator,
    moveMember,
    listOf,
    viewOf,
    settingsOf,
  };
};

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;

/** Contracts in force at `at` (accepted before it, not ended by it): the terms that settle a period ending then. */
export const contractInForce = (at: Date) =>
  and(
    sql`${agentContracts.acceptedAt} < ${at.toISOString()}`,
    or(isNull(agentContracts.endedAt), sql`${agentContracts.endedAt} >= ${at.toISOString()}`),
  );
