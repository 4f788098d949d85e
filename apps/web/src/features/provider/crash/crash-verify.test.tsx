import { crashChain } from '@luckwell/games/crash';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApi, setUpBrand } from '../../../test/render-app.tsx';

// The worked example of docs/mini-games-maths.md: game 1 of a 3-game chain crashes at 1.29×.
const { commitment, hashes } = crashChain('luckwell-crash-worked-example', 3);
const salt = 'luckwell-public-salt-2026';
const path = (hash: string, game: number) =>
  `/verify?${new URLSearchParams({ engine: 'crash', hash, salt, commitment, game: String(game) })}`;

describe('the crash verifier', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it("recomputes a round's crash point and its link to the chain's commitment in the browser", async () => {
    renderWithApi(path(hashes[0]!, 1));
    expect((await screen.findByTestId('crash-verify-point')).textContent).toBe('1.29×');
    expect(screen.getByTestId('crash-verify-link').textContent).toBe(
      '✓ Mã băm nối đúng về cam kết của chuỗi.',
    );
    expect(screen.getByText('Nổ ở nhịp 43 (4.3 giây sau khi bắt đầu)')).toBeTruthy();
  });

  it('says so when the hash does not link to the commitment at that position', async () => {
    renderWithApi(path(hashes[1]!, 1));
    expect((await screen.findByTestId('crash-verify-point')).textContent).toBe('3.13×');
    expect(screen.getByTestId('crash-verify-link').textContent).toMatch(/^✗/);
  });
});
