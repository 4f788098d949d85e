/**
 * The agent's `downlineManagmentView` (issue 16): their team searched and paged, or the line below
 * one member of it, with each member's level, upline, team size and balance. A member outside the
 * agent's team cannot be opened: the line is looked up through the closure table from the agent.
 */
import {
  TEAM_PAGE_SIZE,
  type TTeamMembers,
  type TTeamMembersQuery,
  ZTeamMembersQuery,
} from '@luckwell/contracts/agent/team-members';
import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createMembersRepository } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';

type Deps = {
  db: Database;
  balances: (
    merchantId: number,
    currency: string,
    memberIds: readonly number[],
  ) => Promise<Map<number, bigint>>;
};

export const createTeamMembersService = ({ db, balances }: Deps) => {
  const members = createMembersRepository(db);

  const list = async (merchant: Merchant, agentId: number, raw: TTeamMembersQuery): Promise<TTeamMembers> => {
    const query = ZTeamMembersQuery.parse(raw);
    let line: TTeamMembers['line'] = null;
    if (query.under !== undefined) {
      const path = await members.pathBelow(agentId, query.under);
      const opened = path.at(-1);
      if (!opened || opened.id !== query.under || query.under === agentId) {
        throw new AppError(404, 'NOT_FOUND', MessageKey.notFound, 'query.under');
      }
      line = { id: opened.id, account: opened.account, path };
    }
    const { rows, total } = await members.teamPage({
      merchantId: merchant.id,
      agentId,
      rootId: query.under ?? agentId,
      ...(query.account ? { account: query.account } : {}),
      ...(query.kind ? { agents: query.kind === 'agent' } : {}),
      ...(query.level ? { level: query.level } : {}),
      page: query.page,
      pageSize: TEAM_PAGE_SIZE,
    });
    const cash = await balances(
      merchant.id,
      merchant.currencyCode,
      rows.map((row) => row.member.id),
    );
    return {
      content: rows.map(({ member, level, uplineAccount, teamSize }) => ({
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        kind: isAgentType(member.type) ? 'agent' : 'member',
        level,
        uplineAccount,
        teamSize,
        balance: fromMinorUnits(cash.get(member.id) ?? 0n),
        status: member.status as TTeamMembers['content'][number]['status'],
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        createdAt: member.createdAt.toISOString(),
      })),
      pageNum: query.page,
      totalPages: Math.max(1, Math.ceil(total / TEAM_PAGE_SIZE)),
      total,
      line,
      currencySymbol: merchant.currencySymbol,
    };
  };

  return { list };
};

export type TeamMembersService = ReturnType<typeof createTeamMembersService>;
