/**
 * Signing members in and out, registering them, and their passwords (spec §4 "Login", "Register",
 * "Change password", "Forgot", "SMS send"; §5; §6). Everything that touches a password, a code or a
 * session goes through here; routes only translate HTTP.
 */
import { randomBytes } from 'node:crypto';
import {
  checkField,
  DEFAULT_RULES,
  type FieldProblem,
  type FieldRule,
} from '@luckwell/contracts/auth/pattern-families';
import type { TLoginRequest, TUserInfo } from '@luckwell/contracts/auth/session';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType, isTrialType, MEMBER_TYPE, TRIAL_TYPE } from '@luckwell/contracts/member/member-info';
import type {
  TChangePasswordRequest,
  TForgotByEmailRequest,
  TForgotByPhoneRequest,
} from '@luckwell/contracts/member/password';
import type { TRegisterRequest } from '@luckwell/contracts/member/register';
import { isoBirthday, OPTIONAL_REGISTER_FIELDS } from '@luckwell/contracts/system/register-fields';
import type { TRegisterField, TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import type { TWhitelabelVal } from '@luckwell/contracts/system/whitelabel';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import { personalDetailProblem } from '../members/personal-details.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import type { GrantInput } from '../wallet/wallet.service.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { HumanCheck } from './human-check.ts';
import type { PasswordChangeReason } from './member-session.table.ts';
import type { OneTimeCodes } from './one-time-codes.ts';
import { hashPassword, newTemporaryPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import {
  clearPasswordChange,
  createMemberSession,
  revokeMemberSessions,
  type SessionOrigin,
} from './session-store.ts';

/** What auth needs of the wallet: play money for trial accounts. */
export type WalletPort = { grant: (input: GrantInput) => Promise<unknown> };

/** What auth needs of the system module: the brand's flags and registration rules. */
export type SystemPort = {
  whitelabel: (merchant: Merchant) => Promise<TWhitelabelVal>;
  registerRules: (merchant: Merchant) => Promise<TRegisterFieldRule[]>;
};

type Deps = {
  db: Database;
  settingsOf: (merchantId: number) => Promise<AuthSettings>;
  system: SystemPort;
  wallet: WalletPort;
  notify: NotifyService;
  limiter: RateLimiter;
  humanCheck: HumanCheck;
  codes: OneTimeCodes;
};

export type Origin = SessionOrigin;

/** How many times an account's captcha threshold one address may fail before it needs the captcha too. */
const IP_FAILURE_ALLOWANCE = 5;

/** How many numbers one address may ask a code of one purpose for inside one code window (ADR 043). */
const SMS_NUMBERS_PER_CALLER_WINDOW = 3;

/** The AppError for one failing field, with the hint's substitutions. */
const fieldError = (field: string, problem: FieldProblem) =>
  new AppError(400, 'VALIDATION_FAILED', problem.key, `body.${field}`).with(
    problem.params ? { params: problem.params } : {},
  );

/** `+84` / `84` → `84`; the stored and compared form of a dialing code. */
export const normalizeDialingCode = (code: string) => code.replace(/^\+/, '');
export const phoneDestination = (dialingCode: string, mobileNum: string) =>
  `+${normalizeDialingCode(dialingCode)}${mobileNum.replace(/^0+/, '')}`;
export const maskDestination = (destination: string) =>
  destination.includes('@') ? destination.replace(/^(.).*(@.*)$/, '$1•••$2') : `•••${destination.slice(-4)}`;

/** A random code of letters and digits (referral and invitation codes). */
export const newCode = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length).toUpperCase();

export const createAuthService = (deps: Deps) => {
  const { db, settingsOf, system, wallet, notify, limiter, humanCheck, codes } = deps;
  const members = createMembersRepository(db);

  const limit = async (key: string, max: number, windowSeconds: number) => {
    const count = await limiter.hit(key, { max, windowSeconds });
    if (!count.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited).with({
        retryAfterSeconds: count.retryAfterSeconds,
      });
    }
  };

  const ruleFor = (rules: TRegisterFieldRule[], field: TRegisterField): TRegisterFieldRule | undefined =>
    rules.find((r) => r.field === field);
  const passwordRule = async (merchant: Merchant): Promise<FieldRule> =>
    ruleFor(await system.registerRules(merchant), 'password') ?? DEFAULT_RULES.password;
  const mobileRule = async (merchant: Merchant): Promise<FieldRule> =>
    ruleFor(await system.registerRules(merchant), 'mobileNum') ?? DEFAULT_RULES.mobileNum;

  const requireField = (field: string, value: string | undefined, rule: FieldRule | undefined) => {
    const problem = checkField(value, rule, true);
    if (problem) throw fieldError(field, problem);
  };

  const issueSession = async (
    merchant: Merchant,
    member: MemberRow,
    origin: Origin,
    settings: AuthSettings,
    flags: { typedPassword?: string; via: string },
  ): Promise<TUserInfo> => {
    const now = new Date();
    const firstTimeLogin = member.firstLoginAt === null;
    await members.update(member.id, {
      failedLogins: 0,
      lockedUntil: null,
      lastLoginAt: now,
      ...(firstTimeLogin ? { firstLoginAt: now } : {}),
    });
    await members.rememberIp(member.id, origin.ip);
    await members.recordLogin({
      memberId: member.id,
      ip: origin.ip,
      userAgent: origin.userAgent,
      deviceId: origin.deviceId ?? null,
      success: true,
      reason: flags.via,
    });
    const ageDays = (now.getTime() - member.passwordChangedAt.getTime()) / 86_400_000;
    const passwordExpired = settings.passwordMaxAgeDays > 0 && ageDays > settings.passwordMaxAgeDays;
    const weakPassword =
      member.mustChangePassword ||
      (flags.typedPassword !== undefined && flags.typedPassword === settings.defaultPassword);
    const hours = isTrialType(member.type) ? Math.min(settings.sessionHours, 4) : settings.sessionHours;
    const session = await createMemberSession(db, {
      merchantId: merchant.id,
      memberId: member.id,
      hours,
      ...origin,
      passwordChange: await passwordChangeDue(merchant, flags.via, { weakPassword, passwordExpired }),
    });
    return {
      token: session.token,
      firstTimeLogin,
      passwordExpired,
      weakPassword,
      expiresAt: session.expiresAt.toISOString(),
    };
  };

  /**
   * The password change a password sign-in must make before anything else (spec §4 "Login", ADR 042),
   * the same rule the web app's forced modal follows: the default weak password always, an expired
   * one when the brand's policy flag PWDEXPFORCECHANGE3 is on. SMS sign-ins never.
   */
  const passwordChangeDue = async (
    merchant: Merchant,
    via: string,
    state: { weakPassword: boolean; passwordExpired: boolean },
  ): Promise<PasswordChangeReason | undefined> => {
    if (via !== 'password') return undefined;
    if (state.weakPassword) return 'weak';
    if (state.passwordExpired && (await system.whitelabel(merchant)).PWDEXPFORCECHANGE3) return 'expired';
    return undefined;
  };

  /**
   * Does this login need the captcha: enough failures on the account, or many from the address?
   * An address gets five times the allowance, since many players can share one (a café, a carrier NAT).
   */
  const captchaNeeded = async (
    merchant: Merchant,
    ip: string,
    member: MemberRow | undefined,
    s: AuthSettings,
  ) =>
    (member?.failedLogins ?? 0) >= s.captchaAfterFailures ||
    (await limiter.peek(`loginfail:${merchant.id}:${ip}`)) >= s.captchaAfterFailures * IP_FAILURE_ALLOWANCE;

  /** Counts a failed sign-in on the address and the account; says whether the captcha is now needed. */
  const noteFailure = async (
    merchant: Merchant,
    origin: Origin,
    member: MemberRow | undefined,
    s: AuthSettings,
    reason: string,
  ) => {
    await limiter.hit(`loginfail:${merchant.id}:${origin.ip}`, {
      max: Number.MAX_SAFE_INTEGER,
      windowSeconds: 900,
    });
    let locked: Date | null = null;
    if (member) {
      const after = await members.recordFailure(member.id, s.lockAfterFailures, s.lockMinutes);
      locked = after?.lockedUntil && after.lockedUntil > new Date() ? after.lockedUntil : null;
      await members.recordLogin({
        memberId: member.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
        success: false,
        reason,
      });
    }
    const captcha = await captchaNeeded(
      merchant,
      origin.ip,
      member && { ...member, failedLogins: member.failedLogins + 1 },
      s,
    );
    return { captcha, locked };
  };

  const failLogin = async (
    merchant: Merchant,
    origin: Origin,
    member: MemberRow | undefined,
    s: AuthSettings,
    reason: string,
  ): Promise<never> => {
    const { captcha, locked } = await noteFailure(merchant, origin, member, s, reason);
    if (locked) {
      throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', MessageKey.accountLocked).with({
        lockedUntil: locked.toISOString(),
        captcha,
      });
    }
    throw new AppError(401, 'AUTH_BAD_CREDENTIALS', MessageKey.badCredentials).with({ captcha });
  };

  const refuseUnusable = (member: MemberRow) => {
    if (member.status !== 'active') {
      throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', MessageKey.accountLocked);
    }
    if (member.lockedUntil && member.lockedUntil > new Date()) {
      throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', MessageKey.accountLocked).with({
        lockedUntil: member.lockedUntil.toISOString(),
      });
    }
  };

  /** Agents-only accounts (41, 42) stay off the member site; only agents enter the agent site (spec §4, §6). */
  const refuseWrongSite = (member: MemberRow, site: 'member' | 'agent') => {
    if (site === 'agent' && !isAgentType(member.type)) {
      throw new AppError(403, 'AUTH_NOT_AGENT', MessageKey.notAgent);
    }
    if (site === 'member' && (member.type === 41 || member.type === 42)) {
      throw new AppError(403, 'AUTH_NOT_MEMBER', MessageKey.notMember);
    }
  };

  /** The second step for a login from an address the member has not used (spec §4). */
  const checkUnregisteredIp = async (
    merchant: Merchant,
    member: MemberRow,
    origin: Origin,
    s: AuthSettings,
    verificationCode: string | undefined,
  ) => {
    if (s.ipVerification === 'off') return;
    if (member.registerIp === origin.ip || (await members.isKnownIp(member.id, origin.ip))) return;
    const phone =
      member.mobileNum && member.countryDialingCode
        ? phoneDestination(member.countryDialingCode, member.mobileNum)
        : null;
    const email = member.email;
    const channel: 'sms' | 'email' | null =
      s.ipVerification === 'sms'
        ? phone
          ? 'sms'
          : email
            ? 'email'
            : null
        : email
          ? 'email'
          : phone
            ? 'sms'
            : null;
    const destination = channel === 'sms' ? phone : email;
    if (!channel || !destination) return; // Nothing to send a code to: the password alone decides.
    if (verificationCode) {
      await codes.consumeCode({
        merchantId: merchant.id,
        purpose: 'login_ip',
        destination,
        code: verificationCode,
      });
      return;
    }
    await limit(`code:${merchant.id}:login_ip:${destination}`, 5, 3600);
    const code = await codes.issueCode({
      merchantId: merchant.id,
      purpose: 'login_ip',
      channel,
      destination,
      memberId: member.id,
      minutes: s.smsCodeMinutes,
    });
    await notify.send({
      merchantId: merchant.id,
      channel,
      to: destination,
      subject: `${merchant.name}: sign-in code`,
      body: `${merchant.name}: ${code} is your code to sign in from a new device (${origin.ip}). It expires in ${s.smsCodeMinutes} minutes. If this was not you, change your password.`,
    });
    throw new AppError(401, 'AUTH_VERIFICATION_REQUIRED', MessageKey.verificationRequired).with({
      verification: { channel, destination: maskDestination(destination), expiredMinutes: s.smsCodeMinutes },
    });
  };

  const login = async (merchant: Merchant, input: TLoginRequest, origin: Origin): Promise<TUserInfo> => {
    const s = await settingsOf(merchant.id);
    const type = input.type ?? 'username';
    const site = input.site ?? 'member';
    await limit(`login:${merchant.id}:${origin.ip}`, 30, 60);

    if (type === 'sms') {
      const flags = await system.whitelabel(merchant);
      if (!flags.MOBILEVERCODELOGIN3) throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled);
      const dialing = normalizeDialingCode(input.countryDialingCode ?? '');
      requireField('username', input.username, await mobileRule(merchant));
      if (!dialing) throw fieldError('countryDialingCode', { key: 'val_required' });
      const member = await members.findByMobile(merchant.id, dialing, input.username);
      const destination = phoneDestination(dialing, input.username);
      try {
        await codes.consumeCode(
          { merchantId: merchant.id, purpose: 'login', destination, code: input.password },
          'body.password',
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const { captcha } = await noteFailure(merchant, origin, member, s, 'bad_sms_code');
        throw error.with({ captcha });
      }
      if (!member) throw new AppError(401, 'AUTH_BAD_CREDENTIALS', MessageKey.badCredentials);
      refuseUnusable(member);
      refuseWrongSite(member, site);
      return issueSession(merchant, member, origin, s, { via: 'sms' });
    }

    if (s.humanCheck) await humanCheck.verify(merchant.id, input.humanCheck);
    const member = await members.findByAccount(merchant.id, input.username);
    if (await captchaNeeded(merchant, origin.ip, member, s)) {
      try {
        await codes.checkCaptcha(merchant.id, input.captchaId, input.captcha);
      } catch (error) {
        throw error instanceof AppError ? error.with({ captcha: true }) : error;
      }
    }
    if (!member) {
      await verifyAgainstDecoy(input.password);
      return failLogin(merchant, origin, undefined, s, 'unknown_account');
    }
    refuseUnusable(member);
    if (!(await verifyPassword(member.passwordHash, input.password))) {
      return failLogin(merchant, origin, member, s, 'bad_password');
    }
    refuseWrongSite(member, site);
    if (isTrialType(member.type)) throw new AppError(403, 'AUTH_NOT_MEMBER', MessageKey.notMember);
    await checkUnregisteredIp(merchant, member, origin, s, input.verificationCode);
    return issueSession(merchant, member, origin, s, { typedPassword: input.password, via: 'password' });
  };

  /** A trial account (type 4) with play money (spec §6 "Trial account"). */
  const freeplay = async (merchant: Merchant, input: { humanCheck?: string | undefined }, origin: Origin) => {
    const flags = await system.whitelabel(merchant);
    if (!flags.FREEPLAY3) throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled);
    const s = await settingsOf(merchant.id);
    if (s.humanCheck) await humanCheck.verify(merchant.id, input.humanCheck);
    await limit(`freeplay:${merchant.id}:${origin.ip}`, 10, 3600);
    const suffix = randomBytes(5).toString('hex');
    const member = await members.insert({
      merchantId: merchant.id,
      account: `trial_${suffix}`,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      type: TRIAL_TYPE,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      referralCode: newCode(8),
      registerIp: origin.ip,
      registerMethod: 'FREEPLAY',
    });
    if (!member) throw new AppError(503, 'SYSTEM_ERROR', MessageKey.systemError);
    await wallet.grant({
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.currencyCode,
      amountMinor: BigInt(s.trialBalanceMinor),
      source: 'play_issuer',
      idempotencyKey: `trial:${member.id}`,
      memo: 'Trial play money',
      kind: 'member_play',
    });
    return issueSession(merchant, member, origin, s, { via: 'freeplay' });
  };

  /** The form's optional fields, in its order; the number has its own check (with the dialing code). */
  const REGISTER_FIELDS: readonly TRegisterField[] = OPTIONAL_REGISTER_FIELDS.filter(
    (field) => field !== 'mobileNum',
  );

  const register = async (
    merchant: Merchant,
    input: TRegisterRequest,
    mode: 'username' | 'mobile',
    origin: Origin,
  ): Promise<TUserInfo> => {
    const flags = await system.whitelabel(merchant);
    if (mode === 'username' ? !flags.USERNAMEREG3 : !flags.MOBILENUMREG3) {
      throw new AppError(403, 'FEATURE_DISABLED', MessageKey.featureDisabled);
    }
    const s = await settingsOf(merchant.id);
    const rules = await system.registerRules(merchant);
    const shown = (field: TRegisterField) => {
      const rule = ruleFor(rules, field);
      return rule?.enabled ? rule : undefined;
    };

    // Field rules first, in the order of the form, so the first error is the one nearest the top.
    const mobileNum = input.mobileNum?.trim() || undefined;
    const dialing = normalizeDialingCode(input.countryDialingCode ?? '');
    if (mode === 'mobile') {
      requireField('mobileNum', mobileNum, ruleFor(rules, 'mobileNum') ?? DEFAULT_RULES.mobileNum);
      if (!dialing) throw fieldError('countryDialingCode', { key: 'val_required' });
    } else {
      requireField('username', input.username, ruleFor(rules, 'username') ?? DEFAULT_RULES.username);
    }
    requireField('password', input.password, ruleFor(rules, 'password') ?? DEFAULT_RULES.password);
    if (!input.confirmPassword) throw fieldError('confirmPassword', { key: 'val_required' });
    if (input.confirmPassword !== input.password) {
      throw new AppError(400, 'AUTH_PASSWORD_MISMATCH', MessageKey.passwordMismatch, 'body.confirmPassword');
    }
    const values: Partial<Record<TRegisterField, string>> = {};
    for (const field of REGISTER_FIELDS) {
      const rule = shown(field);
      if (!rule) continue;
      const value = (input[field as keyof TRegisterRequest] as string | undefined)?.trim();
      const problem = personalDetailProblem(field, value, rule, rule.required, new Date());
      if (problem) throw fieldError(field, problem);
      if (value) values[field] = field === 'birthday' ? isoBirthday(value) : value;
    }
    if (mode === 'username') {
      const rule = shown('mobileNum');
      if (rule) {
        const problem = checkField(mobileNum, rule, rule.required);
        if (problem) throw fieldError('mobileNum', problem);
        if (mobileNum && !dialing) throw fieldError('countryDialingCode', { key: 'val_required' });
      }
    }

    await limit(`register:${merchant.id}:${origin.ip}`, 10, 3600);
    if (s.humanCheck) await humanCheck.verify(merchant.id, input.humanCheck);
    if (shown('captcha')) await codes.checkCaptcha(merchant.id, input.captchaId, input.captcha);

    // Who brought them: an agent's affiliate code wins over a member's referral code.
    let uplineId: number | null = null;
    if (values.affiliateCode) {
      const agent = await members.findByAffiliateCode(merchant.id, values.affiliateCode);
      if (!agent || !isAgentType(agent.type) || agent.status !== 'active') {
        throw new AppError(400, 'AFFILIATE_INVALID', MessageKey.invitationCodeError, 'body.affiliateCode');
      }
      uplineId = agent.id;
    }
    if (uplineId === null && input.referralCode) {
      const referrer = await members.findByReferralCode(merchant.id, input.referralCode);
      if (!referrer || isTrialType(referrer.type)) {
        throw new AppError(400, 'AFFILIATE_INVALID', MessageKey.invitationCodeError, 'body.referralCode');
      }
      uplineId = referrer.id;
    }

    const account = mode === 'mobile' ? (mobileNum ?? '') : (input.username ?? '').trim();
    if (mobileNum && dialing) {
      if (await members.findByMobile(merchant.id, dialing, mobileNum)) {
        throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', MessageKey.mobileExists, 'body.mobileNum');
      }
      if (mode === 'mobile' && flags.REGMOBVERF3) {
        await codes.consumeCode({
          merchantId: merchant.id,
          purpose: 'register',
          destination: phoneDestination(dialing, mobileNum),
          code: input.verificationCode,
        });
      }
    }
    if (await members.findByAccount(merchant.id, account)) {
      throw new AppError(
        409,
        'AUTH_ACCOUNT_EXISTS',
        MessageKey.accountExists,
        mode === 'mobile' ? 'body.mobileNum' : 'body.username',
      );
    }

    const member = await members.insert({
      merchantId: merchant.id,
      account,
      nickname: account,
      type: MEMBER_TYPE,
      passwordHash: await hashPassword(input.password ?? ''),
      paymentPasswordHash: values.paymentPassword ? await hashPassword(values.paymentPassword) : null,
      payeeName: values.payeeName ?? null,
      email: values.email ?? null,
      countryDialingCode: mobileNum ? dialing : null,
      mobileNum: mobileNum ?? null,
      qqNum: values.qqNum ?? null,
      line: values.line ?? null,
      whatsapp: values.whatsapp ?? null,
      facebook: values.facebook ?? null,
      wechat: values.wechat ?? null,
      idNumber: values.idNumber ?? null,
      birthday: values.birthday ?? null,
      nationality: values.nationality ?? null,
      address: values.address ?? null,
      occupation: values.occupation ?? null,
      incomeSource: values.incomeSource ?? null,
      zalo: values.zalo ?? null,
      telegram: values.telegram ?? null,
      recommenderId: values.recommenderId ?? null,
      uplineId,
      referralCode: newCode(8),
      registerIp: origin.ip,
      registerUrl: input.registerUrl ?? null,
      registerMethod: input.registerMethod ?? 'WEB',
    });
    // A concurrent registration took the name or number between the checks and the insert.
    if (!member) {
      throw new AppError(
        409,
        'AUTH_ACCOUNT_EXISTS',
        MessageKey.accountExists,
        mode === 'mobile' ? 'body.mobileNum' : 'body.username',
      );
    }
    return issueSession(merchant, member, origin, s, { typedPassword: input.password, via: 'register' });
  };

  const changePassword = async (
    merchant: Merchant,
    member: MemberRow,
    sessionId: number,
    input: TChangePasswordRequest,
  ) => {
    if (isTrialType(member.type)) throw new AppError(403, 'AUTH_TRIAL_FORBIDDEN', MessageKey.needTrueAccount);
    if (!input.oldPassword) throw fieldError('oldPassword', { key: 'val_required' });
    requireField('newPassword', input.newPassword, await passwordRule(merchant));
    if (input.confirmNewPassword !== input.newPassword) {
      throw new AppError(
        400,
        'AUTH_PASSWORD_MISMATCH',
        MessageKey.passwordMismatch,
        'body.confirmNewPassword',
      );
    }
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
      throw new AppError(400, 'AUTH_WRONG_OLD_PASSWORD', MessageKey.incorrectPassword, 'body.oldPassword');
    }
    const s = await settingsOf(merchant.id);
    if (input.newPassword === s.defaultPassword || input.newPassword === input.oldPassword) {
      throw new AppError(400, 'VALIDATION_FAILED', 'in_password_reused', 'body.newPassword');
    }
    await members.update(member.id, {
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: new Date(),
      mustChangePassword: false,
    });
    await revokeMemberSessions(db, member.id, sessionId);
    await clearPasswordChange(db, sessionId);
  };

  /** Mails a temporary password to the address on file (spec §4 "Forgot by email": in_been_out). */
  const forgotByEmail = async (merchant: Merchant, input: TForgotByEmailRequest, origin: Origin) => {
    // A lookup, not a new name: accounts made under older rules must still be able to reset.
    requireField('username', input.username, undefined);
    requireField('email', input.email, DEFAULT_RULES.email);
    await limit(`forgot:${merchant.id}:${origin.ip}`, 5, 900);
    const member = await members.findByAccount(merchant.id, input.username);
    if (
      !member?.email ||
      member.email.toLowerCase() !== input.email.trim().toLowerCase() ||
      isTrialType(member.type)
    ) {
      throw new AppError(404, 'AUTH_ACCOUNT_NOT_FOUND', MessageKey.accountNotFound, 'body.username');
    }
    const temporary = newTemporaryPassword();
    await members.update(member.id, {
      passwordHash: await hashPassword(temporary),
      passwordChangedAt: new Date(),
      mustChangePassword: true,
      failedLogins: 0,
      lockedUntil: null,
    });
    await revokeMemberSessions(db, member.id);
    await notify.send({
      merchantId: merchant.id,
      channel: 'email',
      to: member.email,
      subject: `${merchant.name}: your temporary password`,
      body: `Hello ${member.nickname},\n\nSomeone (we hope you) asked to reset the password of ${member.account} from ${origin.ip}.\nYour temporary password is: ${temporary}\n\nSign in with it; you will be asked to choose a new password at once.\n\n${merchant.name}`,
    });
  };

  const forgotByPhone = async (merchant: Merchant, input: TForgotByPhoneRequest, origin: Origin) => {
    const dialing = normalizeDialingCode(input.countryDialingCode);
    requireField('mobileNum', input.mobileNum, await mobileRule(merchant));
    requireField('newPassword', input.newPassword, await passwordRule(merchant));
    await limit(`forgot:${merchant.id}:${origin.ip}`, 5, 900);
    await codes.consumeCode({
      merchantId: merchant.id,
      purpose: 'forgot',
      destination: phoneDestination(dialing, input.mobileNum),
      code: input.verificationCode,
    });
    const member = await members.findByMobile(merchant.id, dialing, input.mobileNum);
    if (!member)
      throw new AppError(404, 'AUTH_ACCOUNT_NOT_FOUND', 'in_mobile_not_registered', 'body.mobileNum');
    await members.update(member.id, {
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      failedLogins: 0,
      lockedUntil: null,
    });
    await revokeMemberSessions(db, member.id);
    return { account: member.account };
  };

  /** Sends an SMS code (spec §4 "SMS send"). The number must be registered for login and forgot, and free for registration. */
  const sendSms = async (
    merchant: Merchant,
    input: {
      mobileNum: string;
      countryDialingCode: string;
      purpose: 'login' | 'forgot' | 'register';
      humanCheck?: string | undefined;
    },
    origin: Origin,
  ) => {
    const field = input.purpose === 'register' ? 'mobileNo' : 'mobileNum';
    requireField(field, input.mobileNum, await mobileRule(merchant));
    const s = await settingsOf(merchant.id);
    if (s.humanCheck) await humanCheck.verify(merchant.id, input.humanCheck);
    const dialing = normalizeDialingCode(input.countryDialingCode);
    const destination = phoneDestination(dialing, input.mobileNum);
    const member = await members.findByMobile(merchant.id, dialing, input.mobileNum);
    if (input.purpose === 'register' && member) {
      throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', MessageKey.mobileExists, `body.${field}`);
    }
    if (input.purpose !== 'register' && !member) {
      throw new AppError(404, 'AUTH_ACCOUNT_NOT_FOUND', 'in_mobile_not_registered', `body.${field}`);
    }
    // No resend inside the window the client is told (expiredMinutes): not to this number by anyone,
    // and not by this caller (address) more than a few numbers at once (ADR 043). Counted together or
    // not at all, so a refusal never starts a window of its own.
    const window = { windowSeconds: s.smsCodeMinutes * 60 };
    const held = await limiter.hitAll([
      { key: `sms:${merchant.id}:${input.purpose}:${destination}`, limit: { ...window, max: 1 } },
      {
        key: `sms-caller:${merchant.id}:${input.purpose}:${origin.ip}`,
        limit: { ...window, max: SMS_NUMBERS_PER_CALLER_WINDOW },
      },
    ]);
    if (!held.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.smsTooSoon, `body.${field}`).with({
        retryAfterSeconds: held.retryAfterSeconds,
        params: { seconds: held.retryAfterSeconds },
      });
    }
    await limit(`sms-hour:${merchant.id}:${destination}`, 5, 3600);
    await limit(`sms-ip:${merchant.id}:${origin.ip}`, 20, 3600);
    const code = await codes.issueCode({
      merchantId: merchant.id,
      purpose: input.purpose,
      channel: 'sms',
      destination,
      ...(member ? { memberId: member.id } : {}),
      minutes: s.smsCodeMinutes,
    });
    await notify.send({
      merchantId: merchant.id,
      channel: 'sms',
      to: destination,
      body: `${merchant.name}: your verification code is ${code}. It expires in ${s.smsCodeMinutes} minutes. Never share it.`,
    });
    return { expiredMinutes: s.smsCodeMinutes };
  };

  return { login, freeplay, register, changePassword, forgotByEmail, forgotByPhone, sendSms };
};

export type AuthService = ReturnType<typeof createAuthService>;
