import { lotteryEngine } from '@luckwell/games/lottery/families';
import { lotteryGame } from '@luckwell/games/lottery/games';
import { createVerifierStream, sha256Hex } from '@luckwell/games/verify';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { drawnFixture, stateFixture } from './lottery-fixtures.ts';

const serverSeed = 'beef'.repeat(16);

/** An issue as the server publishes it: drawn from its seeds by the family's engine. */
const published = (issue: string) => {
  const game = lotteryGame('vn-fast-60')!;
  const clientSeed = `vn-fast-60:${issue}`;
  const engine = lotteryEngine(game.family);
  const result = engine.toTiers(
    game,
    engine.draw(game, createVerifierStream({ serverSeed, clientSeed, nonce: 0 })),
  );
  return drawnFixture(issue, {
    game: 'vn-fast-60',
    serverSeed,
    clientSeed,
    seedHash: sha256Hex(serverSeed),
    result,
  });
};

describe('the public lottery verifier', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists the latest in-house draws to anyone and replays one to its published numbers', async () => {
    const draw = published('20261127-0031');
    stubApi({
      routes: {
        'GET /provider/lottery/games/vn-fast-60': () => ok({ ...stateFixture(), recent: [draw] }),
      },
    });
    renderApp('/lotteryFairness?game=vn-fast-60');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minh bạch xổ số' })).toBeTruthy();
    const card = await screen.findByTestId('fairness-draw');
    expect(card.textContent).toContain(serverSeed);
    fireEvent.click(within(card).getByRole('button', { name: 'Kiểm chứng kỳ này' }));
    const outcome = await within(card).findByTestId('verify-outcome');
    expect(outcome.textContent).toContain('ra đúng kết quả');
    expect(outcome.textContent).not.toContain('KHÔNG');
  });
});
