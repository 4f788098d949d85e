/**
 * Every route of spec §2. Home renders eagerly; every other screen is a lazily loaded chunk
 * (spec: Promotions, Lottery, MemberCenter, PointMall, Seamless, Description, Sponsor,
 * GameListCenter, Download, GameCenter — and the rest too, to keep the home page's first load small).
 */
import type { TContractKind } from '@luckwell/contracts/agent/agent-contracts';
import type { TGameCategory } from '@luckwell/contracts/games/game-menus';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { ensureBundle } from '../features/i18n/i18n.ts';
import type { LotteryVariant } from '../features/lottery/lottery-page.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { AuthRoute } from './auth-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { RequireAgent, RequireAuth, RequireRealAccount } from './route-guard.tsx';

const named = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

/** A page that is still "coming soon" (shared/coming-soon.tsx): its words ship with it (the soon bundle). */
const soonPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  named(() => Promise.all([load(), ensureBundle('soon')]).then(([page]) => page));

/** Promotions and bonus money (issue 17, ADR 063): the cards, their terms, joining and claiming. */
const Promotions = named(() =>
  Promise.all([import('../features/promotions/promotions-page.tsx'), ensureBundle('promotions')]).then(
    ([m]) => m.PromotionsPage,
  ),
);
/** The lottery lobbies and game pages (issue 20, ADR 081); the provider bundle words the wallet's refusals. */
const Lottery = named(() =>
  Promise.all([
    import('../features/lottery/lottery-page.tsx'),
    ensureBundle('lottery'),
    ensureBundle('provider'),
  ]).then(([m]) => m.LotteryPage),
);
/** The account record, composed into the member centre here (features stay apart). */
const TransactionHistory = named(() =>
  import('../features/wallet/transaction-history-page.tsx').then((m) => m.TransactionHistoryPage),
);
const Withdraw = named(() =>
  Promise.all([import('../features/withdraw/withdraw-page.tsx'), ensureBundle('withdraw')]).then(
    ([m]) => m.WithdrawPage,
  ),
);
/** The wallet page (main wallet and vendor sub-wallets), composed into the member centre here. */
const TransferFund = named(() =>
  Promise.all([import('../features/wallet/transfer-fund-page.tsx'), ensureBundle('wallets')]).then(
    ([m]) => m.TransferFundPage,
  ),
);
const TransferUpline = named(() =>
  Promise.all([import('../features/transfer/transfer-page.tsx'), ensureBundle('transfer')]).then(
    ([m]) => m.TransferUplinePage,
  ),
);
const TransferDownline = named(() =>
  Promise.all([import('../features/transfer/transfer-page.tsx'), ensureBundle('transfer')]).then(
    ([m]) => m.DownlineTransferPage,
  ),
);
const Deposit = named(() =>
  Promise.all([import('../features/deposit/deposit-page.tsx'), ensureBundle('deposit')]).then(
    ([m]) => m.DepositPage,
  ),
);
/** The betting record, with the house provider's round replay composed in (features stay apart). */
const BettingRecord = named(() =>
  Promise.all([
    import('../features/games/betting-record-page.tsx'),
    import('../features/provider/round-replay.tsx'),
    ensureBundle('provider'),
  ]).then(([page, replay]) => () => <page.BettingRecordPage Replay={replay.RoundReplay} />),
);
/** "My account", the member centre's default page; its nickname hint is the registration form's (auth bundle). */
const SecurityCenter = named(() =>
  Promise.all([import('../features/member/security-center-page.tsx'), ensureBundle('auth')]).then(
    ([m]) => m.SecurityCenterPage,
  ),
);
const Messages = named(() => import('../features/member/messages-page.tsx').then((m) => m.MessagesPage));
const MemberCenter = named(() =>
  Promise.all([
    import('../features/member/member-center-page.tsx'),
    ensureBundle('member'),
    ensureBundle('soon'),
  ]).then(([m]) => () => (
    <m.MemberCenterPage
      pages={{
        securityCenter: SecurityCenter,
        transactionHistory: TransactionHistory,
        personalHistoryCopy: BettingRecord,
        withdraw: Withdraw,
        transferUpline: TransferUpline,
        depositv2: Deposit,
        transferFund: TransferFund,
        messageV2: Messages,
      }}
    />
  )),
);
/** The points centre (issue 17, ADR 065): points, the mall's goods, exchange and records. */
const PointMall = named(() =>
  Promise.all([import('../features/point-mall/point-mall-page.tsx'), ensureBundle('pointMall')]).then(
    ([m]) => m.PointMallPage,
  ),
);
const Seamless = soonPage(() => import('../features/seamless/seamless-page.tsx').then((m) => m.SeamlessPage));
const Description = soonPage(() =>
  import('../features/description/description-page.tsx').then((m) => m.DescriptionPage),
);
const Sponsor = soonPage(() => import('../features/sponsor/sponsor-page.tsx').then((m) => m.SponsorPage));
const GameListCenter = named(() =>
  import('../features/games/game-list-center-page.tsx').then((m) => m.GameListCenterPage),
);
const GameMaintenance = named(() =>
  import('../features/games/game-maintenance-page.tsx').then((m) => m.GameMaintenancePage),
);
const Download = named(() => import('../features/download/download-page.tsx').then((m) => m.DownloadPage));
const GameCenter = named(() => import('../features/games/category-page.tsx').then((m) => m.CategoryPage));
/** Lottery's public verifier of in-house draws (issue 20, ADR 081). */
const LotteryFairness = named(() =>
  Promise.all([import('../features/lottery/lottery-fairness-page.tsx'), ensureBundle('lottery')]).then(
    ([m]) => m.LotteryFairnessPage,
  ),
);
/** The jackpot's provably-fair page, with its own translations (docs/decisions/035-jackpot-back-office.md). */
const JackpotFairness = named(() =>
  Promise.all([
    import('../features/jackpot-fairness/jackpot-fairness-page.tsx'),
    ensureBundle('fairness'),
  ]).then(([m]) => m.JackpotFairnessPage),
);
/** Safer play (issue 15, ADR 051): the member's limits, reality check and breaks. */
const SaferPlay = named(() =>
  Promise.all([import('../features/safer-play/safer-play-page.tsx'), ensureBundle('saferPlay')]).then(
    ([m]) => m.SaferPlayPage,
  ),
);
const Help = named(() => import('../features/help/help-page.tsx').then((m) => m.HelpPage));
const AgentLayout = named(() => import('./agent-layout.tsx').then((m) => m.AgentLayout));
/** A house game's client (issue 6): its own full screen, in the game popup's frame or a tab. */
const HouseGame = named(() =>
  Promise.all([import('../features/provider/game-page.tsx'), ensureBundle('provider')]).then(
    ([m]) => m.GamePage,
  ),
);
/** A live table (issue 21, ADR 082): its own whole screen, as a house game's; the provider bundle words the refusals. */
const LiveTable = named(() =>
  Promise.all([
    import('../features/live/live-table-page.tsx'),
    ensureBundle('live'),
    ensureBundle('provider'),
  ]).then(([m]) => m.LiveTablePage),
);
/** A card table (issue 21, ADR 084): its own whole screen, as a live table's. */
const CardTable = named(() =>
  Promise.all([
    import('../features/cards/card-table-page.tsx'),
    ensureBundle('cards'),
    ensureBundle('provider'),
  ]).then(([m]) => m.CardTablePage),
);
/** A cockfight arena (issue 22, ADR 087): its own whole screen, as a card table's. */
const CockfightArena = named(() =>
  Promise.all([
    import('../features/cockfight/cockfight-page.tsx'),
    ensureBundle('cockfight'),
    ensureBundle('provider'),
  ]).then(([m]) => m.CockfightPage),
);
/** The sportsbook (issue 23, ADR 089): its own whole screen, as a cockfight arena's. */
const Sportsbook = named(() =>
  Promise.all([
    import('../features/sportsbook/sportsbook-page.tsx'),
    ensureBundle('sportsbook'),
    ensureBundle('provider'),
  ]).then(([m]) => m.SportsbookPage),
);
/** A fishing room (issue 22, ADR 088): its own whole screen, as a cockfight arena's. */
const FishingRoom = named(() =>
  Promise.all([
    import('../features/fishing/fishing-page.tsx'),
    ensureBundle('fishing'),
    ensureBundle('provider'),
  ]).then(([m]) => m.FishingPage),
);
/** The customer-service chat window (issue 19): its own whole screen, in the 440×750 popup or a phone's tab. */
const SupportChat = named(() =>
  Promise.all([import('../features/support/chat-page.tsx'), ensureBundle('support')]).then(
    ([m]) => m.ChatPage,
  ),
);
/** The public provably-fair verifier (docs/provably-fair.md). */
const Verify = named(() =>
  Promise.all([import('../features/provider/verify-page.tsx'), ensureBundle('provider')]).then(
    ([m]) => m.VerifyPage,
  ),
);

/** The agent login page with the agent variant of the login form, composed here (features stay apart). */
const AgentLogin = named(() =>
  Promise.all([
    import('../features/agent/agent-login-page.tsx'),
    import('../features/auth/agent-login-form.tsx'),
    ensureBundle('auth'),
  ]).then(([page, form]) => () => <page.AgentLoginPage loginForm={<form.AgentLoginForm />} />),
);
const TeamOverview = named(() =>
  import('../features/agent/team-overview-page.tsx').then((m) => m.TeamOverviewPage),
);
const TeamBets = named(() =>
  import('../features/games/betting-record-page.tsx').then((m) => () => <m.BettingRecordPage scope="team" />),
);
const Downline = named(() => import('../features/agent/downline-page.tsx').then((m) => m.DownlinePage));
const RegisterCenter = named(() =>
  import('../features/agent/register-center-page.tsx').then((m) => m.RegisterCenterPage),
);
const AgentAnnouncements = named(() =>
  import('../features/agent/agent-announcements-page.tsx').then((m) => m.AgentAnnouncementsPage),
);
const TeamLoss = named(() => import('../features/agent/team-loss-page.tsx').then((m) => m.TeamLossPage));
const AgentIncome = named(() =>
  import('../features/agent/agent-income-page.tsx').then((m) => m.AgentIncomePage),
);
const TeamTransactions = named(() =>
  import('../features/agent/team-transactions-page.tsx').then((m) => m.TeamTransactionsPage),
);
/** One contract page per kind (issue 16): the same screen, told which kind. */
const contractPage = (kind: TContractKind) =>
  named(() =>
    import('../features/agent/contract-page.tsx').then((m) => () => <m.ContractPage kind={kind} />),
  );
const DividendContract = contractPage('dividend');
const DailyWageContract = contractPage('dailyWage');
const HourlySalaryContract = contractPage('hourlySalary');
const RealtimeSalaryContract = contractPage('realtimeSalary');
const AgentHome = named(() =>
  Promise.all([
    import('../features/agent/agent-home-page.tsx'),
    ensureBundle('auth'),
    ensureBundle('transfer'),
    ensureBundle('agent'),
    ensureBundle('member'),
    ensureBundle('soon'),
  ]).then(([m]) => () => (
    <m.AgentHomePage
      pages={{
        agentAnnouncement: AgentAnnouncements,
        agentTeamOverview: TeamOverview,
        downlineManagmentView: Downline,
        personalHistoryCopy: TeamBets,
        palStatementsAgentCopy: TeamLoss,
        agentRevenueReport: AgentIncome,
        agentDownlineTransactionDetailsCopy: TeamTransactions,
        registerCenter: RegisterCenter,
        agentDividendRecordCopy2: DividendContract,
        agentDailyWages2: DailyWageContract,
        agentHourSalary: HourlySalaryContract,
        agentRealtimeSalary: RealtimeSalaryContract,
        transferDownline: TransferDownline,
      }}
    />
  )),
);

/** Routes that need a session token (spec §2, §6). */
export const AUTH_ROUTES = [
  '/member',
  '/saferPlay',
  '/agentHome',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
] as const;

const CATEGORY_PATHS: [string, TGameCategory][] = [
  ['sports', 'SPORTS'],
  ['esports', 'ESPORTS'],
  ['jili', 'JL'],
  ['rng', 'RNG'],
  ['fish', 'FISH'],
  ['live', 'LIVE'],
  ['pvp', 'PVP'],
  ['lott', 'LOTT'],
  ['elott', 'ELOTT'],
  ['cockfight', 'COCKFIGHT'],
];

const LOTTERY_PATHS: LotteryVariant[] = ['lottery', 'seaLottery', 'vnLottery'];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'index', element: <HomePage /> },
      { path: 'index.html', element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'login', element: <AuthRoute view="login" /> },
      { path: 'register', element: <AuthRoute view="register" /> },
      {
        path: 'member',
        element: (
          <RequireAuth>
            <RequireRealAccount>
              <MemberCenter />
            </RequireRealAccount>
          </RequireAuth>
        ),
      },
      {
        path: 'saferPlay',
        element: (
          <RequireAuth>
            <RequireRealAccount>
              <SaferPlay />
            </RequireRealAccount>
          </RequireAuth>
        ),
      },
      { path: 'member/withdraw', element: <Navigate to="/member?page=withdraw" replace /> },
      { path: 'member/deposit', element: <Navigate to="/member?page=depositv2" replace /> },
      { path: 'down', element: <Download /> },
      { path: 'help', element: <Help /> },
      ...CATEGORY_PATHS.map(([path, category]) => ({
        path,
        element: <GameCenter key={category} category={category} />,
      })),
      ...LOTTERY_PATHS.map((variant) => ({
        path: variant,
        element: (
          <RequireAuth>
            <Lottery variant={variant} />
          </RequireAuth>
        ),
      })),
      { path: 'promotions', element: <Promotions /> },
      { path: 'pointMall', element: <PointMall /> },
      { path: 'seamless', element: <Seamless /> },
      { path: 'sponsor', element: <Sponsor /> },
      { path: 'description', element: <Description /> },
      { path: 'jackpotFairness', element: <JackpotFairness /> },
      { path: 'lotteryFairness', element: <LotteryFairness /> },
      { id: 'gameListCenter', path: 'gameListCenter/:gameType/:vassalage', element: <GameListCenter /> },
      { path: 'gameMaintenance', element: <GameMaintenance /> },
      { path: 'verify', element: <Verify /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/chat',
    element: (
      <Suspense fallback={null}>
        <SupportChat />
      </Suspense>
    ),
  },
  {
    path: '/game/:engine',
    element: (
      <Suspense fallback={null}>
        <HouseGame />
      </Suspense>
    ),
  },
  {
    path: '/liveTable/:table',
    element: (
      <Suspense fallback={null}>
        <LiveTable />
      </Suspense>
    ),
  },
  {
    path: '/cardTable/:table',
    element: (
      <Suspense fallback={null}>
        <CardTable />
      </Suspense>
    ),
  },
  {
    path: '/cockfight/:arena',
    element: (
      <Suspense fallback={null}>
        <CockfightArena />
      </Suspense>
    ),
  },
  {
    path: '/sportsbook/:sport',
    element: (
      <Suspense fallback={null}>
        <Sportsbook />
      </Suspense>
    ),
  },
  {
    path: '/fishing/:room',
    element: (
      <Suspense fallback={null}>
        <FishingRoom />
      </Suspense>
    ),
  },
  {
    element: (
      <Suspense fallback={null}>
        <AgentLayout />
      </Suspense>
    ),
    children: [
      { path: '/agent', element: <AgentLogin /> },
      {
        path: '/agentHome',
        element: (
          <RequireAgent>
            <AgentHome />
          </RequireAgent>
        ),
      },
    ],
  },
];
