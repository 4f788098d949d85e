/**
 * Builds the HTTP server: platform plumbing (logging, envelope errors, security headers, OpenAPI),
 * the brand-scoped API modules, and the two SPAs. `main.ts` starts it; tests `inject` into it.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { MessageKey } from '@luckwell/contracts/envelope';
import { ErrorEnvelope } from '@luckwell/contracts/error-envelope';
import { prizeModeOf } from '@luckwell/contracts/games/catalogue';
import type { TCardPulse } from '@luckwell/contracts/provider/cards';
import { cockfightPagePath } from '@luckwell/games/cockfight/titles';
import { fishingPagePath } from '@luckwell/games/fishing/titles';
import { houseEngine } from '@luckwell/games/house-engines';
import { LOTTERY_FAMILY, lotteryPagePath } from '@luckwell/games/lottery/games';
import { sportsbookPagePath } from '@luckwell/games/sportsbook/titles';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.ts';
import { migrationState } from './db/migrate.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAuditService } from './modules/admin/audit.service.ts';
import { agentContractsRoutes } from './modules/agent-contracts/agent-contracts.routes.ts';
import { createAgentContractsService } from './modules/agent-contracts/agent-contracts.service.ts';
import { agentsAdminRoutes } from './modules/agent-contracts/agents-admin.routes.ts';
import { createAgentsAdminService } from './modules/agent-contracts/agents-admin.service.ts';
import { createContractIncomeRepository } from './modules/agent-contracts/contract-income.repository.ts';
import { createContractSettlementService } from './modules/agent-contracts/contract-settlement.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createAuthSettings } from './modules/auth/auth-settings.ts';
import { createHumanCheck } from './modules/auth/human-check.ts';
import { createMemberGuard } from './modules/auth/member-guard.ts';
import { createMemberProfile } from './modules/auth/member-profile.ts';
import { createOneTimeCodes } from './modules/auth/one-time-codes.ts';
import { createSealing } from './modules/auth/sealing.ts';
import { cashierRoutes } from './modules/cashier/cashier.routes.ts';
import { createCashierService } from './modules/cashier/cashier.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { contentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { createContentAdminService } from './modules/content/content-admin.service.ts';
import { createContentImages } from './modules/content/content-images.ts';
import { createContentPreviews } from './modules/content/content-preview.ts';
import { loadDrawnSources } from './modules/content/drawn-renditions.ts';
import { helpAdminRoutes } from './modules/content/help-admin.routes.ts';
import { createHelpAdminService } from './modules/content/help-admin.service.ts';
import { createDepositsRepository } from './modules/deposits/deposits.repository.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { createDepositsService } from './modules/deposits/deposits.service.ts';
import { depositsAdminRoutes } from './modules/deposits/deposits-admin.routes.ts';
import { gatewayRoutes } from './modules/deposits/gateway.routes.ts';
import { createGatewayProviders } from './modules/deposits/gateway-providers.ts';
import { createAdjustmentsRepository } from './modules/finance/adjustments.repository.ts';
import { isHouseVendor } from './modules/games/demo-catalogue.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { gamesAdminRoutes } from './modules/games/games-admin.routes.ts';
import { createGamesAdminService } from './modules/games/games-admin.service.ts';
import { winnersRoutes } from './modules/games/winners.routes.ts';
import { createWinnersService } from './modules/games/winners.service.ts';
import { jackpotRoutes } from './modules/jackpot/jackpot.routes.ts';
import { createJackpotService } from './modules/jackpot/jackpot.service.ts';
import { jackpotAdminRoutes } from './modules/jackpot/jackpot-admin.routes.ts';
import { createJackpotAdminService } from './modules/jackpot/jackpot-admin.service.ts';
import { memberAccountRoutes } from './modules/members/member-account.routes.ts';
import { createMemberAccountService, verifiedDestination } from './modules/members/member-account.service.ts';
import { memberEventsRoutes } from './modules/members/member-events.routes.ts';
import { createMerchantsService, normalizeHost } from './modules/merchants/merchants.service.ts';
import { agentAnnouncementsRoutes } from './modules/messages/agent-announcements.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { messagesAdminRoutes } from './modules/messages/messages-admin.routes.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { createMissionsService } from './modules/missions/missions.service.ts';
import { missionsAdminRoutes } from './modules/missions/missions-admin.routes.ts';
import { devInboxRoutes } from './modules/notify/dev-inbox.routes.ts';
import { createNotifyService } from './modules/notify/notify.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createPointsService } from './modules/points/points.service.ts';
import { pointsAdminRoutes } from './modules/points/points-admin.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { promotionsAdminRoutes } from './modules/promotions/promotions-admin.routes.ts';
import { cardsRoutes } from './modules/provider/cards/cards.routes.ts';
import { cardTablePath, createTienLenService } from './modules/provider/cards/tien-len.service.ts';
import { cockfightRoutes } from './modules/provider/cockfight/cockfight.routes.ts';
import { createCockfightService } from './modules/provider/cockfight/cockfight.service.ts';
import { cockfightAdminRoutes } from './modules/provider/cockfight/cockfight-admin.routes.ts';
import { createCockfightAdminService } from './modules/provider/cockfight/cockfight-admin.service.ts';
import { crashRoutes } from './modules/provider/crash/crash.routes.ts';
import { createCrashService } from './modules/provider/crash/crash.service.ts';
import { createCrashFeed } from './modules/provider/crash/crash-feed.ts';
import { fishingRoutes } from './modules/provider/fishing/fishing.routes.ts';
import { createFishingService } from './modules/provider/fishing/fishing.service.ts';
import { liveRoutes } from './modules/provider/live/live.routes.ts';
import { createLiveService, liveTablePath } from './modules/provider/live/live.service.ts';
import { liveAdminRoutes } from './modules/provider/live/live-admin.routes.ts';
import { createLiveAdminService } from './modules/provider/live/live-admin.service.ts';
import { createLiveFeed } from './modules/provider/live/live-feed.ts';
import { lotteryRoutes } from './modules/provider/lottery/lottery.routes.ts';
import { createLotteryService } from './modules/provider/lottery/lottery.service.ts';
import { lotteryAdminRoutes } from './modules/provider/lottery/lottery-admin.routes.ts';
import { createLotteryAdminService } from './modules/provider/lottery/lottery-admin.service.ts';
import { createOperatorClient, httpTransport, injectTransport } from './modules/provider/operator-client.ts';
import { providerRoutes } from './modules/provider/provider.routes.ts';
import { createProviderService } from './modules/provider/provider.service.ts';
import { sportsbookRoutes } from './modules/provider/sportsbook/sportsbook.routes.ts';
import { createSportsbookService, sportOfVendor } from './modules/provider/sportsbook/sportsbook.service.ts';
import { tradingRoutes } from './modules/provider/sportsbook/trading.routes.ts';
import { createTradingService } from './modules/provider/sportsbook/trading.service.ts';
import { createTableFeed } from './modules/provider/table-feed.ts';
import { rebatesRoutes } from './modules/rebates/rebates.routes.ts';
import { createRebatesService } from './modules/rebates/rebates.service.ts';
import { rebatesAdminRoutes } from './modules/rebates/rebates-admin.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { referralAdminRoutes } from './modules/referral/referral-admin.routes.ts';
import { createPrizeWheelService } from './modules/rewards/prize-wheel.service.ts';
import { createRedEnvelopesService } from './modules/rewards/red-envelopes.service.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { rewardsAdminRoutes } from './modules/rewards/rewards-admin.routes.ts';
import { saferPlayRoutes } from './modules/safer-play/safer-play.routes.ts';
import { createSaferPlayService } from './modules/safer-play/safer-play.service.ts';
import { saferPlayAdminRoutes } from './modules/safer-play/safer-play-admin.routes.ts';
import { createBetDailyTeamRepository } from './modules/seamless/bet-daily-team.repository.ts';
import { betRecordsAdminRoutes } from './modules/seamless/bet-records-admin.routes.ts';
import { TEST_VENDOR_SECRET } from './modules/seamless/demo-seamless.ts';
import { launchRoutes } from './modules/seamless/launch.routes.ts';
import { memberBetRecordsRoutes } from './modules/seamless/member-bet-records.routes.ts';
import { profitAndLossRoutes } from './modules/seamless/profit-and-loss.routes.ts';
import { createProfitAndLossService } from './modules/seamless/profit-and-loss.service.ts';
import { createSeamlessRepository } from './modules/seamless/seamless.repository.ts';
import { seamlessRoutes } from './modules/seamless/seamless.routes.ts';
import { createSeamlessService } from './modules/seamless/seamless.service.ts';
import { testVendorRoutes } from './modules/seamless/test-vendor.routes.ts';
import { vendorSecretsAdminRoutes } from './modules/seamless/vendor-secrets-admin.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { supportAdminRoutes } from './modules/support/support-admin.routes.ts';
import { createSupportImages } from './modules/support/support-images.ts';
import { resourcesAdminRoutes } from './modules/system/resources-admin.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { createTeamDailyRepository } from './modules/team/team-daily.repository.ts';
import { createTeamMembersService } from './modules/team/team-members.service.ts';
import { createTeamRegisterService } from './modules/team/team-register.service.ts';
import { teamReportsRoutes } from './modules/team/team-reports.routes.ts';
import { createTeamReportsService } from './modules/team/team-reports.service.ts';
import { createSimulatedTransferVendor } from './modules/transfer-wallet/simulated-vendor.ts';
import {
  TRANSFER_TEST_VENDOR_PATH,
  transferTestVendorRoutes,
} from './modules/transfer-wallet/transfer-test-vendor.routes.ts';
import { transferWalletRoutes } from './modules/transfer-wallet/transfer-wallet.routes.ts';
import { createTransferWalletService } from './modules/transfer-wallet/transfer-wallet.service.ts';
import type { TransferVendorAdapter } from './modules/transfer-wallet/vendor-adapter.ts';
import { transfersRoutes } from './modules/transfers/transfers.routes.ts';
import { createTransfersService } from './modules/transfers/transfers.service.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { createVipService } from './modules/vip/vip.service.ts';
import { vipAdminRoutes } from './modules/vip/vip-admin.routes.ts';
import { createTeamStatement } from './modules/wallet/team-statement.ts';
import { createWalletRepository } from './modules/wallet/wallet.repository.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createWalletStatement } from './modules/wallet/wallet-statement.ts';
import { cashierSettingsAdminRoutes } from './modules/withdrawals/cashier-settings-admin.routes.ts';
import { createWithdrawalsRepository } from './modules/withdrawals/withdrawals.repository.ts';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.ts';
import { withdrawalsAdminRoutes } from './modules/withdrawals/withdrawals-admin.routes.ts';
import { type Config, sandboxGatewayOf } from './platform/config.ts';
import { devClockRoutes } from './platform/dev-clock.routes.ts';
import { createDevClock } from './platform/dev-clock.ts';
import { AppError, errorEnvelope, registerErrorHandling } from './platform/errors.ts';
import { createEventBus } from './platform/event-bus.ts';
import { mediaStorageOf } from './platform/media-storage.ts';
import { createPageRenderer } from './platform/page-render.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { scopeToMerchant } from './platform/request-context.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerStaticApps } from './platform/static-apps.ts';
import { validatorCompiler } from './platform/validation.ts';

const defaultDist = (app: 'web' | 'admin') => fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));
/** The player site's server build (ADR 075), beside its browser build. */
const serverEntryOf = (webDist: string) => path.join(webDist, '..', 'dist-ssr', 'entry-server.js');

/** Where the two built SPAs are served from. */
export const appDistsOf = (config: Config) => ({
  webDist: config.WEB_DIST ?? defaultDist('web'),
  adminDist: config.ADMIN_DIST ?? defaultDist('admin'),
});

const trustProxy = (value: string): FastifyServerOptions['trustProxy'] => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((s) => s.trim());
};

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The transfer-mode vendor API; the local adapter (always agrees) unless told. */
  transferVendorAdapter?: TransferVendorAdapter;
};

export const buildApp = async ({ config, database, logger, transferVendorAdapter }: BuildAppOptions) => {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      // Readable lines for a person at a terminal; JSON lines for log collectors.
      ...(process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before routing (a URL it cannot decode) get the envelope too.
    frameworkErrors: (_error, _request, reply) => {
      // The reply here is not yet typed by any route's schema.
      (reply as unknown as FastifyReply)
        .code(400)
        .send(errorEnvelope('MALFORMED_REQUEST', MessageKey.malformed));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The zod schemas, and no NUL character in any text that passes them (ADR 044).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Spec §7: the forgot-by-email form is posted form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  registerSecurityHeaders(app);
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Luckwell API',
        description:
          'Player, agent and operator API. Every response is the envelope { success, code, message, value }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const db = database.db;
  const events = createEventBus({ db, listen: database.listen, log: app.log });
  const merchants = createMerchantsService(db, { cacheMs: config.SETTINGS_CACHE_MS });
  const authSettings = createAuthSettings(db, config.SETTINGS_CACHE_MS);
  const sealing = createSealing(db);
  // Plain sign-in bodies are a demo convenience; a production server refuses them whatever the brand says.
  const plaintextAllowed = async (merchantId: number) =>
    config.NODE_ENV !== 'production' && (await authSettings(merchantId)).allowPlaintext;
  const system = createSystemService({
    db,
    config,
    merchants,
    securityOf: async (merchant) => ({
      sealing: await sealing.currentKey(merchant.id),
      plaintextAllowed: await plaintextAllowed(merchant.id),
      humanCheck: (await authSettings(merchant.id)).humanCheck,
    }),
  });
  const limiter = createRateLimiter(db);
  const notify = createNotifyService({ db, config });
  const wallet = createWalletService(db);
  const codes = createOneTimeCodes(db);
  const humanCheck = createHumanCheck(db, sealing.brandSecret, config.HUMAN_CHECK_MAX_COUNTER);
  const auth = createAuthService({
    db,
    settingsOf: authSettings,
    system,
    wallet,
    notify,
    limiter,
    humanCheck,
    codes,
  });
  const content = createContentService(db, {
    cacheMs: config.SETTINGS_CACHE_MS,
    drawnSources: loadDrawnSources(appDistsOf(config).webDist),
  });
  const mediaStorage = mediaStorageOf(config);
  const contentImages = createContentImages({ db, storage: mediaStorage });
  const contentPreviews = createContentPreviews({ db });
  const supportImages = createSupportImages(mediaStorage);
  const games = createGamesService(db, { limiter, catalogueCacheMs: config.CATALOGUE_CACHE_MS });
  const guard = createMemberGuard(db);
  const support = createSupportService({
    db,
    audit: createAuditService(db),
    events,
    images: supportImages,
    limiter,
    wallet,
  });
  const cashier = createCashierService({ wallet, statement: createWalletStatement(db) });
  // Without an adapter given, transfer-mode vendors are the simulated one (ADR 027), which the
  // demo's transfer-mode test vendor plays against (ADR 036).
  const simulatedVendor = transferVendorAdapter ? undefined : createSimulatedTransferVendor(db);
  const transferWallets = createTransferWalletService({
    db,
    wallet,
    vendorsOf: games.vendors,
    isSingle: async (merchant) => (await system.merchantWallet(merchant)).isSingle,
    adapter: transferVendorAdapter ?? simulatedVendor!,
    log: app.log,
  });
  const jackpot = createJackpotService({
    db,
    settingsCacheMs: config.SETTINGS_CACHE_MS,
    readingCacheMs: config.SETTINGS_CACHE_MS,
    log: app.log,
  });
  const winners = createWinnersService({
    db,
    gamesOf: games.catalogueGames,
    cacheMs: config.WINNERS_CACHE_MS,
  });
  // The house game provider (docs/decisions/031-house-game-provider.md): runs where it has a signing secret.
  const providerSecret = config.PROVIDER_SECRET ?? (config.SEED_DEMO ? TEST_VENDOR_SECRET : undefined);
  /**
   * The secret the provider signs with as each vendor: its own for the house vendors and, as the demo
   * game aggregator (ADR 045), the secret the demo seeds for each third-party vendor record.
   */
  const providerSecretOf = (vendor: string) =>
    isHouseVendor(vendor)
      ? providerSecret
      : config.SEED_DEMO && providerSecret
        ? TEST_VENDOR_SECRET
        : undefined;
  const saferPlay = createSaferPlayService({ db });
  const messages = createMessagesService({
    db,
    events,
    limiter,
    audit: createAuditService(db),
    isExcluded: async (memberId) => (await saferPlay.activeExclusion(memberId)) !== null,
  });
  // Promotions and bonus money (ADR 063): bets, payouts, deposits and withdrawals ask it.
  const promotions = createPromotionsService({ db, audit: createAuditService(db) });
  // Red envelopes and the prize wheel (ADR 064).
  const redEnvelopes = createRedEnvelopesService({ db, audit: createAuditService(db) });
  const prizeWheel = createPrizeWheelService({ db, audit: createAuditService(db) });
  const seamless = createSeamlessService({
    db,
    log: app.log,
    jackpot,
    saferPlay,
    bonus: promotions,
    // The catalogue decides what launches: unknown or disabled → not found, maintenance → refused.
    findGame: games.findLaunchable,
    // Transfer-mode brands' games open the transfer-mode stand-in vendor (ADR 036); a game whose engine
    // is built opens the provider's game client, played as its vendor (ADR 031, 045); nothing else
    // plays (GAME_MAINTENANCE): a player is never sent to the protocol test vendor.
    launchPathOf: async (game, merchant) => {
      if (simulatedVendor && config.SEED_DEMO && !(await system.merchantWallet(merchant)).isSingle)
        return TRANSFER_TEST_VENDOR_PATH;
      if (!game.engine || !providerSecretOf(game.vendor)) return undefined;
      // A lottery title opens its lottery page, which starts the session itself (ADR 081).
      if (game.engine === LOTTERY_FAMILY) return lotteryPagePath(game.vendor);
      // A live title opens its table's page, which starts the session itself (ADR 082).
      if (isHouseVendor(game.vendor) && liveTablePath(game.engine)) return liveTablePath(game.engine);
      // A card title opens its table's page, which starts the session itself (ADR 084).
      if (isHouseVendor(game.vendor) && cardTablePath(game.engine)) return cardTablePath(game.engine);
      // A cockfight title opens its arena's page, which starts the session itself (ADR 087).
      const arenaPage = cockfightPagePath(game.engine);
      if (arenaPage) return arenaPage;
      // A fishing title opens its room's page, which starts the session itself (ADR 088).
      const roomPage = fishingPagePath(game.engine);
      if (roomPage) return roomPage;
      // A sportsbook title opens the book on its sport, which starts the session itself (ADR 089).
      const bookPage = sportsbookPagePath(game.engine, sportOfVendor(game.vendor));
      if (bookPage) return bookPage;
      return houseEngine(game.engine) ? `/game/${game.engine}` : undefined;
    },
    onLaunched: async ({ merchant, member, game }) => {
      if (game.nodeId !== undefined) await games.recordLaunch(member.id, game.nodeId);
      // Transfer mode: the game opens with the member's main balance at its vendor (ADR 036).
      await transferWallets.transferInForLaunch(merchant, member, game.vendor);
    },
  });
  const seamlessRepository = createSeamlessRepository(db);
  const provider = providerSecret
    ? createProviderService({
        db,
        log: app.log,
        operator: createOperatorClient({
          secret: providerSecretOf,
          transport: (vendor, action, rawBody, signature) =>
            operatorTransport()(vendor, action, rawBody, signature),
        }),
        gameOf: async (brand, vendor, gameCode) => {
          const merchantId = await seamlessRepository.merchantIdOf(brand);
          return merchantId === undefined ? undefined : games.findLaunchable(merchantId, vendor, gameCode);
        },
      })
    : undefined;
  // Crash's shared timed games (docs/decisions/039-crash.md): the schedule beat starts on first use.
  const crash = provider
    ? createCrashService({
        db,
        provider,
        log: app.log,
        timings: { bettingMs: config.CRASH_BETTING_MS, crashedMs: config.CRASH_CRASHED_MS },
        chainLength: config.CRASH_CHAIN_LENGTH,
      })
    : undefined;
  const crashFeed = crash ? createCrashFeed({ crash, log: app.log }) : undefined;
  let crashBeat: NodeJS.Timeout | undefined;
  const startCrashBeat = () => {
    if (crashBeat || !crash) return;
    let busy = false;
    crashBeat = setInterval(() => {
      if (busy) return;
      busy = true;
      crash
        .advance()
        .catch((error) => app.log.error({ err: error }, 'crash schedule beat failed'))
        .finally(() => {
          busy = false;
        });
    }, 200);
    crashBeat.unref();
  };
  // A test server's settlement clock (ADR 061): the back office's closed periods, and lottery's
  // schedule (ADR 081) so a journey can reach a daily draw's time.
  const devClock = config.DEV_CLOCK ? createDevClock() : undefined;
  // Lottery's shared issues (docs/decisions/081-lottery.md): the schedule beat starts on first use;
  // the sweep below draws and settles due issues on every server either way.
  const lottery = provider
    ? createLotteryService({
        db,
        provider,
        log: app.log,
        now: devClock?.now,
        // The brand's prize mode prices its fast games (spec §4), from its game menus.
        prizeModeOf: async (brand) => {
          const merchantId = await seamlessRepository.merchantIdOf(brand);
          return merchantId === undefined ? 'LOTT' : prizeModeOf(await games.gameMenus({ id: merchantId }));
        },
      })
    : undefined;
  let lotteryBeat: NodeJS.Timeout | undefined;
  const startLotteryBeat = () => {
    if (lotteryBeat || !lottery) return;
    let busy = false;
    lotteryBeat = setInterval(() => {
      if (busy) return;
      busy = true;
      lottery
        .advance()
        .catch((error) => app.log.error({ err: error }, 'lottery schedule beat failed'))
        .finally(() => {
          busy = false;
        });
    }, 1_000);
    lotteryBeat.unref();
  };
  // Live tables' shared rounds (docs/decisions/082-live-tables.md): the schedule beat starts on first use;
  // the sweep below deals and settles due rounds on every server either way.
  const live = provider ? createLiveService({ db, provider, log: app.log, now: devClock?.now }) : undefined;
  const liveFeed = live ? createLiveFeed({ live, log: app.log }) : undefined;
  let liveBeat: NodeJS.Timeout | undefined;
  const startLiveBeat = () => {
    if (liveBeat || !live) return;
    let busy = false;
    liveBeat = setInterval(() => {
      if (busy) return;
      busy = true;
      live
        .advance()
        .catch((error) => app.log.error({ err: error }, 'live schedule beat failed'))
        .finally(() => {
          busy = false;
        });
    }, 250);
    liveBeat.unref();
  };
  // Cockfight arenas (docs/decisions/087-cockfight-arenas.md): the beat starts on first use; the sweep
  // below moves due fights and settles them on every server either way.
  const cockfight = provider
    ? createCockfightService({ db, provider, log: app.log, now: devClock?.now })
    : undefined;
  let cockfightBeat: NodeJS.Timeout | undefined;
  const startCockfightBeat = () => {
    if (cockfightBeat || !cockfight) return;
    let busy = false;
    cockfightBeat = setInterval(() => {
      if (busy) return;
      busy = true;
      cockfight
        .advance()
        .catch((error) => app.log.error({ err: error }, 'cockfight beat failed'))
        .finally(() => {
          busy = false;
        });
    }, 500);
    cockfightBeat.unref();
  };
  // Fishing rooms (docs/decisions/088-fishing-rooms.md): each connection's timer closes its batches;
  // the sweep below books what a dropped connection or a crashed server left, on every server.
  const fishing = provider
    ? createFishingService({ db, provider, log: app.log, now: devClock?.now })
    : undefined;
  // The sportsbook (docs/decisions/089-sportsbook.md): the feed written into the book, live tickets
  // struck and what is over settled on a beat that starts on first use, and on the sweep below.
  const sportsbook = provider
    ? createSportsbookService({ db, provider, log: app.log, now: devClock?.now })
    : undefined;
  let sportsbookBeat: NodeJS.Timeout | undefined;
  const startSportsbookBeat = () => {
    if (sportsbookBeat || !sportsbook) return;
    let busy = false;
    const beat = () => {
      if (busy) return;
      busy = true;
      sportsbook
        .sweep()
        .catch((error) => app.log.error({ err: error }, 'sportsbook beat failed'))
        .finally(() => {
          busy = false;
        });
    };
    beat();
    sportsbookBeat = setInterval(beat, 5_000);
    sportsbookBeat.unref();
  };
  // Card tables (docs/decisions/084-card-tables.md): deals, bots' moves, turn deadlines and credits
  // happen on the beat of any server (each hand under its row's lock); it starts on first use.
  const tienLen = provider
    ? createTienLenService({ db, provider, log: app.log, now: devClock?.now })
    : undefined;
  const cardsFeed = tienLen
    ? createTableFeed<TCardPulse>({
        read: (table) => tienLen.pulse(table),
        eventName: 'pulse',
        name: 'cards',
        log: app.log,
      })
    : undefined;
  let cardsBeat: NodeJS.Timeout | undefined;
  const startCardsBeat = () => {
    if (cardsBeat || !tienLen) return;
    let busy = false;
    cardsBeat = setInterval(() => {
      if (busy) return;
      busy = true;
      tienLen
        .advance()
        .catch((error) => app.log.error({ err: error }, 'card tables beat failed'))
        .finally(() => {
          busy = false;
        });
    }, 250);
    cardsBeat.unref();
  };
  /**
   * The provider reaches the operator over real HTTP: PROVIDER_OPERATOR_URL, or this server itself on
   * loopback once it listens; a test app that never listens is reached by inject (same bytes).
   */
  const operatorTransport = () => {
    if (config.PROVIDER_OPERATOR_URL) return httpTransport(() => config.PROVIDER_OPERATOR_URL!);
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = ['0.0.0.0', '::'].includes(address.address)
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
      return httpTransport(() => `http://${host}:${address.port}`);
    }
    return injectTransport(() => app);
  };
  const withdrawals = createWithdrawalsService({
    db,
    wallet,
    bonus: promotions,
    limiter,
    audit: createAuditService(db),
    consumePaymentCode: async (member, code) => {
      const destination = verifiedDestination(member, 'sms');
      if (!destination) throw new AppError(400, 'AUTH_CODE_INVALID', MessageKey.codeInvalid, 'body.smsCode');
      await codes.consumeCode(
        { merchantId: member.merchantId, purpose: 'payment', destination, code },
        'body.smsCode',
      );
    },
  });
  const vip = createVipService({ db, wallet, audit: createAuditService(db) });
  const referral = createReferralService({ db, wallet, audit: createAuditService(db) });
  const missions = createMissionsService({ db, wallet, audit: createAuditService(db) });
  const profile = createMemberProfile(db, wallet, vip.labelOf, referral.enabledFor);
  const transfers = createTransfersService({
    db,
    wallet,
    checkPaymentPassword: withdrawals.checkPaymentPassword,
  });
  const agentContracts = createAgentContractsService({
    db,
    events,
    agentPolicy: async (merchant) => (await system.whitelabel(merchant)).AGENTPOLICY3 ?? false,
  });
  const contractSettlement = createContractSettlementService({
    db,
    wallet,
    events,
    settingsOf: agentContracts.settingsOf,
    node: `${hostname()}-${process.pid}`,
  });
  const rebates = createRebatesService({
    db,
    wallet,
    audit: createAuditService(db),
    vipExtras: vip.rebateExtras,
  });
  const points = createPointsService({
    db,
    wallet,
    audit: createAuditService(db),
    checkPaymentPassword: withdrawals.checkPaymentPassword,
    bonuses: promotions,
  });
  // Contract periods settle on every server; the period's lease row keeps each on one (ADR 056).
  if (config.CONTRACT_SETTLEMENT_INTERVAL_MS > 0) {
    let settling = false;
    const beat = () => {
      if (settling) return;
      settling = true;
      contractSettlement
        .tick()
        .catch((error) => app.log.error({ err: error }, 'contract settlement failed'))
        // Yesterday's rebates (ADR 062) on the same beat: a few rows a day, paid once by their keys.
        .then(() => rebates.tick())
        .catch((error) => app.log.error({ err: error }, 'rebate settlement failed'))
        // Bonuses past their expiry return to the brand (ADR 063).
        .then(() => promotions.tick())
        .catch((error) => app.log.error({ err: error }, 'bonus expiry failed'))
        // Wheel tickets for the days a member's valid bet reached the rule (ADR 064).
        .then(() => prizeWheel.tick())
        .catch((error) => app.log.error({ err: error }, 'wheel tickets failed'))
        // Points for each closed day's valid bet (ADR 065).
        .then(() => points.tick())
        .catch((error) => app.log.error({ err: error }, 'points failed'))
        // VIP rises, the month's review and birthdays (ADR 066).
        .then(() => vip.tick())
        .catch((error) => app.log.error({ err: error }, 'VIP review failed'))
        // Referral milestones of invitees active since yesterday (ADR 067).
        .then(() => referral.tick())
        .catch((error) => app.log.error({ err: error }, 'referral rewards failed'))
        // Leaderboard prizes of the periods that closed (ADR 068).
        .then(() => missions.tick())
        .catch((error) => app.log.error({ err: error }, 'leaderboard prizes failed'))
        .finally(() => {
          settling = false;
        });
    };
    // The first beat soon after start, so a server that was down settles what closed meanwhile.
    const firstBeat = setTimeout(beat, 5_000);
    const contractBeat = setInterval(beat, config.CONTRACT_SETTLEMENT_INTERVAL_MS);
    firstBeat.unref();
    contractBeat.unref();
    app.addHook('onClose', async () => {
      clearTimeout(firstBeat);
      clearInterval(contractBeat);
    });
  }
  const deposits = createDepositsService({
    db,
    audit: createAuditService(db),
    providers: createGatewayProviders({ sandbox: sandboxGatewayOf(config) }),
    assertCanDeposit: saferPlay.assertCanDeposit,
    onCredited: async (tx, deposit) => {
      await promotions.onDeposit(tx, deposit);
      await prizeWheel.onDeposit(tx, deposit);
    },
  });
  // Overdue confirmations are also applied on read; the sweep keeps reports right for members who never look.
  const withdrawalSweep = setInterval(() => {
    withdrawals
      .expireConfirmations()
      .catch((error) => app.log.error({ err: error }, 'withdrawal sweep failed'));
  }, 60_000);
  withdrawalSweep.unref();
  // A jackpot won just before a crash is paid by the next sweep (docs/decisions/028-jackpot-pool.md).
  const jackpotSweep = setInterval(() => {
    jackpot.payPending().catch((error) => app.log.error({ err: error }, 'jackpot sweep failed'));
  }, 30_000);
  jackpotSweep.unref();
  // Rounds whose game client vanished are completed by every server; leases keep it to one at a time.
  const providerSweep =
    config.PROVIDER_SWEEP_INTERVAL_MS > 0
      ? setInterval(() => {
          provider?.sweep().catch((error) => app.log.error({ err: error }, 'provider sweep failed'));
          crash?.sweep().catch((error) => app.log.error({ err: error }, 'crash sweep failed'));
          lottery?.sweep().catch((error) => app.log.error({ err: error }, 'lottery sweep failed'));
          live?.sweep().catch((error) => app.log.error({ err: error }, 'live sweep failed'));
          tienLen?.advance().catch((error) => app.log.error({ err: error }, 'card tables sweep failed'));
          cockfight?.sweep().catch((error) => app.log.error({ err: error }, 'cockfight sweep failed'));
          fishing?.sweep().catch((error) => app.log.error({ err: error }, 'fishing sweep failed'));
          sportsbook?.sweep().catch((error) => app.log.error({ err: error }, 'sportsbook sweep failed'));
        }, config.PROVIDER_SWEEP_INTERVAL_MS)
      : undefined;
  providerSweep?.unref();

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database reachable and migrations current',
        response: {
          200: z.object({
            success: z.literal(true),
            code: z.literal('OK'),
            message: z.string(),
            value: z.object({
              database: z.string(),
              migrations: z.object({ expected: z.number(), applied: z.number() }),
            }),
          }),
          503: ErrorEnvelope,
        },
      },
    },
    async (_request, reply) => {
      try {
        const state = await migrationState(database);
        if (!state.current) {
          return reply
            .code(503)
            .send(errorEnvelope('SYSTEM_ERROR', MessageKey.systemError, { field: 'migrations' }));
        }
        return {
          success: true as const,
          code: 'OK' as const,
          message: MessageKey.ok,
          value: {
            database: database.driver,
            migrations: { expected: state.expected, applied: state.applied },
          },
        };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply
          .code(503)
          .send(errorEnvelope('SYSTEM_ERROR', MessageKey.systemError, { field: 'database' }));
      }
    },
  );

  // The agent's team pages, and the back office's reports of any agent.
  const teamDaily = createTeamDailyRepository(db);
  const teamService = createTeamService(teamDaily);
  const teamReports = createTeamReportsService({
    play: createBetDailyTeamRepository(db),
    team: teamDaily,
    income: createContractIncomeRepository(db),
    statement: createTeamStatement(db),
  });
  await app.register(async (scoped) => {
    scopeToMerchant(scoped, merchants);
    await scoped.register(systemRoutes, { system, config });
    await scoped.register(contentRoutes, { content, images: contentImages, previews: contentPreviews });
    await scoped.register(supportRoutes, { guard, support, images: supportImages, events });
    await scoped.register(gamesRoutes, { games, guard });
    await scoped.register(winnersRoutes, { winners });
    await scoped.register(jackpotRoutes, { jackpot });
    await scoped.register(authRoutes, {
      db,
      auth,
      guard,
      profile,
      codes,
      humanCheck,
      limiter,
      openBody: async (request) =>
        sealing.openBody(request.merchant.id, request.body, await plaintextAllowed(request.merchant.id)),
    });
    await scoped.register(cashierRoutes, { cashier, guard, system });
    await scoped.register(transferWalletRoutes, { transferWallets, guard });
    await scoped.register(withdrawalsRoutes, {
      withdrawals,
      guard,
      openBody: async (request) =>
        sealing.openBody(request.merchant.id, request.body, await plaintextAllowed(request.merchant.id)),
    });
    await scoped.register(transfersRoutes, {
      transfers,
      guard,
      openBody: async (request) =>
        sealing.openBody(request.merchant.id, request.body, await plaintextAllowed(request.merchant.id)),
    });
    await scoped.register(depositsRoutes, { deposits, guard });
    await scoped.register(pointsRoutes, {
      points,
      guard,
      openBody: async (request) =>
        sealing.openBody(request.merchant.id, request.body, await plaintextAllowed(request.merchant.id)),
    });
    await scoped.register(memberEventsRoutes, { guard, events });
    await scoped.register(messagesRoutes, { guard, messages });
    await scoped.register(saferPlayRoutes, { guard, saferPlay });
    await scoped.register(memberAccountRoutes, {
      guard,
      account: createMemberAccountService({
        db,
        info: profile.info,
        bankAccountCount: withdrawals.bankAccountCount,
        codes,
        notify,
        limiter,
        codeMinutes: async (merchantId) => (await authSettings(merchantId)).smsCodeMinutes,
        registerRules: system.registerRules,
        googleSignIn: config.GOOGLE_CLIENT_ID !== undefined,
      }),
    });
    await scoped.register(launchRoutes, { seamless, guard });
    await scoped.register(memberBetRecordsRoutes, {
      db,
      guard,
      replayable: (vendor) => provider !== undefined && isHouseVendor(vendor),
    });
    await scoped.register(profitAndLossRoutes, {
      guard,
      profitAndLoss: createProfitAndLossService({
        db,
        deposits: createDepositsRepository(db).memberDaily,
        withdrawals: createWithdrawalsRepository(db).memberDaily,
        bonuses: createAdjustmentsRepository(db).memberDaily,
        rebates: rebates.memberDaily,
      }),
    });
    await scoped.register(rebatesRoutes, { guard, rebates });
    await scoped.register(vipRoutes, { guard, vip });
    await scoped.register(referralRoutes, { guard, referral });
    await scoped.register(missionsRoutes, { guard, missions });
    await scoped.register(promotionsRoutes, { guard, promotions });
    await scoped.register(rewardsRoutes, {
      guard,
      envelopes: redEnvelopes,
      wheel: prizeWheel,
      claimablePromotions: promotions.claimableCount,
    });
    await scoped.register(teamRoutes, {
      guard,
      register: createTeamRegisterService({ db, registerRules: system.registerRules, limiter }),
      teamMembers: createTeamMembersService({ db, balances: createWalletRepository(db).memberBalances }),
      team: teamService,
    });
    await scoped.register(teamReportsRoutes, { guard, reports: teamReports });
    await scoped.register(agentAnnouncementsRoutes, { guard, messages });
    await scoped.register(agentContractsRoutes, {
      guard,
      contracts: agentContracts,
      settlements: contractSettlement,
    });
    if (config.DEV_INBOX) {
      await scoped.register(devInboxRoutes, { notify, revealCaptcha: codes.revealCaptcha });
    }
  });

  // Operators are not brand-scoped. Two-step sign-in is enforced when running for real (ADR 013, 041).
  const requireTotp = config.NODE_ENV === 'production';
  await app.register(adminRoutes, {
    prefix: '/admin-api',
    db,
    limiter,
    wallet,
    requireTotp,
  });

  await app.register(withdrawalsAdminRoutes, {
    prefix: '/admin-api/cashier',
    db,
    limiter,
    withdrawals,
    requireTotp,
  });

  await app.register(cashierSettingsAdminRoutes, {
    prefix: '/admin-api/cashier',
    db,
    limiter,
    requireTotp,
  });

  await app.register(depositsAdminRoutes, {
    prefix: '/admin-api/cashier',
    db,
    limiter,
    deposits,
    requireTotp,
  });
  await app.register(vendorSecretsAdminRoutes, {
    prefix: '/admin-api/games',
    db,
    limiter,
    requireTotp,
  });
  await app.register(gamesAdminRoutes, {
    prefix: '/admin-api/games',
    db,
    limiter,
    requireTotp,
    gamesAdmin: createGamesAdminService({
      db,
      audit: createAuditService(db),
      invalidateCatalogue: games.invalidateCatalogue,
      isSingleWallet: async (merchant) => (await system.merchantWallet(merchant)).isSingle,
      vendorSecretsOf: seamlessRepository.secretDatesOf,
    }),
  });
  await app.register(agentsAdminRoutes, {
    prefix: '/admin-api/agents',
    db,
    limiter,
    requireTotp,
    agentsAdmin: createAgentsAdminService({
      db,
      audit: createAuditService(db),
      contracts: agentContracts,
      settlement: contractSettlement,
      team: teamService,
      reports: teamReports,
      ...(devClock ? { now: devClock.now } : {}),
    }),
  });
  if (devClock) await app.register(devClockRoutes, { clock: devClock });
  await app.register(rebatesAdminRoutes, { prefix: '/admin-api/rebates', db, limiter, requireTotp, rebates });
  await app.register(pointsAdminRoutes, { prefix: '/admin-api/points', db, limiter, requireTotp, points });
  await app.register(vipAdminRoutes, { prefix: '/admin-api/vip', db, limiter, requireTotp, vip });
  await app.register(missionsAdminRoutes, {
    prefix: '/admin-api/missions',
    db,
    limiter,
    requireTotp,
    missions,
  });
  await app.register(referralAdminRoutes, {
    prefix: '/admin-api/referral',
    db,
    limiter,
    requireTotp,
    referral,
  });
  await app.register(rewardsAdminRoutes, {
    prefix: '/admin-api',
    db,
    limiter,
    requireTotp,
    envelopes: redEnvelopes,
    wheel: prizeWheel,
  });
  await app.register(contentAdminRoutes, {
    prefix: '/admin-api/content',
    db,
    limiter,
    requireTotp,
    content: createContentAdminService({ db, audit: createAuditService(db), images: contentImages }),
    images: contentImages,
    previews: contentPreviews,
  });
  await app.register(helpAdminRoutes, {
    prefix: '/admin-api/content/help',
    db,
    limiter,
    requireTotp,
    help: createHelpAdminService({ db, audit: createAuditService(db) }),
  });
  await app.register(resourcesAdminRoutes, {
    prefix: '/admin-api/content/resources',
    db,
    limiter,
    requireTotp,
    system,
  });
  await app.register(supportAdminRoutes, {
    prefix: '/admin-api/support',
    db,
    limiter,
    requireTotp,
    support,
    events,
  });
  await app.register(promotionsAdminRoutes, {
    prefix: '/admin-api/promotions',
    db,
    limiter,
    requireTotp,
    promotions,
  });
  await app.register(jackpotAdminRoutes, {
    prefix: '/admin-api/jackpot',
    db,
    limiter,
    requireTotp,
    jackpotAdmin: createJackpotAdminService({ db, audit: createAuditService(db), jackpot }),
  });
  await app.register(saferPlayAdminRoutes, {
    prefix: '/admin-api/members',
    db,
    limiter,
    requireTotp,
    saferPlay,
  });
  await app.register(messagesAdminRoutes, {
    prefix: '/admin-api/messages',
    db,
    limiter,
    requireTotp,
    messages,
  });
  await app.register(betRecordsAdminRoutes, {
    prefix: '/admin-api/bets',
    db,
    limiter,
    requireTotp,
  });
  // Vendors call one fixed URL whatever the brand (the token names it): not brand-scoped.
  await app.register(seamlessRoutes, { seamless });
  if (provider) await app.register(providerRoutes, { provider });
  if (crash && crashFeed) await app.register(crashRoutes, { crash, feed: crashFeed, onUse: startCrashBeat });
  if (lottery) await app.register(lotteryRoutes, { lottery, onUse: startLotteryBeat });
  if (live && liveFeed) await app.register(liveRoutes, { live, feed: liveFeed, onUse: startLiveBeat });
  if (tienLen && cardsFeed)
    await app.register(cardsRoutes, { tienLen, feed: cardsFeed, onUse: startCardsBeat });
  if (cockfight) await app.register(cockfightRoutes, { cockfight, onUse: startCockfightBeat });
  if (sportsbook) await app.register(sportsbookRoutes, { sportsbook, onUse: startSportsbookBeat });
  if (fishing) {
    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
    await app.register(fishingRoutes, { fishing });
  }
  if (lottery) {
    await app.register(lotteryAdminRoutes, {
      prefix: '/admin-api/lottery',
      db,
      limiter,
      requireTotp,
      desk: createLotteryAdminService({ db, audit: createAuditService(db), lottery, now: devClock?.now }),
    });
  }
  if (live && tienLen) {
    await app.register(liveAdminRoutes, {
      prefix: '/admin-api/tables',
      db,
      limiter,
      requireTotp,
      desk: createLiveAdminService({ db, audit: createAuditService(db), live, tienLen, now: devClock?.now }),
    });
  }
  if (cockfight) {
    await app.register(cockfightAdminRoutes, {
      prefix: '/admin-api/arenas',
      db,
      limiter,
      requireTotp,
      desk: createCockfightAdminService({ db, audit: createAuditService(db), cockfight, now: devClock?.now }),
    });
  }
  if (sportsbook) {
    await app.register(tradingRoutes, {
      prefix: '/admin-api/trading',
      db,
      limiter,
      requireTotp,
      desk: createTradingService({ db, audit: createAuditService(db), sportsbook, now: devClock?.now }),
    });
  }
  // The demo's stand-in vendor signs with the demo secret, which only the demo seeds.
  if (config.SEED_DEMO) await app.register(testVendorRoutes);
  if (config.SEED_DEMO && simulatedVendor) {
    await app.register(transferTestVendorRoutes, {
      seamless,
      vendor: simulatedVendor,
      collectRounds: transferWallets.collectRounds,
    });
  }
  // Providers call one fixed URL whatever the brand: not brand-scoped.
  await app.register(gatewayRoutes, { deposits, sandbox: sandboxGatewayOf(config) });

  const spa = await registerStaticApps(app, {
    ...appDistsOf(config),
    pageHints: async (request, { banner }) => {
      const merchant = await merchants.findByHost(normalizeHost(request.headers.host));
      if (!merchant) return undefined;
      // With image CDNs the app picks a host at random, so a preload could not match its request.
      const preloadImage =
        banner && !merchant.imageCdns.length ? await content.homeBannerUrl(merchant) : null;
      return { title: merchant.name, preloadImage };
    },
    renderPage: createPageRenderer(app, serverEntryOf(appDistsOf(config).webDist)),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (await spa.serveSpa(request, reply)) return reply;
    return reply.code(404).send(errorEnvelope('NOT_FOUND', MessageKey.notFound));
  });

  app.addHook('onClose', async () => {
    clearInterval(withdrawalSweep);
    clearInterval(jackpotSweep);
    clearInterval(providerSweep);
    clearInterval(crashBeat);
    clearInterval(lotteryBeat);
    clearInterval(liveBeat);
    clearInterval(cardsBeat);
    clearInterval(cockfightBeat);
    clearInterval(sportsbookBeat);
    crashFeed?.stop();
    liveFeed?.stop();
    cardsFeed?.stop();
    await events.close();
    await database.close();
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
