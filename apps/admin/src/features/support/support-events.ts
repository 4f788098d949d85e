/**
 * The console's live events (issue 19; read by @luckwell/ui/event-stream like the player site's): one `fetch`
 * stream of server-sent events from /admin-api/support/events with the operator's bearer token in a
 * header (never in the URL). Events are hints — `message`, `read` and `conversation` re-read the
 * queue and the conversation they name, `typing` by the customer shows "is typing…" for a few
 * seconds — and every (re)connection re-reads everything, since events sent while the stream was
 * down are not replayed. It reconnects after a drop with a growing wait and stops for good when the
 * server refuses the session.
 */

import { followEventStream } from '@luckwell/ui/event-stream';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readToken } from '../../shared/api-client.ts';
import { CONVERSATION_KEY, QUEUE_KEY } from './support-api.ts';

const EVENTS_PATH = '/admin-api/support/events';
/** How long "is typing…" shows after the customer's last keystroke signal. */
export const TYPING_SHOWN_MS = 5_000;

const field = <T>(data: unknown, name: string) =>
  typeof data === 'object' && data !== null
    ? ((data as Record<string, unknown>)[name] as T | undefined)
    : undefined;

/**
 * Follows the events while the console is shown; answers the conversations whose customer is
 * typing now, and a way to forget one (their line arrived).
 */
export const useSupportEvents = (enabled: boolean) => {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const stopTyping = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setTyping((now) => {
      if (!now.has(id)) return now;
      const next = new Set(now);
      next.delete(id);
      return next;
    });
  }, []);

  useEffect(() => {
    const token = readToken();
    if (!enabled || !token) return;
    const controller = new AbortController();
    const pending = timers.current;
    const reread = (id: number | undefined) => {
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      void queryClient.invalidateQueries({
        queryKey: id === undefined ? CONVERSATION_KEY : [...CONVERSATION_KEY, id],
      });
    };
    void followEventStream({
      url: EVENTS_PATH,
      headers: { authorization: `Bearer ${token}`, 'accept-language': i18next.language || 'en' },
      signal: controller.signal,
      onEvent: ({ event, data }) => {
        const id = field<number>(data, 'conversationId');
        if (event === 'hello') reread(undefined);
        else if (event === 'message' || event === 'conversation') {
          if (id !== undefined) stopTyping(id);
          reread(id);
        } else if (event === 'read' && id !== undefined) {
          void queryClient.invalidateQueries({ queryKey: [...CONVERSATION_KEY, id] });
        } else if (event === 'typing' && id !== undefined && field(data, 'by') === 'customer') {
          clearTimeout(pending.get(id));
          pending.set(
            id,
            setTimeout(() => stopTyping(id), TYPING_SHOWN_MS),
          );
          setTyping((now) => (now.has(id) ? now : new Set(now).add(id)));
        }
      },
    });
    return () => {
      controller.abort();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [enabled, queryClient, stopTyping]);

  return typing;
};
