/** Test data of the lottery desk's tests: issues, a full north result, the queue's fake API. */
import type { TLotteryAdminIssue } from '@luckwell/contracts/admin/lottery';
import { type ApiCall, jsonResponse, ok } from '../../test/render-app.tsx';

/** An issue of the north's daily draw, as the server sends it (money as plain strings here). */
export const issueOf = (
  overrides: Partial<Omit<TLotteryAdminIssue, 'stake' | 'payout'>> & { stake?: string; payout?: string } = {},
) =>
  ({
    game: 'vn-north',
    issue: '20261127-0001',
    province: 'HN',
    status: 'awaiting_result',
    opensAt: '2026-11-26T11:00:00.000Z',
    closesAt: '2026-11-27T11:00:00.000Z',
    drawAt: '2026-11-27T11:15:00.000Z',
    seedHash: null,
    serverSeed: null,
    clientSeed: null,
    result: null,
    tickets: 3,
    stake: '30.00',
    payout: '0.00',
    enteredResult: null,
    enteredBy: null,
    enteredAt: null,
    confirmedBy: null,
    cancelReason: null,
    ...overrides,
  }) as TLotteryAdminIssue;

/** A north result whose special prize ends in `ending`, in draw order. */
export const northTiers = (ending = '27') => [
  { tier: 'g1', numbers: ['45678'] },
  { tier: 'g2', numbers: ['11111', '22222'] },
  { tier: 'g3', numbers: ['30001', '30002', '30003', '30004', '30005', '30006'] },
  { tier: 'g4', numbers: ['4001', '4002', '4003', '4004'] },
  { tier: 'g5', numbers: ['5001', '5002', '5003', '5004', '5005', '5006'] },
  { tier: 'g6', numbers: ['601', '602', '603'] },
  { tier: 'g7', numbers: ['71', '72', '73', '74'] },
  { tier: 'special', numbers: [`123${ending}`] },
];

/** The same numbers as the printed sheet lists them (special first), as one pasted text. */
export const northSheetText = (ending = '27') => {
  const tiers = northTiers(ending);
  const special = tiers.find((t) => t.tier === 'special')!;
  return [special, ...tiers.filter((t) => t.tier !== 'special')].map((t) => t.numbers.join(' ')).join('\n');
};

/** GET /admin-api/lottery/issues answering the queue by status from `issues`. */
export const issuesHandler = (issues: () => TLotteryAdminIssue[]) => ({
  'GET /admin-api/lottery/issues': (call: ApiCall) => {
    const status = call.query.get('status');
    const game = call.query.get('game');
    return jsonResponse(
      200,
      ok({
        issues: issues().filter(
          (issue) => (!status || issue.status === status) && (!game || issue.game === game),
        ),
      }),
    );
  },
});
