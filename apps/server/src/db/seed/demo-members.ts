/**
 * Demo sign-in policy and accounts (README "Demo accounts"; `npm start` prints them). Idempotent:
 * accounts are found again by name, balances are granted under fixed idempotency keys.
 */
import { eq } from 'drizzle-orm';
import { authSettings } from '../../modules/auth/auth-setting.table.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createMembersRepository } from '../../modules/members/members.repository.ts';
import { merchants } from '../../modules/merchants/merchant.table.ts';
import { createWalletService } from '../../modules/wallet/wallet.service.ts';
import type { Database } from '../client.ts';

export type DemoAccount = {
  merchantCode: string;
  account: string;
  password: string;
  nickname: string;
  type: number;
  /** Opening balance in major units, granted from the cashier. */
  balance: number;
  upline?: string;
  affiliateCode?: string;
  /** Never signed in: the first sign-in shows what a first sign-in shows (execution F popups). */
  neverSignedIn?: boolean;
  email?: string;
  mobileNum?: string;
  /** What the README says the account is for. */
  role: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchantCode: 'LW',
    account: 'demo_agent',
    password: 'Agent@2026',
    nickname: 'Demo Agent',
    type: 1,
    balance: 20_000_000,
    affiliateCode: 'LWAGENT',
    email: 'demo_agent@luckwell.local',
    mobileNum: '912000001',
    role: 'agent (type 1) — sign in at /agent; invitation code LWAGENT; daily-wage and dividend contracts',
  },
  {
    merchantCode: 'LW',
    account: 'demo_subagent',
    password: 'Agent@2026',
    nickname: 'Demo Sub-agent',
    type: 2,
    balance: 5_000_000,
    upline: 'demo_agent',
    affiliateCode: 'LWSUB01',
    role: 'sub-agent (type 2) under demo_agent; no contract yet (offer one as demo_agent)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_player',
    password: 'Player@2026',
    nickname: 'Demo Player',
    type: 0,
    balance: 10_000_000,
    upline: 'demo_agent',
    email: 'demo_player@luckwell.local',
    mobileNum: '912345678',
    role: 'member with a balance, upline demo_agent; mobile +84 912345678',
  },
  {
    merchantCode: 'LW',
    account: 'demo_friend',
    password: 'Player@2026',
    nickname: 'Demo Friend',
    type: 0,
    balance: 500_000,
    upline: 'demo_subagent',
    email: 'demo_friend@luckwell.local',
    role: 'member under demo_subagent',
  },
  {
    merchantCode: 'LW',
    account: 'demo_saver',
    password: 'Player@2026',
    nickname: 'Demo Saver',
    type: 0,
    balance: 2_500_000,
    upline: 'demo_agent',
    email: 'demo_saver@luckwell.local',
    role: 'member whose balance no demo flow moves (the wallet journey reads it)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_teamlead',
    password: 'Agent@2026',
    nickname: 'Demo Team Lead',
    type: 2,
    balance: 3_000_000,
    upline: 'demo_agent',
    affiliateCode: 'LWTEAM1',
    role: 'sub-agent (type 2) under demo_agent for the transfer journey; payment password 135790; a daily wage from demo_agent',
  },
  {
    merchantCode: 'LW',
    account: 'demo_teammate',
    password: 'Player@2026',
    nickname: 'Demo Teammate',
    type: 0,
    balance: 1_000_000,
    upline: 'demo_teamlead',
    role: 'member under demo_teamlead for the transfer journey; payment password 135790',
  },
  {
    merchantCode: 'LW',
    account: 'demo_payer',
    password: 'Player@2026',
    nickname: 'Demo Payer',
    type: 0,
    balance: 1_000_000,
    upline: 'demo_agent',
    email: 'demo_payer@luckwell.local',
    role: 'member who deposits in the deposit journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_gamer',
    password: 'Player@2026',
    nickname: 'Demo Gamer',
    type: 0,
    balance: 3_000_000,
    email: 'demo_gamer@luckwell.local',
    role: 'member who plays in the games journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_dicer',
    password: 'Player@2026',
    nickname: 'Demo Dicer',
    type: 0,
    balance: 1_000_000,
    email: 'demo_dicer@luckwell.local',
    role: 'member who plays dice in the house games journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_miner',
    password: 'Player@2026',
    nickname: 'Demo Miner',
    type: 0,
    balance: 1_000_000,
    email: 'demo_miner@luckwell.local',
    role: 'member who plays mines and plinko in the mini-games journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_pilot',
    password: 'Player@2026',
    nickname: 'Demo Pilot',
    type: 0,
    balance: 1_000_000,
    role: 'member who bets and cashes out in the crash journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_rider',
    password: 'Player@2026',
    nickname: 'Demo Rider',
    type: 0,
    balance: 1_000_000,
    role: 'member who bets in the same crash round and rides it to the crash (crash journey only)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_spinner',
    password: 'Player@2026',
    nickname: 'Demo Spinner',
    type: 0,
    balance: 1_000_000,
    email: 'demo_spinner@luckwell.local',
    role: 'member who plays a video slot in the slots journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_mixer',
    password: 'Player@2026',
    nickname: 'Demo Mixer',
    type: 0,
    balance: 1_000_000,
    email: 'demo_mixer@luckwell.local',
    role: 'member who plays third-party slot, crash and mini-game titles in the aggregator journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_lotto',
    password: 'Player@2026',
    nickname: 'Demo Lotto',
    type: 0,
    balance: 1_000_000,
    email: 'demo_lotto@luckwell.local',
    role: 'member who buys a lô on the 1-minute fast draw in the lottery journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_live1',
    password: 'Player@2026',
    nickname: 'Demo Live One',
    type: 0,
    balance: 1_000_000,
    email: 'demo_live1@luckwell.local',
    role: 'member who bets on the player in a live baccarat round in the live tables journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_live2',
    password: 'Player@2026',
    nickname: 'Demo Live Two',
    type: 0,
    balance: 1_000_000,
    email: 'demo_live2@luckwell.local',
    role: 'member who bets on the banker in the same live baccarat round in the live tables journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_bjdesk',
    password: 'Player@2026',
    nickname: 'Demo Blackjack Desk',
    type: 0,
    balance: 1_000_000,
    email: 'demo_bjdesk@luckwell.local',
    role: 'member who plays blackjack in the blackjack journey on desktop (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_bjmobile',
    password: 'Player@2026',
    nickname: 'Demo Blackjack Mobile',
    type: 0,
    balance: 1_000_000,
    email: 'demo_bjmobile@luckwell.local',
    role: 'member who plays blackjack in the blackjack journey on mobile (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_tl1',
    password: 'Player@2026',
    nickname: 'Demo Cards One',
    type: 0,
    balance: 1_000_000,
    email: 'demo_tl1@luckwell.local',
    role: 'member who plays a Tiến Lên hand against bots in the card table journey on desktop (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_tl2',
    password: 'Player@2026',
    nickname: 'Demo Cards Two',
    type: 0,
    balance: 1_000_000,
    email: 'demo_tl2@luckwell.local',
    role: 'member who plays a Tiến Lên hand against bots in the card table journey on mobile (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_angler',
    password: 'Player@2026',
    nickname: 'Demo Angler',
    type: 0,
    balance: 1_000_000,
    email: 'demo_angler@luckwell.local',
    role: 'member who shoots fish in a fishing room on a phone in the fishing journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_sabong',
    password: 'Player@2026',
    nickname: 'Demo Sabong',
    type: 0,
    balance: 1_000_000,
    email: 'demo_sabong@luckwell.local',
    role: 'member who bets Meron at the manual cockfight arena in the cockfight journey, the fight closed and resulted from the arenas console (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_parlay',
    password: 'Player@2026',
    nickname: 'Demo Parlay',
    type: 0,
    balance: 1_000_000,
    email: 'demo_parlay@luckwell.local',
    role: 'member who places a three-leg parlay on traders’ fixtures in the sportsbook journey (Vietnamese), the results entered from the trading desk (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_cashout',
    password: 'Player@2026',
    nickname: 'Demo Cash Out',
    type: 0,
    balance: 1_000_000,
    email: 'demo_cashout@luckwell.local',
    role: 'member who places a single and cashes it out after the trader moves its price in the sportsbook journey (English; only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_ticket',
    password: 'Player@2026',
    nickname: 'Demo Ticket',
    type: 0,
    balance: 1_000_000,
    email: 'demo_ticket@luckwell.local',
    role: "member whose north đề the lottery desk journey's operators settle (only that journey moves its money)",
  },
  {
    merchantCode: 'LW',
    account: 'demo_bettor',
    password: 'Player@2026',
    nickname: 'Demo Bettor',
    type: 0,
    balance: 20_000_000,
    upline: 'demo_agent',
    role: "member with a month of played rounds, read by the profit-and-loss journey and in demo_agent's team overview (no journey moves its money)",
  },
  {
    merchantCode: 'LW',
    account: 'demo_bonus',
    password: 'Player@2026',
    nickname: 'Demo Bonus',
    type: 0,
    balance: 1_000_000,
    role: 'member who joins a deposit bonus, deposits, plays it through and withdraws in the bonus journey (payment password 135790; only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_lucky',
    password: 'Player@2026',
    nickname: 'Demo Lucky',
    type: 0,
    balance: 200_000,
    role: 'member with three prize wheel tickets who grabs the demo red envelope and spins the wheel in the rewards journey (only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_vip',
    password: 'Player@2026',
    nickname: 'Demo VIP',
    type: 0,
    balance: 300_000,
    role: 'VIP Silver (level 2) member: the VIP tab of the rewards centre with its bonuses and what Gold needs, the label in the header',
  },
  {
    merchantCode: 'LW',
    account: 'demo_inviter',
    password: 'Player@2026',
    nickname: 'Demo Inviter',
    type: 0,
    balance: 100_000,
    role: 'member who invited three friends: one reward paid, one held for review (shared IP), one friend yet to play; the referral journey brings a fourth',
  },
  {
    merchantCode: 'LW',
    account: 'demo_owner',
    password: 'Player@2026',
    nickname: 'Demo Owner',
    type: 0,
    balance: 0,
    email: 'demo_owner@luckwell.local',
    mobileNum: '912000047',
    role: 'member whose own account only the my-account journey changes (nickname, avatar, other devices signed out)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_reader',
    password: 'Player@2026',
    nickname: 'Demo Reader',
    type: 0,
    balance: 0,
    email: 'demo_reader@luckwell.local',
    role: 'member whose inbox and feedback only the messages journey uses (a message from the desk arrives live)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_applicant',
    password: 'Player@2026',
    nickname: 'Demo Applicant',
    type: 0,
    balance: 0,
    role: 'member who applies to the share-and-apply promotion in the applications journey (an operator issues it; only that journey moves its money)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_careful',
    password: 'Player@2026',
    nickname: 'Demo Careful',
    type: 0,
    balance: 1_000_000,
    email: 'demo_careful@luckwell.local',
    role: 'member with 1,000,000 whose limits only the safer-play journey sets (a daily deposit limit, then self-excluded: run it on a fresh database)',
  },
  {
    merchantCode: 'LW',
    account: 'demo_weak',
    password: 'a123456',
    nickname: 'Demo Weak',
    type: 0,
    balance: 0,
    email: 'demo_weak@luckwell.local',
    role: "member still on the brand's default password — must change it at sign-in",
  },
  {
    merchantCode: 'JDG',
    account: 'jade_player',
    password: 'Player@2026',
    nickname: 'Jade Player',
    type: 0,
    balance: 1_000,
    email: 'jade_player@luckwell.local',
    role: 'member of Jade Dragon (brand2.localhost; sealed sign-in only)',
  },
  {
    merchantCode: 'JDG',
    account: 'jade_mover',
    password: 'Player@2026',
    nickname: 'Jade Mover',
    type: 0,
    balance: 1_000,
    email: 'jade_mover@luckwell.local',
    role: 'member of Jade Dragon whose money only the transfer-wallet journey moves (main ↔ game wallets)',
  },
  {
    merchantCode: 'JDG',
    account: 'jade_newcomer',
    password: 'Player@2026',
    nickname: 'Jade Newcomer',
    type: 0,
    balance: 0,
    email: 'jade_newcomer@luckwell.local',
    neverSignedIn: true,
    role: 'member of Jade Dragon who has never signed in: the content journey reads the first sign-in popup (run on a fresh database)',
  },
];

/** The demo brand Luckwell accepts plain sign-in bodies; Jade Dragon keeps the production defaults. */
const DEMO_AUTH_SETTINGS: Record<string, Partial<typeof authSettings.$inferInsert>> = {
  LW: { allowPlaintext: true, humanCheck: true, ipVerification: 'off' },
};

export const seedDemoMembers = async (db: Database) => {
  const repository = createMembersRepository(db);
  const wallet = createWalletService(db);
  const brands = await db.select().from(merchants);
  const brandOf = (code: string) => brands.find((m) => m.code === code);

  for (const [code, settings] of Object.entries(DEMO_AUTH_SETTINGS)) {
    const brand = brandOf(code);
    if (brand)
      await db
        .insert(authSettings)
        .values({ merchantId: brand.id, ...settings })
        .onConflictDoNothing();
  }

  for (const demo of DEMO_ACCOUNTS) {
    const brand = brandOf(demo.merchantCode);
    if (!brand) continue;
    let member = await repository.findByAccount(brand.id, demo.account);
    if (!member) {
      const upline = demo.upline ? await repository.findByAccount(brand.id, demo.upline) : undefined;
      member = await repository.insert({
        merchantId: brand.id,
        account: demo.account,
        nickname: demo.nickname,
        type: demo.type,
        passwordHash: await hashPassword(demo.password),
        email: demo.email ?? null,
        countryDialingCode: demo.mobileNum ? '84' : null,
        mobileNum: demo.mobileNum ?? null,
        uplineId: upline?.id ?? null,
        affiliateCode: demo.affiliateCode ?? null,
        // Letters and digits of the account (demo_live1 and demo_live2 differ only by their digit).
        referralCode: `R${demo.account
          .replace(/[^a-z0-9]/gi, '')
          .toUpperCase()
          .slice(0, 9)}`,
        registerMethod: 'SEED',
        // Seeded accounts have signed in before, so the demo does not start on a first-login prompt.
        firstLoginAt: demo.neverSignedIn ? null : new Date(),
      });
      if (!member) member = await repository.findByAccount(brand.id, demo.account);
    }
    if (!member || demo.balance === 0) continue;
    await wallet.grant({
      merchantId: brand.id,
      memberId: member.id,
      currency: brand.currencyCode,
      amountMinor: BigInt(demo.balance) * 100n,
      source: 'cashier',
      idempotencyKey: `seed:opening:${demo.account}`,
      memo: 'Demo opening balance',
    });
  }
};

/** Are the demo accounts there (for `npm start` to decide whether to print them)? */
export const demoAccountsPresent = async (db: Database) => {
  const [lw] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LW'));
  if (!lw) return false;
  return Boolean(await createMembersRepository(db).findByAccount(lw.id, 'demo_player'));
};
