/**
 * What a signed-in member sees of themself (spec §3 "Member info") and the public side of an
 * agent's invitation code. Never returns another member's data or any secret.
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import { isAgentType, isTrialType, type TMemberInfo } from '@luckwell/contracts/member/member-info';
import { fromMinorUnits } from '@luckwell/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createMembersRepository, type MemberRow } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.service.ts';

/** What the profile needs of the wallet: the member's balance in minor units. */
export type BalancePort = {
  balance: (
    merchantId: number,
    memberId: number,
    currency: string,
    kind?: 'member_cash' | 'member_play',
  ) => Promise<bigint>;
};

const AVATAR_COUNT = 8;

/** `0912345678` → `••••5678`. */
export const maskMobile = (mobileNum: string) => `••••${mobileNum.slice(-4)}`;

/** What the member info bar shows of a VIP rank (ADR 066). */
export type VipLabelPort = (
  merchantId: number,
  memberId: number,
  language: string,
) => Promise<{ hasVip: boolean; vipRankLevel: number; vipLabelName: string }>;

const NO_VIP = { hasVip: false, vipRankLevel: 0, vipLabelName: '' };

export const createMemberProfile = (
  db: Database,
  wallet: BalancePort,
  vipLabel?: VipLabelPort,
  /** Whether the brand's referral programme is on (ADR 067). */
  referralEnabled?: (merchantId: number) => Promise<boolean>,
) => {
  const members = createMembersRepository(db);

  const iconOf = (member: Pick<MemberRow, 'id' | 'iconUrl'>) =>
    member.iconUrl ?? `/img/avatars/avatar-${(member.id % AVATAR_COUNT) + 1}.svg`;

  const info = async (
    merchant: Merchant,
    member: MemberRow,
    language = merchant.defaultLanguage,
  ): Promise<TMemberInfo> => {
    const playMoney = isTrialType(member.type);
    const [balance, vip, referral] = await Promise.all([
      wallet.balance(
        merchant.id,
        member.id,
        merchant.currencyCode,
        playMoney ? 'member_play' : 'member_cash',
      ),
      vipLabel && !playMoney ? vipLabel(merchant.id, member.id, language) : NO_VIP,
      referralEnabled && !playMoney ? referralEnabled(merchant.id) : false,
    ]);
    return {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      balance: fromMinorUnits(balance),
      currency: merchant.currencyCode,
      currencySymbol: merchant.currencySymbol,
      playMoney,
      iconUrl: iconOf(member),
      email: member.email,
      mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
      createdAt: member.createdAt.toISOString(),
      ...vip,
      availablePromo: [{ type: 'REFERRAL' as const, enabled: referral }],
    };
  };

  /** The agent behind an invitation code, for the register form's "Invited by …". */
  const affiliate = async (merchant: Merchant, code: string) => {
    const agent = await members.findByAffiliateCode(merchant.id, code);
    if (!agent || !isAgentType(agent.type) || agent.status !== 'active' || !agent.affiliateCode) {
      throw new AppError(404, 'AFFILIATE_INVALID', MessageKey.invitationCodeError, 'query.code');
    }
    return { code: agent.affiliateCode, agentNickname: agent.nickname, domain: null };
  };

  return { info, iconOf, affiliate };
};

export type MemberProfile = ReturnType<typeof createMemberProfile>;
