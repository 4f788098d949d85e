/**
 * Issue 6's proof for the video slots: 1,000 slot rounds played by game clients over real HTTP (the
 * provider calling the operator's seamless wallet over real HTTP on loopback), across titles of
 * several math models; then the ledger invariant holds, the provider's settled totals equal the
 * operator's bet records, every wallet moved by exactly payout − stake, and the last rounds replay
 * in the verifier's code from their revealed seeds (docs/decisions/037-slot-client.md).
 * `PROVIDER_SLOT_HTTP_ROUNDS` lowers the count for a quick run.
 */

import { slotModelById } from '@luckwell/games/slots/registry';
import type { RoundResult } from '@luckwell/games/slots/types';
import { verifyRound } from '@luckwell/games/verify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createProviderKit, expectBooksAgree } from './provider-test-kit.ts';

let app: App;
let database: DatabaseHandle;
let base: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

const ROUNDS = Number(process.env.PROVIDER_SLOT_HTTP_ROUNDS ?? 1_000);
const PLAYERS = 4;

type Round = {
  roundId: string;
  status: string;
  engine: string;
  config: { model: string };
  stake: string;
  payout: string;
  multiplier: number;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  steps: { action: unknown; record: RoundResult; finished: boolean }[];
};

const call = async <T>(path: string, token: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; value: T };
};

// Like the dice proof (provider-http.test.ts), this is one of the few server files over 20 s.
it(`plays ${ROUNDS} slot rounds over HTTP; the books balance and both sides agree`, {
  timeout: 300_000,
}, async () => {
  const kit = await createProviderKit(app, database);
  expect(kit.slots.length).toBeGreaterThanOrEqual(PLAYERS);
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, i) => {
      const m = await kit.member(`http_slot_${i}`, 100_000_000n);
      const url = await m.launch(kit.slots[i]!);
      expect(url.pathname).toBe('/game/slot-5x3');
      const response = await fetch(`${base}/provider/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          vendor: url.searchParams.get('vendor'),
          gameCode: url.searchParams.get('gameCode'),
          launchToken: url.searchParams.get('token'),
        }),
      });
      const body = (await response.json()) as {
        success: boolean;
        value: { token: string; game: { engine: string; rtp: string; config: { model: string } } };
      };
      expect(body.success, JSON.stringify(body)).toBe(true);
      expect(body.value.game.engine).toBe('slot-5x3');
      const model = slotModelById(body.value.game.config.model)!;
      expect(model).toBeTruthy();
      expect(Number(body.value.game.rtp)).toBeCloseTo(Number(model.published.rtp) * 100, 1);
      return { ...m, token: body.value.token, model: model.id, start: await m.balance() };
    }),
  );
  let wins = 0;
  let featureRounds = 0;
  await Promise.all(
    players.map(async (player, p) => {
      for (let i = p; i < ROUNDS; i += PLAYERS) {
        const body = await call<{ round: Round }>('/provider/rounds', player.token, {
          stake: `${1 + (i % 50)}.00`,
          action: null,
        });
        const round = body.value?.round;
        expect(round?.status, JSON.stringify(body)).toBe('settled');
        expect(round.config).toEqual({ model: player.model });
        // One step holds the whole round: its multiplier is the base spin's plus every free spin's.
        expect(round.steps).toHaveLength(1);
        const record = round.steps[0]!.record;
        expect(round.steps[0]!.finished).toBe(true);
        expect(record.base.grid).toHaveLength(5);
        expect(round.multiplier).toBe(record.multiplier);
        expect(record.multiplier).toBe(
          record.base.multiplier + record.freeSpins.reduce((sum, spin) => sum + spin.multiplier, 0),
        );
        if (round.payout !== '0.00') wins += 1;
        if (record.freeSpins.length > 0) featureRounds += 1;
      }
    }),
  );
  expect(wins).toBeGreaterThan(0);
  expect(wins).toBeLessThan(ROUNDS);
  // Free spins must show once they are all but certain: the chance of none in these rounds, from each
  // model's published frequency, below one in a million. At the default 1,000 rounds that chance is
  // about 1 % (one CI run in a hundred failed here), so the check runs with PROVIDER_SLOT_HTTP_ROUNDS
  // raised; the frequencies themselves are proven by packages/games' simulation tests.
  const noFeature = players.reduce((chance, player) => {
    const frequency = Number(slotModelById(player.model)!.published.freeSpinsFrequency);
    return chance * (1 - frequency) ** Math.ceil(ROUNDS / PLAYERS);
  }, 1);
  if (noFeature < 1e-6) expect(featureRounds).toBeGreaterThan(0);

  await expectBooksAgree(
    database,
    players,
    players.map((_, i) => `http_slot_${i}`),
    ROUNDS,
  );

  // The last rounds of each player replay exactly once their server seed is revealed.
  for (const player of players) {
    const rotated = await call<{ revealed: { serverSeed: string; serverSeedHash: string } }>(
      '/provider/fairness/rotate',
      player.token,
      {},
    );
    expect(rotated.success).toBe(true);
    const history = await call<{ rounds: Round[] }>('/provider/history', player.token);
    expect(history.value.rounds.length).toBeGreaterThan(0);
    for (const round of history.value.rounds) {
      expect(round.serverSeed).toBe(rotated.value.revealed.serverSeed);
      const verified = verifyRound({
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        engine: round.engine,
        config: round.config,
        actions: round.steps.map((s) => s.action),
        serverSeedHash: rotated.value.revealed.serverSeedHash,
      });
      expect(verified).toMatchObject({ ok: true, hashMatches: true, multiplier: round.multiplier });
      expect(verified.ok && verified.steps[0]!.record).toEqual(round.steps[0]!.record);
    }
  }
});
