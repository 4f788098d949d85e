/** Stubbed provider answers for the plinko, mines and hi-lo client tests (ADR 038). */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';

export const fairness = { serverSeedHash: 'cd'.repeat(32), clientSeed: 'seed', nonce: 0 };

export const sessionOf = (
  engine: string,
  { balance = '100.00', openRound = null as TProviderRound | null } = {},
) => ({
  token: 'provider-session-token',
  player: 'p',
  currency: 'VND',
  balance,
  game: { vendor: 'LW', gameCode: 'LW-0010', gameName: `Lucky ${engine}`, engine, rtp: '99.00', config: {} },
  fairness,
  openRound,
});

type Step = { action: unknown; record: unknown; multiplier: number; finished: boolean };

export const roundOf = (
  engine: string,
  steps: Step[],
  { stake = '10.00', payout = '0.00', status }: { stake?: string; payout?: string; status?: string } = {},
): TProviderRound => {
  const last = steps.at(-1)!;
  // The wire's plain strings; the contract brands money strings once parsed.
  return {
    roundId: '22222222-2222-4222-8222-222222222222',
    vendor: 'LW',
    gameCode: 'LW-0010',
    engine,
    currency: 'VND',
    status: (status ?? (last.finished ? 'settled' : 'open')) as TProviderRound['status'],
    stake,
    multiplier: last.multiplier,
    payout,
    balanceBefore: '100.00',
    balanceAfter: null,
    nonce: 0,
    clientSeed: 'seed',
    serverSeedHash: fairness.serverSeedHash,
    serverSeed: null,
    config: {},
    steps: steps.map((step, seq) => ({ seq, ...step, at: new Date().toISOString() })),
    createdAt: new Date().toISOString(),
    settledAt: last.finished ? new Date().toISOString() : null,
  } as TProviderRound;
};

/** The answer to a play or act call. */
export const played = (round: TProviderRound, balance: string) => ({
  round,
  balance,
  fairness: { ...fairness, nonce: 1 },
});

/** The JSON body a stubbed call was sent. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
