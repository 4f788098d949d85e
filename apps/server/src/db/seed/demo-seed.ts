/**
 * Writes the demo brands. Idempotent: every row is found again by a natural key (merchant code,
 * host, flag, field, resource type, key) and left as it is, so a second run, or a run after the
 * operator edited the data, changes nothing.
 */

import { regroupCategory } from '@luckwell/contracts/games/catalogue';
import { GameCategory } from '@luckwell/contracts/games/game-menus';
import { and, eq } from 'drizzle-orm';
import { seedDemoOperators } from '../../modules/admin/demo-operators.ts';
import { seedDemoContracts } from '../../modules/agent-contracts/demo-contracts.ts';
import { announcements } from '../../modules/content/announcement.table.ts';
import { banners } from '../../modules/content/banner.table.ts';
import { helpArticles } from '../../modules/content/help-article.table.ts';
import { helpCategories } from '../../modules/content/help-category.table.ts';
import { seedDemoDeposits } from '../../modules/deposits/demo-deposits.ts';
import {
  demoAggregated,
  demoCatalogueSize,
  demoThirdPartyPlayable,
  seedDemoCatalogue,
} from '../../modules/games/demo-catalogue.ts';
import { gameCategories } from '../../modules/games/game-category.table.ts';
import { vendors } from '../../modules/games/vendor.table.ts';
import { seedDemoJackpots } from '../../modules/jackpot/demo-jackpots.ts';
import { merchants } from '../../modules/merchants/merchant.table.ts';
import { merchantDomains } from '../../modules/merchants/merchant-domain.table.ts';
import { seedDemoMessages } from '../../modules/messages/demo-messages.ts';
import { seedDemoMissions } from '../../modules/missions/demo-missions.ts';
import { seedDemoPoints } from '../../modules/points/demo-points.ts';
import { seedDemoApplications, seedDemoPromotions } from '../../modules/promotions/demo-promotions.ts';
import { seedDemoReferral } from '../../modules/referral/demo-referral.ts';
import { seedDemoRewards } from '../../modules/rewards/demo-rewards.ts';
import { seedDemoRounds } from '../../modules/seamless/demo-rounds.ts';
import { seedDemoSeamless } from '../../modules/seamless/demo-seamless.ts';
import { seedDemoSupport } from '../../modules/support/demo-support.ts';
import { registerFieldRules } from '../../modules/system/register-field-rule.table.ts';
import { resources } from '../../modules/system/resource.table.ts';
import { systemSwitches } from '../../modules/system/system-switch.table.ts';
import { whitelabelFlags } from '../../modules/system/whitelabel-flag.table.ts';
import { seedDemoTransfers } from '../../modules/transfers/demo-transfers.ts';
import { seedDemoVip } from '../../modules/vip/demo-vip.ts';
import { seedDemoWithdrawals } from '../../modules/withdrawals/demo-withdrawals.ts';
import type { Database } from '../client.ts';
import { DEMO_BRANDS, type DemoBrand, registerRules } from './demo-data.ts';
import { seedDemoMembers } from './demo-members.ts';

const seedBrand = async (tx: Database, brand: DemoBrand) => {
  await tx
    .insert(merchants)
    .values({
      code: brand.code,
      name: brand.name,
      currencyCode: brand.currencyCode,
      currencySymbol: brand.currencySymbol,
      logoUrl: brand.logoUrl,
      languages: brand.languages,
      defaultLanguage: brand.defaultLanguage,
      theme: brand.theme,
      lotteryType: brand.lotteryType,
      customerServiceUrl: brand.customerServiceUrl,
      supportHours: brand.supportHours,
    })
    .onConflictDoNothing({ target: merchants.code });
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, brand.code));
  if (!merchant) throw new Error(`seed: merchant ${brand.code} missing after insert`);
  const merchantId = merchant.id;

  await tx
    .insert(merchantDomains)
    .values(brand.domains.map((d) => ({ merchantId, ...d })))
    .onConflictDoNothing({ target: merchantDomains.host });
  await tx.insert(systemSwitches).values({ merchantId }).onConflictDoNothing();
  await tx
    .insert(whitelabelFlags)
    .values(Object.entries(brand.flags).map(([flag, enabled]) => ({ merchantId, flag, enabled })))
    .onConflictDoNothing();
  await tx
    .insert(registerFieldRules)
    .values(registerRules().map((rule, sort) => ({ merchantId, sort, ...rule })))
    .onConflictDoNothing();
  await tx
    .insert(resources)
    .values(brand.resources.map((r, sort) => ({ merchantId, sort, ...r })))
    .onConflictDoNothing();
  await tx
    .insert(gameCategories)
    .values(
      brand.categories.map((gameType, sort) => ({
        merchantId,
        gameType,
        sort,
        iconUrl: `/img/categories/${gameType}.svg`,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(vendors)
    .values(
      brand.vendors.map((v, sort) => ({
        merchantId,
        sort,
        logoUrl: `/img/vendors/${v.vassalage}.svg`,
        ...v,
        // Stored regrouped (spec §4): e-sports and cockfight out of SPORTS, JL out of RNG.
        gameType: regroupCategory(v.vassalage, GameCategory.parse(v.gameType)),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(banners)
    .values(brand.banners.map((b, sort) => ({ merchantId, sort, ...b })))
    .onConflictDoNothing();
  await tx
    .insert(announcements)
    .values(brand.announcements.map((a, sort) => ({ merchantId, sort, ...a })))
    .onConflictDoNothing();

  for (const [sort, category] of brand.help.entries()) {
    await tx
      .insert(helpCategories)
      .values({ merchantId, sort, key: category.key, name: category.name, icon: category.icon })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.key, category.key)));
    if (!row) throw new Error(`seed: help category ${category.key} missing after insert`);
    await tx
      .insert(helpArticles)
      .values(
        category.articles.map((a, articleSort) => ({
          merchantId,
          categoryId: row.id,
          sort: articleSort,
          ...a,
        })),
      )
      .onConflictDoNothing();
  }
};

/**
 * `rounds: false` leaves out the demo's played rounds (the winner board's wins), which the
 * server tests' fresh databases do not need and would pay for in every test file.
 */
export const seedDemo = async (db: Database, { rounds = true }: { rounds?: boolean } = {}) => {
  await db.transaction(async (tx) => {
    for (const brand of DEMO_BRANDS) await seedBrand(tx as unknown as Database, brand);
  });
  for (const brand of DEMO_BRANDS) {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, brand.code));
    if (merchant)
      await seedDemoCatalogue(db, merchant.id, brand.vendors, demoCatalogueSize(brand.code), {
        thirdPartyPlayable: demoThirdPartyPlayable(brand.code),
        aggregated: demoAggregated(brand.code),
      });
  }
  await seedDemoMembers(db);
  await seedDemoOperators(db);
  await seedDemoWithdrawals(db);
  await seedDemoTransfers(db);
  await seedDemoDeposits(db);
  await seedDemoSeamless(db);
  await seedDemoJackpots(db);
  await seedDemoMessages(db);
  await seedDemoContracts(db);
  await seedDemoPromotions(db);
  await seedDemoApplications(db);
  await seedDemoRewards(db);
  await seedDemoPoints(db);
  await seedDemoVip(db);
  await seedDemoReferral(db);
  await seedDemoMissions(db);
  await seedDemoSupport(db);
  if (rounds) await seedDemoRounds(db);
};
