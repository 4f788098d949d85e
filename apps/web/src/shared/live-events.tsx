/**
 * The signed-in session's live event listener (spec §2; ADR 046, 048): one `fetch` stream of
 * server-sent events from `/wps/member/events` carrying the bearer token in a header (never in the
 * URL). Events are hints: `unread` sets the badge's count, `message` re-reads the count and the
 * inbox, `contract` (a contract offer, answer or termination request that concerns the member)
 * re-reads the agent contract queries, and every (re)connection re-reads them too, since events sent
 * while the stream was down are not replayed. It reconnects after a drop with a growing wait, and
 * stops for good when the server refuses the session (the session code elsewhere then signs the
 * member out).
 */

import { followEventStream, type LiveEvent } from '@luckwell/ui/event-stream';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { language } from './api-client.ts';
import { useSessionStore } from './session-store.ts';
import { INBOX_KEY, UNREAD_COUNT_KEY } from './unread-count.ts';

/**
 * The key root of every agent contract query (features/agent/contract-api.ts): the consolidated
 * requests, the contract pages and their settlements. Here so the stream can refresh them.
 */
export const CONTRACTS_KEY = 'agentContracts';

/**
 * Reads the member's stream until `signal` aborts, reconnecting after drops; resolves when aborted
 * or when the server refuses the session (4xx).
 */
export const followLiveEvents = (
  token: string,
  onEvent: (event: LiveEvent) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
) =>
  followEventStream({
    url: '/wps/member/events',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language() },
    onEvent,
    signal,
    fetchImpl,
  });

const countOf = (data: unknown) =>
  typeof data === 'object' && data !== null && Number.isInteger((data as { count?: unknown }).count)
    ? (data as { count: number }).count
    : undefined;

/** Rendered once for a signed-in real member (root-layout.tsx); renders nothing. */
const LiveEvents = () => {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: [UNREAD_COUNT_KEY] });
      void queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
    };
    const rereadContracts = () => void queryClient.invalidateQueries({ queryKey: [CONTRACTS_KEY] });
    // The first `hello` comes as the contract queries first load: only a reconnection re-reads them.
    let connected = false;
    void followLiveEvents(
      token,
      ({ event, data }) => {
        if (event === 'hello' || event === 'message') reread();
        if (event === 'contract' || (event === 'hello' && connected)) rereadContracts();
        if (event === 'hello') connected = true;
        if (event === 'unread') {
          const count = countOf(data);
          if (count === undefined) reread();
          else {
            queryClient.setQueryData([UNREAD_COUNT_KEY, token], count);
            void queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
          }
        }
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [token, queryClient]);
  return null;
};

export default LiveEvents;
