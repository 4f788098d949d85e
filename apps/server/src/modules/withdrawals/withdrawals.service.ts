/**
 * Withdrawals (issue 4): the member's payment password, bound bank accounts, withdrawal requests and
 * their confirmation; the operator's queue, payment, rejection and cases. Money moves only through
 * the wallet, inside this module's own transactions (docs/decisions/017-withdrawals.md):
 * request → `hold` (key `withdraw:<id>`), paid → `settle` to cashier clearing, rejected → `release`,
 * a case's correction → `credit` from the cashier (key `withdraw-case:<id>`).
 */
import type { TWithdrawalCase } from '@luckwell/contracts/admin/withdrawals';
import {
  CashierMessageKey,
  type TBankAccount,
  type TConfirmWithdrawalRequest,
  type TWithdrawal,
  type TWithdrawOverview,
} from '@luckwell/contracts/cashier/withdraw';
import { MessageKey } from '@luckwell/contracts/envelope';
import { PromotionMessageKey } from '@luckwell/contracts/member/promotions';
import { fromMinorUnits, toMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { actorOf, type Origin, type SignedInOperator } from '../admin/operator-auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createWalletService, LedgerError, type WalletService } from '../wallet/wallet.service.ts';
import { readProofImage } from './proof-image.ts';
import {
  type BankAccountRow,
  type CaseRow,
  createWithdrawalsRepository,
  type WithdrawalRow,
  type WithdrawalView,
} from './withdrawals.repository.ts';

/** A brand without its own row in `withdrawal_settings` (minor units: 50,000.00 to 500,000,000.00). */
export const DEFAULT_WITHDRAWAL_SETTINGS = {
  minAmount: 5_000_000n,
  maxAmount: 50_000_000_000n,
  confirmMinutes: 30,
  maxBankAccounts: 3,
};

/** Wrong payment passwords allowed per window before the payment password locks for the window. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

/**
 * What the member may withdraw now. Today the whole main wallet; the promotions module replaces it
 * to subtract an unmet turnover requirement.
 */
export type WithdrawableOf = (merchant: Merchant, member: MemberRow) => Promise<bigint>;

type Options = {
  db: Database;
  wallet: WalletService;
  limiter: RateLimiter;
  audit: AuditService;
  withdrawableOf?: WithdrawableOf;
  /**
   * Bonus money (ADR 063): a wagering bonus refuses a withdrawal until the member confirms giving
   * it up (`forfeitBonus`), which returns it to the brand first.
   */
  bonus?: {
    wageringOf: (merchantId: number, memberId: number) => Promise<{ leftMinor: bigint } | undefined>;
    forfeit: (merchantId: number, memberId: number) => Promise<unknown>;
  };
  /** The clock; tests move it to pass a confirmation deadline. */
  now?: () => Date;
  /** Spends an SMS code sent to the member's verified mobile for a new payment password. */
  consumePaymentCode?: (member: MemberRow, code: string) => Promise<void>;
};

/** Payee names compare without case, diacritics or extra spaces ("Nguyễn  Văn A" = "NGUYEN VAN A"). */
export const normalizeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

export const maskAccountNumber = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const bankDto = (row: BankAccountRow): TBankAccount => ({
  id: row.id,
  bankName: row.bankName,
  accountNumber: maskAccountNumber(row.accountNumber),
  accountName: row.accountName,
  createdAt: row.createdAt.toISOString(),
});

const withdrawalDto = (w: WithdrawalRow, bank: BankAccountRow): TWithdrawal => ({
  id: w.id,
  amount: fromMinorUnits(w.amount),
  currency: w.currency,
  status: w.status as TWithdrawal['status'],
  bankName: bank.bankName,
  accountNumber: maskAccountNumber(bank.accountNumber),
  accountName: bank.accountName,
  createdAt: w.createdAt.toISOString(),
  paidAt: iso(w.paidAt),
  paymentReference: w.paymentReference,
  rejectReason: w.rejectReason,
  confirmation: w.confirmation as TWithdrawal['confirmation'],
  confirmedAt: iso(w.confirmedAt),
  confirmDeadline: w.status === 'paid' && !w.confirmation ? iso(w.confirmDeadline) : null,
  receivedAmount: w.receivedAmount === null ? null : fromMinorUnits(w.receivedAmount),
});

const adminRowDto = (view: WithdrawalView) => ({
  ...withdrawalDto(view.withdrawal, view.bank),
  accountNumber: view.bank.accountNumber,
  merchantCode: view.merchantCode,
  memberId: view.withdrawal.memberId,
  memberAccount: view.memberAccount,
  paidBy: view.withdrawal.decidedByName,
  caseId: view.caseId,
});

const caseDto = (
  kase: CaseRow,
  context: { amount: bigint; currency: string; merchantCode: string; memberAccount: string },
  withProof: boolean,
): TWithdrawalCase => ({
  id: kase.id,
  withdrawalId: kase.withdrawalId,
  merchantCode: context.merchantCode,
  memberAccount: context.memberAccount,
  claim: kase.claim as TWithdrawalCase['claim'],
  amount: fromMinorUnits(context.amount),
  receivedAmount: fromMinorUnits(kase.receivedAmount),
  missingAmount: fromMinorUnits(kase.missingAmount),
  currency: context.currency,
  proofImage: withProof && kase.proofImage ? `data:${kase.proofMime};base64,${kase.proofImage}` : null,
  hasProof: kase.proofImage !== null,
  status: kase.status as TWithdrawalCase['status'],
  resolutionNote: kase.resolutionNote,
  resolvedBy: kase.resolvedByName,
  resolvedAt: iso(kase.resolvedAt),
  creditedAmount: kase.creditedAmount === null ? null : fromMinorUnits(kase.creditedAmount),
  createdAt: kase.createdAt.toISOString(),
});

const pageDto = <T>(rows: T[], total: number, page: number, pageSize: number) => ({
  content: rows,
  pageNum: page,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  total,
});

const cashierError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field?: string,
) => new AppError(status, code, key, field);

export const createWithdrawalsService = ({
  db,
  wallet,
  limiter,
  audit,
  withdrawableOf,
  bonus,
  now = () => new Date(),
  consumePaymentCode,
}: Options) => {
  const repository = createWithdrawalsRepository(db);
  const membersRepository = createMembersRepository(db);
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Database));

  const withdrawable: WithdrawableOf =
    withdrawableOf ??
    ((merchant, member) => wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_cash'));

  const settingsOf = async (merchantId: number) => {
    const row = await repository.settings(merchantId);
    return row ?? { merchantId, ...DEFAULT_WITHDRAWAL_SETTINGS };
  };

  /** Applies the confirmation deadline lazily before anything reads a member's withdrawals. */
  const expireFor = (merchantId: number, memberId: number) =>
    repository.expireConfirmations(now(), repository.memberFilter(merchantId, memberId));

  // ── payment password ──────────────────────────────────────────────────────────────────────────
  const passwordKey = (member: MemberRow) => `paypw:${member.merchantId}:${member.id}`;

  const refuseWhileLocked = async (member: MemberRow) => {
    if ((await limiter.peek(passwordKey(member))) < PAYMENT_PASSWORD_MAX_FAILURES) return;
    const count = await limiter.hit(passwordKey(member), {
      max: PAYMENT_PASSWORD_MAX_FAILURES,
      windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS,
    });
    throw new AppError(423, 'CASHIER_PAYMENT_PASSWORD_LOCKED', CashierMessageKey.paymentPasswordLocked).with({
      retryAfterSeconds: count.retryAfterSeconds,
    });
  };

  /** Checks the payment password, counting failures; locks it for the window after too many. */
  const checkPaymentPassword = async (member: MemberRow, password: string, field: string) => {
    if (!member.paymentPasswordHash) {
      throw cashierError(
        409,
        'CASHIER_PAYMENT_PASSWORD_REQUIRED',
        CashierMessageKey.paymentPasswordRequired,
        field,
      );
    }
    await refuseWhileLocked(member);
    if (await verifyPassword(member.paymentPasswordHash, password)) {
      await limiter.clear(passwordKey(member));
      return;
    }
    const count = await limiter.hit(passwordKey(member), {
      max: PAYMENT_PASSWORD_MAX_FAILURES,
      windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS,
    });
    if (count.count >= PAYMENT_PASSWORD_MAX_FAILURES) {
      throw new AppError(
        423,
        'CASHIER_PAYMENT_PASSWORD_LOCKED',
        CashierMessageKey.paymentPasswordLocked,
      ).with({ retryAfterSeconds: count.retryAfterSeconds });
    }
    throw new AppError(
      400,
      'CASHIER_PAYMENT_PASSWORD_WRONG',
      CashierMessageKey.paymentPasswordWrong,
      field,
    ).with({
      params: { remaining: PAYMENT_PASSWORD_MAX_FAILURES - count.count },
    });
  };

  const setPaymentPassword = async (
    member: MemberRow,
    body: {
      oldPaymentPassword?: string | undefined;
      smsCode?: string | undefined;
      paymentPassword: string;
      confirmPaymentPassword: string;
    },
  ) => {
    if (body.paymentPassword !== body.confirmPaymentPassword) {
      throw new AppError(
        400,
        'AUTH_PASSWORD_MISMATCH',
        MessageKey.passwordMismatch,
        'body.confirmPaymentPassword',
      );
    }
    if (member.paymentPasswordHash && body.smsCode && consumePaymentCode) {
      await consumePaymentCode(member, body.smsCode);
    } else if (member.paymentPasswordHash) {
      if (!body.oldPaymentPassword) {
        throw cashierError(
          409,
          'CASHIER_PAYMENT_PASSWORD_SET',
          CashierMessageKey.paymentPasswordSet,
          'body.oldPaymentPassword',
        );
      }
      await checkPaymentPassword(member, body.oldPaymentPassword, 'body.oldPaymentPassword');
    }
    await membersRepository.update(member.id, {
      paymentPasswordHash: await hashPassword(body.paymentPassword),
    });
  };

  // ── bank accounts ─────────────────────────────────────────────────────────────────────────────
  const bindBankAccount = async (
    merchant: Merchant,
    member: MemberRow,
    body: { bankName: string; accountNumber: string; accountName: string },
  ): Promise<TBankAccount> => {
    const settings = await settingsOf(merchant.id);
    const accountName = body.accountName.replace(/\s+/g, ' ').trim();
    return inTransaction(async (tx) => {
      const books = createWithdrawalsRepository(tx);
      // The member row is the lock: two bindings at once cannot both pass the count or set the payee name.
      await books.lockMember(member.id);
      const fresh = await createMembersRepository(tx).findById(merchant.id, member.id);
      if (!fresh) throw new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);
      if (fresh.payeeName && normalizeName(fresh.payeeName) !== normalizeName(accountName)) {
        throw cashierError(
          400,
          'CASHIER_PAYEE_MISMATCH',
          CashierMessageKey.payeeMismatch,
          'body.accountName',
        );
      }
      const existing = await books.bankAccounts(merchant.id, member.id);
      if (existing.length >= settings.maxBankAccounts) {
        throw new AppError(409, 'CASHIER_BANK_ACCOUNT_LIMIT', CashierMessageKey.bankAccountLimit).with({
          params: { max: settings.maxBankAccounts },
        });
      }
      if (!fresh.payeeName) await createMembersRepository(tx).update(member.id, { payeeName: accountName });
      const row = await books.insertBankAccount({
        merchantId: merchant.id,
        memberId: member.id,
        bankName: body.bankName.trim(),
        accountNumber: body.accountNumber,
        accountName,
      });
      if (!row) {
        throw cashierError(
          409,
          'CASHIER_BANK_ACCOUNT_EXISTS',
          CashierMessageKey.bankAccountExists,
          'body.accountNumber',
        );
      }
      return bankDto(row);
    });
  };

  // ── the member's withdrawals ──────────────────────────────────────────────────────────────────
  const overview = async (merchant: Merchant, member: MemberRow): Promise<TWithdrawOverview> => {
    const [settings, accounts, balance, held, free] = await Promise.all([
      settingsOf(merchant.id),
      repository.bankAccounts(merchant.id, member.id),
      wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_cash'),
      wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_held'),
      withdrawable(merchant, member),
    ]);
    return {
      currency: merchant.currencyCode,
      paymentPasswordSet: member.paymentPasswordHash !== null,
      payeeName: member.payeeName,
      bankAccounts: accounts.map(bankDto),
      maxBankAccounts: settings.maxBankAccounts,
      balance: fromMinorUnits(balance),
      withdrawable: fromMinorUnits(free < 0n ? 0n : free),
      held: fromMinorUnits(held),
      minAmount: fromMinorUnits(settings.minAmount),
      maxAmount: fromMinorUnits(settings.maxAmount),
      confirmMinutes: settings.confirmMinutes,
    };
  };

  const requestWithdrawal = async (
    merchant: Merchant,
    member: MemberRow,
    body: {
      bankAccountId: number;
      amount: string;
      paymentPassword: string;
      forfeitBonus?: boolean | undefined;
    },
  ): Promise<TWithdrawal> => {
    const amount = toMinorUnits(body.amount);
    const settings = await settingsOf(merchant.id);
    if (amount < settings.minAmount || amount > settings.maxAmount) {
      throw new AppError(
        400,
        'CASHIER_AMOUNT_OUT_OF_RANGE',
        CashierMessageKey.amountOutOfRange,
        'body.amount',
      ).with({
        params: { min: fromMinorUnits(settings.minAmount), max: fromMinorUnits(settings.maxAmount) },
      });
    }
    const bank = (await repository.bankAccounts(merchant.id, member.id)).find(
      (b) => b.id === body.bankAccountId,
    );
    if (!bank) {
      throw cashierError(
        404,
        'CASHIER_BANK_ACCOUNT_NOT_FOUND',
        CashierMessageKey.bankAccountNotFound,
        'body.bankAccountId',
      );
    }
    await checkPaymentPassword(member, body.paymentPassword, 'body.paymentPassword');
    const wagering = await bonus?.wageringOf(merchant.id, member.id);
    if (wagering) {
      if (!body.forfeitBonus) {
        throw new AppError(
          409,
          'BONUS_WAGERING_INCOMPLETE',
          PromotionMessageKey.wageringIncomplete,
          'body.forfeitBonus',
        ).with({ params: { left: fromMinorUnits(wagering.leftMinor) } });
      }
      await bonus?.forfeit(merchant.id, member.id);
    }
    const insufficient = () =>
      new AppError(
        409,
        'CASHIER_INSUFFICIENT_WITHDRAWABLE',
        CashierMessageKey.insufficientWithdrawable,
        'body.amount',
      );
    if (amount > (await withdrawable(merchant, member))) throw insufficient();
    try {
      return await inTransaction(async (tx) => {
        const books = createWithdrawalsRepository(tx);
        const row = await books.insertWithdrawal({
          merchantId: merchant.id,
          memberId: member.id,
          bankAccountId: bank.id,
          amount,
          currency: merchant.currencyCode,
        });
        const { holdId } = await createWalletService(tx).hold({
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currencyCode,
          amountMinor: amount,
          idempotencyKey: `withdraw:${row.id}`,
          kind: 'withdraw_hold',
          memo: `Withdrawal #${row.id}`,
          meta: { withdrawalId: row.id },
        });
        await books.setHold(row.id, holdId);
        return withdrawalDto({ ...row, holdId }, bank);
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') throw insufficient();
      throw error;
    }
  };

  const memberWithdrawals = async (
    merchant: Merchant,
    member: MemberRow,
    query: { page: number; pageSize: number; awaitingConfirmation?: boolean | undefined },
  ) => {
    await expireFor(merchant.id, member.id);
    const { rows, total } = await repository.memberPage(merchant.id, member.id, {
      page: query.page,
      pageSize: query.pageSize,
      awaitingConfirmation: query.awaitingConfirmation ?? false,
    });
    return pageDto(
      rows.map((view) => withdrawalDto(view.withdrawal, view.bank)),
      total,
      query.page,
      query.pageSize,
    );
  };

  const confirm = async (
    merchant: Merchant,
    member: MemberRow,
    id: number,
    body: TConfirmWithdrawalRequest,
  ): Promise<TWithdrawal> => {
    await expireFor(merchant.id, member.id);
    const view = await repository.findView(repository.ofMember(merchant.id, member.id, id));
    if (!view) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    const { withdrawal } = view;
    if (withdrawal.status !== 'paid' || withdrawal.confirmation) {
      throw cashierError(409, 'CASHIER_CONFIRMATION_CLOSED', CashierMessageKey.confirmationClosed);
    }
    let received = withdrawal.amount;
    if (body.result === 'partial') {
      if (!body.receivedAmount || !body.remainingAmount) {
        throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, 'body.receivedAmount');
      }
      received = toMinorUnits(body.receivedAmount);
      const remaining = toMinorUnits(body.remainingAmount);
      if (received <= 0n || remaining <= 0n || received + remaining !== withdrawal.amount) {
        throw cashierError(
          400,
          'CASHIER_AMOUNTS_MISMATCH',
          CashierMessageKey.amountsMismatch,
          'body.receivedAmount',
        );
      }
    }
    if (body.result === 'not_received') {
      received = 0n;
      if (!body.proofImage) {
        throw cashierError(400, 'CASHIER_PROOF_INVALID', CashierMessageKey.proofRequired, 'body.proofImage');
      }
    }
    const proof = body.result !== 'received' && body.proofImage ? readProofImage(body.proofImage) : null;
    const at = now();
    const updated = await inTransaction(async (tx) => {
      const books = createWithdrawalsRepository(tx);
      const row = await books.confirm(merchant.id, member.id, id, at, {
        confirmation: body.result,
        receivedAmount: received,
      });
      if (!row) return undefined;
      if (body.result !== 'received') {
        await books.insertCase({
          merchantId: merchant.id,
          withdrawalId: id,
          claim: body.result,
          receivedAmount: received,
          missingAmount: withdrawal.amount - received,
          proofMime: proof?.mime ?? null,
          proofImage: proof?.base64 ?? null,
        });
      }
      return row;
    });
    if (!updated)
      throw cashierError(409, 'CASHIER_CONFIRMATION_CLOSED', CashierMessageKey.confirmationClosed);
    return withdrawalDto(updated, view.bank);
  };

  // ── the operator's side ───────────────────────────────────────────────────────────────────────
  const adminList = async (query: {
    status?: string | undefined;
    confirmation?: string | undefined;
    q?: string | undefined;
    merchantCode?: string | undefined;
    page: number;
    pageSize: number;
  }) => {
    await repository.expireConfirmations(now());
    const { rows, total } = await repository.adminPage(query, query.page, query.pageSize);
    return pageDto(rows.map(adminRowDto), total, query.page, query.pageSize);
  };

  const findAdminView = async (id: number) => {
    const view = await repository.findView(repository.byId(id));
    if (!view) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return view;
  };

  const caseContext = (view: WithdrawalView) => ({
    amount: view.withdrawal.amount,
    currency: view.withdrawal.currency,
    merchantCode: view.merchantCode,
    memberAccount: view.memberAccount,
  });

  const adminDetail = async (id: number) => {
    await repository.expireConfirmations(now(), repository.byId(id));
    const view = await findAdminView(id);
    const [member, accounts, kase] = await Promise.all([
      membersRepository.findById(view.withdrawal.merchantId, view.withdrawal.memberId),
      repository.bankAccounts(view.withdrawal.merchantId, view.withdrawal.memberId),
      repository.caseOfWithdrawal(id),
    ]);
    return {
      withdrawal: adminRowDto(view),
      memberPayeeName: member?.payeeName ?? null,
      bankAccounts: accounts.map(bankDto),
      case: kase ? caseDto(kase, caseContext(view), true) : null,
    };
  };

  const notPending = () =>
    cashierError(409, 'CASHIER_REQUEST_NOT_PENDING', CashierMessageKey.requestNotPending);

  /** Approve and mark paid: settles the hold to cashier clearing; exactly once, audited. */
  const pay = async (signedIn: SignedInOperator, id: number, paymentReference: string, origin: Origin) => {
    const view = await findAdminView(id);
    const settings = await settingsOf(view.withdrawal.merchantId);
    const at = now();
    await audit.transaction(async (tx) => {
      const row = await createWithdrawalsRepository(tx).decide(id, {
        status: 'paid',
        paymentReference,
        paidAt: at,
        confirmDeadline: new Date(at.getTime() + settings.confirmMinutes * 60_000),
        decidedBy: signedIn.operator.id,
        decidedByName: signedIn.operator.username,
      });
      if (!row?.holdId) throw notPending();
      await createWalletService(tx).settle({
        merchantId: row.merchantId,
        holdId: row.holdId,
        idempotencyKey: `withdraw-paid:${row.id}`,
        kind: 'withdraw_paid',
        memo: `Withdrawal #${row.id} paid (${paymentReference})`,
        meta: { withdrawalId: row.id, paymentReference },
      });
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'withdrawal.pay',
        target: { type: 'withdrawal', id },
        merchantId: row.merchantId,
        before: { status: 'pending' },
        after: { status: 'paid', amount: fromMinorUnits(row.amount), paymentReference },
      });
    });
    return adminRowDto(await findAdminView(id));
  };

  /** Reject with a reason: releases the hold back to the member's wallet; exactly once, audited. */
  const reject = async (signedIn: SignedInOperator, id: number, reason: string, origin: Origin) => {
    await findAdminView(id);
    await audit.transaction(async (tx) => {
      const row = await createWithdrawalsRepository(tx).decide(id, {
        status: 'rejected',
        rejectReason: reason,
        rejectedAt: now(),
        decidedBy: signedIn.operator.id,
        decidedByName: signedIn.operator.username,
      });
      if (!row?.holdId) throw notPending();
      await createWalletService(tx).release({
        merchantId: row.merchantId,
        holdId: row.holdId,
        idempotencyKey: `withdraw-rejected:${row.id}`,
        kind: 'withdraw_rejected',
        memo: `Withdrawal #${row.id} rejected`,
        meta: { withdrawalId: row.id },
      });
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'withdrawal.reject',
        target: { type: 'withdrawal', id },
        merchantId: row.merchantId,
        before: { status: 'pending' },
        after: { status: 'rejected', amount: fromMinorUnits(row.amount), reason },
      });
    });
    return adminRowDto(await findAdminView(id));
  };

  const cases = async (query: { status?: string | undefined; page: number; pageSize: number }) => {
    const { rows, total } = await repository.casePage(query.status, query.page, query.pageSize);
    return pageDto(
      rows.map((r) => caseDto(r.kase, r, false)),
      total,
      query.page,
      query.pageSize,
    );
  };

  const caseView = async (id: number) => {
    const kase = await repository.findCase(id);
    if (!kase) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return { kase, view: await findAdminView(kase.withdrawalId) };
  };

  const resolveCase = async (signedIn: SignedInOperator, id: number, note: string, origin: Origin) => {
    const { view } = await caseView(id);
    const resolved = await audit.transaction(async (tx) => {
      const row = await createWithdrawalsRepository(tx).resolveCase(id, {
        status: 'resolved',
        resolutionNote: note,
        resolvedByName: signedIn.operator.username,
        resolvedAt: now(),
      });
      if (!row) throw cashierError(409, 'CASHIER_CASE_NOT_OPEN', CashierMessageKey.caseNotOpen);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'withdrawalCase.resolve',
        target: { type: 'withdrawal_case', id },
        merchantId: row.merchantId,
        before: { status: 'open' },
        after: { status: 'resolved', note },
      });
      return row;
    });
    return caseDto(resolved, caseContext(view), true);
  };

  /** Credits the member up to the missing amount from the cashier, once per case, audited. */
  const creditCase = async (
    signedIn: SignedInOperator,
    id: number,
    body: { amount: string; note: string },
    origin: Origin,
  ) => {
    const { kase, view } = await caseView(id);
    const amount = toMinorUnits(body.amount);
    if (amount <= 0n || amount > kase.missingAmount) {
      throw new AppError(
        400,
        'CASHIER_AMOUNT_OUT_OF_RANGE',
        CashierMessageKey.amountOutOfRange,
        'body.amount',
      ).with({
        params: { min: '0.01', max: fromMinorUnits(kase.missingAmount) },
      });
    }
    const credited = await audit.transaction(async (tx) => {
      const books = createWithdrawalsRepository(tx);
      const row = await books.claimCredit(id, amount);
      if (!row)
        throw cashierError(409, 'CASHIER_CASE_ALREADY_CREDITED', CashierMessageKey.caseAlreadyCredited);
      const entry = await createWalletService(tx).credit({
        merchantId: row.merchantId,
        memberId: view.withdrawal.memberId,
        currency: view.withdrawal.currency,
        amountMinor: amount,
        counterparty: 'cashier',
        idempotencyKey: `withdraw-case:${id}`,
        kind: 'withdraw_case_credit',
        memo: `Withdrawal #${view.withdrawal.id} case #${id}: ${body.note}`,
        meta: { withdrawalId: view.withdrawal.id, caseId: id },
      });
      await books.setCreditEntry(id, entry.entryId);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'withdrawalCase.credit',
        target: { type: 'withdrawal_case', id },
        merchantId: row.merchantId,
        after: { amount: fromMinorUnits(amount), note: body.note, entryId: entry.entryId },
      });
      return { ...row, creditEntryId: entry.entryId };
    });
    return caseDto(credited, caseContext(view), true);
  };

  return {
    settingsOf,
    overview,
    /** The payment password check with its lockout, for other money movements (transfers). */
    checkPaymentPassword,
    setPaymentPassword,
    bindBankAccount,
    /** How many bank accounts the member has bound (the account page's security item). */
    bankAccountCount: async (merchantId: number, memberId: number) =>
      (await repository.bankAccounts(merchantId, memberId)).length,
    requestWithdrawal,
    memberWithdrawals,
    confirm,
    adminList,
    adminDetail,
    pay,
    reject,
    cases,
    resolveCase,
    creditCase,
    /** The periodic sweep: every brand's overdue confirmations count as received. */
    expireConfirmations: () => repository.expireConfirmations(now()),
  };
};

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
