/**
 * Fishing (issue 22, ADR 088): on a phone, demo_angler (whose money only this journey moves)
 * launches a LW Fishing title into its room (`/fishing/LWFISH-R1`), taps fish with the ×1 cannon
 * until one is caught, and the balance follows the room's settlements: what the page shows is the
 * wallet's answer to the last batch, and it equals the start less every shot's stake plus the
 * refunds and wins the server answered.
 */
import { expect, type Page, test } from '@playwright/test';
import { launchPath, minorOf, signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

type Shot = { type: 'shot'; stake: string; refund: string; win: string; hits: { outcome: string }[] };
type Settled = { type: 'settled' | 'void'; balance: string | null; settlementId: string };

const cents = (money: string) => Math.round(Number(money) * 100);

/** The fish the canvas lists (CSS pixels relative to the canvas), nearest the middle first. */
const fishOnCanvas = async (page: Page) => {
  const raw = await page.getByTestId('fishing-canvas').getAttribute('data-fish');
  const fish = JSON.parse(raw ?? '[]') as { id: string; x: number; y: number }[];
  const box = (await page.getByTestId('fishing-canvas').boundingBox())!;
  return fish
    .filter((f) => f.x > 10 && f.y > 10 && f.x < box.width - 10 && f.y < box.height - 10)
    .sort(
      (a, b) =>
        Math.hypot(a.x - box.width / 2, a.y - box.height / 2) -
        Math.hypot(b.x - box.width / 2, b.y - box.height / 2),
    );
};

test('a player shoots and captures a fish, and the balance follows the settlements', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'moves demo_angler’s money: one run, on a phone');
  const { page, token } = await signIn(browser, 'demo_angler', testInfo);

  // Every message the room's socket answers, as the page hears them.
  const shots: Shot[] = [];
  const settled: Settled[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string };
      if (message.type === 'shot') shots.push(message as Shot);
      if (message.type === 'settled' || message.type === 'void') settled.push(message as Settled);
    });
  });

  // A LW Fishing title, out of maintenance, opens the room's page.
  const list = await page.request.get(
    '/relay/GCSGAME_gameList?gameType=FISH&vassalage=LWFISH&pageNum=1&pageSize=20',
  );
  const titles = (await list.json()).value.content as { gameCode: string; maintenance: boolean }[];
  const title = titles.find((g) => !g.maintenance);
  expect(title, 'a playable LW Fishing title').toBeTruthy();
  const path = await launchPath(page, token, 'LWFISH', title!.gameCode);
  expect(path).toMatch(/^\/fishing\/LWFISH-R1\?/);
  await page.goto(path);
  await slow(page.getByTestId('fishing-status')).toHaveAttribute('data-status', 'connected');
  await slow(page.getByTestId('fishing-balance')).toHaveText(/\d.*VND/);
  const start = minorOf(await page.getByTestId('fishing-balance').textContent());

  // The ×1 cannon at the fish nearest the middle, until one is caught.
  await page.getByTestId('fishing-weapon-cannon-1').click();
  const canvas = page.getByTestId('fishing-canvas');
  await expect(async () => {
    const [fish] = await fishOnCanvas(page);
    if (fish) await canvas.tap({ position: { x: fish.x, y: fish.y } });
    expect(shots.some((shot) => shot.hits.some((hit) => hit.outcome === 'captured'))).toBe(true);
  }).toPass({ timeout: 120_000, intervals: [300] });
  await slow(page.getByTestId('fishing-last-win')).toHaveText(/^\+\d/);

  // Every shot's batch settles (a batch closes within a second of its first shot): the balance is
  // the wallet's last answer, and it is the start less the stakes plus the refunds and wins. (A tap
  // still in flight when the capture showed lands in a later batch: the sum is taken afresh.)
  const expected = () =>
    start + shots.reduce((sum, shot) => sum - cents(shot.stake) + cents(shot.refund) + cents(shot.win), 0);
  await slow
    .poll(async () => minorOf(await page.getByTestId('fishing-balance').textContent()) - expected())
    .toBe(0);
  // The page shows each shot's balance as it lands; the batch's settlement comes after it.
  await slow
    .poll(() => {
      const last = settled.at(-1)?.balance;
      return last == null ? 'no settlement yet' : cents(last) - expected();
    })
    .toBe(0);
  expect(settled.every((message) => message.type === 'settled')).toBe(true);
});
