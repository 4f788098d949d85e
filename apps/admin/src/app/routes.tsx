/**
 * Routes of the back office, under the /admin basename: /login and /two-step on their own, and the
 * console frame behind sign-in at the root, one route per section. Screens with data load on
 * demand, so the sign-in page stays small.
 */
import { Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { AdminFrame } from '../features/shell/admin-frame.tsx';
import { NotFound } from '../features/shell/not-found.tsx';
import { SectionScreen } from '../features/shell/section-screen.tsx';
import { SECTIONS } from '../features/shell/sections.ts';
import { RequireOperator } from './require-operator.tsx';

export const ADMIN_BASENAME = '/admin';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  {
    path: '/two-step',
    lazy: async () => ({
      Component: (await import('../features/auth/totp-enrolment-screen.tsx')).TotpEnrolmentScreen,
    }),
  },
  // The frame's address before operator accounts existed.
  { path: '/preview/*', element: <Navigate to="/dashboard" replace /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <AdminFrame />
      </RequireOperator>
    ),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...SECTIONS.filter((section) => !section.live).map((section) => ({
        path: section.path,
        element: <SectionScreen section={section} />,
      })),
      {
        path: 'members',
        lazy: async () => ({
          Component: (await import('../features/members/members-screen.tsx')).MembersScreen,
        }),
      },
      {
        path: 'members/:id',
        lazy: async () => ({
          Component: (await import('../features/members/member-detail-screen.tsx')).MemberDetailScreen,
        }),
      },
      {
        path: 'agents',
        lazy: async () => ({
          Component: (await import('../features/agents/agents-screen.tsx')).AgentsScreen,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/agents/agent-tree.tsx')).AgentTreeView,
            }),
          },
          {
            path: 'rules',
            lazy: async () => ({
              Component: (await import('../features/agents/contract-rules.tsx')).ContractRulesView,
            }),
          },
          {
            path: 'settlements',
            lazy: async () => ({
              Component: (await import('../features/agents/settlements.tsx')).SettlementsView,
            }),
          },
        ],
      },
      {
        path: 'promotions',
        lazy: async () => ({
          Component: (await import('../features/promotions/promotions-screen.tsx')).PromotionsScreen,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/promotions/promotion-list.tsx')).PromotionListView,
            }),
          },
          {
            path: 'applications',
            lazy: async () => ({
              Component: (await import('../features/promotions/applications-view.tsx')).ApplicationsView,
            }),
          },
          {
            path: 'spend',
            lazy: async () => ({
              Component: (await import('../features/promotions/spend-view.tsx')).SpendView,
            }),
          },
          {
            path: 'red-envelopes',
            lazy: async () => ({
              Component: (await import('../features/promotions/red-envelopes-view.tsx')).RedEnvelopesView,
            }),
          },
          {
            path: 'wheel',
            lazy: async () => ({
              Component: (await import('../features/promotions/wheel-view.tsx')).WheelView,
            }),
          },
          {
            path: 'points',
            lazy: async () => ({
              Component: (await import('../features/promotions/points-view.tsx')).PointsView,
            }),
          },
          {
            path: 'rebates',
            lazy: async () => ({
              Component: (await import('../features/promotions/rebates-screen.tsx')).RebatesView,
            }),
          },
          {
            path: 'vip',
            lazy: async () => ({
              Component: (await import('../features/promotions/vip-view.tsx')).VipView,
            }),
          },
          {
            path: 'referral',
            lazy: async () => ({
              Component: (await import('../features/promotions/referral-view.tsx')).ReferralView,
            }),
          },
          {
            path: 'missions',
            lazy: async () => ({
              Component: (await import('../features/promotions/missions-view.tsx')).MissionsView,
            }),
          },
        ],
      },
      {
        path: 'content',
        lazy: async () => ({
          Component: (await import('../features/content/content-screen.tsx')).ContentScreen,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/content/announcements-screen.tsx')).AnnouncementsView,
            }),
          },
          {
            path: 'banners',
            lazy: async () => ({
              Component: (await import('../features/content/banners-view.tsx')).BannersView,
            }),
          },
          {
            path: 'help',
            lazy: async () => ({
              Component: (await import('../features/content/help-view.tsx')).HelpView,
            }),
          },
          {
            path: 'links',
            lazy: async () => ({
              Component: (await import('../features/content/resources-view.tsx')).ResourcesView,
            }),
          },
        ],
      },
      {
        path: 'support',
        lazy: async () => ({
          Component: (await import('../features/support/support-screen.tsx')).SupportScreen,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/support/support-console.tsx')).SupportConsole,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/support/support-settings.tsx')).SupportSettingsView,
            }),
          },
        ],
      },
      {
        path: 'adjustments',
        lazy: async () => ({
          Component: (await import('../features/finance/adjustments-screen.tsx')).AdjustmentsScreen,
        }),
      },
      {
        path: 'reports',
        lazy: async () => ({
          Component: (await import('../features/finance/cashier-report-screen.tsx')).CashierReportScreen,
        }),
      },
      {
        path: 'operators',
        lazy: async () => ({
          Component: (await import('../features/operators/operators-screen.tsx')).OperatorsScreen,
        }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({ Component: (await import('../features/audit/audit-screen.tsx')).AuditScreen }),
      },
      {
        path: 'cashier/deposits',
        lazy: async () => ({
          Component: (await import('../features/deposits/deposits-screen.tsx')).DepositsScreen,
        }),
      },
      {
        path: 'cashier/payment-methods',
        lazy: async () => ({
          Component: (await import('../features/deposits/payment-methods-screen.tsx')).PaymentMethodsScreen,
        }),
      },
      {
        path: 'cashier/gateway-callbacks',
        lazy: async () => ({
          Component: (await import('../features/deposits/gateway-callbacks-screen.tsx'))
            .GatewayCallbacksScreen,
        }),
      },
      {
        path: 'cashier/limits',
        lazy: async () => ({
          Component: (await import('../features/cashier-settings/cashier-settings-screen.tsx'))
            .CashierSettingsScreen,
        }),
      },
      {
        path: 'cashier/withdrawals',
        lazy: async () => ({
          Component: (await import('../features/withdrawals/withdrawals-screen.tsx')).WithdrawalsScreen,
        }),
      },
      {
        path: 'cashier/withdrawals/:id',
        lazy: async () => ({
          Component: (await import('../features/withdrawals/withdrawal-detail-screen.tsx'))
            .WithdrawalDetailScreen,
        }),
      },
      {
        path: 'cashier/withdrawal-cases',
        lazy: async () => ({
          Component: (await import('../features/withdrawals/cases-screen.tsx')).CasesScreen,
        }),
      },
      {
        path: 'messages',
        lazy: async () => ({
          Component: (await import('../features/messages/messages-screen.tsx')).MessagesScreen,
        }),
      },
      {
        path: 'feedback',
        lazy: async () => ({
          Component: (await import('../features/messages/feedback-screen.tsx')).FeedbackScreen,
        }),
      },
      { path: 'games', element: <Navigate to="/games/catalogue" replace /> },
      {
        path: 'games/jackpot',
        lazy: async () => ({
          Component: (await import('../features/jackpot/jackpot-screen.tsx')).JackpotScreen,
        }),
      },
      {
        path: 'games/lottery',
        lazy: async () => ({
          Component: (await import('../features/lottery/lottery-screen.tsx')).LotteryScreen,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/lottery/results-desk.tsx')).ResultsDesk,
            }),
          },
          {
            path: 'issues',
            lazy: async () => ({
              Component: (await import('../features/lottery/issues-view.tsx')).IssuesView,
            }),
          },
          {
            path: 'games',
            lazy: async () => ({
              Component: (await import('../features/lottery/games-view.tsx')).GamesView,
            }),
          },
        ],
      },
      {
        path: 'games/tables',
        lazy: async () => ({
          Component: (await import('../features/tables/tables-screen.tsx')).TablesScreen,
        }),
      },
      {
        path: 'games/arenas',
        lazy: async () => ({
          Component: (await import('../features/arenas/arenas-screen.tsx')).ArenasScreen,
        }),
      },
      {
        path: 'games/trading',
        lazy: async () => ({
          Component: (await import('../features/trading/trading-screen.tsx')).TradingScreen,
        }),
      },
      {
        path: 'games/lottery/issues/:game/:issue',
        lazy: async () => ({
          Component: (await import('../features/lottery/issue-detail-screen.tsx')).IssueDetailScreen,
        }),
      },
      {
        path: 'games/catalogue',
        lazy: async () => ({
          Component: (await import('../features/games/catalogue-screen.tsx')).CatalogueScreen,
        }),
      },
      {
        path: 'games/vendors',
        lazy: async () => ({
          Component: (await import('../features/games/vendors-screen.tsx')).VendorsScreen,
        }),
      },
      {
        path: 'bet-records',
        lazy: async () => ({
          Component: (await import('../features/bet-records/bet-records-screen.tsx')).BetRecordsScreen,
        }),
      },
      {
        path: 'security',
        lazy: async () => ({
          Component: (await import('../features/auth/security-screen.tsx')).SecurityScreen,
        }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
