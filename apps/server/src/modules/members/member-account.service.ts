/**
 * The member's own account (issue 15 "securityCenter", ADR 047): profile changes (nickname, a drawn
 * avatar), the status of each security item, the sign-in history and live sessions, and signing
 * out every other device. Only ever the signed-in member's rows: every read is keyed by their id.
 */
import { checkField, NICKNAME_RULE } from '@luckwell/contracts/auth/pattern-families';
import type { TAccountSecurity } from '@luckwell/contracts/member/account-security';
import { LOGIN_HISTORY_SIZE } from '@luckwell/contracts/member/login-activity';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import { avatarUrl, type TUpdateProfileRequest } from '@luckwell/contracts/member/profile';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { maskDestination } from '../auth/auth.service.ts';
import type { SignedIn } from '../auth/member-guard.ts';
import { maskMobile } from '../auth/member-profile.ts';
import { liveMemberSessions, revokeMemberSessions } from '../auth/session-store.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import { createMembersRepository, type MemberRow } from './members.repository.ts';
import { describeUserAgent } from './user-agent.ts';

/** What the account page needs of other modules: the member info and the bound bank accounts. */
type Deps = {
  db: Database;
  info: (merchant: Merchant, member: MemberRow) => Promise<TMemberInfo>;
  bankAccountCount: (merchantId: number, memberId: number) => Promise<number>;
};

export const createMemberAccountService = ({ db, info, bankAccountCount }: Deps) => {
  const members = createMembersRepository(db);

  /** Checks every field first and writes them together, so a refused change writes nothing. */
  const updateProfile = async (merchant: Merchant, member: MemberRow, input: TUpdateProfileRequest) => {
    if (input.nickname === undefined && input.avatar === undefined) {
      throw new AppError(400, 'VALIDATION_FAILED', 'val_required', 'body.nickname');
    }
    const changes: { nickname?: string; iconUrl?: string } = {};
    if (input.nickname !== undefined) {
      const problem = checkField(input.nickname, NICKNAME_RULE, true);
      if (problem) {
        throw new AppError(400, 'VALIDATION_FAILED', problem.key, 'body.nickname').with(
          problem.params ? { params: problem.params } : {},
        );
      }
      changes.nickname = input.nickname.trim();
    }
    if (input.avatar !== undefined) changes.iconUrl = avatarUrl(input.avatar);
    await members.updateProfile(merchant.id, member.id, changes);
    return info(merchant, { ...member, ...changes });
  };

  const security = async (merchant: Merchant, signedIn: SignedIn): Promise<TAccountSecurity> => {
    const { member } = signedIn;
    const [banks, previous] = await Promise.all([
      bankAccountCount(merchant.id, member.id),
      members.previousSignIn(member.id, signedIn.sessionCreatedAt),
    ]);
    return {
      passwordChangedAt: member.passwordChangedAt.toISOString(),
      paymentPasswordSet: member.paymentPasswordHash !== null,
      mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
      email: member.email ? maskDestination(member.email) : null,
      bankAccounts: banks,
      previousSignIn: previous ? { at: previous.at.toISOString(), ip: previous.ip } : null,
    };
  };

  const loginHistory = async (memberId: number) => {
    const rows = await members.loginHistory(memberId, LOGIN_HISTORY_SIZE);
    return {
      list: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        ip: row.ip,
        device: describeUserAgent(row.userAgent),
        success: row.success,
      })),
    };
  };

  const sessions = async (signedIn: SignedIn) => {
    const rows = await liveMemberSessions(db, signedIn.member.id);
    return {
      list: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ip: row.ip,
        device: describeUserAgent(row.userAgent),
        current: row.id === signedIn.sessionId,
      })),
    };
  };

  /** Ends every live session of the member but the one asking. */
  const signOutOthers = async (signedIn: SignedIn) => ({
    revoked: await revokeMemberSessions(db, signedIn.member.id, signedIn.sessionId),
  });

  return { updateProfile, security, loginHistory, sessions, signOutOthers };
};

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
