/**
 * The conversation's live events (GET /wps/support/conversation/events; contracts/support/chat.ts):
 * `message` and `conversation` re-read the conversation, `typing` and `read` are the desk's typing
 * indicator and read receipts. Every `hello` re-reads too: events sent before the stream
 * (re)connected are not replayed.
 */

import { followEventStream } from '@luckwell/ui/event-stream';
import { useEffect, useRef } from 'react';
import { language } from '../../shared/api-client.ts';
import { type ChatCaller, callerHeaders } from './support-api.ts';

export type ChatEventHandlers = {
  /** Something changed: re-read the conversation. */
  onChange: () => void;
  onOperatorTyping: () => void;
  onOperatorRead: (upTo: number) => void;
};

type EventData = { conversationId?: unknown; by?: unknown; upTo?: unknown };

export const useChatEvents = (
  caller: ChatCaller,
  conversationId: number | null,
  handlers: ChatEventHandlers,
) => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const { memberToken, chatToken } = caller;

  useEffect(() => {
    if (conversationId === null || !(memberToken || chatToken)) return;
    const controller = new AbortController();
    const ours = (data: EventData) =>
      data.conversationId === undefined || data.conversationId === conversationId;
    void followEventStream({
      url: '/wps/support/conversation/events',
      headers: { ...callerHeaders({ memberToken, chatToken }), 'accept-language': language() },
      signal: controller.signal,
      onEvent: ({ event, data }) => {
        const payload = (typeof data === 'object' && data !== null ? data : {}) as EventData;
        if (event === 'hello' || event === 'message' || event === 'conversation') {
          latest.current.onChange();
        } else if (event === 'typing' && payload.by === 'operator' && ours(payload)) {
          latest.current.onOperatorTyping();
        } else if (
          event === 'read' &&
          payload.by === 'operator' &&
          ours(payload) &&
          typeof payload.upTo === 'number'
        ) {
          latest.current.onOperatorRead(payload.upTo);
        }
      },
    });
    return () => controller.abort();
  }, [conversationId, memberToken, chatToken]);
};
