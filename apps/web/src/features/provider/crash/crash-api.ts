/**
 * Crash's calls (`/provider/crash/*`, ADR 039) with the provider session's token, and its live feed:
 * server-sent `state` events from `/provider/crash/events` (EventSource reconnects by itself).
 */
import type { TCrashState } from '@luckwell/contracts/provider/crash';
import { providerRequest } from '../provider-api.ts';

const contracts = () =>
  Promise.all([import('@luckwell/contracts/envelope'), import('@luckwell/contracts/provider/crash')]);
const schemas = {
  state: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCrashState)),
  play: () => contracts().then(([{ envelope }, c]) => envelope(c.ZCrashPlayValue)),
};

export const crashApi = {
  state: () => providerRequest('/provider/crash/state', schemas.state),
  bet: (stake: string, autoCashOut: number | null) =>
    providerRequest('/provider/crash/bets', schemas.play, { method: 'POST', body: { stake, autoCashOut } }),
  cashOut: () => providerRequest('/provider/crash/cashout', schemas.play, { method: 'POST', body: {} }),
};

/** The feed's events without the caller's own bet (the feed is public). */
export type CrashFeedState = Omit<TCrashState, 'myBet'>;

/** Opens the live feed; answers its closer. */
export const openCrashFeed = (onState: (state: CrashFeedState) => void, onError?: () => void) => {
  const source = new EventSource('/provider/crash/events');
  source.addEventListener('state', (event) => {
    try {
      onState(JSON.parse((event as MessageEvent<string>).data) as CrashFeedState);
    } catch {
      // A malformed event is skipped; the next one carries the whole state again.
    }
  });
  source.onerror = () => onError?.();
  return () => source.close();
};
