/**
 * The transfer-mode stand-in vendor (docs/decisions/036-transfer-mode-games.md): the same one-button
 * game as the seamless test vendor, for brands whose vendors keep the player's balance themselves
 * (Jade Dragon). It opens a session from the operator's launch token, plays each round against the
 * player's balance at the simulated vendor (`SimulatedTransferVendor.play`), and the operator books
 * those rounds into the member's vendor sub-wallet and bet records as it collects them — at once
 * after each round here, and whenever the wallets are read.
 */
import { randomUUID } from 'node:crypto';
import { fromMinorUnits, Money, toMinorUnits } from '@luckwell/contracts/money';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SeamlessService } from '../seamless/seamless.service.ts';
import { testVendorPage, testVendorWin } from '../seamless/test-vendor.routes.ts';
import type { SimulatedTransferVendor } from './simulated-vendor.ts';

const Vendor = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const Token = z.string().min(16).max(128);
const ZStart = z.object({ vendor: Vendor, launchToken: Token });
const ZBet = z.object({ vendor: Vendor, token: Token, amount: Money });

type Options = {
  seamless: Pick<SeamlessService, 'openSession' | 'sessionOf'>;
  vendor: Pick<SimulatedTransferVendor, 'play' | 'balance'>;
  /** Books the vendor's new rounds (the transfer-wallet service's `collectRounds`). */
  collectRounds: (merchantId: number, vendor: string) => Promise<void>;
};

export const TRANSFER_TEST_VENDOR_PATH = '/test-vendor/transfer/play';

export const transferTestVendorRoutes: FastifyPluginAsync<Options> = async (
  app,
  { seamless, vendor, collectRounds },
) => {
  app.get(TRANSFER_TEST_VENDOR_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { gameCode = 'Test game' } = request.query as { gameCode?: string };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(testVendorPage(gameCode, '/test-vendor/transfer/api', 'Luckwell test vendor · transfer wallet'));
  });

  app.post('/test-vendor/transfer/api/start', { schema: { hide: true } }, async (request) => {
    const input = ZStart.safeParse(request.body);
    if (!input.success) return { status: 'INVALID_REQUEST' };
    const opened = await seamless.openSession(input.data.launchToken);
    if (opened.status !== 'OK' || !('token' in opened)) return { status: opened.status };
    const { session } = opened;
    if (session.vendor !== input.data.vendor.toUpperCase()) return { status: 'INVALID_TOKEN' };
    // The game shows the player's balance here, at the vendor, not the operator's main wallet.
    const balance = await vendor.balance({
      merchantId: session.merchantId,
      memberId: session.memberId,
      vendor: session.vendor,
      currency: session.currency,
    });
    return {
      status: 'OK',
      token: opened.token,
      currency: session.currency,
      balance: fromMinorUnits(balance),
    };
  });

  app.post('/test-vendor/transfer/api/bet', { schema: { hide: true } }, async (request) => {
    const input = ZBet.safeParse(request.body);
    if (!input.success) return { status: 'INVALID_REQUEST' };
    const session = await seamless.sessionOf(input.data.token);
    if (!session || session.vendor !== input.data.vendor.toUpperCase()) return { status: 'INVALID_TOKEN' };
    const player = {
      merchantId: session.merchantId,
      memberId: session.memberId,
      vendor: session.vendor,
      currency: session.currency,
    };
    const stakeMinor = toMinorUnits(input.data.amount);
    const payoutMinor = testVendorWin(stakeMinor);
    const played = await vendor.play({
      ...player,
      roundId: randomUUID(),
      gameCode: session.gameCode,
      stakeMinor,
      payoutMinor,
    });
    const balance = fromMinorUnits(await vendor.balance(player));
    if (!played) {
      return {
        status: 'INSUFFICIENT_FUNDS',
        balance,
        message: 'Not enough balance in this game wallet — transfer money in from your wallet page',
      };
    }
    // The operator sees the round at once (its bet record, the sub-wallet); a failure here only
    // delays that to the next collection.
    await collectRounds(session.merchantId, session.vendor).catch((error: unknown) =>
      app.log.error({ err: error, vendor: session.vendor }, 'could not collect vendor rounds'),
    );
    return { status: 'OK', balance, bet: input.data.amount, win: fromMinorUnits(payoutMinor) };
  });
};
