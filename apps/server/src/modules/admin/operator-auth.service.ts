/**
 * Operator sign-in: password (argon2id), then the TOTP code once two-step sign-in is on; lockout
 * after repeated failures; sessions of 12 hours, stored as the token's SHA-256 and revocable; TOTP
 * enrolment and the operator's own password change. Every success is audited in its transaction.
 */
import { AdminMessageKey, ROLE_PERMISSIONS, type TOperator } from '@luckwell/contracts/admin/operator';
import type {
  TChangeOperatorPasswordRequest,
  TOperatorMe,
  TOperatorSession,
  TTotpEnrolment,
  TTotpSetup,
} from '@luckwell/contracts/admin/session';
import { MessageKey } from '@luckwell/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { hashPassword, newToken, sha256, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { qrCodeSvg } from '../system/qr-code.ts';
import type { Actor, AuditService } from './audit.service.ts';
import { createOperatorsRepository, type OperatorRow } from './operators.repository.ts';
import { matchTotpStep, newTotpSecret, otpauthUrl } from './totp.ts';

export const SESSION_HOURS = 12;
/** Failed passwords or codes on one account within the window before it is locked for the rest of it. */
export const LOCK_AFTER_FAILURES = 5;
const LOCK_WINDOW_SECONDS = 15 * 60;
/** Sign-in attempts from one address, whatever the account. */
const ATTEMPTS_PER_ADDRESS = { max: 30, windowSeconds: 10 * 60 } as const;

export type Origin = { ip: string; userAgent: string | null };
export type SignedInOperator = { operator: OperatorRow; sessionId: number };

export type TotpPolicy = {
  /** Every operator must enrol before using the console (the server enforces it); else only owners are prompted. */
  requireTotp: boolean;
};

export const toOperator = (row: OperatorRow): TOperator => {
  const role = row.role as TOperator['role'];
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    totpEnabled: row.totpEnabled,
    disabled: row.disabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};

export const actorOf = (operator: OperatorRow, origin: Pick<Origin, 'ip'>): Actor => ({
  operatorId: operator.id,
  operatorName: operator.username,
  ip: origin.ip,
});

const failKey = (operatorId: number) => `adminfail:${operatorId}`;

export const createOperatorAuth = ({
  db,
  audit,
  limiter,
  policy,
}: {
  db: Database;
  audit: AuditService;
  limiter: RateLimiter;
  policy: TotpPolicy;
}) => {
  const operators = createOperatorsRepository(db);

  const enrolmentOf = (row: OperatorRow): TTotpEnrolment => {
    if (row.totpEnabled) return 'none';
    if (policy.requireTotp) return 'required';
    return row.role === 'owner' ? 'recommended' : 'none';
  };

  const me = (row: OperatorRow): TOperatorMe => ({
    operator: toOperator(row),
    totpEnrolment: enrolmentOf(row),
  });

  /** Counts a failed password or code; the failure that reaches the limit locks the account. */
  const fail = async (row: OperatorRow, origin: Origin, error: AppError): Promise<never> => {
    await operators.incrementFailures(row.id);
    const counted = await limiter.hit(failKey(row.id), {
      max: LOCK_AFTER_FAILURES,
      windowSeconds: LOCK_WINDOW_SECONDS,
    });
    if (counted.count < LOCK_AFTER_FAILURES) throw error;
    if (counted.count === LOCK_AFTER_FAILURES) {
      await audit.transaction((tx) =>
        audit.record(
          tx,
          { operatorId: null, operatorName: null, ip: origin.ip },
          {
            action: 'session.lockout',
            target: { type: 'operator', id: row.id },
            after: {
              username: row.username,
              failures: counted.count,
              lockedSeconds: counted.retryAfterSeconds,
            },
          },
        ),
      );
    }
    throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', MessageKey.accountLocked).with({
      lockedUntil: new Date(Date.now() + counted.retryAfterSeconds * 1000).toISOString(),
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  };

  const login = async (
    input: { username: string; password: string; totp?: string | undefined },
    origin: Origin,
  ): Promise<TOperatorSession> => {
    const attempts = await limiter.hit(`adminlogin:${origin.ip}`, ATTEMPTS_PER_ADDRESS);
    if (!attempts.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited).with({
        retryAfterSeconds: attempts.retryAfterSeconds,
      });
    }
    const row = await operators.findByUsername(input.username);
    if (!row) {
      await verifyAgainstDecoy(input.password); // an unknown name costs what a wrong password costs
      throw new AppError(401, 'AUTH_BAD_CREDENTIALS', MessageKey.badCredentials);
    }
    if ((await limiter.peek(failKey(row.id))) >= LOCK_AFTER_FAILURES) {
      throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', MessageKey.accountLocked);
    }
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      return fail(row, origin, new AppError(401, 'AUTH_BAD_CREDENTIALS', MessageKey.badCredentials));
    }
    // Said only to someone who knows the password.
    if (row.disabled) throw new AppError(423, 'AUTH_ACCOUNT_LOCKED', AdminMessageKey.accountDisabled);

    let totpStep: number | null = null;
    if (row.totpEnabled && row.totpSecret) {
      if (!input.totp) throw new AppError(401, 'AUTH_TOTP_REQUIRED', MessageKey.totpRequired, 'body.totp');
      totpStep = matchTotpStep(row.totpSecret, input.totp);
      // A code of a step already used (this one, or an earlier one) is refused like a wrong one.
      if (totpStep === null || !(await operators.claimTotpStep(row.id, totpStep))) {
        return fail(row, origin, new AppError(401, 'AUTH_TOTP_INVALID', MessageKey.totpInvalid, 'body.totp'));
      }
    }

    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
    const signedIn = await audit.transaction(async (tx) => {
      const repository = createOperatorsRepository(tx);
      const updated = await repository.update(row.id, { failedLogins: 0, lastLoginAt: new Date() });
      const session = await repository.insertSession({
        operatorId: row.id,
        tokenHash: sha256(token),
        ip: origin.ip,
        userAgent: origin.userAgent,
        expiresAt,
      });
      await audit.record(tx, actorOf(row, origin), {
        action: 'session.login',
        target: { type: 'operator', id: row.id },
        after: {
          username: row.username,
          sessionId: session.id,
          twoStep: totpStep !== null,
          userAgent: origin.userAgent,
        },
      });
      return updated ?? row;
    });
    await limiter.clear(failKey(row.id));
    return { token, expiresAt: expiresAt.toISOString(), ...me(signedIn) };
  };

  /** The operator behind a bearer token; undefined when unknown, expired, revoked or disabled. */
  const authenticate = async (token: string): Promise<SignedInOperator | undefined> => {
    const found = await operators.findLiveSession(sha256(token));
    if (!found || found.operator.disabled) return undefined;
    return { operator: found.operator, sessionId: found.session.id };
  };

  const logout = async (signedIn: SignedInOperator, origin: Origin) => {
    await audit.transaction(async (tx) => {
      await createOperatorsRepository(tx).revokeSession(signedIn.sessionId);
      await audit.record(tx, actorOf(signedIn.operator, origin), {
        action: 'session.logout',
        target: { type: 'operator', id: signedIn.operator.id },
        after: { username: signedIn.operator.username, sessionId: signedIn.sessionId },
      });
    });
  };

  /** A new secret to scan, kept pending until `enableTotp` confirms a code from it. */
  const setupTotp = async (operator: OperatorRow): Promise<TTotpSetup> => {
    if (operator.totpEnabled) {
      throw new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.totpAlreadyEnabled);
    }
    const secret = newTotpSecret();
    await operators.update(operator.id, { totpPendingSecret: secret });
    const url = otpauthUrl(secret, operator.username);
    return { secret, otpauthUrl: url, qrSvg: await qrCodeSvg(url, 200) };
  };

  const enableTotp = async (
    signedIn: SignedInOperator,
    code: string,
    origin: Origin,
  ): Promise<TOperatorMe> => {
    const updated = await audit.transaction(async (tx) => {
      const repository = createOperatorsRepository(tx);
      const row = await repository.findByIdForUpdate(signedIn.operator.id);
      if (!row) throw new AppError(401, 'UNAUTHORIZED', MessageKey.unauthorized);
      if (row.totpEnabled) throw new AppError(409, 'VALIDATION_FAILED', AdminMessageKey.totpAlreadyEnabled);
      if (!row.totpPendingSecret) {
        throw new AppError(400, 'VALIDATION_FAILED', AdminMessageKey.totpNotStarted, 'body.code');
      }
      const step = matchTotpStep(row.totpPendingSecret, code);
      if (step === null) throw new AppError(400, 'AUTH_TOTP_INVALID', MessageKey.totpInvalid, 'body.code');
      const after = await repository.update(row.id, {
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabled: true,
        // The code that confirmed enrolment is spent: it cannot also sign in.
        totpLastStep: String(step),
      });
      await audit.record(tx, actorOf(row, origin), {
        action: 'operator.totpEnable',
        target: { type: 'operator', id: row.id },
        before: { username: row.username, totpEnabled: false },
        after: { totpEnabled: true },
      });
      return after ?? row;
    });
    return me(updated);
  };

  const changePassword = async (
    signedIn: SignedInOperator,
    input: TChangeOperatorPasswordRequest,
    origin: Origin,
  ) => {
    const { operator } = signedIn;
    if (!(await verifyPassword(operator.passwordHash, input.currentPassword))) {
      throw new AppError(
        400,
        'AUTH_WRONG_OLD_PASSWORD',
        AdminMessageKey.wrongCurrentPassword,
        'body.currentPassword',
      );
    }
    const passwordHash = await hashPassword(input.newPassword);
    await audit.transaction(async (tx) => {
      const repository = createOperatorsRepository(tx);
      await repository.update(operator.id, { passwordHash });
      const sessionsEnded = await repository.revokeSessionsOf(operator.id, signedIn.sessionId);
      await audit.record(tx, actorOf(operator, origin), {
        action: 'operator.password',
        target: { type: 'operator', id: operator.id },
        after: { username: operator.username, sessionsEnded },
      });
    });
  };

  return { login, authenticate, logout, me, enrolmentOf, setupTotp, enableTotp, changePassword };
};

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
