/**
 * Members as the back office sees them: search, the detail page, and the three support actions
 * (lock, unlock, reset password). Each action and its audit row commit together.
 */

import type {
  TAdminMemberDetail,
  TAdminMemberPage,
  TAdminMemberRow,
  TAdminMemberSearch,
  TMemberStatus,
  TResetMemberPassword,
} from '@luckwell/contracts/admin/members';
import { AdminMessageKey } from '@luckwell/contracts/admin/operator';
import { MessageKey } from '@luckwell/contracts/envelope';
import { fromMinorUnits } from '@luckwell/contracts/money';
import { PERSONAL_DETAIL_FIELDS } from '@luckwell/contracts/system/register-fields';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { BalancePort } from '../auth/member-profile.ts';
import { hashPassword, newTemporaryPassword } from '../auth/passwords.ts';
import { countLiveSessions, revokeMemberSessions } from '../auth/session-store.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import { type AdminMemberRecord, createAdminMembersRepository } from './admin-members.repository.ts';
import type { AuditService } from './audit.service.ts';
import { actorOf, type Origin, type SignedInOperator } from './operator-auth.service.ts';

const LAST_LOGINS = 20;
const KNOWN_IPS = 20;

const toRow = ({ member, merchantCode, uplineAccount }: AdminMemberRecord): TAdminMemberRow => ({
  id: member.id,
  merchantCode,
  account: member.account,
  nickname: member.nickname,
  type: member.type,
  status: member.status as TMemberStatus,
  mobileNum: member.mobileNum
    ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ''}${member.mobileNum}`
    : null,
  email: member.email,
  uplineAccount,
  createdAt: member.createdAt.toISOString(),
  lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
});

export const createAdminMembersService = ({
  db,
  audit,
  wallet,
}: {
  db: Database;
  audit: AuditService;
  /** The wallet's balance lookup; without one the detail page shows no balance. */
  wallet?: BalancePort | undefined;
}) => {
  const read = createAdminMembersRepository(db);

  const search = async (query: TAdminMemberSearch): Promise<TAdminMemberPage> => {
    const { rows, total } = await read.search(query);
    return {
      content: rows.map(toRow),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      total,
    };
  };

  const detail = async (id: number): Promise<TAdminMemberDetail> => {
    const record = await read.findById(id);
    if (!record) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    const { member } = record;
    const [logins, ips, activeSessions, balance] = await Promise.all([
      read.lastLogins(id, LAST_LOGINS),
      read.knownIps(id, KNOWN_IPS),
      countLiveSessions(db, id),
      wallet
        ? wallet.balance(
            member.merchantId,
            id,
            record.currencyCode,
            member.type === 4 ? 'member_play' : 'member_cash',
          )
        : Promise.resolve(null),
    ]);
    return {
      ...toRow(record),
      balance: balance === null ? null : fromMinorUnits(balance),
      currency: record.currencyCode,
      payeeName: member.payeeName,
      personalDetails: PERSONAL_DETAIL_FIELDS.flatMap((field) => {
        if (field === 'payeeName') return [];
        const value = member[field];
        return value ? [{ field, value }] : [];
      }),
      affiliateCode: member.affiliateCode,
      registerIp: member.registerIp,
      lockedUntil:
        member.lockedUntil && member.lockedUntil > new Date() ? member.lockedUntil.toISOString() : null,
      failedLogins: member.failedLogins,
      mustChangePassword: member.mustChangePassword,
      lastLogins: logins.map((login) => ({
        at: login.at.toISOString(),
        ip: login.ip,
        userAgent: login.userAgent,
        success: login.success,
        reason: login.reason,
      })),
      knownIps: ips.map((known) => ({
        ip: known.ip,
        firstSeenAt: known.firstSeenAt.toISOString(),
        lastSeenAt: known.lastSeenAt.toISOString(),
      })),
      activeSessions,
    };
  };

  /** Loads the member under a row lock inside `tx`, or answers 404. */
  const lockedRecord = async (tx: Database, id: number) => {
    const record = await createAdminMembersRepository(tx).findById(id, { forUpdate: true });
    if (!record) throw new AppError(404, 'NOT_FOUND', MessageKey.notFound);
    return record;
  };

  const lock = async (signedIn: SignedInOperator, id: number, reason: string, origin: Origin) => {
    await audit.transaction(async (tx) => {
      const { member } = await lockedRecord(tx, id);
      if (member.status === 'locked')
        throw new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.memberAlreadyLocked);
      await createMembersRepository(tx).update(id, { status: 'locked' });
      // A locked member is signed out now, not when their session would have expired.
      const sessionsEnded = await revokeMemberSessions(tx, id);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'member.lock',
        target: { type: 'member', id },
        merchantId: member.merchantId,
        before: { account: member.account, status: member.status },
        after: { status: 'locked', reason, sessionsEnded },
      });
    });
    return detail(id);
  };

  const unlock = async (
    signedIn: SignedInOperator,
    id: number,
    reason: string | undefined,
    origin: Origin,
  ) => {
    await audit.transaction(async (tx) => {
      const { member } = await lockedRecord(tx, id);
      const temporarilyLocked = member.lockedUntil !== null && member.lockedUntil > new Date();
      if (member.status !== 'locked' && !temporarilyLocked) {
        throw new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.memberNotLocked);
      }
      const status = member.status === 'locked' ? 'active' : member.status;
      await createMembersRepository(tx).update(id, { status, failedLogins: 0, lockedUntil: null });
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'member.unlock',
        target: { type: 'member', id },
        merchantId: member.merchantId,
        before: {
          account: member.account,
          status: member.status,
          failedLogins: member.failedLogins,
          lockedUntil: temporarilyLocked ? member.lockedUntil?.toISOString() : null,
        },
        after: { status, failedLogins: 0, lockedUntil: null, ...(reason ? { reason } : {}) },
      });
    });
    return detail(id);
  };

  const resetPassword = async (
    signedIn: SignedInOperator,
    id: number,
    reason: string | undefined,
    origin: Origin,
  ): Promise<TResetMemberPassword> => {
    const temporaryPassword = newTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const sessionsEnded = await audit.transaction(async (tx) => {
      const { member } = await lockedRecord(tx, id);
      await createMembersRepository(tx).update(id, {
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: true,
        failedLogins: 0,
        lockedUntil: null,
      });
      const ended = await revokeMemberSessions(tx, id);
      // The password itself is never recorded; only that it was reset and must be changed.
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'member.resetPassword',
        target: { type: 'member', id },
        merchantId: member.merchantId,
        before: { account: member.account, mustChangePassword: member.mustChangePassword },
        after: { mustChangePassword: true, sessionsEnded: ended, ...(reason ? { reason } : {}) },
      });
      return ended;
    });
    return { temporaryPassword, sessionsEnded };
  };

  return { search, detail, lock, unlock, resetPassword };
};

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
