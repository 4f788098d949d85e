/**
 * The agent's `registerCenter` (issue 16): their invitation code, made when first asked for if they
 * have none, and accounts they register straight under them. The username and password follow the
 * brand's registration field rules (as sign-up does); the agent chooses the first password, so the
 * new account must change it at its first sign-in (the forced change of ADR 042). A few a minute per
 * agent, counted in PostgreSQL like every other limit.
 */
import type { TRegisterDownlineRequest, TRegisteredDownline } from '@luckwell/contracts/agent/team-register';
import {
  checkField,
  DEFAULT_RULES,
  type FieldProblem,
  NICKNAME_RULE,
} from '@luckwell/contracts/auth/pattern-families';
import { MessageKey } from '@luckwell/contracts/envelope';
import { MEMBER_TYPE } from '@luckwell/contracts/member/member-info';
import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { newCode } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';

/** The type of a sub-agent an agent registers (spec §3: 2 is a second-level agent). */
export const SUB_AGENT_TYPE = 2;
/** How many accounts one agent may register in a minute. */
const REGISTRATIONS_PER_MINUTE = 5;

type Deps = {
  db: Database;
  registerRules: (merchant: Merchant) => Promise<TRegisterFieldRule[]>;
  limiter: RateLimiter;
};

const fieldError = (field: string, problem: FieldProblem) =>
  new AppError(400, 'VALIDATION_FAILED', problem.key, `body.${field}`).with(
    problem.params ? { params: problem.params } : {},
  );

export const createTeamRegisterService = ({ db, registerRules, limiter }: Deps) => {
  const members = createMembersRepository(db);

  /** A fresh affiliate code nobody on the brand has. */
  const unusedAffiliateCode = async (merchantId: number) => {
    for (;;) {
      const code = newCode(8);
      if (!(await members.findByAffiliateCode(merchantId, code))) return code;
    }
  };

  const invite = async (merchant: Merchant, agent: MemberRow) => {
    if (agent.affiliateCode) return { affiliateCode: agent.affiliateCode };
    const affiliateCode = await unusedAffiliateCode(merchant.id);
    await members.update(agent.id, { affiliateCode });
    return { affiliateCode };
  };

  const registerDownline = async (
    merchant: Merchant,
    agent: MemberRow,
    input: TRegisterDownlineRequest,
    ip: string,
  ): Promise<TRegisteredDownline> => {
    const rules = await registerRules(merchant);
    const ruleOf = (field: 'username' | 'password') =>
      rules.find((rule) => rule.field === field) ?? DEFAULT_RULES[field];
    const username = input.username.trim();
    for (const [field, value, rule] of [
      ['username', username, ruleOf('username')],
      ['password', input.password, ruleOf('password')],
    ] as const) {
      const problem = checkField(value, rule, true);
      if (problem) throw fieldError(field, problem);
    }
    if (input.confirmPassword !== input.password) {
      throw new AppError(400, 'AUTH_PASSWORD_MISMATCH', MessageKey.passwordMismatch, 'body.confirmPassword');
    }
    const nickname = input.nickname?.trim() || username;
    if (input.nickname?.trim()) {
      const problem = checkField(nickname, NICKNAME_RULE, true);
      if (problem) throw fieldError('nickname', problem);
    }
    const held = await limiter.hitAll([
      { key: `agent-register:${agent.id}`, limit: { max: REGISTRATIONS_PER_MINUTE, windowSeconds: 60 } },
    ]);
    if (!held.allowed) {
      throw new AppError(429, 'RATE_LIMITED', MessageKey.rateLimited).with({
        retryAfterSeconds: held.retryAfterSeconds,
        params: { seconds: held.retryAfterSeconds },
      });
    }
    if (await members.findByAccount(merchant.id, username)) {
      throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', MessageKey.accountExists, 'body.username');
    }
    const isAgent = input.kind === 'agent';
    const row = await members.insert({
      merchantId: merchant.id,
      account: username,
      nickname,
      type: isAgent ? SUB_AGENT_TYPE : MEMBER_TYPE,
      passwordHash: await hashPassword(input.password),
      mustChangePassword: true,
      uplineId: agent.id,
      referralCode: newCode(8),
      affiliateCode: isAgent ? await unusedAffiliateCode(merchant.id) : null,
      registerIp: ip,
      registerMethod: 'AGENT',
    });
    // The insert ignores a conflict: a name taken between the check and the write.
    if (!row) throw new AppError(409, 'AUTH_ACCOUNT_EXISTS', MessageKey.accountExists, 'body.username');
    return {
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      kind: input.kind,
      affiliateCode: row.affiliateCode,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return { invite, registerDownline };
};

export type TeamRegisterService = ReturnType<typeof createTeamRegisterService>;
