/**
 * The member's own account (issue 15 "securityCenter", ADR 047): profile changes (nickname, a drawn
 * avatar), the status of each security item, the sign-in history and live sessions, and signing
 * out every other device. Only ever the signed-in member's rows: every read is keyed by their id.
 */

import { randomBytes } from 'node:crypto';
import { checkField, NICKNAME_RULE } from '@luckwell/contracts/auth/pattern-families';
import { MessageKey } from '@luckwell/contracts/envelope';
import type { TAccountSecurity } from '@luckwell/contracts/member/account-security';
import type { TBindContactRequest, TContactCodeRequest } from '@luckwell/contracts/member/contact';
import { LOGIN_HISTORY_SIZE } from '@luckwell/contracts/member/login-activity';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import type { TUpdatePersonalDetailsRequest } from '@luckwell/contracts/member/personal-details';
import { AvatarMessageKey, avatarUrl, type TUpdateProfileRequest } from '@luckwell/contracts/member/profile';
import { PERSONAL_DETAIL_FIELDS } from '@luckwell/contracts/system/register-fields';
import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { readUploadedImage } from '../../platform/uploaded-image.ts';
import { maskDestination, normalizeDialingCode, phoneDestination } from '../auth/auth.service.ts';
import type { SignedIn } from '../auth/member-guard.ts';
import { maskMobile } from '../auth/member-profile.ts';
import type { OneTimeCodes } from '../auth/one-time-codes.ts';
import { liveMemberSessions, revokeMemberSessions } from '../auth/session-store.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import { memberAvatars } from './member-avatar.table.ts';
import { createMembersRepository, type MemberRow, type NewMember } from './members.repository.ts';
import {
  detailValue,
  isLockedDetail,
  personalDetailProblem,
  personalDetailsOf,
  storedDetail,
} from './personal-details.ts';
import { describeUserAgent } from './user-agent.ts';

/** Where uploaded avatars are served (public: an <img> cannot send the session token). */
export const AVATAR_MEDIA_PATH = '/media/avatars';

/** The address bound now on a channel, if it is verified (then changing it needs a code to it). */
export const verifiedDestination = (
  member: Pick<
    MemberRow,
    'email' | 'emailVerifiedAt' | 'mobileNum' | 'mobileVerifiedAt' | 'countryDialingCode'
  >,
  channel: 'email' | 'sms',
) => {
  if (channel === 'email') return member.email && member.emailVerifiedAt ? member.email : null;
  return member.mobileNum && member.mobileVerifiedAt && member.countryDialingCode
    ? phoneDestination(member.countryDialingCode, member.mobileNum)
    : null;
};

type TNewAddress = Extract<TContactCodeRequest, { target: 'new' }>;

/** What the account page needs of other modules: the member info and the bound bank accounts. */
type Deps = {
  db: Database;
  info: (merchant: Merchant, member: MemberRow) => Promise<TMemberInfo>;
  bankAccountCount: (merchantId: number, memberId: number) => Promise<number>;
  /** Binding an email or mobile: codes, their delivery, their windows and the brand's code lifetime. */
  codes: Pick<OneTimeCodes, 'issueCode' | 'consumeCode'>;
  notify: Pick<NotifyService, 'send'>;
  limiter: RateLimiter;
  codeMinutes: (merchantId: number) => Promise<number>;
  /** The brand's registration field rules: they also say which personal details My account offers. */
  registerRules: (merchant: Merchant) => Promise<TRegisterFieldRule[]>;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID). */
  googleSignIn?: boolean;
  now?: () => Date;
};

/** How many codes one member may ask for binding in an hour, whatever the address. */
const BIND_CODES_PER_HOUR = 6;

export const createMemberAccountService = ({
  db,
  info,
  bankAccountCount,
  codes,
  notify,
  limiter,
  codeMinutes,
  registerRules,
  googleSignIn = false,
  now = () => new Date(),
}: Deps) => {
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

  const personalDetails = async (merchant: Merchant, member: MemberRow) => ({
    list: personalDetailsOf(member, await registerRules(merchant)),
  });

  /**
   * Checks every given detail by the brand's rule (the registration one) and writes them together
   * under the member's row lock, so two changes at once cannot both set an identity detail. A
   * detail the brand does not offer, or an identity detail already set, is refused by name.
   */
  const updatePersonalDetails = async (
    merchant: Merchant,
    member: MemberRow,
    input: TUpdatePersonalDetailsRequest,
  ) => {
    const rules = await registerRules(merchant);
    const given = PERSONAL_DETAIL_FIELDS.filter((field) => input[field] !== undefined);
    if (given.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'val_required', 'body');
    const today = now();
    const checked: { field: (typeof given)[number]; value: string | null }[] = [];
    for (const field of given) {
      const rule = rules.find((r) => r.field === field);
      if (!rule?.onProfile)
        throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, `body.${field}`);
      const raw = input[field] ?? '';
      const problem = personalDetailProblem(field, raw, rule, rule.required, today);
      if (problem) {
        throw new AppError(400, 'VALIDATION_FAILED', problem.key, `body.${field}`).with(
          problem.params ? { params: problem.params } : {},
        );
      }
      checked.push({ field, value: raw.trim() ? storedDetail(field, raw) : null });
    }
    const fresh = await db.transaction(async (tx) => {
      const repository = createMembersRepository(tx as unknown as Database);
      const locked = await repository.findByIdForUpdate(merchant.id, member.id);
      if (!locked) throw new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);
      const changes: Partial<NewMember> = {};
      for (const { field, value } of checked) {
        if (detailValue(locked, field) === value) continue;
        if (isLockedDetail(locked, field)) {
          throw new AppError(409, 'DETAIL_LOCKED', 'in_detail_locked', `body.${field}`);
        }
        changes[field] = value;
      }
      if (Object.keys(changes).length > 0) await repository.update(member.id, changes);
      return { ...locked, ...changes };
    });
    return { list: personalDetailsOf(fresh, rules) };
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
      mobileVerified: member.mobileNum !== null && member.mobileVerifiedAt !== null,
      email: member.email ? maskDestination(member.email) : null,
      emailVerified: member.email !== null && member.emailVerifiedAt !== null,
      bankAccounts: banks,
      googleSignIn,
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

  const newDestination = async (
    merchant: Merchant,
    member: MemberRow,
    input: TBindContactRequest | TNewAddress,
  ) => {
    if (input.channel === 'email') return input.email.trim().toLowerCase();
    const dialing = normalizeDialingCode(input.countryDialingCode);
    const holder = await members.findByMobile(merchant.id, dialing, input.mobileNum.replace(/^0+/, ''));
    if (holder && holder.id !== member.id) {
      throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', MessageKey.mobileExists, 'body.mobileNum');
    }
    return phoneDestination(dialing, input.mobileNum);
  };

  /**
   * Sends a code to the new address (`target: 'new'`) or to the verified one bound now
   * (`'current'`). One per address per code lifetime, a few per member an hour, counted together.
   */
  const sendContactCode = async (merchant: Merchant, member: MemberRow, input: TContactCodeRequest) => {
    const minutes = await codeMinutes(merchant.id);
    const field =
      input.target === 'current'
        ? 'body.channel'
        : input.channel === 'email'
          ? 'body.email'
          : 'body.mobileNum';
    let destination: string | null;
    if (input.target === 'current') {
      destination = verifiedDestination(member, input.channel);
      if (!destination) throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, field);
    } else {
      destination = await newDestination(merchant, member, input);
    }
    const purpose = input.target === 'new' ? 'bind' : input.for === 'paymentPassword' ? 'payment' : 'unbind';
    const held = await limiter.hitAll([
      { key: `${purpose}:${merchant.id}:${destination}`, limit: { max: 1, windowSeconds: minutes * 60 } },
      { key: `bind-member:${member.id}`, limit: { max: BIND_CODES_PER_HOUR, windowSeconds: 3600 } },
    ]);
    if (!held.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.smsTooSoon, field).with({
        retryAfterSeconds: held.retryAfterSeconds,
        params: { seconds: held.retryAfterSeconds },
      });
    }
    const code = await codes.issueCode({
      merchantId: merchant.id,
      purpose,
      channel: input.channel,
      destination,
      memberId: member.id,
      minutes,
    });
    await notify.send({
      merchantId: merchant.id,
      channel: input.channel,
      to: destination,
      ...(input.channel === 'email' ? { subject: `${merchant.name}: your verification code` } : {}),
      body: `${merchant.name}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    });
    return { expiredMinutes: minutes, destination: maskDestination(destination) };
  };

  /** Binds the new address once its code (and, to replace a verified one, that one's code) checks out. */
  const bindContact = async (merchant: Merchant, signedIn: SignedIn, input: TBindContactRequest) => {
    const { member } = signedIn;
    const destination = await newDestination(merchant, member, input);
    const current = verifiedDestination(member, input.channel);
    if (current && current !== destination) {
      await codes.consumeCode(
        { merchantId: merchant.id, purpose: 'unbind', destination: current, code: input.currentCode },
        'body.currentCode',
      );
    }
    await codes.consumeCode(
      { merchantId: merchant.id, purpose: 'bind', destination, code: input.code },
      'body.code',
    );
    const verifiedAt = new Date();
    const changes =
      input.channel === 'email'
        ? { email: destination, emailVerifiedAt: verifiedAt }
        : {
            countryDialingCode: normalizeDialingCode(input.countryDialingCode),
            mobileNum: input.mobileNum.replace(/^0+/, ''),
            mobileVerifiedAt: verifiedAt,
          };
    await members.update(member.id, changes);
    return security(merchant, { ...signedIn, member: { ...member, ...changes } });
  };

  /** Stores an uploaded avatar (checked png or jpg, ≤ 5 MB) under a fresh key and points the member at it. */
  const uploadAvatar = async (merchant: Merchant, member: MemberRow, image: string) => {
    const checked = readUploadedImage(image, {
      field: 'body.image',
      invalidCode: 'AVATAR_INVALID',
      invalidKey: AvatarMessageKey.invalid,
      tooLargeKey: AvatarMessageKey.tooLarge,
    });
    const key = `${randomBytes(16).toString('hex')}.${checked.mime === 'image/png' ? 'png' : 'jpg'}`;
    const iconUrl = `${AVATAR_MEDIA_PATH}/${key}`;
    await db.transaction(async (tx) => {
      await tx
        .insert(memberAvatars)
        .values({ key, memberId: member.id, mime: checked.mime, data: checked.base64 });
      await createMembersRepository(tx as unknown as Database).updateProfile(merchant.id, member.id, {
        iconUrl,
      });
    });
    return info(merchant, { ...member, iconUrl });
  };

  /** An uploaded avatar's bytes, by its key. */
  const avatarImage = async (key: string) => {
    const [row] = await db.select().from(memberAvatars).where(eq(memberAvatars.key, key));
    return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : undefined;
  };

  return {
    updateProfile,
    personalDetails,
    updatePersonalDetails,
    security,
    loginHistory,
    sessions,
    signOutOthers,
    sendContactCode,
    bindContact,
    uploadAvatar,
    avatarImage,
  };
};

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
