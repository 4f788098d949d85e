/**
 * Deposits (issue 4 "depositv2"): the brands' payment methods, the member's deposit requests by bank
 * transfer or payment gateway, the operator's queue, and gateway notifications. Money moves only
 * through the wallet (`credit` from cashier clearing, key `deposit:<id>`, kind `deposit`), in the
 * same transaction as the conditional update that takes the deposit out of `pending`, so a deposit
 * is credited at most once whoever races for it (docs/decisions/016-deposits.md).
 */
import type {
  TAdminDepositRow,
  TAdminPaymentMethod,
  TCallbackOutcome,
  TGatewayCallback,
  TPaymentMethodInput,
  TPaymentMethodUpdate,
} from '@luckwell/contracts/admin/deposits';
import {
  DepositMessageKey,
  MAX_PENDING_DEPOSITS,
  type TDeposit,
  type TDepositMethods,
  type TDepositRequest,
  type TPaymentMethod,
} from '@luckwell/contracts/cashier/deposit';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isTrialType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { actorOf, type Origin, type SignedInOperator } from '../admin/operator-auth.service.ts';
import type { MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import {
  createDepositsRepository,
  type DepositRow,
  type DepositView,
  type GatewayCallbackRow,
  type PaymentMethodRow,
} from './deposits.repository.ts';
import type { GatewayProviders } from './gateway-providers.ts';
import { readReceiptImage } from './receipt-image.ts';

/** A gateway deposit not paid within this many minutes expires; a later payment is not credited. */
export const GATEWAY_EXPIRY_MINUTES = 30;

type Options = {
  db: Database;
  audit: AuditService;
  providers: GatewayProviders;
  /** The clock; tests move it past a gateway deposit's expiry. */
  now?: () => Date;
  /** The member's own deposit limits and exclusions (ADR 051), asked in the request's transaction. */
  /** A credited deposit, in its own transaction: pays the member's joined deposit bonus (ADR 063). */
  onCredited?: (
    tx: Database,
    deposit: { id: number; merchantId: number; memberId: number; amount: bigint },
  ) => Promise<void>;
  assertCanDeposit?: (
    tx: Database,
    member: { id: number; merchantId: number },
    amountMinor: bigint,
  ) => Promise<void>;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const pageDto = <T>(rows: T[], total: number, page: number, pageSize: number) => ({
  content: rows,
  pageNum: page,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  total,
});

const methodDto = (m: PaymentMethodRow): TPaymentMethod => ({
  id: m.id,
  kind: m.kind as TPaymentMethod['kind'],
  name: m.name,
  bankName: m.bankName,
  accountNumber: m.accountNumber,
  accountName: m.accountName,
  minAmount: fromMinorUnits(m.minAmount),
  maxAmount: fromMinorUnits(m.maxAmount),
});

const adminMethodDto = (m: PaymentMethodRow, merchantCode: string): TAdminPaymentMethod => ({
  ...methodDto(m),
  merchantCode,
  provider: m.provider,
  enabled: m.enabled,
  sort: m.sort,
  updatedAt: m.updatedAt.toISOString(),
});

const notPending = () => new AppError(409, 'DEPOSIT_NOT_PENDING', DepositMessageKey.notPending);
const notFound = () => new AppError(404, 'NOT_FOUND', MessageKey.notFound);

export const createDepositsService = ({
  db,
  audit,
  providers,
  now = () => new Date(),
  assertCanDeposit,
  onCredited,
}: Options) => {
  const repository = createDepositsRepository(db);
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Database));

  const redirectOf = (d: DepositView['deposit'], provider: string | null | undefined) => {
    if (d.kind !== 'gateway' || d.status !== 'pending') return null;
    if (d.expiresAt && d.expiresAt <= now()) return null;
    return providers.find(provider)?.paymentUrl({ id: d.id, amountMinor: d.amount }) ?? null;
  };

  const depositDto = (view: DepositView, provider?: string | null): TDeposit => {
    const d = view.deposit;
    // A gateway deposit past its expiry reads as expired even before anything wrote it so.
    const expired =
      d.status === 'pending' && d.kind === 'gateway' && d.expiresAt !== null && d.expiresAt <= now();
    return {
      id: d.id,
      kind: d.kind as TDeposit['kind'],
      methodName: view.methodName,
      amount: fromMinorUnits(d.amount),
      currency: d.currency,
      status: expired ? 'expired' : (d.status as TDeposit['status']),
      reference: d.reference,
      hasReceipt: d.receiptMime !== null,
      rejectReason: d.rejectReason,
      createdAt: d.createdAt.toISOString(),
      decidedAt: iso(d.decidedAt),
      redirectUrl: redirectOf(d, provider),
    };
  };

  const adminDto = (view: DepositView): TAdminDepositRow => ({
    ...depositDto(view),
    redirectUrl: null,
    merchantCode: view.merchantCode,
    memberId: view.deposit.memberId,
    memberAccount: view.memberAccount,
    methodId: view.deposit.methodId,
    decidedBy: view.deposit.decidedByName,
  });

  // ── the member's side ─────────────────────────────────────────────────────────────────────────
  const methodsFor = async (merchant: Merchant): Promise<TDepositMethods> => {
    const rows = await repository.methods(merchant.id, true);
    return {
      currency: merchant.currencyCode,
      methods: rows.filter((m) => m.kind === 'bank' || providers.find(m.provider)).map(methodDto),
    };
  };

  const requestDeposit = async (
    merchant: Merchant,
    member: MemberRow,
    body: TDepositRequest,
  ): Promise<TDeposit> => {
    // Trial accounts play with play money; real money needs a real account (spec §2, in_need_true_account).
    if (isTrialType(member.type)) throw new AppError(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
    const method = (await repository.methods(merchant.id, true)).find((m) => m.id === body.methodId);
    const provider = method?.kind === 'gateway' ? providers.find(method.provider) : undefined;
    if (!method || (method.kind === 'gateway' && !provider)) {
      throw new AppError(
        404,
        'DEPOSIT_METHOD_UNAVAILABLE',
        DepositMessageKey.methodUnavailable,
        'body.methodId',
      );
    }
    const amount = toMinorUnits(body.amount);
    if (amount < method.minAmount || amount > method.maxAmount) {
      throw new AppError(
        400,
        'DEPOSIT_AMOUNT_OUT_OF_RANGE',
        DepositMessageKey.amountOutOfRange,
        'body.amount',
      ).with({ params: { min: fromMinorUnits(method.minAmount), max: fromMinorUnits(method.maxAmount) } });
    }
    const reference = body.reference?.trim() || null;
    if (method.kind === 'bank' && (!reference || reference.length < 3)) {
      throw new AppError(
        400,
        'DEPOSIT_REFERENCE_REQUIRED',
        DepositMessageKey.referenceRequired,
        'body.reference',
      );
    }
    const receipt = method.kind === 'bank' && body.receiptImage ? readReceiptImage(body.receiptImage) : null;
    const row = await inTransaction(async (tx) => {
      const books = createDepositsRepository(tx);
      await books.lockMember(member.id);
      // Under the member's lock: two deposits racing a limit are counted one after the other.
      await assertCanDeposit?.(tx, member, amount);
      if ((await books.pendingCount(member.id, now())) >= MAX_PENDING_DEPOSITS) {
        throw new AppError(409, 'DEPOSIT_TOO_MANY_PENDING', DepositMessageKey.tooManyPending).with({
          params: { max: MAX_PENDING_DEPOSITS },
        });
      }
      return books.insertDeposit({
        merchantId: merchant.id,
        memberId: member.id,
        methodId: method.id,
        kind: method.kind,
        amount,
        currency: merchant.currencyCode,
        reference: method.kind === 'bank' ? reference : null,
        receiptMime: receipt?.mime ?? null,
        receiptImage: receipt?.base64 ?? null,
        expiresAt:
          method.kind === 'gateway' ? new Date(now().getTime() + GATEWAY_EXPIRY_MINUTES * 60_000) : null,
      });
    });
    const { receiptImage: _image, ...deposit } = row;
    return depositDto(
      { deposit, methodName: method.name, merchantCode: '', memberAccount: member.account },
      method.provider,
    );
  };

  const memberDeposits = async (
    merchant: Merchant,
    member: MemberRow,
    query: { page: number; pageSize: number },
  ) => {
    await repository.expireGateway(now(), repository.ofMember(merchant.id, member.id));
    const [{ rows, total }, methods] = await Promise.all([
      repository.memberPage(merchant.id, member.id, query.page, query.pageSize),
      repository.methods(merchant.id, false),
    ]);
    const providerOf = new Map(methods.map((m) => [m.id, m.provider]));
    return pageDto(
      rows.map((view) => depositDto(view, providerOf.get(view.deposit.methodId))),
      total,
      query.page,
      query.pageSize,
    );
  };

  // ── crediting: the one place a deposit becomes money ─────────────────────────────────────────
  const creditDeposit = async (tx: Database, row: DepositRow, methodName: string) => {
    const entry = await createWalletService(tx).credit({
      merchantId: row.merchantId,
      memberId: row.memberId,
      currency: row.currency,
      amountMinor: row.amount,
      counterparty: 'cashier',
      idempotencyKey: `deposit:${row.id}`,
      kind: 'deposit',
      memo: `Deposit #${row.id} (${methodName})`,
      meta: { depositId: row.id },
    });
    await createDepositsRepository(tx).setCreditEntry(row.id, entry.entryId);
    if (!entry.replayed) await onCredited?.(tx, row);
    return entry;
  };

  // ── the operator's desk ──────────────────────────────────────────────────────────────────────
  const adminList = async (query: {
    status?: string | undefined;
    kind?: string | undefined;
    q?: string | undefined;
    merchantCode?: string | undefined;
    page: number;
    pageSize: number;
  }) => {
    // Applied before the operator reads, so "pending" never lists a payment window that has closed.
    await repository.expireGateway(now());
    const { rows, total } = await repository.adminPage(query, query.page, query.pageSize);
    return pageDto(rows.map(adminDto), total, query.page, query.pageSize);
  };

  const findView = async (id: number) => {
    const view = await repository.findView(repository.byId(id));
    if (!view) throw notFound();
    return view;
  };

  const adminDetail = async (id: number) => {
    const view = await findView(id);
    const receipt = await repository.receiptOf(id);
    return {
      deposit: adminDto(view),
      receiptImage: receipt?.image && receipt.mime ? `data:${receipt.mime};base64,${receipt.image}` : null,
    };
  };

  /** Approves a bank deposit and credits the wallet, exactly once however many approvals race; audited. */
  const approve = async (
    signedIn: SignedInOperator,
    id: number,
    note: string | undefined,
    origin: Origin,
  ) => {
    const view = await findView(id);
    if (view.deposit.kind !== 'bank') throw notPending();
    await audit.transaction(async (tx) => {
      const row = await createDepositsRepository(tx).decide(id, {
        status: 'approved',
        decidedAt: now(),
        decidedBy: signedIn.operator.id,
        decidedByName: signedIn.operator.username,
      });
      if (!row) throw notPending();
      const entry = await creditDeposit(tx, row, view.methodName);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'deposit.approve',
        target: { type: 'deposit', id },
        merchantId: row.merchantId,
        before: { status: 'pending' },
        after: {
          status: 'approved',
          amount: fromMinorUnits(row.amount),
          entryId: entry.entryId,
          ...(note ? { note } : {}),
        },
      });
    });
    return adminDto(await findView(id));
  };

  const reject = async (signedIn: SignedInOperator, id: number, reason: string, origin: Origin) => {
    const view = await findView(id);
    if (view.deposit.kind !== 'bank') throw notPending();
    await audit.transaction(async (tx) => {
      const row = await createDepositsRepository(tx).decide(id, {
        status: 'rejected',
        rejectReason: reason,
        decidedAt: now(),
        decidedBy: signedIn.operator.id,
        decidedByName: signedIn.operator.username,
      });
      if (!row) throw notPending();
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'deposit.reject',
        target: { type: 'deposit', id },
        merchantId: row.merchantId,
        before: { status: 'pending' },
        after: { status: 'rejected', amount: fromMinorUnits(row.amount), reason },
      });
    });
    return adminDto(await findView(id));
  };

  // ── payment methods ──────────────────────────────────────────────────────────────────────────
  const invalidMethod = (field: string) =>
    new AppError(400, 'DEPOSIT_METHOD_INVALID', DepositMessageKey.methodInvalid, field);

  const methodValues = (kind: 'bank' | 'gateway', input: TPaymentMethodUpdate) => {
    const minAmount = toMinorUnits(input.minAmount);
    const maxAmount = toMinorUnits(input.maxAmount);
    if (minAmount <= 0n) throw invalidMethod('body.minAmount');
    if (maxAmount < minAmount) throw invalidMethod('body.maxAmount');
    if (kind === 'bank') {
      if (!input.bankName || input.bankName.length < 2) throw invalidMethod('body.bankName');
      if (!input.accountNumber || !/^\d{6,24}$/.test(input.accountNumber))
        throw invalidMethod('body.accountNumber');
      if (!input.accountName || input.accountName.length < 2) throw invalidMethod('body.accountName');
    } else if (!providers.find(input.provider)) {
      throw invalidMethod('body.provider');
    }
    return {
      name: input.name,
      bankName: kind === 'bank' ? (input.bankName ?? null) : null,
      accountNumber: kind === 'bank' ? (input.accountNumber ?? null) : null,
      accountName: kind === 'bank' ? (input.accountName ?? null) : null,
      provider: kind === 'gateway' ? (input.provider ?? null) : null,
      minAmount,
      maxAmount,
      enabled: input.enabled ?? true,
      sort: input.sort ?? 0,
    };
  };

  const auditable = (m: PaymentMethodRow) => ({
    kind: m.kind,
    name: m.name,
    bankName: m.bankName,
    accountNumber: m.accountNumber,
    accountName: m.accountName,
    provider: m.provider,
    minAmount: fromMinorUnits(m.minAmount),
    maxAmount: fromMinorUnits(m.maxAmount),
    enabled: m.enabled,
  });

  const listMethods = async (merchantCode?: string) =>
    (await repository.allMethods(merchantCode)).map((r) => adminMethodDto(r.method, r.merchantCode));

  const createMethod = async (signedIn: SignedInOperator, input: TPaymentMethodInput, origin: Origin) => {
    const merchant = await repository.merchantByCode(input.merchantCode.toUpperCase());
    if (!merchant) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'body.merchantCode');
    const values = methodValues(input.kind, input);
    const row = await audit.transaction(async (tx) => {
      const created = await createDepositsRepository(tx).insertMethod({
        merchantId: merchant.id,
        kind: input.kind,
        ...values,
      });
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'paymentMethod.create',
        target: { type: 'payment_method', id: created.id },
        merchantId: merchant.id,
        after: auditable(created),
      });
      return created;
    });
    return adminMethodDto(row, merchant.code);
  };

  const updateMethod = async (
    signedIn: SignedInOperator,
    id: number,
    input: TPaymentMethodUpdate,
    origin: Origin,
  ) => {
    const found = await repository.findMethod(id);
    if (!found) throw notFound();
    const values = methodValues(found.method.kind as 'bank' | 'gateway', input);
    const row = await audit.transaction(async (tx) => {
      const updated = await createDepositsRepository(tx).updateMethod(id, values);
      if (!updated) throw notFound();
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'paymentMethod.update',
        target: { type: 'payment_method', id },
        merchantId: updated.merchantId,
        before: auditable(found.method),
        after: auditable(updated),
      });
      return updated;
    });
    return adminMethodDto(row, found.merchantCode);
  };

  // ── gateway notifications ────────────────────────────────────────────────────────────────────
  const callbackDto = (row: GatewayCallbackRow): TGatewayCallback => ({
    id: row.id,
    provider: row.provider,
    depositId: row.depositId,
    signatureValid: row.signatureValid,
    outcome: row.outcome as TCallbackOutcome,
    payload: row.payload,
    ip: row.ip,
    receivedAt: row.receivedAt.toISOString(),
  });

  /**
   * A provider's notification. Every call is logged with what became of it. A forged or malformed one
   * changes nothing and is refused; a verified one is answered with its outcome (a provider retries
   * until it gets a 2xx, so duplicates and late payments are acknowledged, never credited).
   */
  const handleCallback = async (input: {
    providerCode: string;
    body: unknown;
    headers: Record<string, string | string[] | undefined>;
    ip: string | null;
  }): Promise<{ outcome: TCallbackOutcome; depositId: number | null }> => {
    const payload = JSON.stringify(input.body ?? null).slice(0, 4000);
    const log = (
      tx: Database,
      depositId: number | null,
      signatureValid: boolean,
      outcome: TCallbackOutcome,
    ) =>
      createDepositsRepository(tx).insertCallback({
        provider: input.providerCode.slice(0, 32),
        depositId,
        signatureValid,
        outcome,
        payload,
        ip: input.ip,
      });
    const provider = providers.find(input.providerCode);
    if (!provider) throw notFound();
    const verified = provider.verifyCallback(input.body, input.headers);
    if (!verified.ok) {
      await log(db, verified.depositId, false, verified.reason);
      if (verified.reason === 'forged') {
        throw new AppError(
          401,
          'DEPOSIT_SIGNATURE_INVALID',
          DepositMessageKey.signatureInvalid,
          'headers.signature',
        );
      }
      throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body');
    }
    const { notification } = verified;
    const at = now();
    const outcome = await inTransaction(async (tx): Promise<TCallbackOutcome> => {
      const books = createDepositsRepository(tx);
      const view = await books.findView(books.byId(notification.depositId));
      const method = view ? await books.findMethod(view.deposit.methodId) : undefined;
      let result: TCallbackOutcome;
      if (view?.deposit.kind !== 'gateway' || method?.method.provider !== provider.code) {
        result = 'unknown_deposit';
      } else if (notification.amountMinor !== view.deposit.amount) {
        result = 'amount_mismatch';
      } else if (notification.status === 'cancelled') {
        const row = await books.decide(view.deposit.id, {
          status: 'cancelled',
          reference: notification.providerRef,
          decidedAt: at,
        });
        // Lost the row to another notification: what it became decides duplicate or late.
        result = row
          ? 'cancelled'
          : (await books.statusOf(view.deposit.id)) === 'cancelled'
            ? 'duplicate'
            : 'late';
      } else if (view.deposit.expiresAt && view.deposit.expiresAt <= at) {
        // Paid after the deadline: the deposit expires, the payment is recorded for the operator.
        await books.decide(view.deposit.id, { status: 'expired', decidedAt: at });
        result = 'late';
      } else {
        const row = await books.decide(view.deposit.id, {
          status: 'approved',
          reference: notification.providerRef,
          decidedAt: at,
        });
        if (row) {
          await creditDeposit(tx, row, view.methodName);
          result = 'credited';
        } else {
          result = (await books.statusOf(view.deposit.id)) === 'approved' ? 'duplicate' : 'late';
        }
      }
      await log(tx, notification.depositId, true, result);
      return result;
    });
    return { outcome, depositId: notification.depositId };
  };

  const callbacks = async (query: { outcome?: string | undefined; page: number; pageSize: number }) => {
    const { rows, total } = await repository.callbackPage(query.outcome, query.page, query.pageSize);
    return pageDto(rows.map(callbackDto), total, query.page, query.pageSize);
  };

  /** What the sandbox payment page shows. */
  const sandboxView = async (id: number) => {
    const view = await repository.findView(repository.byId(id));
    if (view?.deposit.kind !== 'gateway') return undefined;
    const method = await repository.findMethod(view.deposit.methodId);
    if (method?.method.provider !== 'sandbox') return undefined;
    return {
      ...depositDto(view, 'sandbox'),
      merchantCode: view.merchantCode,
      amountMinor: view.deposit.amount,
    };
  };

  return {
    methodsFor,
    requestDeposit,
    memberDeposits,
    adminList,
    adminDetail,
    approve,
    reject,
    listMethods,
    createMethod,
    updateMethod,
    handleCallback,
    callbacks,
    sandboxView,
  };
};

export type DepositsService = ReturnType<typeof createDepositsService>;
