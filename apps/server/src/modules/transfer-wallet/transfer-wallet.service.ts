/**
 * Transfer wallets (issue 4, docs/decisions/020-transfer-wallets.md). In a brand in transfer mode
 * (whitelabel flag TRANSFERWALLET, GCS_merchantWallet `isSingle: false`) each member has a main
 * wallet (`member_cash`) and a sub-wallet per game vendor of the brand (`member_v:<VENDOR>`, opened
 * on first use). A transfer is booked by the wallet in up to two entries through the brand's
 * `wallet_transit` account, with the vendor asked in between:
 *
 *   1. `<key>`       source wallet → transit          (refused when the source holds too little)
 *   2. the vendor adapter deposits (in) or withdraws (out) under reference `<key>`
 *   3. `<key>:done`  transit → destination wallet     when the vendor agreed, or
 *      `<key>:undo`  the reversal of 1                 when it refused or could not be reached.
 *
 * Both endings only take money from the transit account (a brand account), so they cannot be
 * refused for want of funds. Every step is idempotent under its key, so a repeated request (the same
 * client `requestId`) moves nothing twice: it answers as the first did, or finishes a transfer a
 * crash left half done. Money moves only through the wallet.
 *
 * Vendors that report the rounds played on their side (`adapter.rounds`, docs/decisions/027) have
 * them booked before the sub-wallets are read or emptied: each round's stake from the sub-wallet to
 * the vendor's house account and its payout back, keyed by the vendor's round id, plus its bet
 * record; the module keeps only its read position per vendor (transfer_vendor_cursors).
 */
import { randomUUID } from 'node:crypto';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isTrialType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits } from '@luckwell/contracts/money';
import {
  TransferWalletMessageKey,
  type TTransferWallets,
  type TVendorWallet,
  type TWalletTransferRequest,
  type TWalletTransferResult,
} from '@luckwell/contracts/wallet/transfer-wallets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createSeamlessRepository } from '../seamless/seamless.repository.ts';
import { LedgerError, vendorWalletKind, type WalletService } from '../wallet/wallet.service.ts';
import { transferVendorCursors } from './transfer-vendor-cursor.table.ts';
import type { TransferVendorAdapter, VendorRound } from './vendor-adapter.ts';

/** Rounds asked of a vendor at a time. */
const ROUNDS_PAGE = 500;

export type TransferVendor = {
  vassalage: string;
  displayName: string;
  logoUrl: string;
  maintenance: boolean;
};

type Deps = {
  /** For the vendors' read positions and their rounds' bet records. */
  db: Database;
  wallet: Pick<
    WalletService,
    | 'balance'
    | 'transfer'
    | 'reverse'
    | 'entryByKey'
    | 'brandAccountId'
    | 'memberAccountId'
    | 'debit'
    | 'credit'
  >;
  /** The brand's enabled vendors (one row per vendor and category). */
  vendorsOf: (merchantId: number) => Promise<TransferVendor[]>;
  isSingle: (merchant: Merchant) => Promise<boolean>;
  adapter: TransferVendorAdapter;
  log?: { error: (object: object, message: string) => void };
};

/** "12.5" or "12.50" → 1250n. The contract has checked the shape. */
const toMinor = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

const fail = (status: number, code: ConstructorParameters<typeof AppError>[1], key: string, field?: string) =>
  new AppError(status, code, key, field);

type LegOutcome = { replayed: boolean };

export const createTransferWalletService = ({ db, wallet, vendorsOf, isSingle, adapter, log }: Deps) => {
  const betRecords = createSeamlessRepository(db);

  const cursorOf = async (merchantId: number, vendor: string) =>
    (
      await db
        .select({ cursor: transferVendorCursors.cursor })
        .from(transferVendorCursors)
        .where(
          and(eq(transferVendorCursors.merchantId, merchantId), eq(transferVendorCursors.vendor, vendor)),
        )
    )[0]?.cursor;

  const saveCursor = (merchantId: number, vendor: string, cursor: string) =>
    db
      .insert(transferVendorCursors)
      .values({ merchantId, vendor, cursor })
      .onConflictDoUpdate({
        target: [transferVendorCursors.merchantId, transferVendorCursors.vendor],
        set: { cursor, updatedAt: new Date() },
      });

  /** One round into the books: stake to the house, payout back, then its bet record. Idempotent. */
  const bookRound = async (merchantId: number, vendor: string, round: VendorRound) => {
    const subWallet = vendorWalletKind(vendor);
    if (!subWallet) return;
    const move = {
      merchantId,
      memberId: round.memberId,
      currency: round.currency,
      counterparty: `house:${vendor}` as const,
      wallet: subWallet,
      meta: { vendor, roundId: round.roundId, gameCode: round.gameCode },
    };
    if (round.stakeMinor > 0n)
      await wallet.debit({
        ...move,
        amountMinor: round.stakeMinor,
        idempotencyKey: `tv:${vendor}:${round.roundId}:bet`,
        kind: 'bet',
      });
    if (round.payoutMinor > 0n)
      await wallet.credit({
        ...move,
        amountMinor: round.payoutMinor,
        idempotencyKey: `tv:${vendor}:${round.roundId}:win`,
        kind: 'win',
      });
    await betRecords.recordSettledRound({
      merchantId,
      memberId: round.memberId,
      vendor,
      gameCode: round.gameCode,
      roundId: round.roundId,
      currency: round.currency,
      stakeMinor: round.stakeMinor,
      payoutMinor: round.payoutMinor,
      placedAt: round.settledAt,
      settledAt: round.settledAt,
    });
  };

  /**
   * Books the rounds a vendor settled since the last call. A round the books cannot take yet (its
   * stake is more than the sub-wallet holds: the transfer that funded it is still finishing) is
   * logged and skipped; the read position then stays before it, so every later pass reads it
   * again until it books, while the rounds after it are booked (again: replays, by their keys).
   */
  const collectRounds = async (merchantId: number, vendor: string) => {
    if (!adapter.rounds) return;
    const saved = await cursorOf(merchantId, vendor);
    let cursor = saved;
    let waiting = false;
    for (;;) {
      const page = await adapter.rounds({ merchantId, vendor, cursor, limit: ROUNDS_PAGE });
      for (const round of page.rounds) {
        try {
          await bookRound(merchantId, vendor, round);
        } catch (error) {
          if (!(error instanceof LedgerError && error.code === 'insufficient_funds')) throw error;
          waiting = true;
          log?.error(
            { vendor, roundId: round.roundId },
            'vendor round ahead of the sub-wallet; read again next pass',
          );
        }
      }
      if (!waiting && page.cursor !== saved) await saveCursor(merchantId, vendor, page.cursor);
      if (page.rounds.length < ROUNDS_PAGE || page.cursor === cursor) return;
      cursor = page.cursor;
    }
  };

  /** Brings every vendor's rounds in; a vendor that cannot be reached keeps the sub-wallet as it was. */
  const collectAll = async (merchantId: number, vendors: TransferVendor[]) => {
    await Promise.all(
      vendors.map((vendor) =>
        collectRounds(merchantId, vendor.vassalage).catch((error: unknown) =>
          log?.error({ err: error, vendor: vendor.vassalage }, 'could not collect vendor rounds'),
        ),
      ),
    );
  };

  /** The brand's vendors, one per code, in the brand's order; codes no sub-wallet can name are left out. */
  const brandVendors = async (merchantId: number) => {
    const seen = new Map<string, TransferVendor>();
    for (const vendor of await vendorsOf(merchantId)) {
      if (!vendorWalletKind(vendor.vassalage)) continue;
      const known = seen.get(vendor.vassalage);
      // A vendor in several categories is under maintenance only when it is in all of them.
      if (known) known.maintenance &&= vendor.maintenance;
      else seen.set(vendor.vassalage, { ...vendor });
    }
    return [...seen.values()];
  };

  const refuseTrial = (member: MemberRow) => {
    if (isTrialType(member.type)) throw fail(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
  };

  const wallets = async (merchant: Merchant, member: MemberRow): Promise<TTransferWallets> => {
    refuseTrial(member);
    const single = await isSingle(merchant);
    const currency = merchant.currencyCode;
    const brand = single ? [] : await brandVendors(merchant.id);
    await collectAll(merchant.id, brand);
    const main = await wallet.balance(merchant.id, member.id, currency, 'member_cash');
    const vendors: TVendorWallet[] = single
      ? []
      : await Promise.all(
          brand.map(async (vendor) => ({
            vendor: vendor.vassalage,
            displayName: vendor.displayName,
            logoUrl: vendor.logoUrl,
            maintenance: vendor.maintenance,
            balance: fromMinorUnits(
              await wallet.balance(merchant.id, member.id, currency, vendorWalletKind(vendor.vassalage)!),
            ),
          })),
        );
    return {
      isSingle: single,
      currency,
      currencySymbol: merchant.currencySymbol,
      main: fromMinorUnits(main),
      vendors,
    };
  };

  /**
   * Moves `amountMinor` between the main wallet and one vendor sub-wallet, asking the vendor in
   * between; undoes the first step when the vendor refuses. Throws WALLET_VENDOR_FAILED then.
   */
  const leg = async ({
    merchant,
    member,
    vendor,
    direction,
    amountMinor,
    key,
  }: {
    merchant: Merchant;
    member: MemberRow;
    vendor: string;
    direction: 'in' | 'out';
    amountMinor: bigint;
    key: string;
  }): Promise<LegOutcome> => {
    const merchantId = merchant.id;
    const currency = merchant.currencyCode;
    const undoKey = `${key}:undo`;
    const doneKey = `${key}:done`;
    const vendorFailed = () =>
      fail(502, 'WALLET_VENDOR_FAILED', TransferWalletMessageKey.vendorFailed, 'body.vendor');
    if (await wallet.entryByKey(merchantId, undoKey)) throw vendorFailed();

    const main = await wallet.memberAccountId(merchantId, member.id, currency, 'member_cash');
    const sub = await wallet.memberAccountId(merchantId, member.id, currency, vendorWalletKind(vendor)!);
    const transit = await wallet.brandAccountId(merchantId, 'wallet_transit', currency);
    const [from, to] = direction === 'in' ? [main, sub] : [sub, main];
    const meta = { vendor, direction, memberId: member.id };

    let first: Awaited<ReturnType<typeof wallet.transfer>>;
    try {
      first = await wallet.transfer({
        merchantId,
        idempotencyKey: key,
        kind: 'transfer',
        memo: direction === 'in' ? `→ ${vendor}` : `← ${vendor}`,
        meta,
        from,
        to: transit,
        amount: amountMinor,
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        throw fail(409, 'WALLET_INSUFFICIENT_FUNDS', TransferWalletMessageKey.insufficient, 'body.amount');
      }
      throw error;
    }
    if (first.replayed) {
      const same = first.postings.some((line) => line.accountId === from && line.amount === -amountMinor);
      if (!same)
        throw fail(409, 'WALLET_REQUEST_REUSED', TransferWalletMessageKey.requestReused, 'body.requestId');
      if (await wallet.entryByKey(merchantId, doneKey)) return { replayed: true };
    }

    const call = { merchantId, memberId: member.id, vendor, currency, amountMinor, reference: key };
    let agreed = false;
    try {
      const outcome = direction === 'in' ? await adapter.deposit(call) : await adapter.withdraw(call);
      agreed = outcome.ok;
      if (!outcome.ok)
        log?.error(
          { call: { ...call, amountMinor: String(amountMinor) }, outcome },
          'vendor refused a transfer',
        );
    } catch (error) {
      log?.error({ err: error, reference: key }, 'vendor transfer call failed');
    }

    if (!agreed) {
      await wallet.reverse({
        merchantId,
        entryId: first.entryId,
        idempotencyKey: undoKey,
        kind: 'reverse',
        meta,
      });
      throw vendorFailed();
    }
    await wallet.transfer({
      merchantId,
      idempotencyKey: doneKey,
      kind: 'transfer',
      memo: direction === 'in' ? `→ ${vendor}` : `← ${vendor}`,
      meta,
      from: transit,
      to,
      amount: amountMinor,
    });
    return { replayed: first.replayed };
  };

  const transfer = async (
    merchant: Merchant,
    member: MemberRow,
    request: TWalletTransferRequest,
  ): Promise<TWalletTransferResult & { message: string }> => {
    refuseTrial(member);
    if (await isSingle(merchant)) {
      throw fail(409, 'WALLET_SINGLE_MODE', TransferWalletMessageKey.singleMode);
    }
    const vendors = await brandVendors(merchant.id);
    const key = `wt:${member.id}:${request.requestId}`;
    // What the member won or lost at a vendor is in the sub-wallet before money leaves it.
    if (request.action !== 'in')
      await collectAll(
        merchant.id,
        request.action === 'returnAll'
          ? vendors
          : vendors.filter((vendor) => vendor.vassalage === request.vendor),
      );

    if (request.action === 'returnAll') {
      let moved = 0n;
      let replayed = false;
      let failed = false;
      for (const vendor of vendors) {
        const legKey = `${key}:${vendor.vassalage}`;
        // A leg booked before (a repeat) is answered from its key, whatever the sub-wallet holds now.
        const before = await wallet.entryByKey(merchant.id, legKey);
        const amountMinor = before
          ? -(before.postings.find((line) => line.amount < 0n)?.amount ?? 0n)
          : await wallet.balance(
              merchant.id,
              member.id,
              merchant.currencyCode,
              vendorWalletKind(vendor.vassalage)!,
            );
        if (amountMinor <= 0n) continue;
        try {
          const outcome = await leg({
            merchant,
            member,
            vendor: vendor.vassalage,
            direction: 'out',
            amountMinor,
            key: legKey,
          });
          replayed ||= outcome.replayed;
          moved += amountMinor;
        } catch (error) {
          // One vendor refusing leaves its money where it was; the others still come home.
          if (error instanceof AppError && error.code === 'WALLET_VENDOR_FAILED') failed = true;
          else throw error;
        }
      }
      if (failed) throw fail(502, 'WALLET_VENDOR_FAILED', TransferWalletMessageKey.vendorFailed);
      return {
        action: 'returnAll',
        moved: fromMinorUnits(moved),
        replayed,
        wallets: await wallets(merchant, member),
        message: TransferWalletMessageKey.balanceReturned,
      };
    }

    const vendor = vendors.find((candidate) => candidate.vassalage === request.vendor);
    if (!vendor)
      throw fail(404, 'WALLET_VENDOR_UNKNOWN', TransferWalletMessageKey.vendorUnknown, 'body.vendor');
    const amountMinor = toMinor(request.amount!);
    if (request.action === 'in' && vendor.maintenance) {
      throw fail(409, 'SYSTEM_MAINTENANCE', MessageKey.maintenance, 'body.vendor');
    }
    const outcome = await leg({
      merchant,
      member,
      vendor: vendor.vassalage,
      direction: request.action,
      amountMinor,
      key,
    });
    return {
      action: request.action,
      moved: fromMinorUnits(amountMinor),
      replayed: outcome.replayed,
      wallets: await wallets(merchant, member),
      message: TransferWalletMessageKey.transferred,
    };
  };

  /**
   * Launching a game in transfer mode takes the member's main balance to that game's vendor, so the
   * game opens with the money to play (ADR 036); "return all balances" brings it home. Best effort:
   * nothing to move, single mode, or a vendor that refuses leaves the launch as it is (the transfer
   * itself undoes its first step, ADR 020).
   */
  const transferInForLaunch = async (merchant: Merchant, member: MemberRow, vendor: string) => {
    if (isTrialType(member.type) || (await isSingle(merchant))) return;
    const mainMinor = await wallet.balance(merchant.id, member.id, merchant.currencyCode, 'member_cash');
    if (mainMinor <= 0n) return;
    const brand = await brandVendors(merchant.id);
    if (!brand.some((candidate) => candidate.vassalage === vendor)) return;
    await transfer(merchant, member, {
      action: 'in',
      vendor,
      amount: fromMinorUnits(mainMinor),
      requestId: `launch-${randomUUID()}`,
    }).catch((error: unknown) =>
      log?.error({ err: error, vendor }, 'could not take the main balance to the launched game'),
    );
  };

  return { wallets, transfer, collectRounds, transferInForLaunch };
};

export type TransferWalletService = ReturnType<typeof createTransferWalletService>;
